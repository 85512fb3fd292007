/// One finding: which rule, where, how bad, what goes wrong and what to write instead.
public struct Diagnostic: Hashable, Sendable, Codable {
    /// The file path as the user gave it (relative stays relative).
    public var path: String
    public var span: SourceSpan
    public var severity: Severity
    public var ruleID: String
    public var message: String
    public var fix: Fix?

    public init(path: String, span: SourceSpan, severity: Severity, ruleID: String, message: String, fix: Fix? = nil) {
        self.path = path
        self.span = span
        self.severity = severity
        self.ruleID = ruleID
        self.message = message
        self.fix = fix
    }

    /// Deterministic output order: path, line, column, rule id, then message.
    public static func reportOrder(_ a: Diagnostic, _ b: Diagnostic) -> Bool {
        if a.path != b.path { return a.path < b.path }
        if a.span.line != b.span.line { return a.span.line < b.span.line }
        if a.span.column != b.span.column { return a.span.column < b.span.column }
        if a.ruleID != b.ruleID { return a.ruleID < b.ruleID }
        return a.message < b.message
    }
}

/// What a lint run produced, ready for a formatter.
public struct LintReport: Sendable {
    public var diagnostics: [Diagnostic]
    public var filesLinted: Int
    public var filesWithParseErrors: Int
    /// Files that could not be linted, each with a one-line reason (printed on stderr).
    public var skippedFiles: [SkippedFile]
    public var elapsedSeconds: Double
    /// Wall time of each pass, for the benchmark and for profiling.
    public var phases: PhaseTimings
    /// Files whose results came from the cache, or from an earlier pass of a fix session,
    /// instead of being parsed (part of `filesLinted`).
    public var filesFromCache = 0

    public init(diagnostics: [Diagnostic], filesLinted: Int, filesWithParseErrors: Int, skippedFiles: [SkippedFile], elapsedSeconds: Double, phases: PhaseTimings = PhaseTimings()) {
        self.diagnostics = diagnostics
        self.filesLinted = filesLinted
        self.filesWithParseErrors = filesWithParseErrors
        self.skippedFiles = skippedFiles
        self.elapsedSeconds = elapsedSeconds
        self.phases = phases
    }

    public var errorCount: Int { diagnostics.count { $0.severity == .error } }
    public var warningCount: Int { diagnostics.count { $0.severity == .warning } }
}

/// Seconds spent in each pass of a run.
public struct PhaseTimings: Sendable {
    /// Reading, parsing, collecting index facts and running the rules' walk (parallel).
    public var filePass: Double = 0
    /// Merging the files' facts into the project index.
    public var indexMerge: Double = 0
    /// Cross-file checks and sorting.
    public var crossFileChecks: Double = 0
    public init() {}
}

/// A file the run could not lint, and why.
public struct SkippedFile: Hashable, Sendable, Codable {
    public var path: String
    public var reason: String
    public init(path: String, reason: String) { self.path = path; self.reason = reason }
}
