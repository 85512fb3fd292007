import ViewLintDiagnostics
import ViewLintIndex

/// What a rule reports: where, what goes wrong and what to write instead, and a fix (safe
/// or unsafe) if there is one. The engine adds the path, rule id and effective severity.
public struct Finding: Sendable, Codable {
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

/// A check that needs the whole project's facts, run after every file has been indexed
/// (registered with `context.afterIndexing(_:)`). It is a value: it holds only what the rule
/// read from the tree (names, spans, fixes), never nodes, so that a file's checks can be stored
/// with its facts and run again without parsing. Each rule lists its check types in
/// `Rule.indexChecks`, which is how a stored check finds its type again.
public protocol IndexCheck: Codable, Sendable {
    /// The findings once every file is indexed.
    func run(_ index: ProjectIndex) -> [Finding]
}

extension IndexCheck {
    /// The check's stable name among its rule's checks: its type name.
    public static var tag: String { String(describing: Self.self) }
}

/// A rule's check, as the engine keeps it until the project is indexed.
public struct DeferredCheck: Sendable {
    public let ruleID: String
    public let check: any IndexCheck

    public init(ruleID: String, check: any IndexCheck) {
        self.ruleID = ruleID
        self.check = check
    }

    public func run(_ index: ProjectIndex) -> [Finding] { check.run(index) }
}

/// Every rule's check types by rule id and tag: what a decoder needs to read a stored
/// `DeferredCheck` (hand it over as `userInfo[IndexCheckTypes.userInfoKey]`).
public struct IndexCheckTypes: Sendable {
    public static let userInfoKey = CodingUserInfoKey(rawValue: "viewlint.indexCheckTypes")!

    private let types: [String: [String: any IndexCheck.Type]]

    /// The check types of `rules` (all registered rules: a stored check may come from any).
    public init(_ rules: [RegisteredRule]) {
        var types: [String: [String: any IndexCheck.Type]] = [:]
        for rule in rules {
            for check in rule.type.indexChecks {
                let previous = types[rule.id, default: [:]].updateValue(check, forKey: check.tag)
                precondition(previous == nil, "\(rule.id) lists two index checks named \(check.tag)")
            }
        }
        self.types = types
    }

    public func type(ruleID: String, tag: String) -> (any IndexCheck.Type)? { types[ruleID]?[tag] }
}

extension DeferredCheck: Codable {
    /// The rule id, the check's tag, then the check's own fields.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(ruleID)
        try container.encode(type(of: check).tag)
        try container.encode(check)
    }

    public init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        let ruleID = try container.decode(String.self)
        let tag = try container.decode(String.self)
        guard let types = decoder.userInfo[IndexCheckTypes.userInfoKey] as? IndexCheckTypes else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "no IndexCheckTypes in the decoder's userInfo")
        }
        guard let checkType = types.type(ruleID: ruleID, tag: tag) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "\(ruleID) has no index check named \(tag)")
        }
        self.init(ruleID: ruleID, check: try container.decode(checkType))
    }
}
