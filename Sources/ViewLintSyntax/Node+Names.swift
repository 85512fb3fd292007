extension Node {
    /// Whether the node's text starts with an ASCII capital: `Text`, `Self`, `Model` name types
    /// by Swift convention, `content` and `padding` do not. No allocation.
    public var startsWithUppercaseLetter: Bool {
        let bytes = tree.source.bytes
        return startByte < bytes.count && (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(bytes[startByte])
    }
}
