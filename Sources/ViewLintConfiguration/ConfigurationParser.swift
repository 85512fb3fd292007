import ViewLintRuleKit
import ViewLintSources
import Yams

/// Reads `.viewlint.yml` text into a `Configuration`, rejecting anything it does not know:
/// a misspelt key or rule id silently ignored would leave a team believing a rule is off
/// (or on) when it is not.
///
/// ```yaml
/// disabled_rules: [any-view]
/// opt_in_rules: [some-opt-in-rule]
/// rules:
///   non-unique-id:
///     severity: warning
///     fix: false
///     descriptive_names: [name, title, slug]
/// excluded: ["Generated/**"]
/// included: ["Sources/**"]
/// baseline: .viewlint-baseline.json   # relative to this file's folder
/// ```
public struct ConfigurationParser: Sendable {
    public static let topLevelKeys = ["disabled_rules", "opt_in_rules", "rules", "excluded", "included", "baseline"]

    /// The rules that exist, with the options each declares.
    let rules: [String: [RuleOption]]
    let ruleIDs: [String]

    public init(rules: [RegisteredRule]) {
        self.rules = Dictionary(rules.map { ($0.id, $0.type.options) }, uniquingKeysWith: { first, _ in first })
        ruleIDs = rules.map(\.id)
    }

    /// `file` names the source in messages; `directory` anchors the globs.
    public func parse(_ text: String, file: String, directory: String) throws(ConfigurationError) -> Configuration {
        var configuration = Configuration(file: file, directory: directory)
        let reader = YAMLReader(file: file)
        guard let root = try reader.compose(text) else { return configuration }
        for entry in try reader.mapping(root, what: "the configuration") {
            switch entry.key {
            case "disabled_rules":
                for (id, node) in try reader.strings(entry.value, what: "disabled_rules") {
                    configuration.disabledRules.insert(try knownRule(id, node, reader))
                }
            case "opt_in_rules":
                for (id, node) in try reader.strings(entry.value, what: "opt_in_rules") {
                    configuration.optInRules.insert(try knownRule(id, node, reader))
                }
            case "rules":
                for rule in try reader.mapping(entry.value, what: "rules") {
                    try readRule(try knownRule(rule.key, rule.keyNode, reader), rule.value, into: &configuration, reader)
                }
            case "excluded": configuration.excluded = try globs(entry.value, entry.key, reader)
            case "included": configuration.included = try globs(entry.value, entry.key, reader)
            case "baseline":
                let file = try reader.scalar(entry.value, what: "baseline")
                guard !file.isEmpty else { throw reader.error(entry.value, "baseline names a file, relative to this configuration's folder") }
                configuration.baseline = file.hasPrefix("/") ? file : FilePaths.absolute((directory == "/" ? "" : directory) + "/" + file)
            default:
                throw reader.error(entry.keyNode, "unknown key '\(entry.key)'; the keys are \(Self.topLevelKeys.joined(separator: ", "))")
            }
        }
        return configuration
    }

    private func knownRule(_ id: String, _ node: Yams.Node, _ reader: YAMLReader) throws(ConfigurationError) -> String {
        guard rules[id] != nil else {
            throw reader.error(node, "unknown rule '\(id)'; the rules are \(ruleIDs.joined(separator: ", "))")
        }
        return id
    }

    private func readRule(_ id: String, _ node: Yams.Node, into configuration: inout Configuration, _ reader: YAMLReader) throws(ConfigurationError) {
        let declared = rules[id] ?? []
        var values: [String: RuleOptionValue] = [:]
        for entry in try reader.mapping(node, what: "rules: \(id)") {
            let key = entry.key, value = entry.value
            if key == "severity" {
                let text = try reader.scalar(value, what: "rules: \(id): severity")
                guard let severity = Severity(rawValue: text) else {
                    throw reader.error(value, "severity of \(id) must be warning or error, not '\(text)'")
                }
                configuration.severities[id] = severity
            } else if key == "fix" {
                if try !reader.bool(value, what: "fix of \(id)") { configuration.unfixableRules.insert(id) }
            } else if let option = declared.first(where: { $0.name == key }) {
                values[key] = try reader.optionValue(value, option, rule: id)
            } else {
                let known = (["severity", "fix"] + declared.map(\.name)).joined(separator: ", ")
                throw reader.error(entry.keyNode, "unknown setting '\(key)' for rule \(id); its settings are \(known)")
            }
        }
        if !values.isEmpty { configuration.options[id] = RuleOptions(values) }
    }

    private func globs(_ node: Yams.Node, _ key: String, _ reader: YAMLReader) throws(ConfigurationError) -> [Glob] {
        var globs: [Glob] = []
        for (text, element) in try reader.strings(node, what: key) {
            do throws(Glob.SyntaxError) {
                globs.append(try Glob(text))
            } catch {
                throw reader.error(element, "invalid pattern in \(key): \(error.description)")
            }
        }
        return globs
    }
}
