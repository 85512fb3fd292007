import Testing
import ViewLintEngine
import ViewLintRuleKit

/// What a message advises depends on how the branches differ; each kind of advice is pinned
/// here (the rule examples check where diagnostics are, not what they say).
@Suite("Messages")
struct MessageTests {
    static func message(_ body: String, rule: String, options: [String: RuleOptionValue] = [:]) throws -> String {
        // The condition is state, so that it changes while the view is shown.
        try message(source: "enum M { case a, b, c }\nstruct V: View {\n    @State var a = false\n    @State var m = M.a\n    var body: some View {\n        \(body)\n    }\n}\n", rule: rule, options: options)
    }

    /// The advice is the same for swaps of stateless views, reported with this setting.
    static let statelessSwaps: [String: RuleOptionValue] = ["stateless_swaps": .bool(true)]

    static func message(source: String, rule: String, options: [String: RuleOptionValue] = [:]) throws -> String {
        let report = Linter(rules: RuleSet(enabled: [rule], options: [rule: RuleOptions(options)])).lint([.text(source, path: "V.swift")])
        return try #require(report.diagnostics.first?.message, "no \(rule) diagnostic for \(source)")
    }

    @Test("inert-modifier-branch advice", arguments: [
        ("if a { Text(\"A\").blur(radius: 4) } else { Text(\"A\") }", "`Text(\"A\").blur(radius: a ? 4 : 0)`"),
        ("if a { Label(\"On\", systemImage: \"a\") } else { Label(\"Off\", systemImage: \"b\") }", "`Label(a ? \"On\" : \"Off\", systemImage: a ? \"a\" : \"b\")`"),
        ("if a { poster(1.5, rounded: true) } else { poster(2, rounded: false) }", "the same `poster(…)` view, but SwiftUI makes"),
        ("if a { poster(1.5, rounded: true) } else { poster(2, rounded: false) }", "`poster(a ? 1.5 : 2, rounded: a)`"),
        ("if a { Text(\"A\") } else { Text(\"A\") }", "The branches are identical: drop the condition."),
        // Modifiers applied in one branch: their inert value, or the condition in their closure.
        ("if a { Row().overlay(Badge()) } else { Row() }", "`Row().overlay { if a { Badge() } }`"),
        ("if !a { Row() } else { Row().background(alignment: .top) { Badge() } }", "`Row().background(alignment: .top) { if a { Badge() } }`"),
        ("if a { Row().gesture(TapGesture()) } else { Row() }", "`Row().gesture(TapGesture(), including: a ? .all : .subviews)`"),
        ("if a { Row().transition(.slide) } else { Row() }", "`Row().transition(a ? .slide : .opacity)`"),
        ("if a { Image(systemName: \"a\").symbolVariant(.fill) } else { Image(systemName: \"a\") }", ".symbolVariant(a ? .fill : .none)"),
        ("if a { Row().contentTransition(.numericText()) } else { Row() }", ".contentTransition(a ? .numericText() : .identity)"),
        ("if a { Row().blendMode(.plusLighter) } else { Row() }", ".blendMode(a ? .plusLighter : .normal)"),
        ("if a { Text(\"A\").bold().italic() } else { Text(\"A\") }", "`Text(\"A\").bold(a).italic(a)`"),
        ("if a { Text(\"A\").bold() } else { Text(\"A\") }", "(`bold(_:)` with a Bool needs iOS 16 or macOS 13.)"),
        ("if a { Row().foregroundColor(.red) } else { Row() }", "`Row().foregroundColor(a ? .red : nil)`"),
        ("if a { Row().frame(width: 20) } else { Row().frame(width: 20, height: 30) }", "`Row().frame(width: 20, height: a ? nil : 30)`"),
        ("if a { Row() } else { Row().padding(.top, 8) }", "`Row().padding(.top, a ? 0 : 8)`"),
        // Values that a plain ternary cannot join.
        ("if a { Row().foregroundStyle(.red) } else { Row().foregroundStyle(.secondary) }", "`Row().foregroundStyle(a ? AnyShapeStyle(.red) : AnyShapeStyle(.secondary))`. `AnyShapeStyle` joins"),
        ("if a { Row().foregroundStyle(.red) } else { Row().foregroundStyle(.blue) }", "`Row().foregroundStyle(a ? .red : .blue)`"),
        ("if a { Text(name) } else { Text(\"None\") }", "`(a ? Text(name) : Text(\"None\"))`. The ternary chooses between two `Text` values"),
        ("if a { Text(time) } else { Text(\"\\(Image(systemName: \"lock\")) \\(time)\") }",
         "`(a ? Text(time) : Text(\"\\(Image(systemName: \"lock\")) \\(time)\"))`"),
        ("if a { Text(\"On\") } else { Text(\"Off \\(count)\") }", "`Text(a ? \"On\" : \"Off \\(count)\")`"),
        // A rewrite over several lines: the changed initializer whole, then each modifier.
        ("if a {\n Label(\"On\", systemImage: \"bolt\")\n .blur(radius: 2)\n } else {\n Label(\"Off\", systemImage: \"bolt\")\n }",
         "`Label(a ? \"On\" : \"Off\", systemImage: \"bolt\")`, `.blur(radius: a ? 2 : 0)`"),
        // Several cases: the values to choose, not a ternary rewrite.
        ("switch m { case .a: Text(\"A\").opacity(0.5)\n case .b: Text(\"B\") }", "Write one `Text` and choose its values per case"),
        ("switch m { case .a: Text(\"A\").opacity(0.5)\n case .b: Text(\"B\") }", "`.opacity(condition ? 0.5 : 1)`"),
        // Three or more cases: no ternary shows the choice.
        ("switch m { case .a: Text(\"A\")\n case .b: Text(\"B\")\n case .c: Text(\"C\") }",
         "Write one `Text` whose differing values come from a computed property with a `switch` over the same cases, returning one value per case;"),
        ("if m == .a { Text(\"A\") } else if m == .b { Text(\"B\") } else { Text(\"C\") }",
         "a computed property with the same `if`/`else if` chain, returning one value per case;"),
    ])
    func inertModifierBranch(_ body: String, _ advice: String) throws {
        let message = try Self.message(body, rule: "inert-modifier-branch", options: Self.statelessSwaps)
        #expect(message.contains("separate view with its own identity and state"))
        #expect(message.contains(advice), "\(message)")
    }

