# viewlint — two commands on a fresh clone: `make run` and `make test`.
#
#   make run [ARGS="lint Examples --format json"]   set up, build, lint Examples/ (or ARGS)
#   make test                                       set up (tree-sitter, test tools), build, run the test suite
#   make bench [BENCH_ARGS="--files 2000"]          generate a synthetic corpus and report speed
#   make release                                    optimised binary in .build/release/viewlint

SWIFT ?= swift
ARGS ?= lint Examples
BENCH_ARGS ?=
SETUP_STAMP := ThirdParty/.complete-v1
TOOLS_STAMP := .tools/.complete-v1

.PHONY: run test bench build release setup test-tools clean

$(SETUP_STAMP): scripts/setup-tree-sitter.sh
	@scripts/setup-tree-sitter.sh

setup: $(SETUP_STAMP)

# pre-commit and jsonschema for the tests, in .tools/venv (warns, never fails, without PyPI).
$(TOOLS_STAMP): scripts/setup-test-tools.sh
	@scripts/setup-test-tools.sh

test-tools: $(TOOLS_STAMP)

build: setup
	$(SWIFT) build --product viewlint

# Exit 1 means "diagnostics found", which is what the demo is for; 2 (a real failure) fails make.
run: build
	@$(SWIFT) run --skip-build viewlint $(ARGS) || [ $$? -eq 1 ]

test: setup test-tools
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build --parallel

# The release binary links the Swift runtime statically: it runs alone on any Linux machine
# and starts faster (no dynamic loading of Foundation).
RELEASE_FLAGS := -c release --static-swift-stdlib

release: setup
	$(SWIFT) build $(RELEASE_FLAGS) --product viewlint

bench: setup
	$(SWIFT) build $(RELEASE_FLAGS) --product viewlint-bench
	.build/release/viewlint-bench $(BENCH_ARGS)

clean:
	rm -rf .build ThirdParty .tools
