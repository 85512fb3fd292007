import Foundation
import Testing
import ViewLintEngine
import ViewLintRuleKit
import ViewLintSyntax

/// Index facts behind the identity rules, and their robustness on pathological input.
@Suite("Identity index facts")
struct IdentityIndexTests {
    /// Lints in-memory files with the identity rules and returns "file:line rule" strings.
    static func lint(_ files: [(String, String)], rules: Set<String> = ["unstable-id", "non-unique-id", "non-constant-range"]) -> [String] {
        let report = Linter(rules: RuleSet(enabled: rules)).lint(files.map { LintInput.text($0.1, path: $0.0) })
        return report.diagnostics.map { "\($0.path):\($0.span.line) \($0.ruleID)" }
    }

    static func facts(_ files: [(String, String)]) -> ProjectIndex {
        IndexTests.index(files)
    }

    @Test("identity node kinds and fields exist in the pinned grammar")
    func kindsAreKnown() {
        let kinds: [NodeKind] = [
            .lambdaFunctionType, .lambdaFunctionTypeParameters, .controlTransferStatement, .valueBindingPattern,
            .booleanLiteral, .realLiteral, .hexLiteral, .lineStrText, .interpolatedExpression, .tupleExpression,
            .nilCoalescingExpression, .additiveExpression, .multiplicativeExpression, .computedSetter, .propertyModifier,
        ]
        for kind in kinds { #expect(kind.isKnownToGrammar, "\(kind)") }
        for field in [FieldName.result, .operation, .ifTrue, .ifFalse, .ifNil, .interpolation, .constructedType] {
            #expect(field.id != UInt16.max)
        }
    }

    @Test("element types of view properties, store properties and parameters")
    func elementTypes() {
        let view = """
        struct Screen: View {
            var pets: [Pet]
            let items: IdentifiedArrayOf<Item>
            @State private var rows: [Row] = []
            @Binding var tags: [Tag]
            @StateObject private var store = Store()
            var body: some View {
                ForEach(pets, id: \\.name) { _ in }
                ForEach(items) { _ in }
                List(self.rows) { _ in }
                ForEach($tags) { _ in }
                ForEach(store.toys.sorted()) { _ in }
                ForEach(Array(pets.enumerated()), id: \\.element.id) { _ in }
            }
            func section(_ treats: Set<Treat>) -> some View { ForEach(Array(treats)) { _ in } }
        }
        """
        let store = "final class Store: ObservableObject { @Published var toys = [Toy]() }"
        let index = Self.facts([("Screen.swift", view), ("Store.swift", store)])
        for (type, line) in [("Pet", 8), ("Item", 9), ("Row", 10), ("Tag", 11), ("Toy", 12), ("Treat", 15)] {
            #expect(index.iterations(overElementType: type).map(\.site.span.line).contains(line), "\(type)")
        }
        #expect(index.iterations(overElementType: "Pet").count == 2)
        let keyPath = index.iterations(overElementType: "Pet").first?.idKeyPath
        #expect(keyPath?.components == ["name"])
    }

    @Test("unknown element types are not guessed")
    func unresolved() {
        let view = """
        struct Screen<Model: Identifiable>: View {
            var models: [Model]
            var body: some View {
                ForEach(external.pets, id: \\.name) { _ in }
                ForEach(models, id: \\.title) { _ in }
            }
        }
        """
        let index = Self.facts([("Screen.swift", view)])
        #expect(index.iterations(overElementType: "Pet").isEmpty)
        // Fallback policy: a key path over a type the index cannot resolve has no evidence
        // that two elements share the key, so nothing is reported.
        let report = Linter(rules: RuleSet(enabled: ["non-unique-id"])).lint([.text(view, path: "Screen.swift")])
        #expect(report.diagnostics.isEmpty)
    }

    @Test("conformance through extensions in other files and refining protocols")
    func conformances() {
        let index = Self.facts([
            ("A.swift", "struct Pet {}\nprotocol Model: Swift.Identifiable {}\nclass Base: Model {}"),
            ("B.swift", "extension Pet: Hashable, Identifiable {}\nfinal class Dog: Base {}\nstruct Rock: Hashable {}"),
        ])
        #expect(index.conforms("Pet", to: "Identifiable"))
        #expect(index.conforms("Dog", to: "Identifiable"))
        #expect(!index.conforms("Rock", to: "Identifiable"))
        #expect(!index.conforms("Unknown", to: "Identifiable"))
    }

    @Test("a fresh id without an Identifiable conformance anywhere is not reported")
    func noConformanceNoDiagnostic() {
        let model = "struct Token { var id: UUID { UUID() } }"
        #expect(Self.lint([("Token.swift", model)]).isEmpty)
        let list = "struct Tokens: View { var tokens: [Token]\n var body: some View { List(tokens) { _ in Text(\"t\") } } }"
        #expect(Self.lint([("Token.swift", model), ("Tokens.swift", list)]).isEmpty)
        #expect(Self.lint([("Token.swift", model), ("Token+Id.swift", "extension Token: Identifiable {}"), ("Tokens.swift", list)]) == ["Token.swift:1 unstable-id"])
    }

    @Test("10,000-deep nesting does not crash and still finds the innermost loop")
    func deepNesting() {
        let depth = 10_000
        var source = "struct Deep: View {\n    @State var xs: [String]\n    var body: some View {\n"
        source += String(repeating: "VStack {\n", count: depth)
        source += "ForEach(Array(xs.enumerated()), id: \\.element) { i, x in TextField(\"\", text: $xs[i]).id(i) }.onDelete { xs.remove(atOffsets: $0) }\n"
        source += String(repeating: "}\n", count: depth)
        source += "    }\n}\n"
        let found = Self.lint([("Deep.swift", source)], rules: ["unstable-id"])
        // The `.id(i)` climbs 10,000 levels to find the loop that binds `i`.
        #expect(found == ["Deep.swift:\(depth + 4) unstable-id"])
    }

    @Test("long modifier chains and nested expressions stay linear enough")
    func longChains() {
        let chain = "let v = Text(\"a\")" + String(repeating: ".id(1)", count: 3_000) + "\n"
        let coalescing = "struct W: View { var body: some View { Text(\"b\").id(" + String(repeating: "a ?? (", count: 2_000) + "UUID()" + String(repeating: ")", count: 2_000) + ") } }\n"
        let started = Date()
        let found = Self.lint([("Chain.swift", chain + coalescing)])
        #expect(found == ["Chain.swift:2 unstable-id"])
        #expect(Date().timeIntervalSince(started) < 20)
    }
}

extension IdentityIndexTests {
    @Test("static collections and allCases resolve to their element type")
    func staticCollections() {
        let index = Self.facts([
            ("Pet.swift", "struct Pet { static let samples: [Pet] = [] }\nenum Tab: CaseIterable { case a }"),
            ("City.swift", """
                struct City { var name: String }
                extension City {
                    static let london = City(name: "London")
                    static let all = [cupertino, london]
                    static let cupertino = City(name: "Cupertino")
                    static let names = [london.name]
                }
                """),
            ("V.swift", """
                struct V: View { var body: some View {
                    ForEach(Pet.samples) { _ in }; ForEach(Tab.allCases) { _ in }
                    ForEach(City.all) { _ in }; ForEach(City.names, id: \\.self) { _ in }
                } }
                """),
        ])
        #expect(index.iterations(overElementType: "Pet").count == 1)
        #expect(index.iterations(overElementType: "Tab").count == 1)
        #expect(index.iterations(overElementType: "City").count == 1, "[cupertino, london] are City's own static values; [london.name] is not")
    }
}
