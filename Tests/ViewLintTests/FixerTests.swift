import Foundation
import SeededRandom
import Testing
import ViewLintDiagnostics
import ViewLintSyntax
@testable import ViewLintFixer

/// The fixer's safety checks and its diff, on hand-made fixes.
@Suite("Fixer")
struct FixerTests {
    static func fix(_ source: String, replacing target: String, with text: String) -> Fix {
        let range = source.utf8.ranges(of: target.utf8).first!
        let start = source.utf8.distance(from: source.utf8.startIndex, to: range.lowerBound)
        let end = start + target.utf8.count
        return Fix(message: "", edits: [TextEdit(span: SourceSpan(startByte: start, endByte: end, line: 1, column: 1, endLine: 1, endColumn: 1), replacement: text)], applicability: .safe)
    }

    let fixer = FileFixer(parser: SyntaxParser())

    @Test func aFixThatWouldBreakTheSyntaxIsRefused() {
        let source = "struct V {\n    var a = f(1)\n}\n"
        let breaking = Self.fix(source, replacing: "f(1)", with: "f(1")
        #expect(fixer.apply([breaking], to: Array(source.utf8)) == .wouldBreakSyntax)
        let harmless = Self.fix(source, replacing: "f(1)", with: "f(2)")
        #expect(fixer.apply([harmless], to: Array(source.utf8)) == .fixed(Array(source.replacingOccurrences(of: "f(1)", with: "f(2)").utf8), applied: [0]))
    }

