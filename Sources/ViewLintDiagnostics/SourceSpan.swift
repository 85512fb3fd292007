/// A range of a file in both coordinate systems: bytes (to apply fixes) and 1-based
/// line/column in Unicode scalars (to render). End positions are exclusive.
public struct SourceSpan: Hashable, Sendable, Codable {
    public var startByte: Int
    public var endByte: Int
    public var line: Int
    public var column: Int
    public var endLine: Int
    public var endColumn: Int

    public init(startByte: Int, endByte: Int, line: Int, column: Int, endLine: Int, endColumn: Int) {
        self.startByte = startByte
        self.endByte = endByte
        self.line = line
        self.column = column
        self.endLine = endLine
        self.endColumn = endColumn
    }
}
