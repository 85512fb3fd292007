#!/usr/bin/env bash
# `make fuzz`: the per-file pipeline under libFuzzer and AddressSanitizer (Tools/Fuzz), or with
# FUZZ_TARGET=lsp the language server fed an editor's byte stream (Tools/Fuzz/ProtocolHarness).
#
#   scripts/fuzz.sh [SECONDS]          build, seed and fuzz for SECONDS (default 600)
#   scripts/fuzz.sh --check [SECONDS]  the same, briefly, from `make test`; only says so (exit 0)
#                                      when the toolchain cannot build with -sanitize=fuzzer
#
# Built in .build-fuzz/ (its own scratch folder: the flags differ from every other build).
# Corpus: .fuzz/corpus/ (.fuzz-lsp/ for the language server; kept between runs; --check uses a
# fresh .fuzz/check-corpus/); seeds:
# .fuzz/seeds/ (rewritten each run: for the pipeline from every rule README's examples, Examples/
# and the test fixtures, for the language server editor sessions over those examples); findings:
# .fuzz/crashes/, each listed in .fuzz/crashes/REPRODUCE with the command that replays it. All
# git-ignored.
set -euo pipefail
cd "$(dirname "$0")/.."

# The whole script is read before it runs (a long run is not disturbed by edits to this file).
main() {

CHECK=0
if [ "${1:-}" = "--check" ]; then CHECK=1; shift; fi
SECONDS_TO_RUN=${1:-${FUZZ_SECONDS:-600}}
SWIFT=${SWIFT:-swift}
SCRATCH=.build-fuzz
case "${FUZZ_TARGET:-pipeline}" in
    pipeline) PRODUCT=viewlint-fuzz; DEFAULT_DIR=.fuzz; DICT=Tools/Fuzz/swift.dict; FINDINGS=Tests/ViewLintTests/FuzzFindings
              TESTS=FuzzTargetTests ;;
    lsp)      PRODUCT=viewlint-lsp-fuzz; DEFAULT_DIR=.fuzz-lsp; DICT=Tools/Fuzz/lsp.dict; FINDINGS=Tests/ViewLintTests/ProtocolFuzzFindings
              TESTS=ProtocolFuzzTargetTests ;;
    *) say "FUZZ_TARGET is pipeline (the default) or lsp, not ${FUZZ_TARGET}"; exit 2 ;;
esac
FUZZ_DIR=${FUZZ_DIR:-$DEFAULT_DIR}

# Can this toolchain link a Swift program with libFuzzer and AddressSanitizer?
probe_dir=$(mktemp -d)
trap 'rm -rf "$probe_dir"' EXIT
cat > "$probe_dir/probe.swift" <<'SWIFT'
@_cdecl("LLVMFuzzerTestOneInput") public func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 { 0 }
SWIFT
if ! "$SWIFT"c -sanitize=fuzzer,address -use-ld=lld -parse-as-library "$probe_dir/probe.swift" -o "$probe_dir/probe" >"$probe_dir/log" 2>&1; then
    say "this Swift toolchain cannot build with -sanitize=fuzzer,address (libFuzzer is in the swift.org"
    say "Linux toolchains, not in Xcode's); the fuzz run is skipped:"
    sed 's/^/    /' "$probe_dir/log" | head -5 >&2
    [ "$CHECK" = 1 ] && exit 0 || exit 2
fi

say "building $PRODUCT with -sanitize=fuzzer,address in $SCRATCH/"
# A failed build stops here: an older binary left in $SCRATCH would fuzz stale code.
build_status=0
mkdir -p "$SCRATCH"
VIEWLINT_FUZZ=1 "$SWIFT" build -c release --scratch-path "$SCRATCH" --product "$PRODUCT" >"$SCRATCH/fuzz-build.log" 2>&1 || build_status=$?
grep -v -e 'warning:' -e '^\s*[0-9]* |' -e '^\s*|' -e '^\s*`-' -e '^\[' "$SCRATCH/fuzz-build.log" || true
FUZZER="$SCRATCH/release/$PRODUCT"
[ "$build_status" = 0 ] && [ -x "$FUZZER" ] || { say "the build failed (log: $SCRATCH/fuzz-build.log)"; exit 2; }

