import Dispatch
import Foundation
import ViewLintRuleKit
import ViewLintBaseline
import ViewLintEngine
import ViewLintSources
import ViewLintSyntax

extension LanguageServer {
    // MARK: Document sync

    func didOpen(_ params: Any?) throws {
        guard let item = JSON.object(JSON.path(params, "textDocument")), let uri = JSON.string(item["uri"]),
              let text = JSON.string(item["text"]) else { throw RequestFailure.invalidParams("textDocument/didOpen") }
        let path = Self.path(ofURI: uri) ?? uri
        let document = Document(
            uri: uri, path: path, version: JSON.int(item["version"]) ?? 0, text: text,
            isSwift: JSON.string(item["languageId"]) == "swift" || path.hasSuffix(".swift"))
        documents[uri] = document
        resolveRules(document)
    }

    func didChange(_ params: Any?) throws {
        guard let uri = JSON.string(JSON.path(params, "textDocument", "uri")),
              let changes = JSON.array(JSON.path(params, "contentChanges")) else { throw RequestFailure.invalidParams("textDocument/didChange") }
        guard let document = documents[uri] else {
            log("didChange for \(uri), which is not open", type: 2)
            return
        }
        if let version = JSON.int(JSON.path(params, "textDocument", "version")) { document.version = version }
        for change in changes {
            guard let text = JSON.string(JSON.path(change, "text")) else { throw RequestFailure.invalidParams("textDocument/didChange") }
            if let range = JSON.object(JSON.path(change, "range")) {
                guard let start = LSPPosition(range["start"]), let end = LSPPosition(range["end"]) else {
                    throw RequestFailure.invalidParams("textDocument/didChange")
                }
                document.apply(start: start, end: end, text: text, encoding: encoding)
            } else {
                document.replaceAll(text)
            }
        }
    }

