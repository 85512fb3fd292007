import ViewLintDiagnostics
import ViewLintSyntax

/// A lint rule. One rule lives in one folder under `Rules/<id>/`: this conformance, its
/// documentation (`README.md`, with the examples that the test suite runs) and nothing else.
///
/// Rules are pure: they read the tree handed to them and report findings through the
/// context. They never do I/O, print or exit. The engine walks each tree once and calls
/// `visit` for every node whose kind is in `nodeKinds`, outside comments, string literals
/// and ERROR nodes.
public protocol Rule: Sendable {
    /// Stable kebab-case id, equal to the rule's folder name.
    static var id: String { get }
    static var defaultSeverity: Severity { get }
    /// One line for `viewlint rules`.
    static var summary: String { get }
    /// Node kinds to receive in `visit`.
    static var nodeKinds: [NodeKind] { get }
    /// Settings the rule accepts from `.viewlint.yml` (default: none).
    static var options: [RuleOption] { get }
    /// Whether the rule runs without being asked for (default: true). An opt-in rule runs only
    /// when `.viewlint.yml` lists it under `opt_in_rules` (or a caller names it in a `RuleSet`).
    static var isEnabledByDefault: Bool { get }
    /// The types of the checks the rule registers with `context.afterIndexing(_:)` (default:
    /// none). Each type the rule uses must be listed: a stored check is read back by its type.
    static var indexChecks: [any IndexCheck.Type] { get }

    init()
    /// Creates the rule with its configured options (default: ignores them and calls `init()`).
    /// A rule with options reads them here, e.g. `options.stringList("descriptive_names")`.
    init(options: RuleOptions)

    /// Inspects one node; report through `context`.
    func visit(_ node: Node, _ context: RuleContext)
}

extension Rule {
    public static var options: [RuleOption] { [] }
    public static var isEnabledByDefault: Bool { true }
    public static var indexChecks: [any IndexCheck.Type] { [] }
    public init(options: RuleOptions) { self.init() }
}

/// A rule found by the generated registry, with its embedded documentation.
public struct RegisteredRule: Sendable {
    public let type: any Rule.Type
    /// The folder the rule lives in (must equal `type.id`).
    public let folder: String
    /// The rule's `README.md`, embedded at build time.
    public let documentation: String

    public init(type: any Rule.Type, folder: String, documentation: String) {
        self.type = type
        self.folder = folder
        self.documentation = documentation
    }

    public var id: String { type.id }
    public var isEnabledByDefault: Bool { type.isEnabledByDefault }
}