# Seeds: what the target writes (every README example, the binary embeds them; for the language
# server, editor sessions over them), for the pipeline Examples/ and the test fixtures, and every
# input fuzzing found before.
rm -rf "$FUZZ_DIR/seeds"
# The check from `make test` starts from the seeds alone: loading a long run's corpus would take
# minutes before its 30 seconds begin.
CORPUS="$FUZZ_DIR/corpus"
if [ "$CHECK" = 1 ]; then CORPUS="$FUZZ_DIR/check-corpus"; rm -rf "$CORPUS"; fi
mkdir -p "$FUZZ_DIR/seeds" "$CORPUS" "$FUZZ_DIR/crashes"
"$FUZZER" --write-seeds "$FUZZ_DIR/seeds" >/dev/null
{ [ "$PRODUCT" != viewlint-fuzz ] || find Examples Tests/ViewLintTests/Fixtures -name '*.swift' -type f
  find "$FINDINGS" -type f ! -name README.md; } | while read -r file; do
    cp "$file" "$FUZZ_DIR/seeds/$(echo "$file" | tr '/' '_')"
done
say "$(ls "$FUZZ_DIR/seeds" | wc -l) seeds, $(ls "$CORPUS" | wc -l) inputs in the corpus; running ${SECONDS_TO_RUN}s"

# Findings are crash-, timeout-, leak- and oom- files; slow-unit- files (inputs over a second)
# are only kept for a look.
findings() { ls "$FUZZ_DIR/crashes" | grep -E '^(crash|timeout|leak|oom)-' | sort || true; }
before=$(findings)
# malloc_context_size=0: no allocation stack traces during the run (they cost about 40% of
# its time); the reproduce command below runs with them. No Swift backtracer: on a crash it
# would race AddressSanitizer's report. From `make test`, libFuzzer's progress
# goes to $FUZZ_DIR/check.log and only its summary (or the finding) is shown.
status=0
run_fuzzer() {
    SWIFT_BACKTRACE=${SWIFT_BACKTRACE:-enable=no} ASAN_OPTIONS=${ASAN_OPTIONS:-malloc_context_size=0} "$FUZZER" \
        -max_total_time="$SECONDS_TO_RUN" -max_len=65536 -timeout=20 -rss_limit_mb=4096 \
        -dict="$DICT" -report_slow_units=1 -print_final_stats=1 \
        -artifact_prefix="$FUZZ_DIR/crashes/" ${FUZZ_ARGS:-} \
        "$CORPUS" "$FUZZ_DIR/seeds"
}
if [ "$CHECK" = 1 ]; then
    run_fuzzer >"$FUZZ_DIR/check.log" 2>&1 || status=$?
    if [ "$status" = 0 ]; then
        grep -E '^#[0-9]+[[:space:]]+DONE|^stat::' "$FUZZ_DIR/check.log" >&2 || true
    else
        tail -n 80 "$FUZZ_DIR/check.log" >&2
    fi
else
    run_fuzzer || status=$?
fi

new=$(comm -13 <(echo "$before") <(findings) | grep . || true)
for name in $new; do
    echo "$FUZZ_DIR/crashes/$name: $SWIFT build -c release --product $PRODUCT && .build/release/$PRODUCT $FUZZ_DIR/crashes/$name (with AddressSanitizer: $FUZZER $FUZZ_DIR/crashes/$name)" \
        >> "$FUZZ_DIR/crashes/REPRODUCE"
done
# 72 is libFuzzer's exit status when interrupted (Ctrl-C, SIGINT): no finding unless new files say so.
if [ -z "$new" ] && [ "$status" = 72 ]; then
    say "interrupted; no new finding; corpus: $(ls "$CORPUS" | wc -l) inputs"
    exit 130
fi
if [ -n "$new" ] || [ "$status" != 0 ]; then
    say "libFuzzer stopped with status $status; findings (in $FUZZ_DIR/crashes/REPRODUCE):"
    for name in $new; do grep -F "/$name:" "$FUZZ_DIR/crashes/REPRODUCE" >&2; done
    say "minimise each ($PRODUCT -minimize_crash=1 -runs=10000 FILE), fix it and keep it in"
    say "$FINDINGS/ (a regression test of $TESTS)"
    exit 1
fi
say "no crash, timeout, leak or broken check; corpus: $(ls "$CORPUS" | wc -l) inputs"
}

say() { echo "fuzz: $*" >&2; }
main "$@"
exit
