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

#if VIEWLINT_LIBFUZZER
/// libFuzzer's entry point when the program has its own `main` (SwiftPM renames an executable's
/// `main`, so libFuzzer's would never run).
@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<Int32>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
) -> Int32

var argc = CommandLine.argc
var argv = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&argc, &argv) { data, size in
    let bytes = size == 0 ? [] : Array(UnsafeBufferPointer(start: data, count: size))
    do {
        try pipeline.run(bytes)
    } catch {
        // A broken promise is a crash for libFuzzer: it saves the input and stops.
        FileHandle.standardError.write(Data("viewlint-fuzz: \(error)\n".utf8))
        abort()
    }
    return 0
})
#else
var failures = 0
for path in arguments {
    guard let data = FileManager.default.contents(atPath: path) else {
        FileHandle.standardError.write(Data("viewlint-fuzz: cannot read \(path)\n".utf8))
        failures += 1
        continue
    }
    let start = DispatchTime.now().uptimeNanoseconds
    do {
        let outcome = try pipeline.run(Array(data))
        let milliseconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
        let fixed = outcome.fixedBytes.map { "fixed to \($0.count) bytes" } ?? "no fix applied"
        let skipped = outcome.skipped.map { " (as given, the file \($0); run once decoded)" } ?? ""
        print("\(path): ok, \(data.count) bytes, \(String(format: "%.1f", milliseconds)) ms, \(outcome.diagnostics) diagnostics, \(fixed)\(skipped)")
    } catch {
        print("\(path): \(error)")
        failures += 1
    }
}
if arguments.isEmpty { print("usage: viewlint-fuzz FILE... | --write-seeds FOLDER") }
exit(failures == 0 ? 0 : 1)
#endif
