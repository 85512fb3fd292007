// viewlint-fuzz: the per-file pipeline (FuzzPipeline) under libFuzzer, or on files.
//
//   make fuzz                                 builds this target with -sanitize=fuzzer,address and runs it
//   viewlint-fuzz FILE...                     runs the pipeline on each file (any build); exit 1 on a violation
//   viewlint-fuzz --write-seeds FOLDER        writes every example of every rule's README as a seed
//
// Built for fuzzing (VIEWLINT_LIBFUZZER), every other argument goes to libFuzzer.
import Foundation
import ViewLintFuzzHarness

let arguments = CommandLine.arguments.dropFirst()

if arguments.first == "--write-seeds", arguments.count == 2 {
    let folder = URL(fileURLWithPath: arguments.last!)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let seeds = FuzzSeeds.ruleExamples()
    for (name, text) in seeds {
        try Data(text.utf8).write(to: folder.appendingPathComponent(name))
    }
    print("wrote \(seeds.count) seeds to \(folder.path)")
    exit(0)
}

/// The pipeline is built once (rules, formatters, parser) and reused for every input.
nonisolated(unsafe) let pipeline = FuzzPipeline()
FuzzDriver.main(name: "viewlint-fuzz", usage: "viewlint-fuzz FILE... | --write-seeds FOLDER", files: arguments) { bytes in
    let outcome = try pipeline.run(bytes)
    let fixed = outcome.fixedBytes.map { "fixed to \($0.count) bytes" } ?? "no fix applied"
    let skipped = outcome.skipped.map { " (as given, the file \($0); run once decoded)" } ?? ""
    return "\(outcome.diagnostics) diagnostics, \(fixed)\(skipped)"
}
