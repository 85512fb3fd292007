import Foundation
import Testing
import ViewLintConfiguration
import ViewLintEngine
import ViewLintRuleKit
import ViewLintRules

/// `.viewlint.yml` parsing: what is accepted, and the `FILE:LINE: message` of each error.
@Suite("Configuration parsing")
struct ConfigurationParserTests {
    static let parser = ConfigurationParser(rules: RuleRegistry.rules + [OptionsProbeRule.registration, OptInProbeRule.registration])

    private func parse(_ text: String) throws(ConfigurationError) -> Configuration {
        try Self.parser.parse(text, file: ".viewlint.yml", directory: "/project")
    }

    private func error(_ text: String) -> String {
        do {
            _ = try parse(text)
            return "no error"
        } catch {
            return error.description
        }
    }

    @Test func theDocumentedExample() throws {
        let configuration = try parse("""
            disabled_rules: [unused-suppression]
            rules:
              options-probe:
                severity: error
                descriptive_names: [name, title, slug]   # replaces the default list
              any-view:
                severity: error
            excluded: ["Generated/**", "**/*.generated.swift"]
            included: ["Sources/**"]
            """)
        #expect(configuration.disabledRules == ["unused-suppression"])
        #expect(configuration.severities == ["options-probe": .error, "any-view": .error])
        #expect(configuration.options["options-probe"]?.stringList("descriptive_names") == ["name", "title", "slug"])
        #expect(configuration.excluded.map(\.pattern) == ["Generated/**", "**/*.generated.swift"])
        #expect(configuration.lints(absolutePath: "/project/Sources/App/Row.swift"))
        #expect(!configuration.lints(absolutePath: "/project/Sources/App/Row.generated.swift"))
        #expect(!configuration.lints(absolutePath: "/project/Tests/RowTests.swift"), "not included")
        #expect(!configuration.lints(absolutePath: "/project/Generated/Sources/X.swift"))
    }

    /// An opt-in rule runs only when `opt_in_rules` names it, and `disabled_rules` still wins.
    @Test func optInRulesTurnOnRulesThatAreOffByDefault() throws {
        let probe = OptInProbeRule.registration
        #expect(!probe.isEnabledByDefault)
        #expect(!(try parse("")).isEnabled(probe))
        #expect(try parse("opt_in_rules: [opt-in-probe]\n").isEnabled(probe))
        #expect(!(try parse("opt_in_rules: [opt-in-probe]\ndisabled_rules: [opt-in-probe]\n")).isEnabled(probe))
        let rules = RuleRegistry.rules + [probe]
        #expect(!RuleSet(rules).isEnabled("opt-in-probe"), "a default rule set leaves opt-in rules off")
        #expect(RuleSet(rules, enabled: ["opt-in-probe"]).isEnabled("opt-in-probe"))
        #expect(RuleSet(rules).isEnabled("any-view"))
    }

    @Test func emptyFilesAndEmptyKeysMeanDefaults() throws {
        #expect(try parse("").disabledRules.isEmpty)
        #expect(try parse("# only a comment\n").severities.isEmpty)
        #expect(try parse("disabled_rules:\nrules:\n").disabledRules.isEmpty)
    }

    @Test(arguments: [
        ("disable_rules: [any-view]\n", ".viewlint.yml:1: unknown key 'disable_rules'; the keys are disabled_rules, opt_in_rules, rules, excluded, included, baseline"),
        ("rules:\n  any-view:\n    severity: error\n  no-such-rule:\n    severity: error\n",
         ".viewlint.yml:4: unknown rule 'no-such-rule'; the rules are RULES"),
        ("disabled_rules: [any-view, anyview]\n", ".viewlint.yml:1: unknown rule 'anyview'; the rules are RULES"),
        ("disabled_rules: any-view\n", ".viewlint.yml:1: disabled_rules must be a list, e.g. [a, b]"),
        ("rules:\n  any-view:\n    severity: fatal\n", ".viewlint.yml:3: severity of any-view must be warning or error, not 'fatal'"),
        ("rules:\n  any-view:\n    severity: [error]\n", ".viewlint.yml:3: rules: any-view: severity must be a single value"),
        ("rules:\n  any-view:\n    descriptive_names: [a]\n", ".viewlint.yml:3: unknown setting 'descriptive_names' for rule any-view; its settings are severity, fix, storage"),
        ("rules:\n  any-view:\n    storage: maybe\n", ".viewlint.yml:3: storage of any-view must be true or false"),
        ("rules:\n  any-view:\n    fix: \"false\"\n", ".viewlint.yml:3: fix of any-view must be true or false"),
        ("rules:\n  any-view:\n    fixes: false\n", ".viewlint.yml:3: unknown setting 'fixes' for rule any-view; its settings are severity, fix, storage"),
        ("rules:\n  options-probe:\n    descriptive_names: name\n", ".viewlint.yml:3: descriptive_names of options-probe must be a list, e.g. [a, b]"),
        ("rules:\n  options-probe:\n    strict: maybe\n", ".viewlint.yml:3: strict of options-probe must be true or false"),
        ("rules:\n  options-probe:\n    limit: 2.5\n", ".viewlint.yml:3: limit of options-probe must be an integer"),
        ("rules:\n  options-probe:\n    colour: blue\n", ".viewlint.yml:3: unknown setting 'colour' for rule options-probe; its settings are severity, fix, descriptive_names, strict, limit"),
        ("rules: [any-view]\n", ".viewlint.yml:1: rules must be a mapping of keys to values"),
        ("rules:\n  any-view: error\n", ".viewlint.yml:2: rules: any-view must be a mapping of keys to values"),
        ("excluded: [\"Generated/[ab\"]\n", ".viewlint.yml:1: invalid pattern in excluded: 'Generated/[ab': '[' opens a character set that is never closed"),
        ("excluded:\n  - Sources/**\n  - \"a**\"\n", ".viewlint.yml:3: invalid pattern in excluded: 'a**': ** must be a whole path component, as in Generated/** or **/*.swift"),
        ("included: [\"/abs/**\"]\n", ".viewlint.yml:1: invalid pattern in included: '/abs/**' is absolute; patterns are relative to the folder of the configuration file"),
        ("included: [\"\"]\n", ".viewlint.yml:1: invalid pattern in included: an empty pattern matches nothing"),
        ("excluded: [a]\nexcluded: [b]\n", ".viewlint.yml:2: 'excluded' appears twice in the configuration"),
        ("- any-view\n", ".viewlint.yml:1: the configuration must be a mapping of keys to values"),
        ("rules:\n  any-view:\n   severity: error\n  bad indentation: [\n", ".viewlint.yml:5: invalid YAML: did not find expected node content"),
    ])
    func errorsNameFileLineAndCause(_ text: String, _ expected: String) {
        let rules = (RuleRegistry.rules.map(\.id) + [OptionsProbeRule.id, OptInProbeRule.id]).joined(separator: ", ")
        #expect(error(text) == expected.replacingOccurrences(of: "RULES", with: rules))
    }

