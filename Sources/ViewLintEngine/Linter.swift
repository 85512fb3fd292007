import Dispatch
import Foundation
import Synchronization
import ViewLintCache
import ViewLintRuleKit
import ViewLintSources

/// One input of a lint run: a file on disk, or text given directly (standard input, tests).
public struct LintInput: Sendable {
    public enum Content: Sendable {
        case file
        case bytes([UInt8])
    }

    public var path: String
    public var content: Content
    /// The rules for this file when they differ from the linter's (per-folder configuration).
    public var rules: RuleSet?

    public init(path: String, content: Content, rules: RuleSet? = nil) {
        self.path = path
        self.content = content
        self.rules = rules
    }

    public static func file(_ path: String) -> LintInput { LintInput(path: path, content: .file) }
    public static func text(_ text: String, path: String) -> LintInput { LintInput(path: path, content: .bytes(Array(text.utf8))) }
}

/// The engine: sources in, diagnostics out. No printing, no exiting.
///
/// Pass 1 (parallel, one parser per worker): read, validate, parse once, collect index facts
/// and run every rule in one walk; trees are freed as soon as their walk ends, so memory stays
/// bounded by the number of workers. Pass 2: merge the facts into the project index and run
/// the cross-file checks that rules deferred.
public struct Linter: Sendable {
    public var rules: RuleSet
    public var loader: SourceLoader
    /// Number of files linted at once; defaults to the number of cores.
    public var workers: Int
    /// What earlier runs produced for files on disk (nil: every file is parsed). A file whose
    /// bytes and rules are unchanged is not parsed again: its facts, findings and cross-file
    /// checks come from the cache, and the cross-file checks of every file run again. A run
    /// over exactly the files of the last one, all unchanged, reports the last report.
    public var cache: ResultCache?
    /// Results of texts given as bytes, kept between the lints of a `--fix` session (nil: none).
    public var memo: PassOneMemo?

    public init(rules: RuleSet = RuleSet(), loader: SourceLoader = SourceLoader(), workers: Int = ProcessInfo.processInfo.activeProcessorCount, cache: ResultCache? = nil) {
        self.rules = rules
        self.loader = loader
        self.workers = max(1, workers)
        self.cache = cache
    }

    public func lint(_ inputs: [LintInput]) -> LintReport {
        let clock = Stopwatch()
        var phases = PhaseTimings()
        // With the last run's report at hand, every file is read and hashed first: if none
        // changed, that report is the answer; if some did, the others need not be read again.
        var known: [ResultCache.Validity?]?
        if let cache, let run = cache.loadedRun, Self.areAllFiles(inputs) {
            let validities = readValidities(inputs)
            if let report = lastReport(run, validities: validities, of: inputs) {
                phases.filePass = clock.lap()
                return LintReport(memoized: report, elapsedSeconds: clock.total, phases: phases)
            }
            known = validities
        }
        let files = lintFiles(inputs, known: known)
        let outcomes = files.map(\.outcome)
        phases.filePass = clock.lap()

        var results: [FileResult] = []
        var skipped: [SkippedFile] = []
        var fromCache = 0
        for (input, outcome) in zip(inputs, outcomes) {
            switch outcome {
            case .linted(let result): results.append(result)
            case .cached(let result):
                results.append(result)
                fromCache += 1
            case .skipped(let reason): skipped.append(SkippedFile(path: input.path, reason: reason))
            }
        }

        let index = ProjectIndex(results.map(\.facts), workers: workers)
        phases.indexMerge = clock.lap()
        var diagnostics: [Diagnostic] = []
        for result in results { diagnostics += Self.diagnostics(result, index: index) }
        diagnostics.sort(by: Diagnostic.reportOrder)
        phases.crossFileChecks = clock.lap()

        var report = LintReport(
            diagnostics: diagnostics, filesLinted: results.count,
            filesWithParseErrors: results.count { $0.hasParseErrors },
            skippedFiles: skipped, elapsedSeconds: clock.total, phases: phases)
        report.filesFromCache = fromCache
        if let cache { record(report, of: inputs, files.map(\.validity), in: cache) }
        return report
    }

    /// One file's diagnostics once every file is indexed: its own findings, its cross-file
    /// checks against `index`, then its suppressions (unsorted).
    static func diagnostics(_ result: FileResult, index: ProjectIndex) -> [Diagnostic] {
        var findings = result.findings
        for check in result.deferredChecks {
            findings += check.run(index).map { (check.ruleID, $0) }
        }
        return result.suppressions.apply(to: findings, rules: result.rules, fileHasParseErrors: result.hasParseErrors)
            .map { ruleID, finding in diagnostic(finding, ruleID, result) }
    }

    private static func diagnostic(_ finding: Finding, _ ruleID: String, _ result: FileResult) -> Diagnostic {
        let configured = result.rules.severity(of: ruleID) ?? .warning
        return Diagnostic(
            path: result.path, span: finding.span, severity: finding.severityCap.map { min($0, configured) } ?? configured,
            ruleID: ruleID, message: finding.message, fix: result.rules.unfixableRuleIDs.contains(ruleID) ? nil : finding.fix)
    }

