/// What to delete to remove a statement or comment so that no blank line or trailing blank
/// is left behind.
public enum Deletion {
    /// `range` with its indentation and line break when nothing else stands on its lines;
    /// nil when other code shares a line with it.
    public static func wholeLines(_ range: Range<Int>, in bytes: [UInt8]) -> Range<Int>? {
        var start = range.lowerBound, end = range.upperBound
        while start > 0, isBlank(bytes[start - 1]) { start -= 1 }
        while end < bytes.count, isBlank(bytes[end]) { end += 1 }
        guard start == 0 || bytes[start - 1] == UInt8(ascii: "\n") || startsAfterByteOrderMark(start, bytes) else { return nil }
        if end < bytes.count, bytes[end] == UInt8(ascii: "\r") { end += 1 }
        guard end == bytes.count || bytes[end] == UInt8(ascii: "\n") else { return nil }
        return start..<(end == bytes.count ? end : end + 1)
    }

    /// `range` with the blanks before it: a trailing comment goes with the spaces that set it
    /// off from the code.
    public static func withBlanksBefore(_ range: Range<Int>, in bytes: [UInt8]) -> Range<Int> {
        var start = range.lowerBound
        while start > 0, isBlank(bytes[start - 1]) { start -= 1 }
        return start..<range.upperBound
    }

    /// The first line of a file that starts with a UTF-8 byte order mark begins after it (the
    /// mark stays, and no empty line is left where the line was).
    static func startsAfterByteOrderMark(_ start: Int, _ bytes: [UInt8]) -> Bool {
        start == 3 && bytes.starts(with: [0xEF, 0xBB, 0xBF])
    }

    static func isBlank(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
}
