import ViewLintRuleKit
import ViewLintRules

/// Seeds for the fuzzer from the documentation embedded in the binary.
public enum FuzzSeeds {
    /// Every file of every example (triggering, non-triggering and fixed) of every rule's
    /// README, without markers, named `<rule>-<n>.swift`.
    public static func ruleExamples() -> [(name: String, text: String)] {
        var seeds: [(String, String)] = []
        for rule in RuleRegistry.rules {
            var number = 0
            for example in RuleExample.parse(documentation: rule.documentation) {
                for file in example.files + (example.fixedFiles ?? []) {
                    number += 1
                    seeds.append(("\(rule.id)-\(number).swift", file.source.replacingOccurrences(of: String(RuleExample.marker), with: "")))
                }
            }
        }
        return seeds
    }
}
