import Foundation
import ViewLintRuleKit
import ViewLintEngine
import ViewLintFixer
import ViewLintRules
import ViewLintSyntax

extension LanguageServer {
    static let fixAllKind = "source.fixAll.viewlint"

    /// Quick fixes for the diagnostics in the range, "Disable RULE for this line", and
    /// `source.fixAll.viewlint` (every safe fix of the document).
    func codeActions(_ params: Any?) throws -> Any {
        guard let uri = JSON.string(JSON.path(params, "textDocument", "uri")), let range = JSON.object(JSON.path(params, "range")),
              let start = LSPPosition(range["start"]), let end = LSPPosition(range["end"]) else {
            throw RequestFailure.invalidParams("textDocument/codeAction")
        }
        guard let document = documents[uri] else { return [Any]() }
        lintChangedDocuments()
        refresh(document, isEdited: false)
        let only = JSON.array(JSON.path(params, "context", "only"))?.compactMap { $0 as? String }
        let wants = { (kind: String) in only.map { $0.contains { kind == $0 || kind.hasPrefix($0 + ".") } } ?? true }

        let mapper = PositionMapper(source: document.source, encoding: encoding)
        let (from, to) = (mapper.offset(of: start), mapper.offset(of: end))
        var actions: [JSONObject] = []
        if wants("quickfix") {
            var disabledLines: Set<String> = []
            for diagnostic in document.diagnostics
            where diagnostic.span.startByte <= to && diagnostic.span.endByte >= from {
                let lsp = lspDiagnostic(diagnostic, in: document)
                if let fix = diagnostic.fix {
                    let edits = fix.edits.map { ["range": mapper.range($0.span.startByte, $0.span.endByte), "newText": $0.replacement] as JSONObject }
                    actions.append([
                        "title": "\(fix.message) (\(diagnostic.ruleID))", "kind": "quickfix", "diagnostics": [lsp],
                        "isPreferred": fix.applicability == .safe, "edit": ["changes": [uri: edits]] as JSONObject,
                    ])
                }
                let line = document.source.lines.lineNumber(ofByte: diagnostic.span.startByte)
                guard disabledLines.insert("\(line) \(diagnostic.ruleID)").inserted else { continue }
                actions.append([
                    "title": "Disable \(diagnostic.ruleID) for this line", "kind": "quickfix", "diagnostics": [lsp],
                    "edit": ["changes": [uri: [disableEdit(diagnostic.ruleID, line: line, in: document, mapper: mapper)]]] as JSONObject,
                ])
            }
        }
        // Editors ask for code actions on every cursor move without `only`: fixing the whole
        // document is offered only to a request for source actions.
        if only != nil, wants(Self.fixAllKind), document.diagnostics.contains(where: { $0.fix?.applicability == .safe }),
           let fixed = fixAll(document), fixed != document.source.bytes {
            actions.append([
                "title": "Fix all safe viewlint findings", "kind": Self.fixAllKind,
                "edit": ["changes": [uri: [minimalEdit(from: document.source.bytes, to: fixed, mapper: mapper)]]] as JSONObject,
            ])
        }
        return actions
    }

    /// `// viewlint:disable-next-line RULE` above the line, with the line's indentation.
    private func disableEdit(_ ruleID: String, line: Int, in document: Document, mapper: PositionMapper) -> JSONObject {
        let bytes = document.source.bytes
        let lineStart = document.source.lines.startOfLine(line)
        var indentEnd = lineStart
        while indentEnd < bytes.count, bytes[indentEnd] == UInt8(ascii: " ") || bytes[indentEnd] == UInt8(ascii: "\t") { indentEnd += 1 }
        var lineEnd = lineStart
        while lineEnd < bytes.count, bytes[lineEnd] != UInt8(ascii: "\n") { lineEnd += 1 }
        let lineBreak = lineEnd > lineStart && bytes[lineEnd - 1] == UInt8(ascii: "\r") ? "\r\n" : "\n"
        let indentation = document.source.text(lineStart..<indentEnd)
        return ["range": mapper.range(lineStart, lineStart), "newText": "\(indentation)// viewlint:disable-next-line \(ruleID)\(lineBreak)"]
    }

    /// The document after every safe fix, applied as `viewlint lint --fix` does (non-overlapping
    /// fixes away from parse errors, re-linted until nothing changes, at most 10 passes), against
    /// the project index of the other files.
    func fixAll(_ document: Document) -> [UInt8]? {
        guard let rules = document.rules else { return nil }
        let fixer = FileFixer(parser: parser)
        var bytes = document.source.bytes
        var diagnostics = document.diagnostics
        var others = diskFacts
        for open in documents.values where open !== document { if let analysis = open.analysis { others[open.path] = analysis.facts } }
        others[document.path] = nil
        // The other files' facts do not change between passes: ordered once.
        let otherFacts = others.keys.sorted().compactMap { others[$0] }
        for _ in 0..<10 {
            let fixes = diagnostics.compactMap { diagnostic -> Fix? in
                guard let fix = diagnostic.fix, fix.applicability == .safe else { return nil }
                return fix
            }
            guard !fixes.isEmpty, case .fixed(let fixed, _) = fixer.apply(fixes, to: bytes) else { break }
            bytes = fixed
            guard let tree = parser.parse(SourceText(bytes: bytes)) else { break }
            let analysis = FileAnalysis(path: document.path, tree: tree, rules: rules)
            // Baselined findings stay unfixed on every pass, as with `viewlint lint --fix`.
            diagnostics = withoutBaselined(
                analysis.diagnostics(index: { ProjectIndex(otherFacts + [analysis.facts]) }),
                in: document, bytes: bytes)
        }
        return bytes
    }

    /// One edit replacing only what differs between the texts (common prefix and suffix kept,
    /// cut at scalar boundaries).
    private func minimalEdit(from old: [UInt8], to new: [UInt8], mapper: PositionMapper) -> JSONObject {
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
        while prefix > 0, prefix < old.count, old[prefix] & 0xC0 == 0x80 { prefix -= 1 }
        var suffix = 0
        let limit = min(old.count, new.count) - prefix
        while suffix < limit, old[old.count - 1 - suffix] == new[new.count - 1 - suffix] { suffix += 1 }
        while suffix > 0, old[old.count - suffix] & 0xC0 == 0x80 { suffix -= 1 }
        return [
            "range": mapper.range(prefix, old.count - suffix),
            "newText": String(decoding: new[prefix..<(new.count - suffix)], as: UTF8.self),
        ]
    }

    // MARK: Hover

    /// `viewlint explain`'s text for the rules flagged at the position.
    func hover(_ params: Any?) throws -> Any {
        guard let uri = JSON.string(JSON.path(params, "textDocument", "uri")), let position = LSPPosition(JSON.path(params, "position")) else {
            throw RequestFailure.invalidParams("textDocument/hover")
        }
        guard let document = documents[uri] else { return NSNull() }
        lintChangedDocuments()
        let offset = PositionMapper(source: document.source, encoding: encoding).offset(of: position)
        var seen: Set<String> = []
        let sections = document.diagnostics
            .filter { $0.span.startByte <= offset && offset < max($0.span.endByte, $0.span.startByte + 1) && seen.insert($0.ruleID).inserted }
            .compactMap { diagnostic in RuleRegistry.rules.first { $0.id == diagnostic.ruleID }?.documentation }
        guard !sections.isEmpty else { return NSNull() }
        return ["contents": ["kind": "markdown", "value": sections.joined(separator: "\n\n---\n\n")] as JSONObject]
    }
}
