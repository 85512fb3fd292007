#!/usr/bin/env bash
# Installs the Python tools the test suite drives for real — pre-commit (the commit-hook round
# trip) and jsonschema (SARIF validated against the official schema) — into the git-ignored
# .tools/venv, from PyPI. Re-running is a no-op once they are there. If PyPI cannot be reached
# this warns and succeeds: the pre-commit test then skips with a message saying so.
set -uo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
venv="$root/.tools/venv"
stamp="$root/.tools/.complete-v1"
[ -f "$stamp" ] && exit 0

python="${PYTHON:-python3}"
warn() { echo "setup-test-tools: $*; tests that need these tools will say they are skipped" >&2; exit 0; }

command -v "$python" >/dev/null || warn "python3 not found"
[ -x "$venv/bin/python" ] || "$python" -m venv "$venv" >/dev/null || warn "cannot create $venv (python3 -m venv failed)"
"$venv/bin/python" -m pip install --quiet --disable-pip-version-check "pre-commit>=3" "jsonschema>=4" \
  || warn "cannot install pre-commit and jsonschema from PyPI"
touch "$stamp"
