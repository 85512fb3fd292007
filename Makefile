# viewlint — two commands on a fresh clone: `make run` and `make test`.
#
#   make run [ARGS="lint Examples --format json"]   set up, build, lint Examples/ (or ARGS)
#   make test                                       set up (tree-sitter, test tools), build, run the test suite
#   make fuzz [FUZZ_SECONDS=600]                    fuzz the per-file pipeline (libFuzzer + AddressSanitizer);
#                                                   findings land in .fuzz/crashes/ (see CONTRIBUTING.md)
#   make fuzz FUZZ_TARGET=lsp                       fuzz the language server's protocol input instead
#                                                   (findings in .fuzz-lsp/crashes/)
#   make bench [BENCH_ARGS="--files 2000"]          generate a synthetic corpus and report speed
#                                                   (lint, then `viewlint lsp`: keystroke latency, index, memory)
#   make release                                    optimised binary in .build/release/viewlint
#   make install [PREFIX=/usr/local]                install the release binary in PREFIX/bin
#   make uninstall [PREFIX=/usr/local]              remove it
#   make artifactbundle                             the release binary as a SwiftPM artifact bundle,
#                                                   for the plugins in Plugins/ViewLintPlugin

SWIFT ?= swift
ARGS ?= lint Examples
BENCH_ARGS ?=
FUZZ_SECONDS ?= 600
# pipeline (the per-file pipeline) or lsp (the language server's protocol input).
FUZZ_TARGET ?= pipeline
# `make test` ends with a short fuzz run of the pipeline when the toolchain has libFuzzer (0 turns
# it off); the language server's seeds and findings are replayed by the Swift tests instead.
FUZZ_CHECK_SECONDS ?= 30
PREFIX ?= /usr/local
BINDIR = $(DESTDIR)$(PREFIX)/bin
SETUP_STAMP := ThirdParty/.complete-v3
TOOLS_STAMP := .tools/.complete-v3
BUNDLE := Plugins/ViewLintPlugin/viewlint.artifactbundle.zip
# Extra variants built elsewhere, as BINARY=TRIPLE[,TRIPLE...] (see scripts/make-artifactbundle.sh).
BUNDLE_VARIANTS ?=

.PHONY: run test fuzz bench build release install uninstall artifactbundle setup test-tools clean

$(SETUP_STAMP): scripts/setup-tree-sitter.sh
	@scripts/setup-tree-sitter.sh

setup: $(SETUP_STAMP)

# The SARIF schema, pre-commit, jsonschema, pytest-lsp and Neovim for the tests, in .tools/
# (warns, never fails, without PyPI; fails on a checksum mismatch).
$(TOOLS_STAMP): scripts/setup-test-tools.sh
	@scripts/setup-test-tools.sh

test-tools: $(TOOLS_STAMP)

build: setup
	$(SWIFT) build --product viewlint

# Exit 1 means "diagnostics found", which is what the demo is for; 2 (a real failure) fails make.
run: build
	@$(SWIFT) run --skip-build viewlint $(ARGS) || [ $$? -eq 1 ]

# The artifact bundle is built first: the plugin test lints a sample package through it (and
# says it is skipped when the bundle could not be built).
test: setup test-tools
	@$(MAKE) --no-print-directory artifactbundle || { rm -f $(BUNDLE); \
		echo "make test: the artifact bundle could not be built; the SwiftPM plugin test will be skipped" >&2; }
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build --parallel
	@scripts/test-language-server.sh
	@[ "$(FUZZ_CHECK_SECONDS)" = 0 ] || SWIFT="$(SWIFT)" FUZZ_TARGET=pipeline scripts/fuzz.sh --check $(FUZZ_CHECK_SECONDS)

# Builds Tools/Fuzz with -sanitize=fuzzer,address in .build-fuzz/ and runs it on .fuzz/corpus/,
# seeded from every README example, Examples/ and the test fixtures; FUZZ_TARGET=lsp runs the
# language server's target on .fuzz-lsp/corpus/, seeded with editor sessions (scripts/fuzz.sh).
fuzz: setup
	@SWIFT="$(SWIFT)" FUZZ_TARGET="$(FUZZ_TARGET)" scripts/fuzz.sh $(FUZZ_SECONDS)

# The release binary links the Swift runtime statically: it runs alone on any Linux machine
# and starts faster (no dynamic loading of Foundation).
RELEASE_FLAGS := -c release --static-swift-stdlib

release: setup
	$(SWIFT) build $(RELEASE_FLAGS) --product viewlint

# The binary needs nothing from the checkout (rule documentation is embedded in it).
install: release
	install -d "$(BINDIR)"
	@# A temporary file renamed into place: a hook starting viewlint meanwhile never runs half a binary.
	install -m 0755 "$$($(SWIFT) build $(RELEASE_FLAGS) --show-bin-path)/viewlint" "$(BINDIR)/.viewlint.tmp"
	mv -f "$(BINDIR)/.viewlint.tmp" "$(BINDIR)/viewlint"
	@echo "installed $(BINDIR)/viewlint: $$("$(BINDIR)/viewlint" --version)"

uninstall:
	rm -f "$(BINDIR)/viewlint"

artifactbundle: release
	@SWIFT="$(SWIFT)" scripts/make-artifactbundle.sh $(BUNDLE) \
		"$$($(SWIFT) build $(RELEASE_FLAGS) --show-bin-path)/viewlint" $(BUNDLE_VARIANTS)

bench: setup
	$(SWIFT) build $(RELEASE_FLAGS) --product viewlint-bench
	.build/release/viewlint-bench $(BENCH_ARGS)
	$(SWIFT) build $(RELEASE_FLAGS) --product viewlint
	python3 scripts/lsp-bench.py --binary .build/release/viewlint --corpus .bench/corpus

clean:
	rm -rf .build .build-fuzz ThirdParty .tools $(BUNDLE)
