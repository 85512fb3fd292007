import ViewLintConfiguration
import ViewLintDiagnostics
import ViewLintEngine
import ViewLintRules
import ViewLintSources

/// What one `viewlint lint` run will lint: the files found under the paths (or the one read
/// from standard input), each with the rules of the configuration that applies to it, less
/// the files that configuration excludes.
struct LintPlan {
    var inputs: [LintInput] = []
    var unreadable: [SkippedFile] = []
    /// Swift-named pipes, sockets and devices found in folders, skipped unread.
    var specialFiles: [SkippedFile] = []
    /// Files found but left out by `included`/`excluded`.
    var excludedCount = 0
    /// Baseline files named by configurations (`baseline:`), each with the inputs it governs.
    var configuredBaselines: [String: Set<String>] = [:]

    /// `stdin` is the source read from standard input for `--stdin-path`.
    init(paths: [String], stdin: (path: String, bytes: [UInt8])?, configFile: String?) throws(ConfigurationError) {
        let resolver = ConfigurationResolver(rules: RuleRegistry.rules, explicitFile: configFile)
        var candidates: [LintInput]
        if let stdin {
            candidates = [LintInput(path: stdin.path, content: .bytes(stdin.bytes))]
        } else {
            let discovered = SourceDiscovery().discover(paths.isEmpty ? ["."] : paths)
            candidates = discovered.files.map { .file($0.displayPath) }
            unreadable = discovered.unreadablePaths
            specialFiles = discovered.specialFiles
        }
        // One rule set per configuration file, shared by every file it governs.
        var ruleSets: [String: RuleSet] = [:]
        for var input in candidates {
            let configuration = try resolver.configuration(forFile: input.path)
            guard configuration.lints(absolutePath: FilePaths.absolute(input.path)) else {
                excludedCount += 1
                continue
            }
            if let baseline = configuration.baseline { configuredBaselines[baseline, default: []].insert(input.path) }
            if let file = configuration.file {
                if ruleSets[file] == nil { ruleSets[file] = RuleCatalogue.ruleSet(configuration) }
                input.rules = ruleSets[file]
            }
            inputs.append(input)
        }
    }
}
