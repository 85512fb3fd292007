import ViewLintRuleKit
import ViewLintRules

/// What pass 1 produced for one file, as a cache keeps it: findings, cross-file checks, index
/// facts, suppressions. Not the rules: a cached result is only valid for the configuration it
/// was made with, and the engine rebuilds that `RuleSet` from configuration.
///
/// Decoding needs every rule's check types: give the decoder
/// `userInfo[IndexCheckTypes.userInfoKey] = CachedFileResult.indexCheckTypes`.
public struct CachedFileResult: Sendable, Codable {
    /// A finding with the rule that reported it.
    struct RuleFinding: Sendable, Codable {
        var ruleID: String
        var finding: Finding
    }

    public var path: String
    var findings: [RuleFinding]
    var deferredChecks: [DeferredCheck]
    public var facts: FileFacts
    public var hasParseErrors: Bool
    var suppressions: Suppressions

    /// The check types of every registered rule.
    public static let indexCheckTypes = IndexCheckTypes(RuleRegistry.rules)
}

extension FileAnalysis {
    /// The analysis without its rules, for a cache.
    public var cached: CachedFileResult {
        CachedFileResult(
            path: result.path, findings: result.findings.map { CachedFileResult.RuleFinding(ruleID: $0.ruleID, finding: $0.finding) },
            deferredChecks: result.deferredChecks, facts: result.facts, hasParseErrors: result.hasParseErrors,
            suppressions: result.suppressions)
    }

    /// A cached analysis with the rules it was made with (`rules` must be the configuration
    /// the cached result was made under: severities, fixes and suppressions are read from it).
    public init(cached: CachedFileResult, rules: RuleSet) {
        self.init(result: FileResult(
            path: cached.path, findings: cached.findings.map { ($0.ruleID, $0.finding) }, deferredChecks: cached.deferredChecks,
            facts: cached.facts, hasParseErrors: cached.hasParseErrors, suppressions: cached.suppressions, rules: rules))
    }
}