    @Test func oneBreakingFixDoesNotCostTheOthers() {
        let source = "struct V {\n    var a = f(1)\n    var b = g(1)\n}\n"
        let breaking = Self.fix(source, replacing: "f(1)", with: "f(1")
        let harmless = Self.fix(source, replacing: "g(1)", with: "g(2)")
        #expect(fixer.apply([breaking, harmless], to: Array(source.utf8))
            == .fixed(Array(source.replacingOccurrences(of: "g(1)", with: "g(2)").utf8), applied: [1]))
    }

    /// Each fix is judged alone from the file's tree with its edits recorded on a copy (back to
    /// front, one inserting a line), then the fixes kept are parsed whole.
    @Test func aFixOfSeveralEditsIsJudgedOnItsOwn() {
        let source = "struct V {\n    var a = f(1)\n    var b = g(1)\n}\n"
        let breaking = Self.fix(source, replacing: "f(1)", with: "f(1")
        var twoEdits = Self.fix(source, replacing: "g(1)", with: "g(2)")
        twoEdits.edits += Self.fix(source, replacing: "var b", with: "let c = [\n        1]\n    var b").edits
        let expected = source.replacingOccurrences(of: "g(1)", with: "g(2)").replacingOccurrences(of: "var b", with: "let c = [\n        1]\n    var b")
        #expect(fixer.apply([breaking, twoEdits], to: Array(source.utf8)) == .fixed(Array(expected.utf8), applied: [1]))
    }

    @Test func aFixNextToAParseErrorIsNotApplied() {
        let source = "struct V {\n    var a = f(1 +\n    var b = g(2)\n}\n"
        let tree = SyntaxParser().parse(SourceText(source))!
        #expect(tree.hasErrors)
        // tree-sitter reads `b` as unexpected and assumes a `)` before the `}`.
        let nearError = Self.fix(source, replacing: "b = g(2)", with: "b = h(2)")
        #expect(fixer.apply([nearError], to: Array(source.utf8)) == .unchanged)
    }

    @Test func insertedLinesTakeTheFilesLineEnding() {
        let source = "struct V {\r\n    var a = 1\r\n}\r\n"
        let insertion = Self.fix(source, replacing: "var a = 1", with: "var a = 1\n    var b = 2")
        let expected = "struct V {\r\n    var a = 1\r\n    var b = 2\r\n}\r\n"
        #expect(fixer.apply([insertion], to: Array(source.utf8)) == .fixed(Array(expected.utf8), applied: [0]))
        // A removal that starts at the \n of a \r\n takes the \r with it.
        let removal = Self.fix(source, replacing: "\n    var a = 1", with: "")
        #expect(fixer.apply([removal], to: Array(source.utf8)) == .fixed(Array("struct V {\r\n}\r\n".utf8), applied: [0]))
    }

    @Test(arguments: [
        ("a\nb\nc\n", "a\nB\nc\n", "@@ -1,3 +1,3 @@\n a\n-b\n+B\n c\n"),
        ("a\nb", "a\nc", "@@ -1,2 +1,2 @@\n a\n-b\n\\ No newline at end of file\n+c\n\\ No newline at end of file\n"),
        ("a\nb\n", "b\n", "@@ -1,2 +1 @@\n-a\n b\n"),
        ("", "a\n", "@@ -0,0 +1 @@\n+a\n"),
        ("1\n2\n3\n4\n5\n6\n7\n8\n9\n10\n11\n12\n", "0\n2\n3\n4\n5\n6\n7\n8\n9\n10\n11\nX\n",
         "@@ -1,4 +1,4 @@\n-1\n+0\n 2\n 3\n 4\n@@ -9,4 +9,4 @@\n 9\n 10\n 11\n-12\n+X\n"),
    ])
    /// The hunks `diff -u` writes (a count of 1 is left out of the header, as diff does).
    func unifiedDiff(_ old: String, _ new: String, _ hunks: String) {
        let expected = "--- a/F.swift\n+++ b/F.swift\n" + hunks
        #expect(UnifiedDiff.render(path: "F.swift", old: Array(old.utf8), new: Array(new.utf8)) == expected)
    }

    /// On random texts: the script turns the old lines into the new ones, and is as short as
    /// the longest common subsequence allows (n + m - 2 LCS).
    @Test func theLineDiffIsCorrectAndMinimal() {
        var random = SeededRandom(seed: 12)
        for _ in 0..<300 {
            let old = (0..<random.below(30)).map { _ in random.below(4) }
            let new = (0..<random.below(30)).map { _ in random.below(4) }
            let script = LineDiff.script(from: old, to: new)
            Self.expectScript(script, turns: old, into: new)
            #expect(script.count { $0 != .keep } == old.count + new.count - 2 * Self.longestCommonSubsequence(old, new))
        }
    }

    /// A rewrite of most of a huge file: past the step limit the changed middle is replaced
    /// whole, its few common lines included (memory stays bounded), and the common ends are
    /// still kept.
    @Test func aHugeRewriteIsReplacedWholeBetweenItsCommonEnds() {
        let middle = 3 * LineDiff.maximumSteps
        let old = [-1] + Array(0..<middle) + [-2]
        // Every third line stays: a minimal script would keep those.
        let new = [-1] + (0..<middle).map { $0 % 3 == 1 ? $0 : $0 + middle } + [-2]
        let script = LineDiff.script(from: old, to: new)
        Self.expectScript(script, turns: old, into: new)
        // Run lengths, not the script itself: a failure prints thousands of operations otherwise.
        let runs = script.reduce(into: [(LineDiff.Operation, Int)]()) { runs, operation in
            if runs.last?.0 == operation { runs[runs.count - 1].1 += 1 } else { runs.append((operation, 1)) }
        }
        #expect(runs.map { "\($0.0):\($0.1)" } == ["keep:1", "delete:\(middle)", "insert:\(middle)", "keep:1"])
    }

    static func expectScript(_ script: [LineDiff.Operation], turns old: [Int], into new: [Int]) {
        var x = 0, y = 0, rebuilt: [Int] = []
        for operation in script {
            switch operation {
            case .keep:
                #expect(old[x] == new[y])
                rebuilt.append(old[x]); x += 1; y += 1
            case .delete: x += 1
            case .insert: rebuilt.append(new[y]); y += 1
            }
        }
        #expect(rebuilt == new && x == old.count)
    }

    static func longestCommonSubsequence(_ a: [Int], _ b: [Int]) -> Int {
        var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        return table[0][0]
    }

    @Test func theWriterRefusesAVanishedOrChangedFile() throws {
        let folder = try TemporaryDirectory()
        let file = try folder.write("A.swift", "let a = 1\n")
        let change = FileChange(path: file.path, original: Array("let a = 1\n".utf8), fixed: Array("let a = 2\n".utf8), fixCount: 1)
        try folder.write("A.swift", "let a = 3\n")
        #expect(throws: FixedFileWriter.Refusal.self) { try FixedFileWriter.write(change) }
        #expect(try String(contentsOf: file, encoding: .utf8) == "let a = 3\n")
        try FileManager.default.removeItem(at: file)
        do {
            try FixedFileWriter.write(change)
            Issue.record("a vanished file was written")
        } catch {
            #expect(error.description == "\(file.path): vanished since it was read; fixes not written")
        }
        #expect(!FileManager.default.fileExists(atPath: file.path))
    }
}
