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

    /// Whether the node's text starts with a closure's shorthand argument (`$0`, `$1.name`), not
    /// a property's projected value (`$isOn`). Read in place.
    public var startsWithShorthandArgument: Bool {
        let second = startByte + 1
        return firstByte == UInt8(ascii: "$") && second < endByte && second < tree.bytes.count
            && (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(tree.bytes[second])
    }

    /// The node's last source byte (nil for an empty node), read in place.
    public var lastByte: UInt8? {
        let end = endByte
        return end > startByte && end <= tree.bytes.count ? tree.bytes[end - 1] : nil
    }
}
