import ViewLintRuleKit
import ViewLintEngine
import ViewLintSyntax

/// One open document: the unsaved buffer, its tree (kept between edits and reparsed
/// incrementally) and its last analysis.
final class Document {
    let uri: String
    /// Absolute path; the document's facts replace the file's on disk in the project index.
    let path: String
    var version: Int
    private(set) var source: SourceText
    /// The tree of `source`, or of an earlier text with every edit since recorded on it.
    private var tree: SyntaxTree?
    /// Whether `tree` is stale and must be reparsed (reusing it) before analysis.
    private var treeIsEdited = false
    /// Pass 1 of the current text; nil when an edit came after it (or the file is not linted).
    var analysis: FileAnalysis?
    /// The rules of its configuration; nil when its configuration excludes it.
    var rules: RuleSet?
    /// A Swift buffer (by language or file name): only those are linted; others, such as an open
    /// `.viewlint.yml`, are kept for their saves.
    let isSwift: Bool
    /// The baseline file its configuration names (`baseline:`).
    var baselineFile: String?
    /// The diagnostics last computed (published or answered), for change detection.
    var diagnostics: [Diagnostic] = []
    var publishedOnce = false
    /// Set when the text cannot be linted (binary, too large), until the next edit.
    var skipped = false

    init(uri: String, path: String, version: Int, text: String, isSwift: Bool) {
        self.uri = uri
        self.path = path
        self.version = version
        self.isSwift = isSwift
        source = SourceText(text)
    }

    var needsAnalysis: Bool { analysis == nil && rules != nil && !skipped }

    /// Replaces the whole text (a change without a range).
    func replaceAll(_ text: String) {
        source = SourceText(text)
        tree = nil
        treeIsEdited = false
        analysis = nil
        skipped = false
    }

    /// Applies one ranged change and records it on the tree with `ts_tree_edit`.
    func apply(start: LSPPosition, end: LSPPosition, text: String, encoding: PositionEncoding) {
        let mapper = PositionMapper(source: source, encoding: encoding)
        let startByte = mapper.offset(of: start)
        let endByte = max(startByte, mapper.offset(of: end))
        let inserted = Array(text.utf8)
        var bytes = source.bytes
        bytes.replaceSubrange(startByte..<endByte, with: inserted)
        if let tree {
            tree.recordReplacement(of: startByte..<endByte, in: source, with: inserted)
            treeIsEdited = true
        }
        source = SourceText(bytes: bytes)
        analysis = nil
        skipped = false
    }

    /// Reparses (incrementally when an old tree is kept) and runs pass 1 with `rules`.
    func analyze(parser: SyntaxParser) {
        guard let rules else { return }
        let current = treeIsEdited ? nil : tree
        guard let parsed = current ?? parser.parse(source, reusing: tree) else {
            tree = nil
            return
        }
        tree = parsed
        treeIsEdited = false
        analysis = FileAnalysis(path: path, tree: parsed, rules: rules)
    }

    /// Forgets the analysis (new rules or configuration) but keeps the tree.
    func invalidate() { analysis = nil }
}
