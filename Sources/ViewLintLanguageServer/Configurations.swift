import ViewLintRuleKit
import ViewLintBaseline
import ViewLintConfiguration
import ViewLintEngine
import ViewLintRules
import ViewLintSources

/// The configuration of each document: the nearest `.viewlint.yml`, as `viewlint lint` finds
/// it, reloaded when a configuration file changes. A broken file is reported and the last
/// configuration that worked for that folder stays in force.
final class Configurations {
    private var resolver = ConfigurationResolver(rules: RuleRegistry.rules)
    /// Folder → the last configuration that loaded for files in it.
    private var lastGood: [String: Configuration] = [:]
    /// Configuration file (or "" for the defaults) → its rules, built once per reload.
    private var ruleSets: [String: RuleSet] = [:]
    /// Baseline files named by configurations, read once per reload (the error when unreadable).
    private var baselines: [String: Result<Baseline, Baseline.FileError>] = [:]

    struct Resolved {
        var configuration: Configuration
        /// Nil when its configuration excludes the file (`included`/`excluded`).
        var rules: RuleSet?
        var error: ConfigurationError?
    }

    func resolve(path: String) -> Resolved {
        let folder = FilePaths.parent(path)
        var error: ConfigurationError?
        let configuration: Configuration
        do {
            configuration = try resolver.configuration(forFolder: folder)
            lastGood[folder] = configuration
        } catch let failure {
            error = failure
            configuration = lastGood[folder] ?? Configuration(directory: folder)
        }
        guard configuration.lints(absolutePath: path) else { return Resolved(configuration: configuration, rules: nil, error: error) }
        let key = configuration.file ?? ""
        let rules = ruleSets[key] ?? configuration.ruleSet(RuleRegistry.rules)
        ruleSets[key] = rules
        return Resolved(configuration: configuration, rules: rules, error: error)
    }

    /// The baseline a configuration names, read once per reload.
    func baseline(_ file: String) -> Result<Baseline, Baseline.FileError> {
        if let cached = baselines[file] { return cached }
        let loaded = Result { () throws(Baseline.FileError) in try Baseline.read(from: file) }
        baselines[file] = loaded
        return loaded
    }

    /// Forgets every parsed file (not the last good ones): the next `resolve` reads them again.
    func reload() {
        resolver = ConfigurationResolver(rules: RuleRegistry.rules)
        ruleSets = [:]
        baselines = [:]
    }
}
