import ViewLintRuleKit
import ViewLintSyntax

/// How LSP positions count characters within a line: UTF-8 bytes when the client offers it
/// (no conversion at all), else UTF-16 code units, the protocol's default.
enum PositionEncoding: String {
    case utf8 = "utf-8"
    case utf16 = "utf-16"

    /// The first of the client's `general.positionEncodings` we speak, preferring UTF-8.
    static func negotiate(_ offered: [String]?) -> PositionEncoding {
        offered?.contains(PositionEncoding.utf8.rawValue) == true ? .utf8 : .utf16
    }
}

/// A 0-based LSP position: line and character offset in the negotiated encoding.
struct LSPPosition: Equatable {
    var line: Int
    var character: Int

    init(line: Int, character: Int) { self.line = line; self.character = character }

    init?(_ json: Any?) {
        guard let object = json as? JSONObject, let line = JSON.int(object["line"]),
              let character = JSON.int(object["character"]) else { return nil }
        self.init(line: line, character: character)
    }

    var json: JSONObject { ["line": line, "character": character] }
}

/// Conversions between byte offsets of a document and LSP positions.
struct PositionMapper {
    let source: SourceText
    let encoding: PositionEncoding

    /// The LSP position of a byte offset.
    func position(ofByte offset: Int) -> LSPPosition {
        let bytes = source.bytes
        let clamped = min(max(offset, 0), bytes.count)
        let line = source.lines.lineNumber(ofByte: clamped)
        let lineStart = source.lines.startOfLine(line)
        switch encoding {
        case .utf8:
            return LSPPosition(line: line, character: clamped - lineStart)
        case .utf16:
            var units = 0
            var index = lineStart
            while index < clamped {
                let byte = bytes[index]
                // A scalar of four UTF-8 bytes is two UTF-16 units (a surrogate pair).
                if byte & 0xC0 != 0x80 { units += byte >= 0xF0 ? 2 : 1 }
                index += 1
            }
            return LSPPosition(line: line, character: units)
        }
    }

    /// The byte offset of an LSP position. A line past the end is the end of the document; a
    /// character past the end of its line is the end of the line (as the protocol asks).
    func offset(of position: LSPPosition) -> Int {
        let bytes = source.bytes
        guard position.line >= 0 else { return 0 }
        guard position.line < source.lines.lineCount else { return bytes.count }
        let lineStart = source.lines.startOfLine(position.line)
        var lineEnd = lineStart
        while lineEnd < bytes.count, bytes[lineEnd] != UInt8(ascii: "\n") { lineEnd += 1 }
        if lineEnd > lineStart, bytes[lineEnd - 1] == UInt8(ascii: "\r") { lineEnd -= 1 }
        let wanted = max(position.character, 0)
        switch encoding {
        case .utf8:
            var offset = lineStart + min(wanted, lineEnd - lineStart)
            // Never inside a scalar.
            while offset > lineStart, offset < lineEnd, bytes[offset] & 0xC0 == 0x80 { offset -= 1 }
            return offset
        case .utf16:
            var units = 0
            var index = lineStart
            while index < lineEnd, units < wanted {
                let byte = bytes[index]
                units += byte >= 0xF0 ? 2 : 1
                index += 1
                while index < lineEnd, bytes[index] & 0xC0 == 0x80 { index += 1 }
            }
            return index
        }
    }

    func range(_ start: Int, _ end: Int) -> JSONObject {
        ["start": position(ofByte: start).json, "end": position(ofByte: end).json]
    }
}
