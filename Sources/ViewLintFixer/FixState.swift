import Foundation
import ViewLintEngine
import ViewLintSources

/// The inputs of a fix session as they evolve: fixed files are linted from memory, and each
/// file's original bytes are kept to diff, verify and write against.
struct FixState {
    private(set) var inputs: [LintInput]
    private let originalInputs: [LintInput]
    private let positions: [String: Int]
    private var originals: [String: [UInt8]] = [:]
    private(set) var fixedContents: [String: [UInt8]] = [:]
    private var fixCounts: [String: Int] = [:]
    private(set) var refused: Set<String> = []

    /// Every file is read here, once: the first lint sees the very bytes that fixes are
    /// computed on and compared against when writing (a save in between cannot shift them).
    /// A second path to a file already listed (a symbolic link, `./A.swift` beside `A.swift`)
    /// is linted but not fixed: one file, one write.
    init(inputs: [LintInput], loader: SourceLoader) {
        var read = inputs
        var originals: [String: [UInt8]] = [:]
        var seen: Set<String> = [], aliases: Set<String> = []
        for index in read.indices where !originals.keys.contains(read[index].path) {
            let path = read[index].path
            if case .file = read[index].content {
                if !seen.insert(Self.canonical(path)).inserted { aliases.insert(path) }
                guard case .success(let bytes) = loader.load(path) else { continue }
                read[index].content = .bytes(bytes)
            }
            if case .bytes(let bytes) = read[index].content { originals[path] = bytes }
        }
        self.inputs = read
        originalInputs = read
        positions = Dictionary(read.enumerated().map { ($1.path, $0) }, uniquingKeysWith: { first, _ in first })
        self.originals = originals
        self.aliases = aliases
    }

    private let aliases: Set<String>

    private static func canonical(_ path: String) -> String {
        guard let resolved = realpath(path, nil) else { return path }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// The file's bytes as linted now; nil for a file that could not be read, or a second
    /// path to one.
    func contents(of path: String) -> [UInt8]? {
        guard !aliases.contains(path) else { return nil }
        return fixedContents[path] ?? originals[path]
    }

    mutating func update(_ path: String, to bytes: [UInt8], fixes: Int) {
        guard let position = positions[path] else { return }
        fixedContents[path] = bytes
        fixCounts[path, default: 0] += fixes
        inputs[position].content = .bytes(bytes)
    }

    /// Leaves the file as it was before the session, and never fixes it again. Returns
    /// whether that undid fixes of earlier passes (the project must then be linted again).
    @discardableResult
    mutating func refuse(_ path: String) -> Bool {
        guard let position = positions[path] else { return false }
        refused.insert(path)
        fixCounts[path] = nil
        inputs[position] = originalInputs[position]
        return fixedContents.removeValue(forKey: path) != nil
    }

    /// The files whose bytes changed, by path.
    var changes: [FileChange] {
        fixedContents.keys.sorted().compactMap { path in
            guard let original = originals[path], let fixed = fixedContents[path], fixed != original else { return nil }
            return FileChange(path: path, original: original, fixed: fixed, fixCount: fixCounts[path] ?? 0)
        }
    }
}
