/// Decodes `Decodable` values from `BinaryFormat`. Malformed, truncated or trailing bytes
/// throw `BinaryDecodingError`; no length is trusted beyond the bytes that are left.
public struct BinaryDecoder {
    public var userInfo: [CodingUserInfoKey: Any] = [:]

    public init() {}

    public func decode<T: Decodable>(_ type: T.Type, from bytes: [UInt8]) throws -> T {
        try bytes.withUnsafeBufferPointer { try decode(type, from: $0) }
    }

    /// Decodes straight from `bytes` (strings are read from it without copies in between).
    public func decode<T: Decodable>(_ type: T.Type, from bytes: UnsafeBufferPointer<UInt8>) throws -> T {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { throw BinaryDecodingError.truncated }
        guard base[0] == BinaryFormat.version else { throw BinaryDecodingError.unsupportedVersion(base[0]) }
        let decoding = BinaryDecoding(base: base, count: bytes.count, userInfo: userInfo)
        decoding.position = 1
        let value = try decoding.decodeValue(type)
        guard decoding.position == bytes.count else { throw BinaryDecodingError.malformed("\(bytes.count - decoding.position) bytes after the value") }
        return value
    }
}

/// The decoder handed to `init(from:)`: a cursor over the bytes. It lives only while
/// `BinaryDecoder.decode` has the bytes.
final class BinaryDecoding: Decoder {
    let base: UnsafePointer<UInt8>
    let end: Int
    // Only this decoder's calls touch its state, one at a time: no access needs checking.
    @exclusivity(unchecked) var position = 0
    let userInfo: [CodingUserInfoKey: Any]
    /// The key name `allKeys` read (a synthesized enum's case), which the nested container
    /// that follows is opened with.
    @exclusivity(unchecked) var pendingKey: String?
    var codingPath: [any CodingKey] { [] }

    init(base: UnsafePointer<UInt8>, count: Int, userInfo: [CodingUserInfoKey: Any]) {
        self.base = base
        end = count
        self.userInfo = userInfo
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        KeyedDecodingContainer(KeyedBinaryDecoding<Key>(decoder: self))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer { UnkeyedBinaryDecoding(decoder: self) }

    func singleValueContainer() throws -> any SingleValueDecodingContainer { UnkeyedBinaryDecoding(decoder: self) }

    // MARK: Primitives

    var bytesLeft: Int { end - position }

    func readByte() throws -> UInt8 {
        guard position < end else { throw BinaryDecodingError.truncated }
        defer { position += 1 }
        return base[position]
    }

    func readVarint() throws -> UInt64 {
        var result: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            let byte = try readByte()
            // The tenth byte may hold only the top bit.
            if shift == 63, byte > 1 { throw BinaryDecodingError.malformed("varint longer than 64 bits") }
            result |= UInt64(byte & 0x7f) << shift
            if byte < 0x80 { return result }
            shift += 7
        }
    }

    func readInt64() throws -> Int64 {
        let zigzag = try readVarint()
        return Int64(bitPattern: (zigzag >> 1) ^ (0 &- (zigzag & 1)))
    }

    func readSigned<T: FixedWidthInteger & SignedInteger>(_ type: T.Type) throws -> T {
        guard let value = T(exactly: try readInt64()) else { throw BinaryDecodingError.malformed("integer out of range for \(T.self)") }
        return value
    }

    func readUnsigned<T: FixedWidthInteger & UnsignedInteger>(_ type: T.Type) throws -> T {
        guard let value = T(exactly: try readVarint()) else { throw BinaryDecodingError.malformed("integer out of range for \(T.self)") }
        return value
    }

    /// A byte that must be 0 or 1: a `Bool`, or an optional's presence.
    func readBool() throws -> Bool {
        let byte = try readByte()
        guard byte <= 1 else { throw BinaryDecodingError.malformed("\(byte) where 0 or 1 was expected") }
        return byte == 1
    }

    func readDouble() throws -> Double { Double(bitPattern: try readVarint()) }

    func readFloat() throws -> Float { Float(bitPattern: try readUnsigned(UInt32.self)) }

    /// A count or length, which can never exceed the bytes left (every element takes one).
    func readCount() throws -> Int {
        let count = try readVarint()
        guard count <= UInt64(bytesLeft) else { throw BinaryDecodingError.malformed("a count of \(count) with \(bytesLeft) bytes left") }
        return Int(count)
    }

    /// The strings read so far, by number (see `BinaryEncoding.write(_: String)`).
    @exclusivity(unchecked) private var strings: [String] = []

