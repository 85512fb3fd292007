import ViewLintRuleKit
import ViewLintRules
import ViewLintSyntax

/// Seeds for the fuzzer from the documentation embedded in the binary.
public enum FuzzSeeds {
    /// Every file of every example (triggering, non-triggering and fixed) of every rule's
    /// README, without markers, named `<rule>-<n>.swift`; and one long file of every example
    /// that parses cleanly, up to `longSeedLimit` bytes, so that the fuzzer's inputs may grow
    /// that long from the start (libFuzzer mutates up to the longest input it has).
    public static func ruleExamples(longSeedLimit: Int = 65_536) -> [(name: String, text: String)] {
        var seeds: [(name: String, text: String)] = []
        for rule in RuleRegistry.rules {
            var number = 0
            for example in RuleExample.parse(documentation: rule.documentation) {
                for file in example.files + (example.fixedFiles ?? []) {
                    number += 1
                    seeds.append(("\(rule.id)-\(number).swift", file.source.replacingOccurrences(of: String(RuleExample.marker), with: "")))
                }
            }
        }
        let parser = SyntaxParser()
        var long = ""
        for seed in seeds where parser.parse(SourceText(seed.text)).map({ !$0.hasErrors }) ?? false {
            guard long.utf8.count + seed.text.utf8.count + 1 <= longSeedLimit else { break }
            long += seed.text + "\n"
        }
        seeds.append(("all-examples.swift", long))
        return seeds
    }
}
