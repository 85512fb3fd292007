import Dispatch
import Foundation
import ViewLintRuleKit
import ViewLintEngine
import ViewLintFormatters
import ViewLintSources
import ViewLintSyntax
#if canImport(Glibc)
import Glibc
#endif

/// `viewlint lsp`: a Language Server Protocol 3.17 server over stdin/stdout.
///
/// One thread runs the protocol: it reads every message that has arrived, applies document
/// changes (recording each on the document's tree with `ts_tree_edit`), and lints only when
/// no more input is waiting, so a burst of keystrokes is linted once and a single keystroke
/// at once. A background thread indexes the workspace; open buffers replace their files'
/// facts in the project index, and when an edit changes them the other open documents are
/// checked again (after the burst settles) and re-published if their diagnostics changed.
public final class LanguageServer {
    enum State { case uninitialized, running, shutDown }

    let reader: MessageReader
    let writer: MessageWriter
    let parser = SyntaxParser()
    var state = State.uninitialized
    var encoding = PositionEncoding.utf16
    var clientCapabilities: JSONObject = [:]
    /// The client pulls diagnostics (`textDocument/diagnostic`) instead of receiving them.
    var pullMode = false
    var roots: [String] = []
    var documents: [String: Document] = [:]
    let configurations = Configurations()
    /// Facts of workspace files as saved on disk, by absolute path.
    var diskFacts: [String: FileFacts] = [:]
    /// The project index of `diskFacts` with open documents' facts in their place; nil when stale.
    var cachedIndex: ProjectIndex?
    var indexer: WorkspaceIndexer?
    var indexGeneration = 0
    /// Files whose disk facts changed while the background indexer ran: its outcome was read
    /// before, so these keep the newer facts when it is taken in.
    var updatedDuringIndexing: Set<String> = []
    /// When the other open documents must be checked again against a changed index.
    var recheckDeadline: UInt64?
    /// Configuration errors already shown since the last reload.
    var shownConfigurationErrors: Set<String> = []
    var nextOutgoingID = 0
    /// Our request that registers the file watchers, until the client answers it.
    var watcherRegistration: String?
    /// The client confirmed the watchers: a `.viewlint.yml` saved in the editor also arrives
    /// as a watched-file change, so its save alone does not reload.
    var watchesFiles = false
    var exitCode: Int32?
    let settings: Settings

    /// How the server runs: for an editor on stdin/stdout, or a session in memory.
    struct Settings {
        /// The folders indexed instead of the client's workspace folders (nil: the client's).
        var workspaceRoots: [String]?
        /// How long the other open documents wait after an edit to another one (a burst of
        /// keystrokes re-checks them once), in nanoseconds.
        var recheckDelay: UInt64
        var logsToStandardError: Bool
        /// Whether the workspace is indexed on a thread of its own (else at once, in line).
        var indexesInBackground: Bool

        static let editor = Settings(workspaceRoots: nil, recheckDelay: 150_000_000, logsToStandardError: true, indexesInBackground: true)
    }

    public init(input: Int32 = 0, output: Int32 = 1) {
        reader = MessageReader(.descriptor(input))
        writer = MessageWriter(.descriptor(output))
        settings = .editor
    }

    /// An editor session in memory, for the protocol fuzz target and its replay test: `inputChunks`
    /// arrive one at a time, the editor pausing after each (the server does its idle work, such
    /// as linting, in between), and what the server writes collects in `output`. Nothing goes
    /// to stderr, every workspace folder the client names is replaced by `workspace` (an empty
    /// temporary folder, or nil for none), which is indexed at once on the protocol thread, and
    /// other documents are re-checked at the next pause. Documents keep the paths of their
    /// URIs: configuration lookup and watched-file changes read the file system there.
    public init(inputChunks: [[UInt8]], workspace: String?) {
        reader = MessageReader(.memory(inputChunks))
        writer = MessageWriter(.memory)
        settings = Settings(workspaceRoots: workspace.map { [$0] } ?? [], recheckDelay: 0, logsToStandardError: false, indexesInBackground: false)
    }

    /// What an in-memory session wrote: every frame, in order.
    public var output: [UInt8] { writer.written }

    /// Messages the server could not encode, so never sent.
    public var unencodableMessages: Int { writer.unencodable }

    /// Serves until `exit` or the end of input; returns the process's exit code: 0 after
    /// `shutdown`, 1 without.
    public func run() -> Int32 {
        signal(SIGPIPE, SIG_IGN)
        while exitCode == nil {
            var batch: [IncomingMessage] = []
            while let message = reader.next() { batch.append(message) }
            if !batch.isEmpty {
                handle(batch)
                continue
            }
            // Debounce: more input already waiting is read before anything is linted.
            if reader.inputIsWaiting {
                reader.read(timeout: 0)
                continue
            }
            if reader.reachedEnd || writer.failed { break }
            idleWork()
            if reader.inputIsWaiting { continue }
            reader.read(timeout: nextTimeout())
        }
        return exitCode ?? (state == .shutDown ? 0 : 1)
    }

