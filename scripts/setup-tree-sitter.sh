#!/usr/bin/env bash
# Fetches the pinned tree-sitter runtime and Swift grammar source distributions from
# PyPI, verifies their checksums and unpacks the C sources into ThirdParty/ (git-ignored),
# where SwiftPM C targets compile them. Re-running is a no-op; a wrong checksum is fatal.
#
# The versions below are the only place the pins are written: the script also generates the
# header that gives them to `viewlint --version`.
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
dest="$root/ThirdParty"
stamp="$dest/.complete-v3"
[ -f "$stamp" ] && exit 0

runtime_version="0.25.2"
runtime_sha="fe43c158555da46723b28b52e058ad444195afd1db3ca7720c59a254544e9c20"
grammar_version="0.7.4"
grammar_sha="1676a8ee04442993b84c239291d5976b823d22d25b02cfc5161a1bd644b390f5"
runtime_pkg="tree-sitter==$runtime_version"
grammar_pkg="tree-sitter-swift==$grammar_version"

python="${PYTHON:-python3}"
command -v "$python" >/dev/null || { echo "setup: python3 is required to fetch tree-sitter from PyPI" >&2; exit 1; }

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

fetch() { # NAME==VERSION SHA256 -> path of the verified archive
  local spec="$1" sha="$2"
  local cache="$root/.cache/sdist"
  mkdir -p "$cache"
  local existing
  existing="$(ls "$cache"/"$(echo "${spec%%==*}" | tr - _)"-"${spec##*==}".tar.gz "$cache"/"${spec%%==*}"-"${spec##*==}".tar.gz 2>/dev/null | head -n1 || true)"
  if [ -z "$existing" ]; then
    echo "setup: downloading $spec (source distribution) from PyPI" >&2
    "$python" -m pip download --quiet --no-deps --no-binary :all: -d "$work/dl" "$spec" >&2
    existing="$(ls "$work"/dl/*.tar.gz)"
    local actual
    actual="$(sha256sum "$existing" | cut -d' ' -f1)"
    if [ "$actual" != "$sha" ]; then
      echo "setup: checksum mismatch for $spec: expected $sha, got $actual" >&2
      exit 1
    fi
    mv "$existing" "$cache/"
    existing="$cache/$(basename "$existing")"
    rm -rf "$work/dl"
  fi
  local actual
  actual="$(sha256sum "$existing" | cut -d' ' -f1)"
  if [ "$actual" != "$sha" ]; then
    echo "setup: checksum mismatch for cached $existing: expected $sha, got $actual" >&2
    exit 1
  fi
  echo "$existing"
}

runtime_tar="$(fetch "$runtime_pkg" "$runtime_sha")"
grammar_tar="$(fetch "$grammar_pkg" "$grammar_sha")"

mkdir -p "$work/x"
tar -xzf "$runtime_tar" -C "$work/x"
tar -xzf "$grammar_tar" -C "$work/x"
runtime_src="$work/x/tree-sitter-$runtime_version"
grammar_src="$work/x/tree_sitter_swift-$grammar_version"

rm -rf "$dest.tmp" && mkdir -p "$dest.tmp/tree-sitter" "$dest.tmp/tree-sitter-swift/src" "$dest.tmp/tree-sitter-swift/include"
cp -R "$runtime_src"/tree_sitter/core/lib/. "$dest.tmp/tree-sitter/"
cp "$grammar_src"/LICENSE "$dest.tmp/tree-sitter-swift/"
cp "$runtime_src"/LICENSE "$dest.tmp/tree-sitter/"
cp "$grammar_src"/src/parser.c "$grammar_src"/src/scanner.c "$dest.tmp/tree-sitter-swift/src/"
cp -R "$grammar_src"/src/tree_sitter "$dest.tmp/tree-sitter-swift/src/"
# Local fixes to the grammar's C, each found by `make fuzz` and kept as a test input in
# Tests/ViewLintTests/FuzzFindings/ (an exact replacement: a grammar update that changes the
# code stops here instead of building unpatched).
"$python" - "$dest.tmp/tree-sitter-swift/src/scanner.c" <<'PY'
import sys
path = sys.argv[1]
text = open(path).read()
# A file ending in `#if`, `#else`, `#elseif` or `#endif` (in a raw-string position): the
# directive matched in full stayed a candidate when the lookahead was 0 (the end of the file),
# and the next character was read past the end of its string (AddressSanitizer:
# global-buffer-overflow in find_possible_compiler_directive).
old = """            if (expected_char == '\\0') {
                full_match = dir_idx;
                lexer->mark_end(lexer);
            }
"""
new = """            if (expected_char == '\\0') {
                full_match = dir_idx;
                lexer->mark_end(lexer);
                possible_directives[dir_idx] = false; // viewlint: matched in full, never longer
                continue;
            }
"""
if text.count(old) != 1:
    sys.exit("setup: scanner.c no longer has the code the directive fix replaces; review scripts/setup-tree-sitter.sh")
open(path, "w").write(text.replace(old, new))
PY
# The grammar ships no C header; declare its single entry point for SwiftPM, and the pinned
# versions (Swift imports the string macros as constants; `viewlint --version` prints them).
cat > "$dest.tmp/tree-sitter-swift/include/tree_sitter_swift.h" <<H
#ifndef TREE_SITTER_SWIFT_H_
#define TREE_SITTER_SWIFT_H_
typedef struct TSLanguage TSLanguage;
const TSLanguage *tree_sitter_swift(void);
#define VIEWLINT_TREE_SITTER_VERSION "$runtime_version"
#define VIEWLINT_TREE_SITTER_SWIFT_VERSION "$grammar_version"
#endif
H
touch "$dest.tmp/.complete-v3"
rm -rf "$dest" && mv "$dest.tmp" "$dest"
echo "setup: tree-sitter $runtime_version and tree-sitter-swift $grammar_version ready in ThirdParty/" >&2
