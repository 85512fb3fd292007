import Foundation
import SeededRandom
import Testing
import ViewLintEngine
import ViewLintRuleKit
import ViewLintRules

/// Bad input never crashes: every example and rule example, cut, spliced and salted with
/// unbalanced syntax in reproducible ways (`SeededRandom`: a failure names its seed), is linted
/// in one run. Each file must be linted (no crash, no skip) and every diagnostic and fix must
/// stay inside its file.
@Suite("Mutated input")
struct RobustnessTests {
    /// Fragments that unbalance or confuse a parse: brackets, directives, strings, comments,
    /// and pieces of the constructs the rules look at.
    static let salt = [
        "{", "}", "(", ")", "[", "]", "#if DEBUG\n", "#else\n", "#endif\n", "\"", "\"\"\"\n", "/*", "*/", "//",
        "\\", ".id(", "ForEach(", "if x {", "} else {", "@ObservedObject var o = O()", "switch v {", "case .a:",
        "AnyView(", ".if(c) { $0 }", "é", "🐶", "\t", "\n", "let _ = Self._printChanges()", "0..<", "id: \\.",
    ]

    static let seeds: [String] = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        var seeds: [String] = []
        let examples = FileManager.default.enumerator(at: root.appendingPathComponent("Examples"), includingPropertiesForKeys: nil)
        while let url = examples?.nextObject() as? URL {
            if url.pathExtension == "swift", let text = try? String(contentsOf: url, encoding: .utf8) { seeds.append(text) }
        }
        for rule in RuleRegistry.rules {
            for example in RuleExample.parse(documentation: rule.documentation) {
                seeds += example.files.map { $0.source.replacingOccurrences(of: String(RuleExample.marker), with: "") }
            }
        }
        return seeds
    }()

    /// One mutation of `text`, chosen by `generator`; always valid UTF-8 (it works on scalars).
    static func mutate(_ text: String, with other: String, _ generator: inout SeededRandom) -> String {
        var scalars = Array(text.unicodeScalars)
        let position = generator.below(scalars.count + 1)
        switch generator.below(5) {
        case 0: // truncate
            scalars.removeSubrange(position...)
        case 1: // delete a range
            scalars.removeSubrange(position..<min(scalars.count, position + 1 + generator.below(40)))
        case 2: // duplicate a range
            let end = min(scalars.count, position + generator.below(80))
            scalars.insert(contentsOf: scalars[position..<end], at: position)
        case 3: // splice the start of another file
            let otherScalars = Array(other.unicodeScalars)
            scalars.insert(contentsOf: otherScalars.prefix(generator.below(otherScalars.count + 1)), at: position)
        default: // salt
            for _ in 0...generator.below(4) {
                let at = generator.below(scalars.count + 1)
                scalars.insert(contentsOf: salt[generator.below(salt.count)].unicodeScalars, at: at)
            }
        }
        var result = String.UnicodeScalarView()
        result.append(contentsOf: scalars)
        return String(result)
    }

    @Test func theSeedsCoverExamplesAndEveryRule() {
        #expect(Self.seeds.count >= 40, "\(Self.seeds.count) seeds")
    }

    @Test(arguments: [1, 2, 3, 4, 5] as [UInt64])
    func mutatedSourcesAreLintedSafely(seed: UInt64) throws {
        var generator = SeededRandom(seed: seed)
        var texts: [String] = []
        for (index, text) in Self.seeds.enumerated() {
            let other = Self.seeds[(index + 1) % Self.seeds.count]
            for _ in 0..<6 { texts.append(Self.mutate(text, with: other, &generator)) }
        }
        let inputs = texts.enumerated().map { LintInput.text($1, path: "M\($0).swift") }
        let report = Linter(rules: RuleSet()).lint(inputs)
        #expect(report.filesLinted == texts.count, "every mutated file is linted, none skipped (seed \(seed))")
        #expect(report.skippedFiles.isEmpty)
        #expect(report.diagnostics.count > texts.count / 10, "mutations keep most findings: the run really linted (seed \(seed))")
        for diagnostic in report.diagnostics {
            let index = try #require(Int(diagnostic.path.dropFirst().dropLast(6)))
            let bytes = Array(texts[index].utf8)
            let span = diagnostic.span
            let lineCount = bytes.count { $0 == UInt8(ascii: "\n") } + 1
            #expect(0 <= span.startByte && span.startByte <= span.endByte && span.endByte <= bytes.count, "\(diagnostic.path) (seed \(seed))")
            #expect(1 <= span.line && span.line <= span.endLine && span.endLine <= lineCount && span.column >= 1)
            if let fix = diagnostic.fix {
                #expect(fix.apply(to: bytes) != nil, "\(diagnostic.ruleID) fix on \(diagnostic.path) applies (seed \(seed))")
            }
        }
    }
}
