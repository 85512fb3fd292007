/// A unified diff of one file, as `diff -u` writes it, with `a/` and `b/` before the path so
/// that `patch -p1` and `git apply` take it. Lines keep their own endings (a CRLF file's diff
/// carries `\r\n`), and a last line without a line break is marked as diff marks it.
public enum UnifiedDiff {
    /// Lines of unchanged text shown around each change.
    static let contextLines = 3

    /// The diff from `old` to `new`, labelled with `path` (relative, `/`-separated); empty
    /// when they are equal.
    public static func render(path: String, old: [UInt8], new: [UInt8]) -> String {
        guard old != new else { return "" }
        let oldLines = lines(old), newLines = lines(new)
        let operations = LineDiff.script(from: oldLines, to: newLines)
        var output = "--- a/\(path)\n+++ b/\(path)\n"
        // oldStart[i]/newStart[i]: the lines before operation i in each text.
        var oldStart = [0], newStart = [0]
        for operation in operations {
            oldStart.append(oldStart.last! + (operation == .insert ? 0 : 1))
            newStart.append(newStart.last! + (operation == .delete ? 0 : 1))
        }
        for hunk in hunks(operations) {
            let oldCount = oldStart[hunk.upperBound] - oldStart[hunk.lowerBound]
            let newCount = newStart[hunk.upperBound] - newStart[hunk.lowerBound]
            output += "@@ -\(range(oldStart[hunk.lowerBound], oldCount)) +\(range(newStart[hunk.lowerBound], newCount)) @@\n"
            for index in hunk {
                switch operations[index] {
                case .keep: output += line(" ", oldLines[oldStart[index]])
                case .delete: output += line("-", oldLines[oldStart[index]])
                case .insert: output += line("+", newLines[newStart[index]])
                }
            }
        }
        return output
    }

    /// The text split after each `\n`, each line with its ending.
    static func lines(_ bytes: [UInt8]) -> [ArraySlice<UInt8>] {
        var lines: [ArraySlice<UInt8>] = []
        var start = 0
        for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            lines.append(bytes[start...index])
            start = index + 1
        }
        if start < bytes.count { lines.append(bytes[start...]) }
        return lines
    }

    /// Ranges of operations to show: each change with its context, joined when the context
    /// of two changes would touch.
    private static func hunks(_ operations: [LineDiff.Operation]) -> [Range<Int>] {
        var hunks: [Range<Int>] = []
        for (index, operation) in operations.enumerated() where operation != .keep {
            let lower = max(0, index - contextLines), upper = min(operations.count, index + 1 + contextLines)
            if let last = hunks.last, last.upperBound >= lower {
                hunks[hunks.count - 1] = last.lowerBound..<upper
            } else {
                hunks.append(lower..<upper)
            }
        }
        return hunks
    }

    /// `start,count` of a hunk header as diff writes it: 1-based, the line before when the
    /// count is 0, and the count left out when it is 1.
    private static func range(_ linesBefore: Int, _ count: Int) -> String {
        count == 1 ? "\(linesBefore + 1)" : "\(count == 0 ? linesBefore : linesBefore + 1),\(count)"
    }

    private static func line(_ marker: String, _ bytes: ArraySlice<UInt8>) -> String {
        let text = marker + String(decoding: bytes, as: UTF8.self)
        return bytes.last == UInt8(ascii: "\n") ? text : text + "\n\\ No newline at end of file\n"
    }
}
