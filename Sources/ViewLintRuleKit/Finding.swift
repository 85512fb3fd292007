import ViewLintDiagnostics
import ViewLintIndex

/// What a rule reports: where, what goes wrong and what to write instead, and a fix (safe
/// or unsafe) if there is one. The engine adds the path, rule id and effective severity.
public struct Finding: Sendable {
    public var span: SourceSpan
    public var message: String
    public var fix: Fix?
    /// The most this finding may weigh: a rule that reports on weaker evidence (e.g. data whose
    /// origin it could not resolve) caps the configured severity, here `.warning`.
    public var severityCap: Severity?

    public init(span: SourceSpan, message: String, fix: Fix? = nil, severityCap: Severity? = nil) {
        self.span = span
        self.message = message
        self.fix = fix
        self.severityCap = severityCap
    }
}

/// A check that needs the whole project's facts, run after every file has been indexed.
/// It captures only values (names, spans), never nodes: trees are freed after their walk.
public struct DeferredCheck: Sendable {
    public let ruleID: String
    public let run: @Sendable (ProjectIndex) -> [Finding]

    public init(ruleID: String, run: @escaping @Sendable (ProjectIndex) -> [Finding]) {
        self.ruleID = ruleID
        self.run = run
    }
}
