/// A compact binary form of `Codable` values, for caching pass-1 results on disk.
///
/// - A format version byte starts every encoding (`BinaryFormat.version`).
/// - Integers are LEB128 varints (signed ones zigzag-encoded first), `Float`/`Double` their
///   bit patterns as varints; `Bool` one byte (0 or 1).
/// - A string's first appearance is a varint of its UTF-8 byte count times 2, then its bytes; a
///   later appearance of the same string is a varint of its number (in order of first
///   appearance) times 2 plus 1. Paths and type names recur in every fact of a file.
/// - No key names: a keyed container writes its values in the order they are encoded, which is
///   declaration order for synthesized conformances, and reads them back in that order.
///   The one exception is a nested container (what a synthesized enum case with associated
///   values writes, under the case's name): its key name is written before it, so that
///   `allKeys` can tell which case follows.
/// - `Optional` is a presence byte (0 or 1) and the value; so is `encodeIfPresent`.
/// - `Array`, `Set` and `Dictionary` are a varint count and their elements (a dictionary's
///   keys and values alternating); a decoded count never exceeds the bytes left.
/// - An unkeyed container of any other type writes no count: it suits fixed sequences such as
///   `Range`'s two bounds, not collections of unknown length.
///
/// Decoding checks every length against the bytes left and throws `BinaryDecodingError` on
/// malformed, truncated or trailing bytes, a wrong version byte or invalid UTF-8.
public enum BinaryFormat {
    /// Bump when the encoding of any cached value changes.
    public static let version: UInt8 = 1
}

/// Why bytes could not be decoded.
public enum BinaryDecodingError: Error, Equatable, CustomStringConvertible {
    /// The bytes end before the value does.
    case truncated
    /// The bytes start with another format version.
    case unsupportedVersion(UInt8)
    /// The bytes do not encode a value of the expected type.
    case malformed(String)

    public var description: String {
        switch self {
        case .truncated: "the data ends before the value does"
        case .unsupportedVersion(let version): "the data has format version \(version), not \(BinaryFormat.version)"
        case .malformed(let reason): "malformed data: \(reason)"
        }
    }
}
