/// A 64-bit digest of a file's bytes, to tell a changed file from an unchanged one without
/// keeping its text. Not cryptographic: it guards against accidents (an edit that happens to
/// keep the digest is a 1 in 2^64 chance), not against someone crafting a collision.
public struct ContentDigest: Hashable, Sendable {
    public let value: UInt64

    public init(value: UInt64) { self.value = value }

    /// Eight bytes per step, mixed with multiply-rotate (about a byte per cycle).
    public init(_ bytes: [UInt8]) {
        self = bytes.withUnsafeBytes { ContentDigest($0) }
    }

    public init(_ buffer: UnsafeRawBufferPointer) {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15 ^ UInt64(buffer.count)
        var offset = 0
        while offset + 8 <= buffer.count {
            state = Self.absorb(state, buffer.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
            offset += 8
        }
        if offset < buffer.count {
            var tail: UInt64 = 0
            for (shift, index) in (offset..<buffer.count).enumerated() { tail |= UInt64(buffer[index]) << (8 * UInt64(shift)) }
            state = Self.absorb(state, tail ^ 0xFF)
        }
        value = Self.finish(state)
    }

    /// Several values in order (e.g. strings that make up a key), as one digest.
    public init(combining parts: [String]) {
        var bytes: [UInt8] = []
        for part in parts {
            bytes += part.utf8
            bytes.append(0)
        }
        self.init(bytes)
    }

    private static func absorb(_ state: UInt64, _ word: UInt64) -> UInt64 {
        let mixed = state ^ (word &* 0xBF58_476D_1CE4_E5B9)
        return ((mixed << 31) | (mixed >> 33)) &* 0x94D0_49BB_1331_11EB
    }

    private static func finish(_ state: UInt64) -> UInt64 {
        var value = state
        value ^= value >> 33
        value &*= 0xFF51_AFD7_ED55_8CCD
        value ^= value >> 33
        value &*= 0xC4CE_B9FE_1A85_EC53
        return value ^ (value >> 33)
    }

    /// Sixteen lower-case hex digits (for file names).
    public var hex: String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
