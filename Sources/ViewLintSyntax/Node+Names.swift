extension Node {
    /// Whether the node's text starts with an ASCII capital: `Text`, `Self`, `Model` name types
    /// by Swift convention, `content` and `padding` do not. No allocation.
    public var startsWithUppercaseLetter: Bool {
        firstByte.map { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) } ?? false
    }

    /// The node's first source byte (nil for an empty node at the end of the file), read in place.
    public var firstByte: UInt8? {
        let start = startByte
        return start < tree.bytes.count ? tree.bytes[start] : nil
    }

    /// The node's last source byte (nil for an empty node), read in place.
    public var lastByte: UInt8? {
        let end = endByte
        return end > startByte && end <= tree.bytes.count ? tree.bytes[end - 1] : nil
    }
}