    /// Lints what edits left stale, takes in the background index, re-checks other documents.
    func idleWork() {
        guard state == .running else { return }
        lintChangedDocuments()
        if let indexer, let outcome = indexer.takeFinished() {
            self.indexer = nil
            if indexer.generation == indexGeneration {
                var facts = outcome.facts
                for path in updatedDuringIndexing { facts[path] = diskFacts[path] }
                updatedDuringIndexing = []
                diskFacts = facts
                cachedIndex = nil
                log("indexed \(outcome.fileCount) Swift files in \(Int((outcome.seconds * 1000).rounded())) ms")
                recheckOpenDocuments(all: true)
            }
        }
        if let deadline = recheckDeadline, DispatchTime.now().uptimeNanoseconds >= deadline {
            recheckDeadline = nil
            recheckOpenDocuments(all: false)
        }
    }

    private func nextTimeout() -> Int32 {
        var timeout: Int32 = -1
        if indexer != nil { timeout = 20 }
        if let deadline = recheckDeadline {
            let now = DispatchTime.now().uptimeNanoseconds
            let wait = deadline > now ? Int32((deadline - now) / 1_000_000) + 1 : 0
            timeout = timeout < 0 ? wait : min(timeout, wait)
        }
        return timeout
    }

    // MARK: Messages

    private func handle(_ batch: [IncomingMessage]) {
        // A request cancelled before we reached it is answered as cancelled.
        var cancelled: Set<String> = []
        for case .message(let message) in batch where message["method"] as? String == "$/cancelRequest" {
            if let id = JSON.path(message, "params", "id") { cancelled.insert(Self.key(id)) }
        }
        for message in batch {
            guard exitCode == nil else { return }
            switch message {
            case .malformed(let reason, let code, let id):
                log("ignored \(reason)", type: 1)
                respond(id: id, error: (code, "viewlint: \(reason)"))
            case .message(let object):
                if let id = object["id"], object["method"] != nil, cancelled.contains(Self.key(id)) {
                    respond(id: id, error: (ErrorCode.requestCancelled, "cancelled"))
                    continue
                }
                dispatch(object)
            }
        }
    }

    static func key(_ id: Any) -> String { "\(type(of: id)):\(id)" }

    private func dispatch(_ message: JSONObject) {
        let id = message["id"]
        guard let method = message["method"] as? String else {
            // A response to one of our requests (registerCapability, refresh): only the
            // watchers' registration matters.
            if id != nil, message["result"] != nil || message["error"] != nil {
                if let registration = watcherRegistration, JSON.string(id) == registration {
                    watchesFiles = message["error"] == nil
                    watcherRegistration = nil
                }
                return
            }
            // An id that is not a string or a number cannot be echoed (JSON-RPC answers null).
            respond(id: JSON.requestID(id), error: (ErrorCode.invalidRequest, "viewlint: a message without a method"))
            return
        }
        if id != nil, JSON.requestID(id) == nil {
            respond(id: nil, error: (ErrorCode.invalidRequest, "viewlint: a request id must be a number or a string"))
            return
        }
        let params = message["params"]
        let isRequest = id != nil
        switch (state, method) {
        case (_, "exit"):
            exitCode = state == .shutDown ? 0 : 1
            return
        case (.uninitialized, "initialize"):
            // Sent as a notification, it still initializes, but a notification is never answered.
            let result = initialize(JSON.object(params) ?? [:])
            if isRequest { respond(id: id, result: result) }
            return
        case (.uninitialized, _):
            if isRequest { respond(id: id, error: (ErrorCode.serverNotInitialized, "viewlint: initialize first")) }
            return
        case (.shutDown, _):
            if isRequest { respond(id: id, error: (ErrorCode.invalidRequest, "viewlint: the server is shut down")) }
            return
        case (.running, "initialize"):
            if isRequest { respond(id: id, error: (ErrorCode.invalidRequest, "viewlint: initialize was already received")) }
            return
        default: break
        }
        do {
            if isRequest {
                respond(id: id, result: try request(method, params))
            } else {
                try notification(method, params)
            }
        } catch let failure as RequestFailure {
            if isRequest { respond(id: id, error: (failure.code, failure.message)) } else { log("\(method): \(failure.message)", type: 1) }
        } catch {
            if isRequest { respond(id: id, error: (ErrorCode.internalError, "\(error)")) }
        }
    }

    struct RequestFailure: Error {
        var code: Int
        var message: String
        static func invalidParams(_ method: String) -> RequestFailure {
            RequestFailure(code: ErrorCode.invalidParams, message: "viewlint: invalid params for \(method)")
        }
    }

    private func request(_ method: String, _ params: Any?) throws -> Any {
        switch method {
        case "shutdown":
            state = .shutDown
            indexer = nil
            return NSNull()
        case "textDocument/diagnostic": return try pullDiagnostics(params)
        case "textDocument/codeAction": return try codeActions(params)
        case "textDocument/hover": return try hover(params)
        default:
            throw RequestFailure(code: ErrorCode.methodNotFound, message: "viewlint: unknown method \(method)")
        }
    }

