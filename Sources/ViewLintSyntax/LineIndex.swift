/// Maps byte offsets of a UTF-8 buffer to 1-based line and column numbers.
///
/// Columns count Unicode scalars, as PRODUCT.md specifies, so an emoji or a CJK character
/// before a construct counts once however many bytes it takes.
public struct LineIndex: Sendable {
    /// Byte offset at which each line starts; `lineStarts[0] == 0`.
    private let lineStarts: [Int]
    /// Whether each line is pure ASCII, where a column is a byte distance (O(1) even on a
    /// 100,000-character line); other lines count scalars.
    private let lineIsASCII: [Bool]

    public init(_ bytes: UnsafeBufferPointer<UInt8>) {
        var starts = [0]
        var ascii: [Bool] = []
        starts.reserveCapacity(bytes.count / 32 + 1)
        ascii.reserveCapacity(bytes.count / 32 + 1)
        var lineHasNonASCII = false
        for (offset, byte) in bytes.enumerated() {
            if byte == UInt8(ascii: "\n") {
                starts.append(offset + 1)
                ascii.append(!lineHasNonASCII)
                lineHasNonASCII = false
            } else if byte >= 0x80 {
                lineHasNonASCII = true
            }
        }
        ascii.append(!lineHasNonASCII)
        lineStarts = starts
        lineIsASCII = ascii
    }

    public var lineCount: Int { lineStarts.count }

    /// The 0-based line holding `offset` (binary search).
    public func lineNumber(ofByte offset: Int) -> Int {
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        return low
    }

    /// Byte offset where the 0-based `line` starts.
    public func startOfLine(_ line: Int) -> Int { lineStarts[min(max(line, 0), lineStarts.count - 1)] }

    /// The 1-based line and Unicode-scalar column of `offset` in `bytes`.
    public func position(ofByte offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> SourcePosition {
        let clamped = min(max(offset, 0), bytes.count)
        let line = lineNumber(ofByte: clamped)
        if lineIsASCII[line] { return SourcePosition(line: line + 1, column: clamped - lineStarts[line] + 1) }
        var column = 1
        var index = lineStarts[line]
        while index < clamped {
            // Every byte that is not a UTF-8 continuation byte starts a scalar.
            if bytes[index] & 0xC0 != 0x80 { column += 1 }
            index += 1
        }
        return SourcePosition(line: line + 1, column: column)
    }
}

/// A 1-based line and Unicode-scalar column.
public struct SourcePosition: Hashable, Comparable, Sendable {
    public var line: Int
    public var column: Int
    public init(line: Int, column: Int) { self.line = line; self.column = column }
    public static func < (a: SourcePosition, b: SourcePosition) -> Bool {
        (a.line, a.column) < (b.line, b.column)
    }
}
