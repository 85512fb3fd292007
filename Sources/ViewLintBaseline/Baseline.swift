import Foundation
import ViewLintDiagnostics
import ViewLintSources

/// Diagnostics accepted on the day a team adopts viewlint, so that only new ones are reported.
///
/// An entry is the rule, the file (relative to the baseline's folder, so the baseline works
/// from any current folder) and the normalised text of the line where the diagnostic starts.
/// Line numbers are deliberately left out: an edit above a finding moves it without making it
/// new. Entries form a multiset: two identical findings on two identical lines need two entries.
public struct Baseline: Equatable, Sendable {
    public struct Entry: Hashable, Codable, Sendable, Comparable {
        public var rule: String
        public var file: String
        public var line: String

        public static func < (a: Entry, b: Entry) -> Bool { (a.file, a.rule, a.line) < (b.file, b.rule, b.line) }
    }

    public static let formatVersion = 1

    /// Sorted, so the file is stable under re-recording and diffs well.
    public private(set) var entries: [Entry]

    public init(entries: [Entry]) { self.entries = entries.sorted() }

    /// Records `diagnostics`; `lines` supplies the text of each flagged line.
    public init(recording diagnostics: [Diagnostic], lines: FlaggedLines, baselineFile: String) {
        let folder = FilePaths.parent(FilePaths.absolute(baselineFile))
        self.init(entries: diagnostics.map { Self.entry($0, lines, folder) })
    }

    /// The diagnostics the baseline does not account for, and how many entries matched
    /// nothing (findings fixed since the baseline was written).
    public func newDiagnostics(_ diagnostics: [Diagnostic], lines: FlaggedLines, baselineFile: String) -> (new: [Diagnostic], unmatchedEntries: Int) {
        let folder = FilePaths.parent(FilePaths.absolute(baselineFile))
        var remaining: [Entry: Int] = [:]
        for entry in entries { remaining[entry, default: 0] += 1 }
        let new = diagnostics.filter { diagnostic in
            let entry = Self.entry(diagnostic, lines, folder)
            guard let count = remaining[entry], count > 0 else { return true }
            remaining[entry] = count - 1
            return false
        }
        return (new, remaining.values.reduce(0, +))
    }

    private static func entry(_ diagnostic: Diagnostic, _ lines: FlaggedLines, _ folder: String) -> Entry {
        Entry(
            rule: diagnostic.ruleID,
            file: FilePaths.relative(FilePaths.absolute(diagnostic.path), to: folder),
            line: normalised(lines.text(of: diagnostic)))
    }

    /// White space trimmed and runs of it collapsed, so re-indenting a line keeps its match.
    static func normalised(_ line: String) -> String {
        line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" }).joined(separator: " ")
    }
}
