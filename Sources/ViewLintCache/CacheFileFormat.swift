/// The bytes of a cache file: a header that names the format and the tool, a checksum of
/// what follows, then one record per file. Integers are little-endian and of fixed width;
/// every length is checked against the bytes left, so a damaged file is refused, not trusted.
///
///     magic "viewlint-cache\n"   format: UInt32   identity: string   checksum: UInt64
///     count: UInt32, then per entry:
///     path: string   rules: UInt64   content: UInt64   byteCount: UInt64   blob: bytes
///     the last run: key: UInt64   report: bytes (empty: none)
///
/// A string or bytes field is a UInt32 length followed by that many bytes.
enum CacheFileFormat {
    static let magic = Array("viewlint-cache\n".utf8)
    static let version: UInt32 = 2

    struct Refusal: Error, CustomStringConvertible {
        let description: String
    }

    static func encode(_ entries: [String: ResultCache.Entry], run: ResultCache.RunRecord?, identity: String) -> [UInt8] {
        var file = magic
        file.reserveCapacity(entries.reduce(256 + identity.utf8.count) { $0 + $1.value.blob.count + $1.key.utf8.count + 32 })
        append(version, to: &file)
        append(Array(identity.utf8)[...], to: &file)
        let checksumOffset = file.count
        append(UInt64(0), to: &file)
        let bodyOffset = file.count
        append(UInt32(entries.count), to: &file)
        // Sorted by path: the same entries always give the same bytes.
        for (path, entry) in entries.sorted(by: { $0.key < $1.key }) {
            append(Array(path.utf8)[...], to: &file)
            append(entry.validity.rules, to: &file)
            append(entry.validity.content.value, to: &file)
            append(UInt64(entry.validity.byteCount), to: &file)
            append(entry.blob, to: &file)
        }
        append(run?.key ?? 0, to: &file)
        append(run?.report ?? [], to: &file)
        let checksum = file[bodyOffset...].withUnsafeBytes { ContentDigest($0).value }
        withUnsafeBytes(of: checksum.littleEndian) { file.replaceSubrange(checksumOffset..<bodyOffset, with: $0) }
        return file
    }

    static func decode(_ bytes: [UInt8], identity: String) throws(Refusal) -> ([String: ResultCache.Entry], ResultCache.RunRecord?) {
        var reader = Reader(bytes: bytes[...])
        guard reader.take(magic.count).elementsEqual(magic) else { throw Refusal(description: "not a viewlint cache") }
        guard try reader.integer(UInt32.self) == version else { throw Refusal(description: "written in another cache format") }
        guard try String(decoding: reader.field(), as: UTF8.self) == identity else {
            throw Refusal(description: "written by another version of viewlint or of its grammar")
        }
        let checksum = try reader.integer(UInt64.self)
        guard reader.rest.withUnsafeBytes({ ContentDigest($0) }).value == checksum else { throw Refusal(description: "damaged (checksum mismatch)") }
        let count = Int(try reader.integer(UInt32.self))
        var entries: [String: ResultCache.Entry] = [:]
        entries.reserveCapacity(min(count, bytes.count / 32))
        for _ in 0..<count {
            let path = String(decoding: try reader.field(), as: UTF8.self)
            let rules = try reader.integer(UInt64.self)
            let content = ContentDigest(value: try reader.integer(UInt64.self))
            let byteCount = Int(truncatingIfNeeded: try reader.integer(UInt64.self))
            let blob = try reader.field()
            entries[path] = ResultCache.Entry(validity: .init(rules: rules, content: content, byteCount: byteCount), blob: blob)
        }
        let runKey = try reader.integer(UInt64.self)
        let runReport = try reader.field()
        guard reader.rest.isEmpty else { throw Refusal(description: "damaged (bytes after the last run)") }
        return (entries, runReport.isEmpty ? nil : ResultCache.RunRecord(key: runKey, report: runReport))
    }

    private static func append<T: FixedWidthInteger>(_ value: T, to bytes: inout [UInt8]) {
        withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
    }

    private static func append(_ field: ArraySlice<UInt8>, to bytes: inout [UInt8]) {
        append(UInt32(field.count), to: &bytes)
        bytes.append(contentsOf: field)
    }

    private struct Reader {
        var bytes: ArraySlice<UInt8>

        var rest: ArraySlice<UInt8> { bytes }

        mutating func take(_ count: Int) -> ArraySlice<UInt8> {
            let taken = bytes.prefix(count)
            bytes = bytes.dropFirst(taken.count)
            return taken
        }

        mutating func integer<T: FixedWidthInteger>(_: T.Type) throws(Refusal) -> T {
            let size = MemoryLayout<T>.size
            guard bytes.count >= size else { throw Refusal(description: "damaged (truncated)") }
            var value: T = 0
            for (shift, byte) in take(size).enumerated() { value |= T(byte) << (8 * shift) }
            return value
        }

        mutating func field() throws(Refusal) -> ArraySlice<UInt8> {
            let count = Int(try integer(UInt32.self))
            guard bytes.count >= count else { throw Refusal(description: "damaged (truncated)") }
            return take(count)
        }
    }
}
