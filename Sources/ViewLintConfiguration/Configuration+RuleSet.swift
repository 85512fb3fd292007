import ViewLintEngine
import ViewLintRuleKit

extension Configuration {
    /// The rules this configuration turns on, with its severities, options and unfixable rules.
    public func ruleSet(_ registered: [RegisteredRule]) -> RuleSet {
        let enabled = Set(registered.filter(isEnabled).map(\.id))
        return RuleSet(registered, enabled: enabled, severities: severities, options: options, unfixable: unfixableRules)
    }
}
