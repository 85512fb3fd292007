import ViewLintConfiguration
import ViewLintEngine
import ViewLintFormatters
import ViewLintRuleKit
import ViewLintRules

/// The registered rules as the catalogue shows them (`viewlint rules`, SARIF's rule list),
/// and as one run uses them under a configuration.
enum RuleCatalogue {
    static func summaries(_ configuration: Configuration? = nil) -> [RuleSummary] {
        RuleRegistry.rules.map { rule in
            let flags = rule.documentationSection("What it flags")
            let why = rule.documentationSection("Why it matters")
            return RuleSummary(
                id: rule.id,
                severity: configuration?.severities[rule.id] ?? rule.type.defaultSeverity,
                summary: rule.type.summary,
                enabled: configuration?.isEnabled(rule) ?? rule.isEnabledByDefault,
                enabledByDefault: rule.isEnabledByDefault,
                defaultSeverity: rule.type.defaultSeverity,
                fullDescription: [flags, why].compactMap { $0 }.joined(separator: "\n\n").nilIfEmpty,
                help: rule.documentationSection("What to write instead"),
                helpMarkdown: rule.documentation)
        }
    }

    /// The rules a configuration turns on, with its severities, options and unfixable rules.
    static func ruleSet(_ configuration: Configuration) -> RuleSet { configuration.ruleSet(RuleRegistry.rules) }
}

extension String {
    fileprivate var nilIfEmpty: String? { isEmpty ? nil : self }
}