    /// `fix: false` keeps the rule running but drops its fixes, so `--fix` leaves its findings alone.
    @Test func fixFalseTurnsOffARulesFixes() throws {
        let configuration = try parse("rules:\n  print-changes:\n    fix: false\n  any-view:\n    fix: true\n    severity: error\n")
        #expect(configuration.unfixableRules == ["print-changes"])
        #expect(configuration.severities == ["any-view": .error])
        #expect(configuration.isEnabled("print-changes"))
        let source = "struct V: View {\n    var body: some View {\n        let _ = Self._printChanges()\n        Text(\"\")\n    }\n}\n"
        let fixed = Linter(rules: RuleSet(enabled: ["print-changes"])).lint([.text(source, path: "V.swift")])
        let unfixed = Linter(rules: RuleSet(enabled: ["print-changes"], unfixable: configuration.unfixableRules)).lint([.text(source, path: "V.swift")])
        #expect(fixed.diagnostics.first?.fix != nil)
        #expect(unfixed.diagnostics.count == 1)
        #expect(unfixed.diagnostics.first?.fix == nil)
    }

    @Test func optionsReachTheRule() throws {
        let configuration = try parse("rules:\n  options-probe:\n    descriptive_names: [slug]\n    strict: true\n    limit: 3\n")
        let options = try #require(configuration.options["options-probe"])
        #expect(options.bool("strict") == true)
        #expect(options.int("limit") == 3)
        let rules = RuleSet([OptionsProbeRule.registration], options: configuration.options)
        let rule = try #require(rules.entries.first?.rule as? OptionsProbeRule)
        #expect(rule.names == ["slug"])
        #expect((RuleSet([OptionsProbeRule.registration]).entries.first?.rule as? OptionsProbeRule)?.names == OptionsProbeRule.defaultNames)
    }
}

/// A rule that declares options, as `non-unique-id` does with `descriptive_names`.
struct OptionsProbeRule: Rule {
    static let id = "options-probe"
    static let defaultSeverity = Severity.warning
    static let summary = "Test rule with options."
    static let nodeKinds: [NodeKind] = []
    static let options = [
        RuleOption("descriptive_names", .stringList, summary: "Names that describe rather than identify."),
        RuleOption("strict", .bool, summary: "A flag."),
        RuleOption("limit", .int, summary: "A number."),
    ]
    static let defaultNames = ["name", "title"]
    static let registration = RegisteredRule(type: OptionsProbeRule.self, folder: id, documentation: "")

    let names: [String]

    init() { names = Self.defaultNames }
    init(options: RuleOptions) { names = options.stringList("descriptive_names") ?? Self.defaultNames }

    func visit(_ node: Node, _ context: RuleContext) {}
}

/// A rule that is off unless `opt_in_rules` names it.
struct OptInProbeRule: Rule {
    static let id = "opt-in-probe"
    static let defaultSeverity = Severity.warning
    static let summary = "Test rule that is off by default."
    static let nodeKinds: [NodeKind] = []
    static let isEnabledByDefault = false
    static let registration = RegisteredRule(type: OptInProbeRule.self, folder: id, documentation: "")

    func visit(_ node: Node, _ context: RuleContext) {}
}
