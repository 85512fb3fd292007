import ViewLintRuleKit
import ViewLintRules
import ViewLintSyntax

/// Seeds for the fuzzer from the documentation embedded in the binary.
public enum FuzzSeeds {
    /// Every file of every example (triggering, non-triggering and fixed) of every rule's
    /// README, without markers, named `<rule>-<n>.swift`.
    public static func exampleFiles() -> [(name: String, text: String)] {
        var files: [(name: String, text: String)] = []
        for rule in RuleRegistry.rules {
            var number = 0
            for example in RuleExample.parse(documentation: rule.documentation) {
                for file in example.files + (example.fixedFiles ?? []) {
                    number += 1
                    files.append(("\(rule.id)-\(number).swift", file.source))
                }
            }
        }
        return files
    }

    /// `exampleFiles()` and one long file of every example that parses cleanly, up to
    /// `longSeedLimit` bytes, so that the fuzzer's inputs may grow that long from the start
    /// (libFuzzer mutates up to the longest input it has).
    public static func ruleExamples(longSeedLimit: Int = 65_536) -> [(name: String, text: String)] {
        let files = exampleFiles()
        let parser = SyntaxParser()
        var long = ""
        for file in files where parser.parse(SourceText(file.text)).map({ !$0.hasErrors }) ?? false {
            guard long.utf8.count + file.text.utf8.count + 1 <= longSeedLimit else { break }
            long += file.text + "\n"
        }
        return files + [("all-examples.swift", long)]
    }
}
