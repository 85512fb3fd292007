"""Smoke test in a real editor: headless Neovim (Debian's package) runs viewlint as its LSP server."""
import os
import shutil
import subprocess

import pytest

from conftest import BINARY

NVIM = shutil.which("nvim")


def nvim_version():
    """(major, minor) of the installed Neovim, or None when it cannot be read."""
    try:
        first = subprocess.run([NVIM, "--version"], capture_output=True, text=True, timeout=10).stdout.splitlines()[0]
        major, minor = first.split()[1].lstrip("v").split(".")[:2]
        return int(major), int(minor)
    except (OSError, IndexError, ValueError, subprocess.SubprocessError):
        return None


# The smoke script needs `vim.lsp.start_client` (Neovim 0.7 or later).
VERSION = nvim_version() if NVIM else None


@pytest.mark.skipif(NVIM is None, reason="nvim is not installed (scripts/setup-test-tools.sh installs Debian's neovim when run as root); the Neovim smoke test is skipped")
@pytest.mark.skipif(NVIM is not None and (VERSION is None or VERSION < (0, 7)),
                    reason=f"nvim {VERSION} is older than 0.7 (no vim.lsp.start_client); the Neovim smoke test is skipped")
def test_neovim_shows_the_diagnostics_and_follows_an_edit(tmp_path):
    path = tmp_path / "Greeting.swift"
    path.write_text('import SwiftUI\n\nstruct Greeting: View {\n    var body: some View {\n        AnyView(Text("😀 hello"))\n    }\n}\n')
    out = tmp_path / "out.txt"
    environment = dict(os.environ, VIEWLINT_BINARY=BINARY, VIEWLINT_ROOT=str(tmp_path), VIEWLINT_FILE=str(path), VIEWLINT_OUT=str(out),
                       XDG_CONFIG_HOME=str(tmp_path / "config"), XDG_DATA_HOME=str(tmp_path / "data"), XDG_STATE_HOME=str(tmp_path / "state"))
    script = os.path.join(os.path.dirname(__file__), "neovim_smoke.lua")
    subprocess.run([NVIM, "--headless", "-u", "NONE", "-c", f"luafile {script}"], env=environment, cwd=tmp_path,
                   stdin=subprocess.DEVNULL, capture_output=True, timeout=90)
    printed = out.read_text().splitlines()
    assert printed == [
        "filetype swift",
        "opened 5:9-5:36 any-view viewlint",  # Neovim shows byte columns: 😀 is 4 bytes, 2 UTF-16 units
        "encoding utf-16",
        "after edit 0",
        "done",
    ]
