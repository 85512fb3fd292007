#!/usr/bin/env bash
# The language server's end-to-end suite (Tests/LanguageServer): pytest-lsp drives the real
# `viewlint lsp` binary as an editor does, and headless Neovim runs it as its LSP server.
# `make test` runs it after the Swift tests. Without pytest-lsp in .tools/venv (no PyPI when
# scripts/setup-test-tools.sh ran) it says it is skipped and succeeds.
set -uo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
python="$root/.tools/venv/bin/python"
binary="${VIEWLINT_BINARY:-$root/.build/debug/viewlint}"

if ! [ -x "$python" ] || ! "$python" -c 'import pytest_lsp' 2>/dev/null; then
  echo "language server suite: skipped: pytest-lsp is not installed in .tools/venv (run scripts/setup-test-tools.sh with PyPI reachable)" >&2
  exit 0
fi
if ! [ -x "$binary" ]; then
  echo "language server suite: $binary is not built (swift build --product viewlint)" >&2
  exit 1
fi
command -v nvim >/dev/null || echo "language server suite: nvim not found; the Neovim smoke test is skipped (apt-get install neovim)" >&2
cd "$root/Tests/LanguageServer" && PYTHONDONTWRITEBYTECODE=1 VIEWLINT_BINARY="$binary" exec "$python" -m pytest -q -p no:cacheprovider -rs .
