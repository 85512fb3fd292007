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
        /// A device, pipe, socket or folder (what it is, for the message).
        case notRegularFile(String)
        case binary
        case invalidUTF8(offset: Int)

        public var description: String {
            switch self {
            case .unreadable(let reason): return "cannot be read (\(reason))"
            case .tooLarge(let size): return "is \(size / (1024 * 1024)) MB, over the size limit; skipped"
            case .notRegularFile(let kind): return "is not a regular file (\(kind)); skipped"
            case .binary: return "is a binary file (contains NUL bytes); skipped"
            case .invalidUTF8(let offset): return "is not valid UTF-8 (first bad byte at offset \(offset)); skipped"
            }
        }
    }

    /// Reads `path` and validates it; on success returns its bytes. Only regular files are
    /// read: a device may never end (`/dev/zero`) and opening a pipe waits for a writer, so
    /// they are refused before they are opened (source from a pipe goes through standard input
    /// with `--stdin-path`).
    public func load(_ path: String) -> Result<[UInt8], LoadError> {
        read(path).flatMap(validate)
    }

    /// Reads `path` without validating its text (a cache that knows these bytes skips that).
    public func read(_ path: String) -> Result<[UInt8], LoadError> {
        var info = stat()
        if stat(path, &info) == 0 {
            let type = info.st_mode & S_IFMT
            if type != S_IFREG { return .failure(.notRegularFile(Self.describe(type))) }
            if Int(info.st_size) > maximumFileSize { return .failure(.tooLarge(Int(info.st_size))) }
        }
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
        // Grown since the check above.
        if data.count > maximumFileSize { return .failure(.tooLarge(data.count)) }
        return .success(Array(data))
    }

    /// What a file of this type (`st_mode & S_IFMT`) is, for messages.
    public static func describe(_ type: mode_t) -> String {
        switch type {
        case S_IFCHR: return "a character device"
        case S_IFBLK: return "a block device"
        case S_IFSOCK: return "a socket"
        case S_IFIFO: return "a pipe"
        case S_IFDIR: return "a folder"
        default: return "a special file"
        }
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
