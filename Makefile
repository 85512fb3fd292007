# viewlint — two commands on a fresh clone: `make run` and `make test`.
#
#   make run [ARGS="lint Examples --format json"]   set up, build, lint Examples/ (or ARGS)
#   make test                                       set up, build, run the test suite
#   make bench [BENCH_ARGS="--files 2000"]          generate a synthetic corpus and report speed
#   make release                                    optimised binary in .build/release/viewlint

SWIFT ?= swift
ARGS ?= lint Examples
BENCH_ARGS ?=
SETUP_STAMP := ThirdParty/.complete-v1

.PHONY: run test bench build release setup clean

$(SETUP_STAMP): scripts/setup-tree-sitter.sh
	@scripts/setup-tree-sitter.sh

setup: $(SETUP_STAMP)

build: setup
	$(SWIFT) build --product viewlint

run: build
	@$(SWIFT) run --skip-build viewlint $(ARGS)

test: setup
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
	rm -rf .build ThirdParty
