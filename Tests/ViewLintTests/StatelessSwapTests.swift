import Testing
import ViewLintEngine
import ViewLintRuleKit
import ViewLintRules

/// `inert-modifier-branch` leaves branches that swap views keeping no state, which one view
/// could not animate either, unless the `stateless_swaps` setting asks for them.
@Suite("inert-modifier-branch: stateless swaps")
struct StatelessSwapTests {
    static func isReported(_ body: String, options: [String: RuleOptionValue] = [:]) -> Bool {
        let source = "struct V: View {\n    @State var a = false\n    var body: some View {\n        \(body)\n    }\n}\n"
        let id = InertModifierBranchRule.id
        let report = Linter(rules: RuleSet(enabled: [id], options: [id: RuleOptions(options)])).lint([.text(source, path: "V.swift")])
        return report.diagnostics.contains { $0.ruleID == id }
    }

    @Test("silent by default: new words, symbols or styles of a stateless view", arguments: [
        "if a { Text(\"On\") } else { Text(\"Off\") }",
        "if a { Text(\"A\").bold() } else { Text(\"A\") }",
        "if a { Image(systemName: \"star.fill\") } else { Image(systemName: \"star\") }",
        "if a { Label(\"On\", systemImage: \"a\").foregroundColor(.red) } else { Label(\"Off\", systemImage: \"a\") }",
        "if a { Divider().padding(4) } else { Divider().padding(4).foregroundColor(.red) }",
        "if a { HStack { Text(\"A\"); Image(systemName: \"lock\") } } else { Text(\"A\") }",
    ])
    func silent(_ body: String) {
        #expect(!Self.isReported(body), "\(body)")
        #expect(Self.isReported(body, options: ["stateless_swaps": .bool(true)]), "with the setting: \(body)")
    }

    @Test("reported: a change one view animates, a view that may keep state, or closures", arguments: [
        "if a { Image(systemName: \"chevron.right\").rotationEffect(.degrees(90)) } else { Image(systemName: \"chevron.right\") }",
        "if a { Text(\"A\").opacity(0.5) } else { Text(\"A\") }",
        "if a { Text(\"A\").frame(width: 40) } else { Text(\"A\").frame(width: 80) }",
        "if a { Circle().fill(.red) } else { Circle().fill(.blue) }",
        "if a { Row(title: \"On\") } else { Row(title: \"Off\") }",
        "if a { Text(\"A\").bold().onAppear { } } else { Text(\"A\").onAppear { } }",
        "if a { HStack { Text(\"A\"); Row(title: \"B\") } } else { Text(\"A\") }",
        // Animations that work only within one view, written on both branches.
        "if a { Image(systemName: \"pause\").contentTransition(.symbolEffect(.replace)) } else { Image(systemName: \"play\").contentTransition(.symbolEffect(.replace)) }",
        "if a { Text(\"1\").contentTransition(.numericText()) } else { Text(\"2\").contentTransition(.numericText()) }",
    ])
    func reported(_ body: String) {
        #expect(Self.isReported(body), "\(body)")
    }

    /// `$0` is a closure's element, not a binding: the branches are the same view in two states.
    @Test func shorthandArgumentsAreNoBindings() {
        let body = "ForEach(items) { if a { Row(title: $0.title) } else { Row(title: $0.name) } }"
        let source = "struct Item: Identifiable { let id: Int; let title: String; let name: String }\nstruct V: View {\n    @State var a = false\n    @State var items: [Item] = []\n    var body: some View {\n        \(body)\n    }\n}\n"
        let id = InertModifierBranchRule.id
        let report = Linter(rules: RuleSet(enabled: [id])).lint([.text(source, path: "V.swift")])
        #expect(report.diagnostics.contains { $0.ruleID == id }, "\(report.diagnostics)")
    }
}
