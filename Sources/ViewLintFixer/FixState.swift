import ViewLintEngine
import ViewLintSources

/// The inputs of a fix session as they evolve: fixed files are linted from memory, and each
/// file's original bytes are kept to diff, verify and write against.
struct FixState {
    private(set) var inputs: [LintInput]
    private let originalInputs: [LintInput]
    private let positions: [String: Int]
    private let loader: SourceLoader
    private var originals: [String: [UInt8]] = [:]
    private(set) var fixedContents: [String: [UInt8]] = [:]
    private var fixCounts: [String: Int] = [:]
    private(set) var refused: Set<String> = []

    init(inputs: [LintInput], loader: SourceLoader) {
        self.inputs = inputs
        originalInputs = inputs
        positions = Dictionary(inputs.enumerated().map { ($1.path, $0) }, uniquingKeysWith: { first, _ in first })
        self.loader = loader
    }

    /// The file's current bytes (read on first use); nil when it cannot be read now.
    mutating func contents(of path: String) -> [UInt8]? {
        if let fixed = fixedContents[path] { return fixed }
        if let original = originals[path] { return original }
        guard let position = positions[path] else { return nil }
        let bytes: [UInt8]?
        switch inputs[position].content {
        case .bytes(let given): bytes = given
        case .file: bytes = try? loader.load(path).get()
        }
        originals[path] = bytes
        return bytes
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