    func readString() throws -> String {
        let header = try readVarint()
        if header & 1 == 1 {
            guard header >> 1 < UInt64(strings.count) else { throw BinaryDecodingError.malformed("string \(header >> 1) of \(strings.count)") }
            return strings[Int(header >> 1)]
        }
        guard header >> 1 <= UInt64(bytesLeft) else { throw BinaryDecodingError.malformed("a string of \(header >> 1) bytes with \(bytesLeft) left") }
        let count = Int(header >> 1)
        guard let string = String(validating: UnsafeBufferPointer(start: base + position, count: count), as: UTF8.self) else {
            throw BinaryDecodingError.malformed("invalid UTF-8")
        }
        position += count
        strings.append(string)
        return string
    }

    /// Any value: strings and integers directly, collections and optionals as `BinaryFormat`
    /// says, everything else through its own `init(from:)`.
    func decodeValue<T: Decodable>(_ type: T.Type) throws -> T {
        if T.self == String.self { return unsafeBitCast(try readString(), to: T.self) }
        if T.self == Int.self { return unsafeBitCast(try readSigned(Int.self), to: T.self) }
        if T.self == Bool.self { return unsafeBitCast(try readBool(), to: T.self) }
        if let collection = T.self as? any BinaryDecodableCollection.Type {
            return try collection.decodeBinary(from: self) as! T
        }
        return try T(from: self)
    }

    func decodeOptional<T: Decodable>(_ type: T.Type) throws -> T? {
        try readBool() ? try decodeValue(type) : nil
    }

    /// Reads the name a nested container was written under (unless `allKeys` did) and checks it.
    func expectKey(_ name: String) throws {
        let read: String
        if let pendingKey {
            read = pendingKey
            self.pendingKey = nil
        } else {
            read = try readString()
        }
        guard read == name else { throw BinaryDecodingError.malformed("key \(read) where \(name) was expected") }
    }
}

/// Collections and optionals, read with their count or presence (see `BinaryEncodableCollection`).
protocol BinaryDecodableCollection {
    static func decodeBinary(from decoder: BinaryDecoding) throws -> Self
}

extension Optional: BinaryDecodableCollection where Wrapped: Decodable {
    static func decodeBinary(from decoder: BinaryDecoding) throws -> Self { try decoder.decodeOptional(Wrapped.self) }
}

extension Array: BinaryDecodableCollection where Element: Decodable {
    static func decodeBinary(from decoder: BinaryDecoding) throws -> Self {
        let count = try decoder.readCount()
        var array: [Element] = []
        array.reserveCapacity(count)
        for _ in 0..<count { array.append(try decoder.decodeValue(Element.self)) }
        return array
    }
}

extension Set: BinaryDecodableCollection where Element: Decodable {
    static func decodeBinary(from decoder: BinaryDecoding) throws -> Self {
        let count = try decoder.readCount()
        var set = Set(minimumCapacity: count)
        for _ in 0..<count { set.insert(try decoder.decodeValue(Element.self)) }
        return set
    }
}

extension Dictionary: BinaryDecodableCollection where Key: Decodable, Value: Decodable {
    static func decodeBinary(from decoder: BinaryDecoding) throws -> Self {
        let count = try decoder.readCount()
        var dictionary = Self(minimumCapacity: count)
        for _ in 0..<count {
            let key = try decoder.decodeValue(Key.self)
            dictionary[key] = try decoder.decodeValue(Value.self)
        }
        return dictionary
    }
}

