import Foundation

/// Writes files so that a reader (or a crash) never sees half of one: the bytes go to a
/// temporary file in the same folder, which is flushed and then renamed over the target.
/// Used for everything viewlint writes into a user's checkout (baselines, git hooks, fixes).
public enum AtomicFile {
    public struct WriteError: Error, CustomStringConvertible {
        public let description: String
    }

    /// Replaces `path` with `bytes`; `permissions` defaults to the existing file's, or 0644.
    /// An existing file keeps its owner and group where the user may set them, and a symbolic
    /// link is written through (its target is replaced, the link stays a link).
    public static func write(_ bytes: [UInt8], to path: String, permissions: mode_t? = nil) throws(WriteError) {
        let file = target(of: path)
        var existing = stat()
        let exists = stat(file, &existing) == 0
        let mode = permissions ?? (exists ? existing.st_mode & 0o7777 : 0o644)
        let folder = (file as NSString).deletingLastPathComponent
        let name = (file as NSString).lastPathComponent
        var template = Array(((folder.isEmpty ? "." : folder) + "/." + name + ".viewlint-XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { throw WriteError(description: "\(path): cannot create a temporary file beside it (\(Self.reason()))") }
        let temporary = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var failure: String?
        if !writeAll(bytes, to: descriptor) { failure = "cannot write (\(reason()))" }
        // Best effort, before the mode (changing the owner clears set-id bits): only root may
        // give a file away, and a group is kept only where the user belongs to it.
        if failure == nil, exists { _ = fchown(descriptor, existing.st_uid, existing.st_gid) }
        if failure == nil, fchmod(descriptor, mode) != 0 { failure = "cannot set permissions (\(reason()))" }
        if failure == nil, fsync(descriptor) != 0 { failure = "cannot flush (\(reason()))" }
        // Network file systems may report a failed write only here.
        if close(descriptor) != 0, failure == nil { failure = "cannot close (\(reason()))" }
        if failure == nil, rename(temporary, file) != 0 { failure = "cannot replace (\(reason()))" }
        if let failure {
            unlink(temporary)
            throw WriteError(description: "\(path): \(failure)")
        }
        syncFolder(folder.isEmpty ? "." : folder)
    }

    /// Makes the rename itself durable (a crash right after it could otherwise bring back the
    /// old file). Best effort: the new bytes are already in place, and some file systems
    /// cannot sync a folder.
    private static func syncFolder(_ folder: String) {
        let descriptor = open(folder, O_RDONLY | O_DIRECTORY)
        guard descriptor >= 0 else { return }
        _ = fsync(descriptor)
        close(descriptor)
    }

    /// The file a path names once symbolic links are resolved; the path itself when it does
    /// not exist yet.
    private static func target(of path: String) -> String {
        guard let resolved = realpath(path, nil) else { return path }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Foundation.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 { if errno == EINTR { continue } else { return false } }
                offset += written
            }
            return true
        }
    }

    private static func reason() -> String { String(cString: strerror(errno)) }
}
