// swift-tools-version:6.1
// viewlint: a static analyzer for SwiftUI view identity, built on tree-sitter.
//
// The pipeline is visible in the targets: sources → syntax → project index → rules →
// diagnostics → formatters → CLI. The tree-sitter runtime and the Swift grammar are
// fetched (pinned, checksum-verified) into ThirdParty/ by scripts/setup-tree-sitter.sh,
// which `make` runs first; they are compiled with optimisation in every configuration
// because parsing is the hot path.
import PackageDescription

// `make fuzz` builds with VIEWLINT_FUZZ=1 in its own scratch folder: every target the fuzz
// target links is instrumented for libFuzzer and AddressSanitizer, per target, because the build
// plugin's host tool (RuleRegistryGenerator) must stay a plain program.
let fuzzing = Context.environment["VIEWLINT_FUZZ"] == "1"
let fuzzSwift: [SwiftSetting] = fuzzing ? [.unsafeFlags(["-sanitize=fuzzer,address"])] : []
let fuzzC: [CSetting] = fuzzing ? [.unsafeFlags(["-fsanitize=fuzzer-no-link,address"])] : []
// Tree-sitter's runtime and grammar without comparison tracing: it was half of each run's time
// (the lexer's character tables), and the dictionary gives the fuzzer Swift's tokens instead.
let fuzzThirdPartyC: [CSetting] = fuzzing ? [.unsafeFlags(["-fsanitize=fuzzer-no-link,address", "-fno-sanitize-coverage=trace-cmp"])] : []

let optimisedC: [CSetting] = [.unsafeFlags(["-O2", "-w"])]

