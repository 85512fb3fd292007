import ViewLintRuleKit
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

    /// Forgets every parsed file (not the last good ones): the next `resolve` reads them again.
    func reload() {
        resolver = ConfigurationResolver(rules: RuleRegistry.rules)
        ruleSets = [:]
    }
}
