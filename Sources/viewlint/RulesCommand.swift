import ArgumentParser
import ViewLintConfiguration
import ViewLintFormatters
import ViewLintRules

struct RulesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rules",
        abstract: "List the rules: id, severity and whether enabled (under the configuration that applies here), summary.")

    @Option(help: "Output format: text or json.")
    var format: OutputFormat = .text

    @Option(help: "Use this configuration file instead of the nearest .viewlint.yml above the current folder.")
    var config: String?

    func validate() throws {
        guard format == .text || format == .json else { throw ValidationError("rules prints text or json, not \(format.rawValue)") }
    }

    func run() throws {
        let configuration: Configuration
        do {
            configuration = try ConfigurationResolver(rules: RuleRegistry.rules, explicitFile: config).configuration(forFolder: ".")
        } catch {
            Console.error(error.description)
            throw ExitCode(2)
        }
        let rules = RuleCatalogue.summaries(configuration)
        switch format {
        case .json:
            print(RuleCatalogJSON.render(rules), terminator: "")
        case .text, .sarif, .github:
            let width = rules.map(\.id.count).max() ?? 0
            for rule in rules {
                let padded = rule.id.padding(toLength: width, withPad: " ", startingAt: 0)
                let severity = rule.severity.rawValue.padding(toLength: 7, withPad: " ", startingAt: 0)
                let state = (rule.enabled ? "enabled" : rule.enabledByDefault ? "disabled" : "opt-in").padding(toLength: 8, withPad: " ", startingAt: 0)
                print("\(padded)  \(severity)  \(state)  \(rule.summary)")
            }
        }
    }
}

struct ExplainCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "explain", abstract: "Print a rule's documentation with examples.")

    @Argument(help: "The rule id, e.g. any-view.")
    var rule: String

    func run() throws {
        guard let registered = RuleRegistry.rules.first(where: { $0.id == rule }) else {
            let known = RuleRegistry.rules.map(\.id).joined(separator: ", ")
            throw ValidationError("unknown rule '\(rule)'; known rules: \(known)")
        }
        print(registered.documentation, terminator: registered.documentation.hasSuffix("\n") ? "" : "\n")
    }
}
