#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ViewLintSyntax

/// Comments the author wrote next to a construct. Rules read them to recognise a pattern that
/// the author documented as deliberate (a workaround that needs a view re-created, a forced
/// reset): such code was reviewed already, and a diagnostic repeating the textbook rule
/// against the author's stated reason is one nobody would defend.
///
/// Comments are read from the text, not the tree: tree-sitter attaches a comment to whichever
/// node encloses it, which is often not the construct it speaks of.
public enum AuthorComments {
    /// Words that say a construct is on purpose, shared by the rules that trust such comments.
    public static let deliberateWords = [
        "workaround", "work around", "bug", "hack", "on purpose", "deliberate", "intentional", "force",
        "recreate", "re-create", "reset",
    ]

    /// The comment lines (`//`, `/* … */`, `///`) directly above the line holding `byte`, nearest
    /// first, at most `limit`; code, `// MARK:` lines and blank lines end the run, except one
    /// blank line between the construct and the comment block that speaks of it.
    public static func linesAbove(_ byte: Int, in source: SourceText, limit: Int = 10) -> [String] {
        let bytes = source.bytes
        var lines: [String] = []
        var end = min(byte, bytes.count)
        // Back to the start of the construct's own line, then one line at a time.
        while end > 0, bytes[end - 1] != UInt8(ascii: "\n") { end -= 1 }
        var mayPassBlankLine = true
        while end > 0, lines.count < limit {
            var start = end - 1
            while start > 0, bytes[start - 1] != UInt8(ascii: "\n") { start -= 1 }
            let line = source.text(start..<(end - 1)).drop { $0 == " " || $0 == "\t" || $0 == "\r" }
            if line.isEmpty, mayPassBlankLine {
                mayPassBlankLine = false
                end = start
                continue
            }
            guard line.hasPrefix("//") || line.hasPrefix("/*") || line.hasPrefix("*") else { break }
            // `// MARK: - Debug` heads a section: it speaks of no construct (and "Debug" holds "bug").
            if line.hasPrefix("// MARK") || line.hasPrefix("//MARK") { break }
            mayPassBlankLine = false
            lines.append(String(line))
            end = start
        }
        return lines
    }

    /// The `//` comment that ends the line holding `byte`, if any (`.id(UUID()) // keeps it fresh`).
    public static func trailingComment(onLineOf byte: Int, in source: SourceText) -> String? {
        let bytes = source.bytes
        var end = min(byte, bytes.count)
        while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
        let rest = source.text(min(byte, bytes.count)..<end)
        // `//` inside a string literal (`"https://…"`) follows an odd number of quotes.
        guard let slashes = rest.range(of: "//"), rest[..<slashes.lowerBound].filter({ $0 == "\"" }).count % 2 == 0 else { return nil }
        return String(rest[slashes.lowerBound...])
    }

    /// The comments inside `node` (`//` and `/* … */`), read from the tree: a `//` inside a
    /// string literal (`"https://…"`) is no comment.
    public static func comments(in node: Node) -> [String] {
        var comments: [String] = []
        TreeWalker().walk(node) { child, _ in
            if child.is(.comment) || child.is(.multilineComment) {
                comments.append(child.text)
                return .skipChildren
            }
            return child.isCommentOrStringLiteral ? .skipChildren : .visitChildren
        }
        return comments
    }

    /// Whether the text of `node` may hold one of `words` (lower-case ASCII) in any case: false
    /// only when the text is ASCII and holds none, so that no comment inside it mentions one.
    /// A byte search before the comments are read from the tree.
    public static func mayMention(_ node: Node, anyOf words: [String]) -> Bool {
        let bytes = node.tree.source.bytes
        let range = node.byteRange.clamped(to: 0..<bytes.count)
        var lowered = [UInt8](repeating: 0, count: range.count)
        for (offset, byte) in bytes[range].enumerated() {
            // Non-ASCII text lower-cases beyond ASCII rules: let the comments answer.
            guard byte < 0x80 else { return true }
            lowered[offset] = (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte | 0x20 : byte
        }
        return lowered.withUnsafeBytes { haystack in
            words.contains { word in
                var word = word
                return word.withUTF8 { needle in contains(haystack, needle) }
            }
        }
    }

    /// `memchr` finds each candidate first byte, `memcmp` compares the rest.
    private static func contains(_ haystack: UnsafeRawBufferPointer, _ needle: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = haystack.baseAddress, let first = needle.first, let needleStart = needle.baseAddress else { return needle.isEmpty }
        var start = 0
        while haystack.count - start >= needle.count {
            guard let found = memchr(base + start, Int32(first), haystack.count - start - needle.count + 1) else { return false }
            let candidate = base.distance(to: UnsafeRawPointer(found))
            if memcmp(base + candidate, needleStart, needle.count) == 0 { return true }
            start = candidate + 1
        }
        return false
    }

    /// Whether one of `comments` contains one of `words`, ignoring case.
    public static func mention(_ comments: [String], anyOf words: [String] = deliberateWords) -> Bool {
        comments.contains { comment in
            let text = comment.lowercased()
            return words.contains { text.contains($0) }
        }
    }
}
