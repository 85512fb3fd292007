#!/usr/bin/env bash
# Packs viewlint binaries as a SwiftPM artifact bundle (SE-0305), the form a build-tool plugin
# runs a prebuilt tool from, and prints the checksum a `.binaryTarget(url:checksum:)` needs.
#
#   scripts/make-artifactbundle.sh OUTPUT.zip BINARY[=TRIPLE[,TRIPLE...]] [BINARY=TRIPLE...]
#
# Each BINARY becomes one variant, at <first triple>/bin/viewlint inside the bundle, for the
# triples given (by default this machine's). `make artifactbundle` passes the static release
# binary built here; variants built on other machines are added by name, e.g. on a Mac
#   .build/apple/Products/Release/viewlint=arm64-apple-macosx,x86_64-apple-macosx
# (through `make artifactbundle BUNDLE_VARIANTS=...`). The zip is reproducible: entries are
# sorted and dated 1980-01-01, so the same binaries give the same checksum.
set -euo pipefail

[ $# -ge 2 ] || { echo "usage: $0 OUTPUT.zip BINARY=TRIPLE[,TRIPLE...]..." >&2; exit 2; }
output="$1"; shift
python="${PYTHON:-python3}"
swift="${SWIFT:-swift}"

# This machine's triple, as SwiftPM matches a variant against it.
host_triple() {
  case "$(uname -s)-$(uname -m)" in
    Linux-x86_64) echo x86_64-unknown-linux-gnu ;;
    Linux-aarch64 | Linux-arm64) echo aarch64-unknown-linux-gnu ;;
    Darwin-arm64) echo arm64-apple-macosx ;;
    Darwin-x86_64) echo x86_64-apple-macosx ;;
    *) echo "artifactbundle: no triple known for $(uname -sm); pass BINARY=TRIPLE" >&2; exit 1 ;;
  esac
}
variants=()
for variant in "$@"; do
  case "$variant" in *=*) variants+=("$variant") ;; *) variants+=("$variant=$(host_triple)") ;; esac
done

first_binary="${1%%=*}"
[ -x "$first_binary" ] || { echo "artifactbundle: $first_binary is not an executable (run make release)" >&2; exit 1; }
version="$("$first_binary" --version | head -n1 | cut -d' ' -f1)"

mkdir -p "$(dirname "$output")"
"$python" - "$output" "$version" "${variants[@]}" <<'PY'
import json, os, stat, sys, zipfile

output, version, variants = sys.argv[1], sys.argv[2], sys.argv[3:]
bundle = "viewlint.artifactbundle"
entries, info_variants = [], []
for spec in variants:
    binary, _, triples = spec.partition("=")
    triples = [t for t in triples.split(",") if t]
    if not triples or not os.access(binary, os.X_OK):
        sys.exit(f"artifactbundle: bad variant {spec!r} (BINARY=TRIPLE[,TRIPLE...], BINARY executable)")
    path = f"{triples[0]}/bin/viewlint"
    entries.append((path, binary))
    info_variants.append({"path": path, "supportedTriples": triples})
info = {
    "schemaVersion": "1.0",
    "artifacts": {"viewlint": {"type": "executable", "version": version, "variants": info_variants}},
}

def add(archive, name, data=None, source=None, mode=0o644):
    item = zipfile.ZipInfo(f"{bundle}/{name}", date_time=(1980, 1, 1, 0, 0, 0))
    item.create_system = 3  # Unix, so that the permission bits below are honoured
    item.external_attr = ((stat.S_IFDIR if name.endswith("/") else stat.S_IFREG) | mode) << 16
    item.compress_type = zipfile.ZIP_STORED if name.endswith("/") else zipfile.ZIP_DEFLATED
    if source is None:
        archive.writestr(item, data or b"")
    else:
        with open(source, "rb") as f, archive.open(item, "w", force_zip64=True) as out:
            while chunk := f.read(1 << 20):
                out.write(chunk)

temporary = output + ".tmp"
with zipfile.ZipFile(temporary, "w") as archive:
    add(archive, "", mode=0o755)
    add(archive, "info.json", data=(json.dumps(info, indent=2) + "\n").encode())
    for path, binary in sorted(entries):
        parts = path.split("/")
        for depth in range(1, len(parts)):
            add(archive, "/".join(parts[:depth]) + "/", mode=0o755)
        add(archive, path, source=binary, mode=0o755)
os.replace(temporary, output)
PY

# compute-checksum needs no package; run it where no package's build lock can be taken.
absolute="$(cd "$(dirname "$output")" && pwd)/$(basename "$output")"
checksum="$(cd "${TMPDIR:-/tmp}" && "$swift" package compute-checksum "$absolute")"
echo "artifactbundle: wrote $output (viewlint $version)"
echo "artifactbundle: checksum $checksum"
