import ViewLintCache
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

extension CachedFileResult {
    /// `result` without its rules.
    init(_ result: FileResult) {
        self.init(
            path: result.path, findings: result.findings.map { RuleFinding(ruleID: $0.ruleID, finding: $0.finding) },
            deferredChecks: result.deferredChecks, facts: result.facts, hasParseErrors: result.hasParseErrors,
            suppressions: result.suppressions)
    }
}

extension FileResult {
    /// A cached result with the rules it was made with (`rules` must be the configuration the
    /// cached result was made under: severities, fixes and suppressions are read from it).
    init(_ cached: CachedFileResult, rules: RuleSet) {
        self.init(
            path: cached.path, findings: cached.findings.map { ($0.ruleID, $0.finding) }, deferredChecks: cached.deferredChecks,
            facts: cached.facts, hasParseErrors: cached.hasParseErrors, suppressions: cached.suppressions, rules: rules)
    }

    /// The bytes a cache keeps for this result (everything but the rules).
    func cacheBlob() throws -> [UInt8] { try BinaryEncoder().encode(CachedFileResult(self)) }

    /// A result read back from a cache entry, with the rules of this run (which the entry was
    /// made under: the cache compares their digest). Throws on bytes it cannot decode.
    init(cached blob: ArraySlice<UInt8>, rules: RuleSet) throws {
        var decoder = BinaryDecoder()
        decoder.userInfo[IndexCheckTypes.userInfoKey] = CachedFileResult.indexCheckTypes
        self.init(try blob.withUnsafeBufferPointer { try decoder.decode(CachedFileResult.self, from: $0) }, rules: rules)
    }
}

extension FileAnalysis {
    /// The analysis without its rules, for a cache.
    public var cached: CachedFileResult { CachedFileResult(result) }

    /// A cached analysis with the rules it was made with (see `FileResult.init(_:rules:)`).
    public init(cached: CachedFileResult, rules: RuleSet) { self.init(result: FileResult(cached, rules: rules)) }
}

extension ResultCache {
    /// The result cached for `path` when its entry is still valid and decodes (a blob that does
    /// not is never trusted: the file is linted again).
    func result(for path: String, _ validity: Validity, rules: RuleSet) -> FileResult? {
        guard let blob = blob(for: path, validity), let result = try? FileResult(cached: blob, rules: rules), result.path == path else { return nil }
        return result
    }
}
