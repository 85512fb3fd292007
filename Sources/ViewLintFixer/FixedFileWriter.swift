import Foundation
import ViewLintSources

/// Writes fixed files into the user's checkout. It refuses rather than surprises: a file that
/// vanished or changed since it was read, or that its owner may not write, is left alone.
public enum FixedFileWriter {
    public struct Refusal: Error, CustomStringConvertible {
        public let description: String
    }

    /// Replaces the file's bytes with `change.fixed` through a temporary file renamed over it
    /// (see `AtomicFile`: permissions, owner and symbolic links are kept).
    public static func write(_ change: FileChange) throws(Refusal) {
        let path = change.path
        var info = stat()
        guard stat(path, &info) == 0 else { throw Refusal(description: "\(path): vanished since it was read; fixes not written") }
        // The owner's write bit too: root passes `access`, but a file made read-only is
        // meant to stay as it is.
        guard access(path, W_OK) == 0, info.st_mode & S_IWUSR != 0 else {
            throw Refusal(description: "\(path): is read-only; fixes not written")
        }
        // Replacing the file by a renamed one would leave its other names with the old bytes.
        guard info.st_nlink <= 1 else {
            throw Refusal(description: "\(path): has other hard links, which a replaced file would leave behind; fixes not written")
        }
        guard case .success(let current) = SourceLoader().load(path), current == change.original else {
            throw Refusal(description: "\(path): changed since it was read; fixes not written")
        }
        do {
            try AtomicFile.write(change.fixed, to: path)
        } catch {
            throw Refusal(description: "\(error.description); fixes not written")
        }
    }
}