    enum Outcome: Sendable {
        case linted(FileResult)
        /// Read from the cache (or an earlier pass of a fix session), not parsed.
        case cached(FileResult)
        case skipped(String)
    }

    /// Pass 1 over all inputs in parallel, one parser per worker; with a cache, each file's
    /// validity too (nil: not read). `known` are validities read just before (nil: none), so
    /// that a file whose cache entry they match is not read again.
    func lintFiles(_ inputs: [LintInput], known: [ResultCache.Validity?]? = nil) -> [(outcome: Outcome, validity: ResultCache.Validity?)] {
        inParallel(inputs.count, worker: { () -> (parser: SyntaxParser, ancestorStack: [Node]) in
            var ancestorStack: [Node] = []
            ancestorStack.reserveCapacity(256)
            return (SyntaxParser(), ancestorStack)
        }) { index, worker in
            lintOne(inputs[index], known: known?[index], FileLinter(rules: inputs[index].rules ?? rules), worker.parser, &worker.ancestorStack)
        }
    }

    /// `body` for each index below `count` on `workers` threads, which take the next index from
    /// a shared counter; each thread makes its own state with `worker` once.
    func inParallel<Value, Worker>(_ count: Int, worker: @Sendable () -> Worker, _ body: @Sendable (Int, inout Worker) -> Value) -> [Value] {
        let slots = Slots<Value>(count: count)
        let next = Atomic<Int>(0)
        DispatchQueue.concurrentPerform(iterations: min(workers, max(count, 1))) { _ in
            var state = worker()
            while true {
                let index = next.add(1, ordering: .relaxed).oldValue
                guard index < count else { return }
                slots[index] = body(index, &state)
            }
        }
        return slots.values
    }

    private func lintOne(
        _ input: LintInput, known: ResultCache.Validity?, _ fileLinter: FileLinter, _ parser: SyntaxParser, _ ancestorStack: inout [Node]
    ) -> (outcome: Outcome, validity: ResultCache.Validity?) {
        let loaded: Result<[UInt8], SourceLoader.LoadError>
        var validity: ResultCache.Validity?
        switch input.content {
        case .file:
            guard let cache else {
                loaded = loader.load(input.path)
                break
            }
            if let known, let result = cache.result(for: input.path, known, rules: fileLinter.rules) { return (.cached(result), known) }
            // Bytes the cache knows were valid text when they were linted: not validated again.
            let read = loader.read(input.path)
            if case .success(let bytes) = read {
                let key = Self.validity(of: bytes, rules: fileLinter.rules)
                if key != known, let result = cache.result(for: input.path, key, rules: fileLinter.rules) { return (.cached(result), key) }
                validity = key
            }
            loaded = read.flatMap(loader.validate)
        case .bytes(let bytes):
            if let result = memo?.result(for: input.path, bytes: bytes, rules: fileLinter.rules) { return (.cached(result), nil) }
            loaded = loader.validate(bytes)
        }
        switch loaded {
        case .failure(let error): return (.skipped(error.description), validity)
        case .success(let bytes):
            guard let result = fileLinter.lint(path: input.path, source: SourceText(bytes: bytes), parser: parser, ancestorStack: &ancestorStack) else {
                return (.skipped("could not be parsed"), validity)
            }
            if let cache, let validity, let blob = try? result.cacheBlob() { cache.record(blob, for: input.path, validity) }
            if let memo, case .bytes = input.content { memo.record(result, for: input.path, bytes: bytes) }
            return (.linted(result), validity)
        }
    }

    /// Bytes and rules a cache entry must match.
    static func validity(of bytes: [UInt8], rules: RuleSet) -> ResultCache.Validity {
        ResultCache.Validity(rules: rules.digest, content: ContentDigest(bytes), byteCount: bytes.count)
    }
}

/// Wall-clock laps for the phase timings.
private final class Stopwatch {
    private let start = DispatchTime.now().uptimeNanoseconds
    private var last = DispatchTime.now().uptimeNanoseconds

    /// Seconds since the previous lap.
    func lap() -> Double {
        let now = DispatchTime.now().uptimeNanoseconds
        defer { last = now }
        return Double(now - last) / 1e9
    }

    var total: Double { Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9 }
}

/// Fixed-size storage that parallel workers fill, each slot written by exactly one worker.
private final class Slots<Value>: @unchecked Sendable {
    private var storage: [Value?]
    private let lock = NSLock()

    init(count: Int) { storage = Array(repeating: nil, count: count) }

    subscript(index: Int) -> Value? {
        get { lock.withLock { storage[index] } }
        set { lock.withLock { storage[index] = newValue } }
    }

    var values: [Value] { lock.withLock { storage.map { $0! } } }
}
