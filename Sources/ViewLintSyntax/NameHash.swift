/// A 64-bit FNV-1a hash of a name's UTF-8 bytes, so facts recorded for every call of a project
/// (argument labels, callee names) can be kept and merged as integers: the bytes are read in
/// place, no String is built, and a query hashes its name the same way.
public struct NameHash: Hashable, Sendable {
    public let value: UInt64

    static let offsetBasis: UInt64 = 0xcbf2_9ce4_8422_2325
    static let prime: UInt64 = 0x0000_0100_0000_01b3

    public init(_ name: String) {
        var hash = Self.offsetBasis
        for byte in name.utf8 { hash = (hash ^ UInt64(byte)) &* Self.prime }
        value = hash
    }

    /// The hash of the bytes of `range` that lie inside `bytes`.
    init(bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) {
        var hash = Self.offsetBasis
        var offset = max(0, range.lowerBound)
        let end = min(bytes.count, range.upperBound)
        while offset < end {
            hash = (hash ^ UInt64(bytes[offset])) &* Self.prime
            offset += 1
        }
        value = hash
    }

    /// One key for a pair (`callee`, `label`): order matters.
    public func combined(with other: NameHash) -> NameHash { NameHash(value: (value &* Self.prime) ^ (other.value &+ 0x9e37_79b9_7f4a_7c15)) }

    private init(value: UInt64) { self.value = value }
}

/// A hash is stored as its number (a keyed container per hash made decoding the cache's
/// construction facts several times slower; the binary form is the same).
extension NameHash: Codable {
    public init(from decoder: any Decoder) throws {
        value = try decoder.singleValueContainer().decode(UInt64.self)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(value)
    }
}

extension SourceText {
    /// The `NameHash` of the bytes in `range`.
    public func nameHash(_ range: Range<Int>) -> NameHash { NameHash(bytes: stableBytes, range) }
}

extension Node {
    /// The `NameHash` of the node's text, read in place.
    public var nameHash: NameHash { NameHash(bytes: tree.bytes, byteRange) }
}
