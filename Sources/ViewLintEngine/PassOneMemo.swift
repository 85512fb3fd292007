import Synchronization

/// The pass-1 results of texts linted from memory, kept between the lints of one `--fix`
/// session: after a pass of fixes only the files it changed are parsed again, the others'
/// facts, findings and cross-file checks are taken as they were (and the cross-file checks
/// of every file run again against the new index).
public final class PassOneMemo: Sendable {
    private struct Entry {
        var bytes: [UInt8]
        var rules: UInt64
        var result: FileResult
    }

    private let entries = Mutex<[String: Entry]>([:])

    public init() {}

    /// What linting `bytes` at `path` with `rules` gave before, if it was linted.
    func result(for path: String, bytes: [UInt8], rules: RuleSet) -> FileResult? {
        entries.withLock { entries in
            guard let entry = entries[path], entry.rules == rules.digest, entry.bytes == bytes else { return nil }
            return entry.result
        }
    }

    func record(_ result: FileResult, for path: String, bytes: [UInt8]) {
        entries.withLock { $0[path] = Entry(bytes: bytes, rules: result.rules.digest, result: result) }
    }
}
