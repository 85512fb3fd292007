import Testing
import ViewLintEngine

/// What a message advises depends on how the branches differ; each kind of advice is pinned
/// here (the rule examples check where diagnostics are, not what they say).
@Suite("Messages")
struct MessageTests {
    static func message(_ body: String, rule: String) throws -> String {
        try message(source: "struct V: View {\n    var body: some View {\n        \(body)\n    }\n}\n", rule: rule)
    }

    static func message(source: String, rule: String) throws -> String {
        let report = Linter(rules: RuleSet(enabled: [rule])).lint([.text(source, path: "V.swift")])
        return try #require(report.diagnostics.first?.message, "no \(rule) diagnostic for \(source)")
    }

    @Test("inert-modifier-branch advice", arguments: [
        ("if a { Text(\"A\").blur(radius: 4) } else { Text(\"A\") }", "`Text(\"A\").blur(radius: a ? 4 : 0)`"),
        ("if a { Row().onAppear { start() } } else { Row() }", "test the condition inside its closure (`.onAppear { if condition { … } }`)"),
        ("if a { Row().nightStyle() } else { Row() }", "pass the condition into the modifier (e.g. `.nightStyle(isActive: condition)`)"),
        ("if a { Row().tint(.red) } else { Row() }", "give it a neutral argument when off"),
        ("if a { Label(\"On\", systemImage: \"a\") } else { Label(\"Off\", systemImage: \"b\") }", "move the condition into the initializer's arguments"),
        ("if a { poster(1.5, rounded: true) } else { poster(2, rounded: false) }", "the same `poster(…)` view, but SwiftUI makes"),
        ("if a { poster(1.5, rounded: true) } else { poster(2, rounded: false) }", "move the condition into the arguments of `poster(…)`"),
        ("if a { Text(\"A\") } else { Text(\"A\") }", "The branches are identical: drop the condition."),
    ])
    func inertModifierBranch(_ body: String, _ advice: String) throws {
        let message = try Self.message(body, rule: "inert-modifier-branch")
        #expect(message.contains("separate view with its own identity and state"))
        #expect(message.contains(advice), "\(message)")
    }

    @Test("Identifiable getters: decoded types keep the identifier that comes with the data", arguments: [
        ("unstable-id", "var id: UUID { UUID() }"),
    ])
    func identifierAdvice(_ rule: String, _ getter: String) throws {
        let local = try Self.message(source: "struct Tag: Identifiable {\n    \(getter)\n    var name: String\n}\n", rule: rule)
        #expect(local.contains("`let id = UUID()`"), "\(local)")
        let decoded = try Self.message(source: "struct Tag: Identifiable, Codable {\n    \(getter)\n    var name: String\n}\n", rule: rule)
        #expect(decoded.contains("an identifier that comes with the data"), "\(decoded)")
        #expect(!decoded.contains("`let id = UUID()`"))
        // `id` added by an extension of a type declared elsewhere (another module).
        let extended = try Self.message(source: "extension Tag: Identifiable {\n    \(getter)\n}\n", rule: rule)
        #expect(extended.contains("An extension cannot store an identifier"), "\(extended)")
    }

    /// `non-unique-id` names a property only when the type itself stores it; otherwise it says
    /// what to check and never proposes minting a `UUID()`.
    @Test("non-unique-id advice: the type's own identifier, or what to check")
    func nonUniqueIDAdvice() throws {
        let list = "struct Tags: View {\n    var tags: [Tag]\n    var body: some View { ForEach(tags) { Text($0.name) } }\n}\n"
        let stored = try Self.message(source: "struct Tag: Identifiable, Codable {\n    let uuid: String\n    var name: String\n    var id: String { name }\n}\n" + list, rule: "non-unique-id")
        #expect(stored.contains("Return the unique `uuid` instead."), "\(stored)")
        #expect(stored.contains("in the ForEach at V.swift:8"), "\(stored)")
        let typed = try Self.message(source: """
            struct Tag: Identifiable, Codable {
                var name: String
                var id: String { name }
            }
            struct Editor: View {
                @Binding var tag: Tag
                var body: some View { TextField("Name", text: $tag.name) }
            }

            """ + list, rule: "non-unique-id")
        #expect(typed.contains("the user types it in the text input at V.swift:7"), "\(typed)")
        #expect(typed.contains("If two Tag values can have one name"), "\(typed)")
        for message in [stored, typed] { #expect(!message.contains("UUID()"), "\(message)") }
        // A property that another type of the same name has is never named.
        let report = Linter(rules: RuleSet(enabled: ["non-unique-id"])).lint([
            .text("struct Tag: Identifiable {\n    var name: String\n    var id: String { name }\n}\n" + list, path: "App/V.swift"),
            .text("struct Tag { let tagID: String; var name: String }", path: "Server/Models/Tag.swift"),
        ])
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics.map(\.message))")
    }
}
