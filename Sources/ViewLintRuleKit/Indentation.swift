/// Reading and shifting indentation, for fixes that move code to another depth or add lines.
public enum Indentation {
    /// The offset where the line holding `offset` starts.
    public static func lineStart(_ offset: Int, in source: SourceText) -> Int {
        var start = offset
        while start > 0, source.bytes[start - 1] != UInt8(ascii: "\n") { start -= 1 }
        return start
    }

    /// The blanks that start the line holding `offset`.
    public static func of(_ offset: Int, in source: SourceText) -> String {
        let start = lineStart(offset, in: source)
        var end = start
        while end < offset, source.bytes[end] == UInt8(ascii: " ") || source.bytes[end] == UInt8(ascii: "\t") { end += 1 }
        return source.text(start..<end)
    }

    /// The file's line break: `\r\n` when its first line ends so, else `\n`.
    public static func lineBreak(of source: SourceText) -> String {
        guard let first = source.bytes.firstIndex(of: UInt8(ascii: "\n")), first > 0 else { return "\n" }
        return source.bytes[first - 1] == UInt8(ascii: "\r") ? "\r\n" : "\n"
    }

    /// `text`, written at `origin` in `source`, moved to start at `destination`: when it
    /// started a line of its own deeper than the destination's line, its later lines move left
    /// by the indentation it loses (`AnyView(` ⏎ `VStack {…}` ⏎ `)` unwrapped, a branch's view
    /// written where its `if` stood).
    public static func moved(_ text: String, from origin: Int, to destination: Int, in source: SourceText) -> String {
        let outer = of(destination, in: source), inner = of(origin, in: source)
        guard lineStart(origin, in: source) != lineStart(destination, in: source), inner.count > outer.count, inner.hasPrefix(outer)
        else { return text }
        return shifted(text, left: inner.count - outer.count, lineBreak: lineBreak(of: source))
    }

    /// `text` with `count` blanks (at most) taken from the start of each line after the first.
    static func shifted(_ text: String, left count: Int, lineBreak: String) -> String {
        // `\r\n` is one Character: split on both breaks, join with the file's.
        text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }).enumerated().map { number, line in
            guard number > 0 else { return String(line) }
            let blanks = line.prefix { $0 == " " || $0 == "\t" }.count
            return String(line.dropFirst(Swift.min(count, blanks)))
        }.joined(separator: lineBreak)
    }

    /// `text` one level deeper: `unit` after each line break, blank lines aside.
    public static func deepened(_ text: String, by unit: String) -> String {
        var result = ""
        var previous: Character?
        for character in text {
            if previous == "\n" || previous == "\r\n", character != "\n", character != "\r\n" { result += unit }
            result.append(character)
            previous = character
        }
        return result
    }
}

extension String {
    /// The text without leading and trailing blanks and line breaks.
    public var trimmingWhitespace: String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" || $0 == "\r\n" }
        return String(drop(while: isSpace).reversed().drop(while: isSpace).reversed())
    }
}
