import ViewLintDiagnostics

/// The line break a file mostly uses. Rules write replacements with `\n`; a file written with
/// `\r\n` (Windows editors, some generators) keeps `\r\n` in the lines a fix inserts.
enum LineEnding {
    case lf
    case crlf

    /// `\r\n` when it outnumbers lone `\n` in `bytes`.
    init(dominantIn bytes: [UInt8]) {
        var crlf = 0, lf = 0
        for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            if index > 0, bytes[index - 1] == UInt8(ascii: "\r") { crlf += 1 } else { lf += 1 }
        }
        self = crlf > lf ? .crlf : .lf
    }

    /// `edit` written for a file in this ending: lone `\n`s of its replacement become `\r\n`,
    /// and a removal that starts at the `\n` of a `\r\n` takes the `\r` too (no stray `\r`).
    func adapt(_ edit: TextEdit, in bytes: [UInt8]) -> TextEdit {
        guard self == .crlf else { return edit }
        var adapted = edit
        adapted.replacement = adapt(edit.replacement)
        let start = edit.span.startByte
        if start > 0, start < edit.span.endByte, start < bytes.count,
           bytes[start] == UInt8(ascii: "\n"), bytes[start - 1] == UInt8(ascii: "\r") {
            adapted.span.startByte -= 1
        }
        return adapted
    }

    /// `text` with every lone `\n` written in this ending.
    func adapt(_ text: String) -> String {
        guard self == .crlf, text.utf8.contains(UInt8(ascii: "\n")) else { return text }
        var adapted: [UInt8] = []
        adapted.reserveCapacity(text.utf8.count + 8)
        var previous: UInt8 = 0
        for byte in text.utf8 {
            if byte == UInt8(ascii: "\n"), previous != UInt8(ascii: "\r") { adapted.append(UInt8(ascii: "\r")) }
            adapted.append(byte)
            previous = byte
        }
        return String(decoding: adapted, as: UTF8.self)
    }
}
