// viewlint-lsp-fuzz: the language server fed an editor's byte stream (ProtocolSession) under
// libFuzzer, or on files.
//
//   make fuzz FUZZ_TARGET=lsp                  builds this target with -sanitize=fuzzer,address and runs it
//   viewlint-lsp-fuzz FILE...                  runs one session per file (any build); exit 1 on a violation
//   viewlint-lsp-fuzz --write-seeds FOLDER     writes the seed sessions
//
// Built for fuzzing (VIEWLINT_LIBFUZZER), every other argument goes to libFuzzer (FuzzDriver).
import ViewLintFuzzHarness
import ViewLintProtocolFuzzHarness

/// One workspace folder for the process, reused by every session.
nonisolated(unsafe) let session = ProtocolSession()
FuzzDriver.main(name: "viewlint-lsp-fuzz", seeds: ProtocolSeeds.sessions) { bytes in
    let outcome = try session.run(bytes)
    return "\(outcome.framed ? "framed" : "unframed"), \(outcome.frames) frames, \(outcome.responses) responses "
        + "(\(outcome.errors) errors), \(outcome.diagnostics) diagnostics, \(outcome.codeActions) code actions, exit \(outcome.exitCode)"
}
