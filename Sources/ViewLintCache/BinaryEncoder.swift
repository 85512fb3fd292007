/// Encodes `Encodable` values in `BinaryFormat`.
public struct BinaryEncoder {
    public var userInfo: [CodingUserInfoKey: Any] = [:]

    public init() {}

    /// The version byte, then `value`.
    public func encode<T: Encodable>(_ value: T) throws -> [UInt8] {
        let encoding = BinaryEncoding(userInfo: userInfo)
        encoding.bytes.append(BinaryFormat.version)
        try encoding.encodeValue(value)
        return encoding.bytes
    }
}

/// The encoder handed to `encode(to:)`: one growing byte array, containers that write to it.
final class BinaryEncoding: Encoder {
    // Only this encoder's calls touch its storage, one at a time: no access needs checking.
    @exclusivity(unchecked) var bytes: [UInt8] = []
    let userInfo: [CodingUserInfoKey: Any]
    var codingPath: [any CodingKey] { [] }

    init(userInfo: [CodingUserInfoKey: Any]) {
        self.userInfo = userInfo
        bytes.reserveCapacity(1024)
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        KeyedEncodingContainer(KeyedBinaryEncoding<Key>(encoder: self))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer { UnkeyedBinaryEncoding(encoder: self) }

    func singleValueContainer() -> any SingleValueEncodingContainer { UnkeyedBinaryEncoding(encoder: self) }

    // MARK: Primitives

    func write(_ value: UInt64) {
        var value = value
        while value >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: value) | 0x80)
            value >>= 7
        }
        bytes.append(UInt8(value))
    }

    func write(_ value: Int64) { write(UInt64(bitPattern: (value << 1) ^ (value >> 63))) }

    func write(_ value: Bool) { bytes.append(value ? 1 : 0) }

    /// Each string written so far, by its number (in order of first appearance).
    @exclusivity(unchecked) private var stringNumbers: [UTF8Key: Int] = [:]

    /// A string's first appearance as its length and bytes; later ones as its number (paths and
    /// type names recur in every fact of a file).
    func write(_ value: String) {
        let key = UTF8Key(value)
        if let number = stringNumbers[key] { return write(UInt64(number) << 1 | 1) }
        stringNumbers[key] = stringNumbers.count
        var value = value
        value.withUTF8 { utf8 in
            write(UInt64(utf8.count) << 1)
            bytes.append(contentsOf: utf8)
        }
    }

    /// Any value: strings and integers directly, collections and optionals as `BinaryFormat`
    /// says, everything else through its own `encode(to:)`.
    func encodeValue<T: Encodable>(_ value: T) throws {
        if T.self == String.self {
            write(unsafeBitCast(value, to: String.self))
        } else if T.self == Int.self {
            write(Int64(unsafeBitCast(value, to: Int.self)))
        } else if T.self == Bool.self {
            write(unsafeBitCast(value, to: Bool.self))
        } else if let collection = value as? any BinaryEncodableCollection {
            try collection.encodeBinary(to: self)
        } else {
            try value.encode(to: self)
        }
    }

    /// A presence byte, then the value if there is one.
    func encodeOptional<T: Encodable>(_ value: T?) throws {
        guard let value else { return bytes.append(0) }
        bytes.append(1)
        try encodeValue(value)
    }
}

/// Collections and optionals, written with their count or presence instead of through
/// containers (whose length an unkeyed container does not know in advance).
protocol BinaryEncodableCollection {
    func encodeBinary(to encoder: BinaryEncoding) throws
}

extension Optional: BinaryEncodableCollection where Wrapped: Encodable {
    func encodeBinary(to encoder: BinaryEncoding) throws { try encoder.encodeOptional(self) }
}

extension Array: BinaryEncodableCollection where Element: Encodable {
    func encodeBinary(to encoder: BinaryEncoding) throws {
        encoder.write(UInt64(count))
        for element in self { try encoder.encodeValue(element) }
    }
}

extension Set: BinaryEncodableCollection where Element: Encodable {
    func encodeBinary(to encoder: BinaryEncoding) throws {
        encoder.write(UInt64(count))
        for element in self { try encoder.encodeValue(element) }
    }
}

extension Dictionary: BinaryEncodableCollection where Key: Encodable, Value: Encodable {
    func encodeBinary(to encoder: BinaryEncoding) throws {
        encoder.write(UInt64(count))
        for (key, value) in self {
            try encoder.encodeValue(key)
            try encoder.encodeValue(value)
        }
    }
}

