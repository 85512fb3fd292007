import Foundation
#if canImport(Glibc)
import Glibc
private let readBytes = Glibc.read
#elseif canImport(Darwin)
import Darwin
private let readBytes = Darwin.read
#endif

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
    /// The checks are made again on the opened file (it may have been replaced meanwhile), and
    /// the bytes are read straight into the array that is returned.
    public func read(_ path: String) -> Result<[UInt8], LoadError> {
        var info = stat()
        if stat(path, &info) == 0, let refused = refusal(info) { return .failure(refused) }
        // Non-blocking: a pipe put in the file's place after the check does not block the open.
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { return .failure(.unreadable(Self.reason(errno))) }
        defer { close(descriptor) }
        guard fstat(descriptor, &info) == 0 else { return .failure(.unreadable(Self.reason(errno))) }
        if let refused = refusal(info) { return .failure(refused) }
        // A regular file: reads block again (a network or FUSE file system may otherwise answer
        // EAGAIN).
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
        return readAll(descriptor, expectedSize: Int(info.st_size))
    }

    /// Why a file with this status is not read, if it is not.
    private func refusal(_ info: stat) -> LoadError? {
        let type = info.st_mode & S_IFMT
        if type != S_IFREG { return .notRegularFile(Self.describe(type)) }
        if Int(info.st_size) > maximumFileSize { return .tooLarge(Int(info.st_size)) }
        return nil
    }

    /// Reads to the end: one read of the expected size plus a byte (which shows whether the
    /// file grew since its size was taken), growing only when it did, and never more than one
    /// byte past the limit, so a huge file is never held in memory.
    private func readAll(_ descriptor: Int32, expectedSize: Int) -> Result<[UInt8], LoadError> {
        var bytes: [UInt8] = []
        var capacity = expectedSize + 1
        while true {
            var failure: Int32 = 0
            let read = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
                count = buffer.initialize(fromContentsOf: bytes)
                while count < capacity {
                    let got = readBytes(descriptor, buffer.baseAddress! + count, capacity - count)
                    if got > 0 { count += got } else if got < 0, errno == EINTR { continue } else {
                        if got < 0 { failure = errno }
                        return
                    }
                }
            }
            if failure != 0 { return .failure(.unreadable(Self.reason(failure))) }
            if read.count > maximumFileSize { return .failure(.tooLarge(read.count)) }
            if read.count < capacity { return .success(read) }
            bytes = read
            capacity = min(capacity * 2, maximumFileSize + 1)
        }
    }

    /// An `errno` as the message says it.
    private static func reason(_ code: Int32) -> String {
        switch code {
        case EACCES, EPERM: return "permission denied"
        case ENOENT: return "no such file"
        default: return String(cString: strerror(code)).lowercased()
        }
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
