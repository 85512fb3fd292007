import ArgumentParser
import ViewLintEngine
import ViewLintFormatters
import ViewLintRules

struct RulesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "rules", abstract: "List the rules: id, default severity, summary.")

    @Option(help: "Output format: text or json.")
    var format: OutputFormat = .text

    func run() throws {
        let rules = RuleRegistry.rules
        switch format {
        case .text:
            let width = rules.map(\.id.count).max() ?? 0
            for rule in rules {
                let padded = rule.id.padding(toLength: width, withPad: " ", startingAt: 0)
                let severity = rule.type.defaultSeverity.rawValue.padding(toLength: 7, withPad: " ", startingAt: 0)
                print("\(padded)  \(severity)  \(rule.type.summary)")
            }
        case .json:
            print(RuleCatalogJSON.render(rules.map { RuleSummary(id: $0.id, severity: $0.type.defaultSeverity, summary: $0.type.summary) }), terminator: "")
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
