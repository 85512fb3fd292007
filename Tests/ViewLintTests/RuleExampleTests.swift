import Foundation
import Testing
import ViewLintEngine
import ViewLintRuleKit
import ViewLintRules

/// Runs every example of every rule's README.md (SwiftLint style): triggering examples must
/// raise that rule exactly at the `↓` markers, non-triggering ones must raise nothing.
/// Each example is also re-run with mutations that must not change the verdict: an emoji
/// and CJK prefix (column arithmetic), and the whole example wrapped in a
/// block comment or in a string literal (nothing may be reported from either).
@Suite("Rule examples")
struct RuleExampleTests {
    static let rules = RuleRegistry.rules

    @Test("every rule folder has triggering and non-triggering examples", arguments: rules.map(\.id))
    func hasExamples(_ id: String) throws {
        let rule = try #require(Self.rules.first { $0.id == id })
        let examples = RuleExample.parse(documentation: rule.documentation)
        #expect(examples.contains { $0.isTriggering }, "\(id) has no triggering example")
        #expect(examples.contains { !$0.isTriggering }, "\(id) has no non-triggering example")
        for example in examples where example.isTriggering {
            #expect(!example.files.allSatisfy { $0.markers.isEmpty }, "README.md:\(example.documentationLine): triggering example without a ↓ marker")
        }
    }

    @Test("examples raise exactly the marked diagnostics", arguments: rules.map(\.id))
    func examples(_ id: String) throws {
        let rule = try #require(Self.rules.first { $0.id == id })
        for example in RuleExample.parse(documentation: rule.documentation) {
            let expected = ExampleHarness.expectedPositions(example)
            let actual = ExampleHarness.lint(example, ruleID: id)
            #expect(actual == expected, "\(id) README.md:\(example.documentationLine): expected \(expected), got \(actual)")
        }
    }

    @Test("an emoji and CJK prefix shifts columns, not verdicts", arguments: rules.map(\.id))
    func unicodePrefix(_ id: String) throws {
        let rule = try #require(Self.rules.first { $0.id == id })
        // SwiftLint's mutation: a comment with multi-byte characters before each file's first
        // line. (tree-sitter-swift 0.7.4 mis-parses a block comment at the start of a line that
        // follows a statement, so the prefix cannot go on every line.)
        let prefix = "/*👋漢*/ "
        let shift = prefix.unicodeScalars.count
        for example in RuleExample.parse(documentation: rule.documentation) {
            let mutated = example.mapFiles { prefix + $0 }
            let expected = ExampleHarness.expectedPositions(example).map { position in
                ExpectedPosition(file: position.file, line: position.line, column: position.column + (position.line == 1 ? shift : 0))
            }
            let actual = ExampleHarness.lint(mutated, ruleID: id)
            #expect(actual == expected, "\(id) README.md:\(example.documentationLine) with a Unicode prefix: expected \(expected), got \(actual)")
        }
    }

    @Test("nothing is reported from comments or strings", arguments: rules.map(\.id))
    func commentAndStringWrapping(_ id: String) throws {
        let rule = try #require(Self.rules.first { $0.id == id })
        for example in RuleExample.parse(documentation: rule.documentation) {
            let inComment = example.mapFiles { "/*\n" + $0.replacingOccurrences(of: "*/", with: "* /").replacingOccurrences(of: "/*", with: "/ *") + "\n*/\n" }
            #expect(ExampleHarness.lint(inComment, ruleID: id).isEmpty, "\(id) README.md:\(example.documentationLine) reported inside a comment")
            let inString = example.mapFiles { "let source = #\"\"\"\n" + $0 + "\n\"\"\"#\n" }
            #expect(ExampleHarness.lint(inString, ruleID: id).isEmpty, "\(id) README.md:\(example.documentationLine) reported inside a string")
        }
    }
}

struct ExpectedPosition: Hashable, Comparable, CustomStringConvertible {
    var file: String
    var line: Int
    var column: Int
    static func < (a: Self, b: Self) -> Bool { (a.file, a.line, a.column) < (b.file, b.line, b.column) }
    var description: String { "\(file):\(line):\(column)" }
}

/// Lints rule examples as small in-memory projects.
enum ExampleHarness {
    static func expectedPositions(_ example: RuleExample) -> [ExpectedPosition] {
        example.files.flatMap { file in file.markers.map { ExpectedPosition(file: file.name, line: $0.line, column: $0.column) } }.sorted()
    }

    /// Positions of `ruleID`'s diagnostics when all of the example's files are linted together.
    static func lint(_ example: RuleExample, ruleID: String) -> [ExpectedPosition] {
        report(example.files.map { ($0.name, $0.source) }, ruleID: ruleID, options: example.options).diagnostics.filter { $0.ruleID == ruleID }
            .map { ExpectedPosition(file: $0.path, line: $0.span.line, column: $0.span.column) }.sorted()
    }

    /// The report on files linted together with the rules an example of `ruleID` runs with.
    static func report(_ files: [(name: String, source: String)], ruleID: String, options: [String: RuleOptionValue] = [:]) -> LintReport {
        linter(for: ruleID, options: options).lint(files.map { LintInput.text($0.source, path: $0.name) })
    }

    /// The linter an example of `ruleID` runs with, with the example's settings of the rule.
    static func linter(for ruleID: String, options: [String: RuleOptionValue] = [:]) -> Linter {
        // Each rule runs alone, so no example leans on another rule's published names; but
        // unused-suppression judges the other rules' suppressions, so its examples run with all.
        let enabled: Set<String>? = ruleID == UnusedSuppressionRule.id ? nil : [ruleID]
        return Linter(rules: RuleSet(enabled: enabled, options: [ruleID: RuleOptions(options)]))
    }
}

extension RuleExample {
    /// The same example with every file's source transformed (markers stay where they were).
    func mapFiles(_ transform: (String) -> String) -> RuleExample {
        var copy = self
        copy.files = files.map { file in
            var changed = file
            changed.source = transform(file.source)
            return changed
        }
        return copy
    }
}