    @Test("inert-modifier-branch: a view wrapped in a container in one branch keeps the container's other views where they are", arguments: [
        ("if a { HStack { Text(\"A\"); Badge() } } else { Text(\"A\") }", "`HStack { Text(\"A\"); if a { … } }`"),
        ("if a { Text(\"A\") } else { VStack { Spacer(); Text(\"A\"); Spacer() } }", "`VStack { if !a { … }; Text(\"A\"); if !a { … } }`"),
    ])
    func inertWrapping(_ body: String, _ advice: String) throws {
        let message = try Self.message(body, rule: "inert-modifier-branch", options: Self.statelessSwaps)
        #expect(message.contains("wraps the same `Text` view"))
        #expect(message.contains(advice), "\(message)")
    }

    @Test("Identifiable getters: decoded types keep the identifier that comes with the data", arguments: [
        ("unstable-id", "var id: UUID { UUID() }"),
    ])
    func identifierAdvice(_ rule: String, _ getter: String) throws {
        // The rule reports only an identity SwiftUI reads: a ForEach keyed by `id`.
        let list = "struct Tags: View {\n    var tags: [Tag]\n    var body: some View { ForEach(tags) { _ in Text(\"t\") } }\n}\n"
        let local = try Self.message(source: "struct Tag: Identifiable {\n    \(getter)\n    var name: String\n}\n" + list, rule: rule)
        #expect(local.contains("`let id = UUID()`"), "\(local)")
        #expect(local.contains("in the ForEach at V.swift:7"), "\(local)")
        let decoded = try Self.message(source: "struct Tag: Identifiable, Codable {\n    \(getter)\n    var name: String\n}\n" + list, rule: rule)
        #expect(decoded.contains("an identifier that comes with the data"), "\(decoded)")
        #expect(!decoded.contains("`let id = UUID()`"))
        // `id` added by an extension of a type declared elsewhere (another module).
        let extended = try Self.message(source: "extension Tag: Identifiable {\n    \(getter)\n}\n" + list, rule: rule)
        #expect(extended.contains("An extension cannot store an identifier"), "\(extended)")
        // An enum cannot store one: its raw value or the case itself is the identity.
        let raw = try Self.message(source: "enum Tag: String { case a, b }\nextension Tag: Identifiable {\n    \(getter)\n}\n" + list, rule: rule)
        #expect(raw.contains("`var id: String { rawValue }`") && !raw.contains("`let id = UUID()`"), "\(raw)")
        let plain = try Self.message(source: "enum Tag { case a, b }\nextension Tag: Identifiable {\n    \(getter)\n}\n" + list, rule: rule)
        #expect(plain.contains("`var id: Self { self }`") && !plain.contains("`let id = UUID()`"), "\(plain)")
        // Nothing reads the identity: nothing to report.
        let unused = Linter(rules: RuleSet(enabled: [rule])).lint([.text("struct Tag: Identifiable {\n    \(getter)\n}\n", path: "V.swift")])
        #expect(unused.diagnostics.isEmpty)
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

    /// The advice names what the transform applies: the one-view form, the inert values, or
    /// that viewlint knows none for a modifier.
    @Test("conditional-modifier advice by what the transform applies", arguments: [
        ("Text(\"x\").when(a) { $0.opacity(0.5) }", "Apply the modifier always, with a value that has no effect when off: `.opacity(a ? 0.5 : 1)`."),
        ("Text(\"x\").when(a) { $0.padding().opacity(0.5) }", "Apply `.padding` and `.opacity` always, each with a value that has no effect when the condition is off (`padding(0)`, `opacity(1)`)."),
        ("Text(\"x\").when(a) { $0.searchable(text: .constant(\"\")) }", "viewlint knows no value that turns `.searchable` off: if it has one, apply it always"),
        ("Text(\"x\").when(a) { $0.help(\"a\").shimmer() }", "viewlint knows no value that turns `.help` and `.shimmer` off: if they have one, apply them always"),
        ("Text(\"x\").when(a) { view in\n    let padded = view.padding()\n    return padded }", "Apply the modifier unconditionally with an inert value when off, e.g."),
    ])
    func conditionalModifierAdvice(_ call: String, _ advice: String) throws {
        let source = """
        extension View {
            @ViewBuilder func when<C: View>(_ c: Bool, _ t: (Self) -> C) -> some View { if c { t(self) } else { self } }
        }
        struct V: View {
            @Binding var a: Bool
            var body: some View { \(call) }
        }
        """
        let report = Linter(rules: RuleSet(enabled: ["conditional-modifier"])).lint([.text(source, path: "V.swift")])
        // The call's message, not the helper's definition (line 2).
        let message = try #require(report.diagnostics.first { $0.span.line > 3 }?.message, "\(report.diagnostics)")
        #expect(message.contains(advice), "\(message)")
    }

    @Test("conditional-modifier: a call passing two transforms is described as choosing between them")
    func conditionalModifierTwoTransforms() {
        let source = """
        extension View {
            @ViewBuilder func when<C: View>(_ c: Bool, _ t: (Self) -> C) -> some View { if c { t(self) } else { self } }
        }
        struct V: View {
            @Binding var a: Bool
            var body: some View {
                Text("x").when(a) { $0.bold() }
                Text("y").when(a, { $0.bold() }, otherwise: { $0.italic() })
            }
        }
        """
        let report = Linter(rules: RuleSet(enabled: ["conditional-modifier"])).lint([.text(source, path: "V.swift")])
        let byLine = Dictionary(report.diagnostics.map { ($0.span.line, $0.message) }, uniquingKeysWith: { first, _ in first })
        #expect(byLine[7]?.contains("applies its modifiers only when the condition holds") == true, "\(byLine)")
        #expect(byLine[8]?.contains("applies one of two sets of modifiers") == true, "\(byLine)")
    }
}