/// Values in the order they were written, no key names (see `BinaryFormat`).
struct KeyedBinaryDecoding<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let decoder: BinaryDecoding
    var codingPath: [any CodingKey] { [] }

    /// The one key a synthesized enum asks for: the name its case was written under. Empty when
    /// the bytes hold no such name (decoding the enum then throws).
    var allKeys: [Key] {
        guard decoder.pendingKey == nil, let name = try? decoder.readString(), let key = Key(stringValue: name) else { return [] }
        decoder.pendingKey = name
        return [key]
    }

    func contains(_ key: Key) -> Bool { true }

    func decodeNil(forKey key: Key) throws -> Bool { try !decoder.readBool() }
    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try decoder.readBool() }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try decoder.readString() }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try decoder.readDouble() }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try decoder.readFloat() }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try decoder.readSigned(type) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try decoder.readSigned(type) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try decoder.readSigned(type) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try decoder.readSigned(type) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try decoder.readInt64() }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try decoder.readUnsigned(type) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try decoder.readUnsigned(type) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try decoder.readUnsigned(type) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try decoder.readUnsigned(type) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try decoder.readVarint() }
    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T { try decoder.decodeValue(type) }

    func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? { try decoder.decodeOptional(type) }
    func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? { try decoder.decodeOptional(type) }
    func decodeIfPresent(_ type: Double.Type, forKey key: Key) throws -> Double? { try decoder.readBool() ? try decoder.readDouble() : nil }
    func decodeIfPresent(_ type: Float.Type, forKey key: Key) throws -> Float? { try decoder.readBool() ? try decoder.readFloat() : nil }
    func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? { try decoder.decodeOptional(type) }
    func decodeIfPresent(_ type: Int8.Type, forKey key: Key) throws -> Int8? { try decoder.readBool() ? try decoder.readSigned(type) : nil }
    func decodeIfPresent(_ type: Int16.Type, forKey key: Key) throws -> Int16? { try decoder.readBool() ? try decoder.readSigned(type) : nil }
    func decodeIfPresent(_ type: Int32.Type, forKey key: Key) throws -> Int32? { try decoder.readBool() ? try decoder.readSigned(type) : nil }
    func decodeIfPresent(_ type: Int64.Type, forKey key: Key) throws -> Int64? { try decoder.readBool() ? try decoder.readInt64() : nil }
    func decodeIfPresent(_ type: UInt.Type, forKey key: Key) throws -> UInt? { try decoder.readBool() ? try decoder.readUnsigned(type) : nil }
    func decodeIfPresent(_ type: UInt8.Type, forKey key: Key) throws -> UInt8? { try decoder.readBool() ? try decoder.readUnsigned(type) : nil }
    func decodeIfPresent(_ type: UInt16.Type, forKey key: Key) throws -> UInt16? { try decoder.readBool() ? try decoder.readUnsigned(type) : nil }
    func decodeIfPresent(_ type: UInt32.Type, forKey key: Key) throws -> UInt32? { try decoder.readBool() ? try decoder.readUnsigned(type) : nil }
    func decodeIfPresent(_ type: UInt64.Type, forKey key: Key) throws -> UInt64? { try decoder.readBool() ? try decoder.readVarint() : nil }
    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? { try decoder.decodeOptional(type) }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
        try decoder.expectKey(key.stringValue)
        return try decoder.container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try decoder.expectKey(key.stringValue)
        return try decoder.unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder { decoder }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        try decoder.expectKey(key.stringValue)
        return decoder
    }
}

/// Values in the order they were written, with no count: `count` is unknown, `isAtEnd`
/// means the end of the bytes and `currentIndex` is not tracked (see `BinaryFormat`); also
/// the single-value container, which reads the same way.
struct UnkeyedBinaryDecoding: UnkeyedDecodingContainer, SingleValueDecodingContainer {
    let decoder: BinaryDecoding
    var codingPath: [any CodingKey] { [] }
    var count: Int? { nil }
    var currentIndex: Int { 0 }
    var isAtEnd: Bool { decoder.bytesLeft == 0 }

    /// An optional's presence byte: true when it says nil (false also when it cannot be read;
    /// the read that follows then throws).
    func decodeNil() -> Bool { (try? decoder.readBool()) == false }
    func decode<T: Decodable>(_ type: T.Type) throws -> T { try decoder.decodeValue(type) }
    func decode(_ type: Bool.Type) throws -> Bool { try decoder.readBool() }
    func decode(_ type: String.Type) throws -> String { try decoder.readString() }
    func decode(_ type: Double.Type) throws -> Double { try decoder.readDouble() }
    func decode(_ type: Float.Type) throws -> Float { try decoder.readFloat() }
    func decode(_ type: Int.Type) throws -> Int { try decoder.readSigned(type) }
    func decode(_ type: Int8.Type) throws -> Int8 { try decoder.readSigned(type) }
    func decode(_ type: Int16.Type) throws -> Int16 { try decoder.readSigned(type) }
    func decode(_ type: Int32.Type) throws -> Int32 { try decoder.readSigned(type) }
    func decode(_ type: Int64.Type) throws -> Int64 { try decoder.readInt64() }
    func decode(_ type: UInt.Type) throws -> UInt { try decoder.readUnsigned(type) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try decoder.readUnsigned(type) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try decoder.readUnsigned(type) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try decoder.readUnsigned(type) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try decoder.readVarint() }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
        try decoder.container(keyedBy: type)
    }

    func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer { try decoder.unkeyedContainer() }

    func superDecoder() throws -> any Decoder { decoder }
}