    func didClose(_ params: Any?) throws {
        guard let uri = JSON.string(JSON.path(params, "textDocument", "uri")) else { throw RequestFailure.invalidParams("textDocument/didClose") }
        guard let document = documents.removeValue(forKey: uri) else { return }
        if !pullMode { notify("textDocument/publishDiagnostics", params: ["uri": uri, "diagnostics": [Any]()]) }
        // The file's facts are those on disk again (none outside the workspace).
        if roots.contains(where: { document.path.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") }) {
            reindexFromDisk(document.path)
        } else {
            setDiskFacts(nil, for: document.path)
        }
        indexChanged()
    }

    /// The document's rules from its nearest configuration; a broken configuration is shown once.
    func resolveRules(_ document: Document) {
        let resolved = configurations.resolve(path: document.path)
        if let error = resolved.error, shownConfigurationErrors.insert(error.description).inserted {
            notify("window/showMessage", params: [
                "type": 1,
                "message": "viewlint: \(error.description) (the last configuration that loaded stays in force)",
            ])
            log("configuration error: \(error.description)", type: 1)
        }
        document.rules = document.isSwift ? resolved.rules : nil
        document.baselineFile = resolved.configuration.baseline
        document.invalidate()
    }

    // MARK: Linting

    /// Pass 1 of every document edited since it was last linted, then their diagnostics.
    func lintChangedDocuments() {
        // An excluded document has no diagnostics, said once.
        for document in documents.values where document.rules == nil && !document.publishedOnce { refresh(document, isEdited: true) }
        let changed = documents.values.filter(\.needsAnalysis)
        guard !changed.isEmpty else { return }
        for document in changed { analyze(document) }
        indexChanged()
        for document in changed { refresh(document, isEdited: true) }
    }

    func analyze(_ document: Document) {
        switch SourceLoader().validate(document.source.bytes) {
        case .failure(let error):
            log("\(document.path): not linted: \(error.description)", type: 2)
            document.skipped = true
        case .success:
            document.analyze(parser: parser)
        }
    }

    /// The open documents' facts changed: the index is rebuilt on next use, and the other
    /// open documents are checked again once edits settle.
    func indexChanged() {
        cachedIndex = nil
        if !documents.isEmpty {
            recheckDeadline = DispatchTime.now().uptimeNanoseconds + settings.recheckDelay
        }
    }

    var projectIndex: ProjectIndex {
        if let cachedIndex { return cachedIndex }
        var facts = diskFacts
        for document in documents.values {
            if let analysis = document.analysis { facts[document.path] = analysis.facts }
        }
        // Both halves of the merge at once: an editor waits for it after every edit.
        let index = ProjectIndex(facts.keys.sorted().compactMap { facts[$0] }, workers: ProcessInfo.processInfo.activeProcessorCount)
        cachedIndex = index
        return index
    }

    /// Computes a document's diagnostics and publishes them when they changed (always after
    /// its own edit, so the client sees the version it sent).
    func refresh(_ document: Document, isEdited: Bool) {
        if document.needsAnalysis { analyze(document) }
        let diagnostics = withoutBaselined(document.analysis?.diagnostics(index: { projectIndex }) ?? [], in: document)
        let changed = diagnostics != document.diagnostics || !document.publishedOnce
        document.diagnostics = diagnostics
        guard changed || isEdited else { return }
        document.publishedOnce = true
        if pullMode { return }
        notify("textDocument/publishDiagnostics", params: [
            "uri": document.uri, "version": document.version,
            "diagnostics": diagnostics.map { lspDiagnostic($0, in: document) },
        ])
    }

    /// Re-checks the open documents against the current index; publishes those that changed
    /// (`all`: after the workspace index arrived or the configuration changed).
    func recheckOpenDocuments(all: Bool) {
        lintChangedDocuments()
        var anyChanged = false
        for document in documents.values.sorted(by: { $0.uri < $1.uri }) {
            let before = document.diagnostics
            refresh(document, isEdited: false)
            anyChanged = anyChanged || before != document.diagnostics
        }
        if pullMode, anyChanged || all, JSON.bool(JSON.path(clientCapabilities, "workspace", "diagnostics", "refreshSupport")) {
            sendRequest("workspace/diagnostic/refresh", params: nil)
        }
    }

    /// The diagnostics its configuration's baseline does not account for (matched on the
    /// buffer's lines, as `viewlint lint` matches on the file's).
    /// `diagnostics` of `document` without those its baseline lists, matched against the lines of
    /// `bytes` (the buffer, or a fix-all pass's text; the buffer when nil).
    func withoutBaselined(_ diagnostics: [Diagnostic], in document: Document, bytes: [UInt8]? = nil) -> [Diagnostic] {
        guard let file = document.baselineFile, !diagnostics.isEmpty else { return diagnostics }
        switch configurations.baseline(file) {
        case .success(let baseline):
            let lines = FlaggedLines(inMemory: [document.path: bytes ?? document.source.bytes])
            return baseline.newDiagnostics(diagnostics, lines: lines, baselineFile: file).new
        case .failure(let error):
            if shownConfigurationErrors.insert(error.description).inserted {
                notify("window/showMessage", params: ["type": 1, "message": "viewlint: \(error.description)"])
            }
            return diagnostics
        }
    }

    func lspDiagnostic(_ diagnostic: Diagnostic, in document: Document) -> JSONObject {
        let mapper = PositionMapper(source: document.source, encoding: encoding)
        var result: JSONObject = [
            "range": mapper.range(diagnostic.span.startByte, diagnostic.span.endByte),
            "severity": diagnostic.severity == .error ? 1 : 2,
            "code": diagnostic.ruleID,
            "source": "viewlint",
            "message": diagnostic.message,
        ]
        if let fix = diagnostic.fix { result["data"] = ["fix": fix.message, "applicability": fix.applicability.rawValue] }
        return result
    }

    // MARK: Pull diagnostics

    func pullDiagnostics(_ params: Any?) throws -> Any {
        guard let uri = JSON.string(JSON.path(params, "textDocument", "uri")) else { throw RequestFailure.invalidParams("textDocument/diagnostic") }
        guard let document = documents[uri] else { return ["kind": "full", "items": [Any]()] as JSONObject }
        lintChangedDocuments()
        refresh(document, isEdited: false)
        return ["kind": "full", "items": document.diagnostics.map { lspDiagnostic($0, in: document) }] as JSONObject
    }

    // MARK: Workspace files

    /// More files changed on disk at once than this (a branch switch, a pull, a generator)
    /// are indexed again in the background, with the whole workspace, rather than parsed one
    /// by one while the editor waits.
    static let largestSynchronousReindex = 16

    func didChangeWatchedFiles(_ params: Any?) throws {
        guard let changes = JSON.array(JSON.path(params, "changes")) else { throw RequestFailure.invalidParams("workspace/didChangeWatchedFiles") }
        var configurationChanged = false
        var changedOnDisk: [String] = []
        var deleted = false
        for change in changes {
            guard let uri = JSON.string(JSON.path(change, "uri")), let path = Self.path(ofURI: uri) else { continue }
            if path.hasSuffix("/.viewlint.yml") {
                configurationChanged = true
            } else if path.hasSuffix(".swift"), !documents.values.contains(where: { $0.path == path }) {
                // Open documents' buffers win over the disk.
                if JSON.int(JSON.path(change, "type")) == 3 {
                    setDiskFacts(nil, for: path)
                    deleted = true
                } else {
                    changedOnDisk.append(path)
                }
            }
        }
        if configurationChanged {
            // The workspace is indexed again, the changed files with it.
            reloadConfiguration()
            return
        }
        if changedOnDisk.count > Self.largestSynchronousReindex, !roots.isEmpty {
            log("\(changedOnDisk.count) Swift files changed on disk: indexing the workspace again")
            startIndexing()
        } else {
            for path in changedOnDisk { reindexFromDisk(path) }
        }
        if deleted || !changedOnDisk.isEmpty { indexChanged() }
    }

    /// Reads every configuration again: new rules for each open document, the workspace
    /// indexed again (its `included`/`excluded` may have changed).
    func reloadConfiguration() {
        log("reloading the configuration")
        configurations.reload()
        shownConfigurationErrors = []
        for document in documents.values.sorted(by: { $0.uri < $1.uri }) { resolveRules(document) }
        cachedIndex = nil
        startIndexing()
        lintChangedDocuments()
        recheckOpenDocuments(all: true)
    }

    /// One file's facts as saved, or none when its configuration does not lint it.
    func reindexFromDisk(_ path: String) {
        let resolved = configurations.resolve(path: path)
        guard let rules = resolved.rules, case .success(let bytes) = SourceLoader().load(path),
              let tree = parser.parse(SourceText(bytes: bytes)) else {
            setDiskFacts(nil, for: path)
            return
        }
        setDiskFacts(FileAnalysis(path: path, tree: tree, rules: rules).facts, for: path)
    }

    /// Replaces one file's disk facts (nil: it has none), newer than any indexing under way.
    func setDiskFacts(_ facts: FileFacts?, for path: String) {
        diskFacts[path] = facts
        if indexer != nil { updatedDuringIndexing.insert(path) }
    }
}
