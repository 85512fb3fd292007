import Foundation
import ViewLintRuleKit
import ViewLintConfiguration
import ViewLintEngine
import ViewLintRules
import ViewLintSources

/// Indexes the workspace's Swift files on a background thread: the files `viewlint lint`
/// would lint in each folder (skipped folders, `included`/`excluded`), each parsed once for
/// its index facts. The server polls `finished` from its loop.
final class WorkspaceIndexer: @unchecked Sendable {
    struct Outcome {
        var facts: [String: FileFacts]
        var fileCount: Int
        var seconds: Double
    }

    let generation: Int
    private let lock = NSLock()
    private var outcome: Outcome?

    /// `inBackground` false: indexes at once, on the caller's thread (an in-memory session).
    init(generation: Int, roots: [String], inBackground: Bool = true) {
        self.generation = generation
        guard inBackground else {
            outcome = Self.index(roots)
            return
        }
        let thread = Thread { [self] in
            let result = Self.index(roots)
            lock.withLock { outcome = result }
        }
        thread.stackSize = 8 << 20
        thread.start()
    }

    /// The result once indexing has finished (taken once).
    func takeFinished() -> Outcome? {
        lock.withLock {
            defer { outcome = nil }
            return outcome
        }
    }

    private static func index(_ roots: [String]) -> Outcome {
        let started = DispatchTime.now().uptimeNanoseconds
        let inputs = lintInputs(roots)
        // One worker: the other core stays free for the editor's requests.
        let analyses = Linter(workers: 1).analyze(inputs)
        var facts: [String: FileFacts] = [:]
        for case .success(let analysis) in analyses { facts[analysis.path] = analysis.facts }
        return Outcome(facts: facts, fileCount: facts.count, seconds: Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9)
    }

    /// The files of `roots` that their configurations lint, with their rules (rules publish
    /// names into the facts). A broken configuration indexes its files with the defaults.
    static func lintInputs(_ roots: [String]) -> [LintInput] {
        guard !roots.isEmpty else { return [] }
        let resolver = ConfigurationResolver(rules: RuleRegistry.rules)
        var ruleSets: [String: RuleSet] = [:]
        var inputs: [LintInput] = []
        var seen: Set<String> = []
        for file in SourceDiscovery().discover(roots).files {
            let path = FilePaths.absolute(file.displayPath)
            guard seen.insert(path).inserted else { continue }
            let configuration = (try? resolver.configuration(forFile: path)) ?? Configuration(directory: FilePaths.parent(path))
            guard configuration.lints(absolutePath: path) else { continue }
            let key = configuration.file ?? ""
            let rules = ruleSets[key] ?? configuration.ruleSet(RuleRegistry.rules)
            ruleSets[key] = rules
            inputs.append(LintInput(path: path, content: .file, rules: rules))
        }
        return inputs
    }
}