    private func notification(_ method: String, _ params: Any?) throws {
        switch method {
        case "initialized": initialized()
        case "textDocument/didOpen": try didOpen(params)
        case "textDocument/didChange": try didChange(params)
        case "textDocument/didClose": try didClose(params)
        case "textDocument/didSave":
            // For clients without file watchers: a configuration saved in the editor.
            if !watchesFiles, JSON.string(JSON.path(params, "textDocument", "uri"))?.hasSuffix("/" + ".viewlint.yml") == true { reloadConfiguration() }
        case "workspace/didChangeWatchedFiles": try didChangeWatchedFiles(params)
        default: break // $/setTrace, $/cancelRequest after the fact, didChangeConfiguration…
        }
    }

    // MARK: Lifecycle

    private func initialize(_ params: JSONObject) -> JSONObject {
        clientCapabilities = JSON.object(params["capabilities"]) ?? [:]
        encoding = PositionEncoding.negotiate(JSON.array(JSON.path(clientCapabilities, "general", "positionEncodings"))?.compactMap { $0 as? String })
        pullMode = JSON.object(JSON.path(clientCapabilities, "textDocument", "diagnostic")) != nil
        if let folders = JSON.array(params["workspaceFolders"]) {
            roots = folders.compactMap { Self.path(ofURI: JSON.string(JSON.path($0, "uri")) ?? "") }
        }
        if roots.isEmpty, let root = JSON.string(params["rootUri"]).flatMap(Self.path(ofURI:)) ?? JSON.string(params["rootPath"]) {
            roots = [FilePaths.absolute(root)]
        }
        if let replaced = settings.workspaceRoots { roots = replaced }
        state = .running
        var capabilities: JSONObject = [
            "positionEncoding": encoding.rawValue,
            "textDocumentSync": ["openClose": true, "change": 2, "save": ["includeText": false]] as JSONObject,
            "codeActionProvider": ["codeActionKinds": ["quickfix", Self.fixAllKind]] as JSONObject,
            "hoverProvider": true,
        ]
        if pullMode {
            capabilities["diagnosticProvider"] = ["identifier": "viewlint", "interFileDependencies": true, "workspaceDiagnostics": false] as JSONObject
        }
        return ["capabilities": capabilities, "serverInfo": ["name": ToolInfo.name, "version": ToolInfo.version] as JSONObject]
    }

    private func initialized() {
        if JSON.bool(JSON.path(clientCapabilities, "workspace", "didChangeWatchedFiles", "dynamicRegistration")) {
            let watchers: [JSONObject] = [["globPattern": "**/*.swift"], ["globPattern": "**/" + ".viewlint.yml"]]
            watcherRegistration = sendRequest("client/registerCapability", params: ["registrations": [[
                "id": "viewlint-watched-files", "method": "workspace/didChangeWatchedFiles",
                "registerOptions": ["watchers": watchers] as JSONObject,
            ] as JSONObject]])
        }
        startIndexing()
    }

    func startIndexing() {
        indexGeneration += 1
        updatedDuringIndexing = []
        indexer = roots.isEmpty ? nil : WorkspaceIndexer(generation: indexGeneration, roots: roots, inBackground: settings.indexesInBackground)
    }

    // MARK: Output

    func respond(id: Any?, result: Any) {
        send(["id": id ?? NSNull(), "result": result])
    }

    func respond(id: Any?, error: (code: Int, message: String)) {
        send(["id": id ?? NSNull(), "error": ["code": error.code, "message": error.message] as JSONObject])
    }

    func notify(_ method: String, params: JSONObject) {
        send(["method": method, "params": params])
    }

    /// Returns the request's id, which the client's response carries.
    @discardableResult
    func sendRequest(_ method: String, params: JSONObject?) -> String {
        nextOutgoingID += 1
        let id = "viewlint-\(nextOutgoingID)"
        var message: JSONObject = ["id": id, "method": method]
        if let params { message["params"] = params }
        send(message)
        return id
    }

    private func send(_ message: JSONObject) {
        if !writer.send(message), settings.logsToStandardError {
            Log.stderr("viewlint lsp: could not encode a message for \(message["method"] ?? message["id"] ?? "?")")
        }
    }

    /// To stderr and, once initialized, to the client's log (`type`: 1 error … 4 log).
    func log(_ message: String, type: Int = 3) {
        if settings.logsToStandardError { Log.stderr("viewlint lsp: \(message)") }
        if state != .uninitialized { notify("window/logMessage", params: ["type": type, "message": "viewlint: \(message)"]) }
    }

    static func path(ofURI uri: String) -> String? {
        guard uri.hasPrefix("file:"), let url = URL(string: uri), url.isFileURL else { return nil }
        return FilePaths.absolute(url.path)
    }
}