/// Values in order, no key names (see `BinaryFormat`).
struct KeyedBinaryEncoding<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let encoder: BinaryEncoding
    var codingPath: [any CodingKey] { [] }

    mutating func encodeNil(forKey key: Key) throws { encoder.bytes.append(0) }
    mutating func encode(_ value: Bool, forKey key: Key) throws { encoder.write(value) }
    mutating func encode(_ value: String, forKey key: Key) throws { encoder.write(value) }
    mutating func encode(_ value: Double, forKey key: Key) throws { encoder.write(value.bitPattern) }
    mutating func encode(_ value: Float, forKey key: Key) throws { encoder.write(UInt64(value.bitPattern)) }
    mutating func encode(_ value: Int, forKey key: Key) throws { encoder.write(Int64(value)) }
    mutating func encode(_ value: Int8, forKey key: Key) throws { encoder.write(Int64(value)) }
    mutating func encode(_ value: Int16, forKey key: Key) throws { encoder.write(Int64(value)) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { encoder.write(Int64(value)) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { encoder.write(value) }
    mutating func encode(_ value: UInt, forKey key: Key) throws { encoder.write(UInt64(value)) }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { encoder.write(UInt64(value)) }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { encoder.write(UInt64(value)) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { encoder.write(UInt64(value)) }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { encoder.write(value) }
    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws { try encoder.encodeValue(value) }

    mutating func encodeIfPresent(_ value: Bool?, forKey key: Key) throws { try encoder.encodeOptional(value) }
    mutating func encodeIfPresent(_ value: String?, forKey key: Key) throws { try encoder.encodeOptional(value) }
    mutating func encodeIfPresent(_ value: Double?, forKey key: Key) throws { try encoder.encodeOptional(value) }
    mutating func encodeIfPresent(_ value: Float?, forKey key: Key) throws { try encoder.encodeOptional(value) }
    mutating func encodeIfPresent(_ value: Int?, forKey key: Key) throws { try encoder.encodeOptional(value) }
    mutating func encodeIfPresent(_ value: Int8?, forKey key: Key) throws { try encoder.encodeOptional(value) }
    mutating func encodeIfPresent(_ value: Int16?, forKey key: Key) throws { try encoder.encodeOptional(value) }
    mutating func encodeIfPresent(_ value: Int32?, forKey key: Key) throws { try encoder.encodeOptional(value) }
    mutating func encodeIfPresent(_ value: Int64?, forKey key: Key) throws { try encoder.encodeOptional(value) }
    mutating func encodeIfPresent(_ value: UInt?, forKey key: Key) throws { try encoder.encodeOptional(value) }
    mutating func encodeIfPresent(_ value: UInt8?, forKey key: Key) throws { try encoder.encodeOptional(value) }
    mutating func encodeIfPresent(_ value: UInt16?, forKey key: Key) throws { try encoder.encodeOptional(value) }
    mutating func encodeIfPresent(_ value: UInt32?, forKey key: Key) throws { try encoder.encodeOptional(value) }
    mutating func encodeIfPresent(_ value: UInt64?, forKey key: Key) throws { try encoder.encodeOptional(value) }
    mutating func encodeIfPresent<T: Encodable>(_ value: T?, forKey key: Key) throws { try encoder.encodeOptional(value) }

    /// The key's name, then the nested values: a synthesized enum names its case this way.
    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
        encoder.write(key.stringValue)
        return encoder.container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        encoder.write(key.stringValue)
        return encoder.unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder { encoder }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        encoder.write(key.stringValue)
        return encoder
    }
}

/// Values in order, with no count (see `BinaryFormat`); also the single-value container.
struct UnkeyedBinaryEncoding: UnkeyedEncodingContainer, SingleValueEncodingContainer {
    let encoder: BinaryEncoding
    private(set) var count = 0
    var codingPath: [any CodingKey] { [] }

    /// One value written, counted.
    private mutating func counted(_ write: (BinaryEncoding) throws -> Void) rethrows {
        try write(encoder)
        count += 1
    }

    mutating func encodeNil() throws { counted { $0.bytes.append(0) } }
    mutating func encode<T: Encodable>(_ value: T) throws { try counted { try $0.encodeValue(value) } }
    mutating func encode(_ value: Bool) throws { counted { $0.write(value) } }
    mutating func encode(_ value: String) throws { counted { $0.write(value) } }
    mutating func encode(_ value: Double) throws { counted { $0.write(value.bitPattern) } }
    mutating func encode(_ value: Float) throws { counted { $0.write(UInt64(value.bitPattern)) } }
    mutating func encode(_ value: Int) throws { counted { $0.write(Int64(value)) } }
    mutating func encode(_ value: Int8) throws { counted { $0.write(Int64(value)) } }
    mutating func encode(_ value: Int16) throws { counted { $0.write(Int64(value)) } }
    mutating func encode(_ value: Int32) throws { counted { $0.write(Int64(value)) } }
    mutating func encode(_ value: Int64) throws { counted { $0.write(value) } }
    mutating func encode(_ value: UInt) throws { counted { $0.write(UInt64(value)) } }
    mutating func encode(_ value: UInt8) throws { counted { $0.write(UInt64(value)) } }
    mutating func encode(_ value: UInt16) throws { counted { $0.write(UInt64(value)) } }
    mutating func encode(_ value: UInt32) throws { counted { $0.write(UInt64(value)) } }
    mutating func encode(_ value: UInt64) throws { counted { $0.write(value) } }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        count += 1
        return encoder.container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        count += 1
        return encoder.unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
        count += 1
        return encoder
    }
}

/// A string compared and hashed by its UTF-8 bytes: `String`'s own `==` takes canonically
/// equivalent strings (`é` and `e` + U+0301) for one, which would decode to the first's bytes.
struct UTF8Key: Hashable {
    var string: String

    init(_ string: String) {
        var string = string
        string.makeContiguousUTF8()
        self.string = string
    }

    static func == (a: UTF8Key, b: UTF8Key) -> Bool {
        let contiguous = a.string.utf8.withContiguousStorageIfAvailable { first in
            b.string.utf8.withContiguousStorageIfAvailable { first.count == $0.count && first.elementsEqual($0) }
        }
        return contiguous.flatMap { $0 } ?? a.string.utf8.elementsEqual(b.string.utf8)
    }

    func hash(into hasher: inout Hasher) {
        if string.utf8.withContiguousStorageIfAvailable({ hasher.combine(bytes: UnsafeRawBufferPointer($0)) }) == nil {
            for byte in string.utf8 { hasher.combine(byte) }
        }
    }
}