let package = Package(
    name: "viewlint",
    products: [
        .executable(name: "viewlint", targets: ["viewlint"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "5.0.1"),
    ],
    targets: [
        // Third-party C, unpacked by the set-up step (never committed).
        .target(
            name: "CTreeSitter",
            path: "ThirdParty/tree-sitter",
            exclude: ["LICENSE"],
            sources: ["src/lib.c"],
            publicHeadersPath: "include",
            cSettings: optimisedC + fuzzThirdPartyC + [.headerSearchPath("src")]
        ),
        .target(
            name: "CTreeSitterSwift",
            path: "ThirdParty/tree-sitter-swift",
            exclude: ["LICENSE"],
            sources: ["src/parser.c", "src/scanner.c"],
            publicHeadersPath: "include",
            cSettings: optimisedC + fuzzThirdPartyC + [.headerSearchPath("src")]
        ),

        // Our fast walk over tree-sitter's subtrees (it reads the runtime's internal headers).
        .target(
            name: "CTreeSitterWalk",
            dependencies: ["CTreeSitter"],
            cSettings: optimisedC + fuzzC + [.headerSearchPath("../../ThirdParty/tree-sitter/src")]
        ),

        // The pipeline.
        .target(name: "ViewLintSources", dependencies: ["ViewLintDiagnostics"], swiftSettings: fuzzSwift),
        .target(name: "ViewLintSyntax", dependencies: ["CTreeSitter", "CTreeSitterSwift", "CTreeSitterWalk"], swiftSettings: fuzzSwift),
        .target(name: "ViewLintDiagnostics", swiftSettings: fuzzSwift),
        .target(name: "ViewLintCache", dependencies: ["ViewLintSources"], swiftSettings: fuzzSwift),
        .target(name: "ViewLintIndex", dependencies: ["ViewLintSyntax", "ViewLintDiagnostics"], swiftSettings: fuzzSwift),
        .target(
            name: "ViewLintRuleKit",
            dependencies: ["ViewLintSyntax", "ViewLintIndex", "ViewLintDiagnostics"],
            swiftSettings: fuzzSwift
        ),
        .target(
            name: "ViewLintRules",
            dependencies: ["ViewLintRuleKit"],
            path: "Rules",
            swiftSettings: fuzzSwift,
            plugins: ["RuleRegistryPlugin"]
        ),
        .target(
            name: "ViewLintEngine",
            dependencies: ["ViewLintSources", "ViewLintSyntax", "ViewLintIndex", "ViewLintRuleKit", "ViewLintRules", "ViewLintCache"],
            swiftSettings: fuzzSwift
        ),
        .target(name: "ViewLintFormatters", dependencies: ["ViewLintDiagnostics"], swiftSettings: fuzzSwift),
        // A compact binary coder for Codable values: pass-1 results as a cache stores them.
        // Adoption: `.viewlint.yml` (parsed with Yams) and baselines; file I/O stays out of the engine.
        .target(
            name: "ViewLintConfiguration",
            dependencies: ["ViewLintRuleKit", "ViewLintSources", "ViewLintEngine", .product(name: "Yams", package: "Yams")]
        ),
        .target(name: "ViewLintBaseline", dependencies: ["ViewLintDiagnostics", "ViewLintSources", "ViewLintSyntax"]),
        // `--fix` and `--diff`: lint, apply fixes, re-lint until stable; safe writing and diffs.
        .target(
            name: "ViewLintFixer", dependencies: ["ViewLintEngine", "ViewLintDiagnostics", "ViewLintSources", "ViewLintSyntax"],
            swiftSettings: fuzzSwift
        ),
        // `viewlint lsp`: a Language Server Protocol server over the same engine, for editors.
        .target(
            name: "ViewLintLanguageServer",
            dependencies: ["ViewLintEngine", "ViewLintConfiguration", "ViewLintBaseline", "ViewLintFixer", "ViewLintFormatters", "ViewLintSources", "ViewLintRules", "ViewLintRuleKit"],
            swiftSettings: fuzzSwift
        ),
        .executableTarget(
            name: "viewlint",
            dependencies: [
                "ViewLintEngine", "ViewLintFormatters", "ViewLintConfiguration", "ViewLintBaseline", "ViewLintFixer",
                "ViewLintLanguageServer",
                "CTreeSitterSwift", // only for the pinned versions that `--version` prints
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),

        // Build tooling: the rule registry and embedded docs are generated from Rules/.
        .executableTarget(name: "RuleRegistryGenerator", path: "Tools/RuleRegistryGenerator"),
        .plugin(
            name: "RuleRegistryPlugin",
            capability: .buildTool(),
            dependencies: ["RuleRegistryGenerator"]
        ),

        // Benchmark: corpus generator and report (`make bench`).
        .executableTarget(
            name: "viewlint-bench", dependencies: ["ViewLintEngine", "ViewLintCache", "ViewLintSources", "ViewLintRuleKit", "SeededRandom"],
            path: "Tools/Bench"
        ),
        // `make fuzz`: the per-file pipeline with every rule, every format and every fix, and its
        // checks (a library, so that the tests replay what fuzzing found), and the libFuzzer driver
        // (built with the fuzzer only under VIEWLINT_FUZZ=1; otherwise it runs the files it is given).
        .target(
            name: "ViewLintFuzzHarness",
            dependencies: ["ViewLintEngine", "ViewLintFixer", "ViewLintFormatters", "ViewLintRules"],
            path: "Tools/Fuzz/Harness",
            swiftSettings: fuzzSwift + (fuzzing ? [.define("VIEWLINT_LIBFUZZER")] : [])
        ),
        .executableTarget(
            name: "viewlint-fuzz", dependencies: ["ViewLintFuzzHarness"], path: "Tools/Fuzz/Driver",
            swiftSettings: fuzzSwift,
            linkerSettings: fuzzing ? [.unsafeFlags(["-sanitize=fuzzer,address", "-use-ld=lld"])] : []
        ),
        // `make fuzz FUZZ_TARGET=lsp`: the language server fed an editor's byte stream in memory,
        // framed and unframed, with the checks every frame it writes must pass; and its driver.
        .target(
            name: "ViewLintProtocolFuzzHarness",
            dependencies: ["ViewLintFuzzHarness", "ViewLintLanguageServer"],
            path: "Tools/Fuzz/ProtocolHarness",
            swiftSettings: fuzzSwift
        ),
        .executableTarget(
            name: "viewlint-lsp-fuzz", dependencies: ["ViewLintProtocolFuzzHarness"], path: "Tools/Fuzz/ProtocolDriver",
            swiftSettings: fuzzSwift,
            linkerSettings: fuzzing ? [.unsafeFlags(["-sanitize=fuzzer,address", "-use-ld=lld"])] : []
        ),
        // Reproducible numbers for the benchmark corpus and the tests' mutated input.
        .target(name: "SeededRandom", path: "Tools/SeededRandom"),

        .testTarget(
            name: "ViewLintTests",
            dependencies: [
                "ViewLintEngine", "ViewLintFormatters", "ViewLintRules", "ViewLintSources", "ViewLintSyntax",
                "ViewLintConfiguration", "ViewLintBaseline", "ViewLintFixer", "SeededRandom", "ViewLintFuzzHarness", "ViewLintCache",
                "ViewLintProtocolFuzzHarness", "ViewLintLanguageServer",
            ],
            // Golden outputs and fixture projects are read by path, never compiled.
            exclude: ["Golden", "Fixtures", "FuzzFindings", "ProtocolFuzzFindings"]
        ),
    ]
)
