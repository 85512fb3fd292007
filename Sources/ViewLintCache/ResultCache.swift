import Foundation
import ViewLintSources

/// The cache of one project root and configuration: for each file, what linting it on its own
/// produced (an opaque blob the engine encodes), valid while the file's bytes, the rules that
/// apply to it and the tool that wrote it are the same.
///
/// Loaded once at the start of a run; workers look entries up and record new ones in parallel;
/// `save()` writes the file atomically (a temporary file renamed over it), so a crash or two
/// runs at once never leave a broken cache, only one run's entries. A file that is not a
/// cache of this tool and version, or that fails its checksum, is ignored and rewritten.
public final class ResultCache: @unchecked Sendable {
    /// What an entry is valid for, besides its path.
    public struct Validity: Hashable, Sendable {
        /// Digest of the configured rules that apply to the file (`RuleSet.digest`).
        public var rules: UInt64
        public var content: ContentDigest
        public var byteCount: Int

        public init(rules: UInt64, content: ContentDigest, byteCount: Int) {
            self.rules = rules
            self.content = content
            self.byteCount = byteCount
        }
    }

    struct Entry {
        var validity: Validity
        var blob: ArraySlice<UInt8>
    }

    /// The last run's whole report (an opaque blob), for a run over exactly the same inputs:
    /// `key` digests every input's path and validity.
    public struct RunRecord: Sendable {
        public var key: UInt64
        public var report: ArraySlice<UInt8>

        public init(key: UInt64, report: ArraySlice<UInt8>) {
            self.key = key
            self.report = report
        }
    }

    public let path: String
    /// Tool version and build, grammar version and format: a cache written by any other is foreign.
    let identity: String
    private let loaded: [String: Entry]
    private var recorded: [String: Entry] = [:]
    /// The run recorded in the file, and the one this run recorded (which replaces it).
    public let loadedRun: RunRecord?
    private var recordedRun: RunRecord?
    private var used: Set<String> = []
    private let lock = NSLock()

    /// Why the file on disk was not used (nil when it was, or when there was none).
    public let ignoredBecause: String?

    /// Reads the cache at `path` written for `identity`; a missing, foreign or damaged file
    /// gives an empty cache.
    public init(path: String, identity: String) {
        self.path = path
        self.identity = identity
        switch SourceLoader(maximumFileSize: Int(Int32.max)).read(path) {
        case .success(let bytes):
            do {
                (loaded, loadedRun) = try CacheFileFormat.decode(bytes, identity: identity)
                ignoredBecause = nil
            } catch {
                (loaded, loadedRun) = ([:], nil)
                ignoredBecause = error.description
            }
        case .failure:
            (loaded, loadedRun) = ([:], nil)
            ignoredBecause = nil
        }
    }

    /// The blob recorded for `file` when it is still valid.
    public func blob(for file: String, _ validity: Validity) -> ArraySlice<UInt8>? {
        guard let entry = loaded[file], entry.validity == validity else { return nil }
        lock.withLock { _ = used.insert(file) }
        return entry.blob
    }

    /// Records what linting `file` produced this run (replacing any older entry).
    public func record(_ blob: [UInt8], for file: String, _ validity: Validity) {
        lock.withLock { recorded[file] = Entry(validity: validity, blob: blob[...]) }
    }

    /// Records this run's report, for the next run over the same inputs.
    public func recordRun(_ run: RunRecord) {
        lock.withLock { recordedRun = run }
    }

    /// Entries read this run, recorded this run, and older ones of files that still exist
    /// (another run may lint a different part of the project); entries of deleted files go.
    /// A run that changed nothing writes nothing.
    public func save() throws(AtomicFile.WriteError) {
        let (kept, run, changed): ([String: Entry], RunRecord?, Bool) = lock.withLock {
            var kept = recorded
            for (file, entry) in loaded where kept[file] == nil && (used.contains(file) || FileManager.default.fileExists(atPath: file)) {
                kept[file] = entry
            }
            let run = recordedRun ?? loadedRun
            let runChanged = recordedRun.map { $0.key != loadedRun?.key || $0.report != loadedRun?.report } ?? false
            return (kept, run, !recorded.isEmpty || kept.count != loaded.count || runChanged || ignoredBecause != nil)
        }
        guard changed else { return }
        let folder = (path as NSString).deletingLastPathComponent
        if !folder.isEmpty { try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) }
        try AtomicFile.write(CacheFileFormat.encode(kept, run: run, identity: identity), to: path)
    }

    /// Number of entries read from disk (for tests and the benchmark).
    public var loadedCount: Int { loaded.count }
}
