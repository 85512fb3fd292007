// viewlint-fuzz: the per-file pipeline (FuzzPipeline) under libFuzzer, or on files.
//
//   make fuzz                                 builds this target with -sanitize=fuzzer,address and runs it
//   viewlint-fuzz FILE...                     runs the pipeline on each file (any build); exit 1 on a violation
//   viewlint-fuzz --write-seeds FOLDER        writes every example of every rule's README as a seed
//
// Built for fuzzing (VIEWLINT_LIBFUZZER), every other argument goes to libFuzzer (FuzzDriver).
import ViewLintFuzzHarness

/// The pipeline is built once (rules, formatters, parser) and reused for every input.
nonisolated(unsafe) let pipeline = FuzzPipeline()
FuzzDriver.main(name: "viewlint-fuzz", seeds: { FuzzSeeds.ruleExamples().map { ($0.name, Array($0.text.utf8)) } }) { bytes in
    let outcome = try pipeline.run(bytes)
    let fixed = outcome.fixedBytes.map { "fixed to \($0.count) bytes" } ?? "no fix applied"
    let skipped = outcome.skipped.map { " (as given, the file \($0); run once decoded)" } ?? ""
    return "\(outcome.diagnostics) diagnostics, \(fixed)\(skipped)"
}
