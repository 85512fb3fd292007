import ViewLintCache
import ViewLintRuleKit
import ViewLintRules

/// The rules of one run, each with its effective severity, and the dispatch table that
/// hands every node kind to the rules that asked for it.
public struct RuleSet: Sendable {
    public struct Entry: Sendable {
        public let rule: any Rule
        public let id: String
        public let severity: Severity
    }

    public let entries: [Entry]
    /// Every rule id that exists, enabled or not (to tell a disabled rule from a typo).
    public let knownRuleIDs: Set<String>
    /// Rules whose findings are reported without their fix (configuration `fix: false`).
    public let unfixableRuleIDs: Set<String>
    /// The indices into `entries` interested in each node kind, flattened: the rules for
    /// symbol `s` are `dispatchRules[dispatchStart[s]..<dispatchStart[s + 1]]`. (An array of
    /// arrays would retain and release an inner array for every node of every file.)
    let dispatchStart: [Int]
    let dispatchRules: [Int]
    /// What a cached result depends on: the enabled rules, their severities, options and
    /// whether their fixes are kept. Equal configurations give equal digests in every run.
    public let digest: UInt64

    /// `severities` overrides default severities by rule id; `enabled` names the rules to run
    /// (nil: every rule enabled by default, so opt-in rules stay off);
    /// `options` are handed to each rule's `init(options:)` (already validated by the caller);
    /// `unfixable` names the rules whose fixes are dropped.
    public init(
        _ registered: [RegisteredRule] = RuleRegistry.rules, enabled: Set<String>? = nil,
        severities: [String: Severity] = [:], options: [String: RuleOptions] = [:], unfixable: Set<String> = []
    ) {
        knownRuleIDs = Set(registered.map(\.id))
        unfixableRuleIDs = unfixable
        entries = registered.filter { enabled?.contains($0.id) ?? $0.isEnabledByDefault }.map { registration in
            Entry(
                rule: registration.type.init(options: options[registration.id] ?? .none), id: registration.id,
                severity: severities[registration.id] ?? registration.type.defaultSeverity)
        }
        digest = Self.digest(of: entries, options: options, unfixable: unfixable)
        var table: [[Int]] = []
        for (index, entry) in entries.enumerated() {
            for kind in type(of: entry.rule).nodeKinds where kind.isKnownToGrammar {
                let symbol = Int(kind.symbol)
                if table.count <= symbol { table += Array(repeating: [], count: symbol + 1 - table.count) }
                table[symbol].append(index)
            }
        }
        var start = [0]
        for rules in table { start.append(start[start.count - 1] + rules.count) }
        dispatchStart = start
        dispatchRules = table.flatMap { $0 }
    }

    /// The slots of `dispatchRules` holding the rules interested in `symbol`.
    func ruleSlots(for symbol: UInt16) -> Range<Int> {
        let symbol = Int(symbol)
        return symbol + 1 < dispatchStart.count ? dispatchStart[symbol]..<dispatchStart[symbol + 1] : 0..<0
    }

    public func isEnabled(_ ruleID: String) -> Bool { entries.contains { $0.id == ruleID } }

    private static func digest(of entries: [Entry], options: [String: RuleOptions], unfixable: Set<String>) -> UInt64 {
        var parts: [String] = []
        for entry in entries.sorted(by: { $0.id < $1.id }) {
            parts += [entry.id, entry.severity.rawValue, unfixable.contains(entry.id) ? "unfixable" : "fixable"]
            for (name, value) in (options[entry.id]?.values ?? [:]).sorted(by: { $0.key < $1.key }) {
                parts += [name, String(describing: value)]
            }
        }
        return ContentDigest(combining: parts).value
    }

    public func severity(of ruleID: String) -> Severity? {
        entries.first { $0.id == ruleID }?.severity
    }
}
