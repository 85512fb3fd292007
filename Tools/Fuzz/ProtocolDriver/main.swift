// viewlint-lsp-fuzz: the language server fed an editor's byte stream (ProtocolSession) under
// libFuzzer, or on files.
//
//   make fuzz FUZZ_TARGET=lsp                  builds this target with -sanitize=fuzzer,address and runs it
//   viewlint-lsp-fuzz FILE...                  runs one session per file (any build); exit 1 on a violation
//   viewlint-lsp-fuzz --write-seeds FOLDER     writes the seed sessions
//
// Built for fuzzing (VIEWLINT_LIBFUZZER), every other argument goes to libFuzzer.
import Foundation
import ViewLintFuzzHarness
import ViewLintProtocolFuzzHarness

let arguments = CommandLine.arguments.dropFirst()

if arguments.first == "--write-seeds", arguments.count == 2 {
    let folder = URL(fileURLWithPath: arguments.last!)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let seeds = ProtocolSeeds.sessions()
    for (name, bytes) in seeds {
        try Data(bytes).write(to: folder.appendingPathComponent(name))
    }
    print("wrote \(seeds.count) seeds to \(folder.path)")
    exit(0)
}

nonisolated(unsafe) let session = ProtocolSession()
FuzzDriver.main(name: "viewlint-lsp-fuzz", usage: "viewlint-lsp-fuzz FILE... | --write-seeds FOLDER", files: arguments) { bytes in
    let outcome = try session.run(bytes)
    return "\(outcome.framed ? "framed" : "unframed"), \(outcome.frames) frames, \(outcome.responses) responses "
        + "(\(outcome.errors) errors), \(outcome.diagnostics) diagnostics, \(outcome.codeActions) code actions, exit \(outcome.exitCode)"
}
