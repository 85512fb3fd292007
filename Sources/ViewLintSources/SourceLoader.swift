import Foundation

/// Reads a file and decides whether it can be linted: text, UTF-8, not too large.
public struct SourceLoader: Sendable {
    /// Files above this size are skipped as generated or not source (tree-sitter parses
    /// ~8 MB/s per core, so the limit bounds one file's cost to a few seconds).
    public var maximumFileSize: Int

    public init(maximumFileSize: Int = 32 * 1024 * 1024) {
        self.maximumFileSize = maximumFileSize
    }

    public enum LoadError: Error, Equatable, CustomStringConvertible {
        case unreadable(String)
        case tooLarge(Int)
        case binary
        case invalidUTF8(offset: Int)

        public var description: String {
            switch self {
            case .unreadable(let reason): return "cannot be read (\(reason))"
            case .tooLarge(let size): return "is \(size / (1024 * 1024)) MB, over the size limit; skipped"
            case .binary: return "is a binary file (contains NUL bytes); skipped"
            case .invalidUTF8(let offset): return "is not valid UTF-8 (first bad byte at offset \(offset)); skipped"
            }
        }
    }

    /// Reads `path` and validates it; on success returns its bytes.
    public func load(_ path: String) -> Result<[UInt8], LoadError> {
        guard let handle = FileHandle(forReadingAtPath: path) else {
            return .failure(.unreadable(FileManager.default.fileExists(atPath: path) ? "permission denied" : "no such file"))
        }
        defer { try? handle.close() }
        let data: Data
        do {
            // Read at most one byte past the limit, so a huge file is never held in memory.
            data = try handle.read(upToCount: maximumFileSize + 1) ?? Data()
        } catch {
            return .failure(.unreadable(error.localizedDescription))
        }
        if data.count > maximumFileSize {
            let attributes = try? FileManager.default.attributesOfItem(atPath: path)
            return .failure(.tooLarge(attributes?[.size] as? Int ?? data.count))
        }
        return validate(Array(data))
    }

    /// Checks bytes read from anywhere (a file or standard input).
    public func validate(_ bytes: [UInt8]) -> Result<[UInt8], LoadError> {
        if bytes.count > maximumFileSize { return .failure(.tooLarge(bytes.count)) }
        if bytes.contains(0) { return .failure(.binary) }
        if String(validating: bytes, as: UTF8.self) == nil {
            return .failure(.invalidUTF8(offset: Self.firstInvalidUTF8Offset(bytes) ?? 0))
        }
        return .success(bytes)
    }

    /// The offset of the first byte that breaks UTF-8, or nil when the buffer is valid.
    static func firstInvalidUTF8Offset(_ bytes: [UInt8]) -> Int? {
        var offset = 0
        var failure: Int?
        var decoder = UTF8()
        var iterator = bytes.makeIterator()
        loop: while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): offset += UTF8.width(scalar)
            case .emptyInput: break loop
            case .error:
                failure = offset
                break loop
            }
        }
        return failure
    }
}
