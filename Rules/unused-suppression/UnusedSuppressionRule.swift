import ViewLintRuleKit

/// Reports `// viewlint:` suppression comments that suppress nothing. See README.md.
///
/// The engine produces these findings itself, after every other rule (cross-file checks
/// included) has reported on the file, because only then is it known which suppressions were
/// used. This type exists so that the rule has one catalogue entry like every other rule: an
/// id, a severity the configuration can change or disable, documentation and examples.
public struct UnusedSuppressionRule: Rule {
    public static let id = "unused-suppression"
    public static let defaultSeverity = Severity.warning
    public static let summary = "A viewlint suppression comment that suppresses nothing: remove it so it cannot hide a future problem."
    public static let nodeKinds: [NodeKind] = []

    public init() {}

    public func visit(_ node: Node, _ context: RuleContext) {}
}
