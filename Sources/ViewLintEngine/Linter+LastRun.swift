import ViewLintCache
import ViewLintRuleKit

/// The whole report of the last run with a cache, kept in it: a run over the same files, each
/// with the bytes and rules it had then, reports it again without decoding or checking a file
/// (a build phase that lints on every build, most often with nothing changed).
struct MemoizedReport: Codable {
    var diagnostics: [Diagnostic]
    var filesLinted: Int
    var filesWithParseErrors: Int
    var skippedFiles: [SkippedFile]
}

extension LintReport {
    init(memoized memo: MemoizedReport, elapsedSeconds: Double, phases: PhaseTimings) {
        self.init(
            diagnostics: memo.diagnostics, filesLinted: memo.filesLinted, filesWithParseErrors: memo.filesWithParseErrors,
            skippedFiles: memo.skippedFiles, elapsedSeconds: elapsedSeconds, phases: phases)
        filesFromCache = memo.filesLinted
    }
}

extension Linter {
    /// Every input's validity (nil: it could not be read), read and hashed in parallel.
    func readValidities(_ inputs: [LintInput]) -> [ResultCache.Validity?] {
        inParallel(inputs.count, worker: {}) { index, _ -> ResultCache.Validity? in
            guard case .success(let bytes) = loader.read(inputs[index].path) else { return nil }
            return Self.validity(of: bytes, rules: inputs[index].rules ?? rules)
        }
    }

    /// The last run's report, when `inputs` are the files it linted and `validities` say that
    /// each has the bytes and rules it had then.
    func lastReport(_ run: ResultCache.RunRecord, validities: [ResultCache.Validity?], of inputs: [LintInput]) -> MemoizedReport? {
        guard Self.runKey(inputs, validities) == run.key else { return nil }
        return try? run.report.withUnsafeBufferPointer { try BinaryDecoder().decode(MemoizedReport.self, from: $0) }
    }

    /// Keeps `report` in `cache` for the next run over the same files (`validities` as read).
    func record(_ report: LintReport, of inputs: [LintInput], _ validities: [ResultCache.Validity?], in cache: ResultCache) {
        guard Self.areAllFiles(inputs) else { return }
        let memo = MemoizedReport(
            diagnostics: report.diagnostics, filesLinted: report.filesLinted,
            filesWithParseErrors: report.filesWithParseErrors, skippedFiles: report.skippedFiles)
        guard let bytes = try? BinaryEncoder().encode(memo) else { return }
        cache.recordRun(ResultCache.RunRecord(key: Self.runKey(inputs, validities), report: bytes[...]))
    }

    /// Every input's path with what its entry would be valid for (nil: the file could not be read).
    static func runKey(_ inputs: [LintInput], _ validities: [ResultCache.Validity?]) -> UInt64 {
        var parts: [String] = []
        parts.reserveCapacity(inputs.count * 2)
        for (input, validity) in zip(inputs, validities) {
            parts.append(input.path)
            parts.append(validity.map { "\($0.rules) \($0.content.value) \($0.byteCount)" } ?? "not read")
        }
        return ContentDigest(combining: parts).value
    }

    static func areAllFiles(_ inputs: [LintInput]) -> Bool {
        inputs.allSatisfy { if case .file = $0.content { true } else { false } }
    }
}
