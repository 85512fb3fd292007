import Testing
import ViewLintEngine
import ViewLintRuleKit
@testable import ViewLintRules

/// unstable-id rewrites index-keyed rows to iterate Identifiable elements only when the row
/// reads its index as `pets[i]` and nothing else.
@Suite("unstable-id fix")
struct UnstableIdFixTests {
    static func source(conformance: String = ": Identifiable", id: String = "let id: Int", row: String) -> String {
        """
        import SwiftUI
        struct Pet\(conformance) {
            \(id)
            var name: String
        }
        struct Shelter: View {
            @State private var pets: [Pet] = []
            @State private var picked = 0
            var body: some View {
                List {
                    ForEach(pets.indices, id: \\.self) { i in
                        \(row)
                    }
                }
                Button("Admit") { pets.insert(Pet(name: "New"), at: 0) }
            }
        }

        """
    }

    static func diagnostic(_ source: String) throws -> Diagnostic {
        let report = Linter(rules: RuleSet(enabled: ["unstable-id"])).lint([.text(source, path: "Shelter.swift")])
        return try #require(report.diagnostics.first, "expected a diagnostic for\n\(source)")
    }

    @Test func rowsReadingOnlyTheElementIterateTheElements() throws {
        let source = Self.source(row: "TextField(pets[i].name, text: .constant(\"\")).bold(pets[i].id == 1)")
        let fix = try #require(try Self.diagnostic(source).fix)
        #expect(fix.applicability == .unsafe)
        let fixed = String(decoding: try #require(fix.apply(to: Array(source.utf8))), as: UTF8.self)
        #expect(fixed.contains("ForEach(pets) { pet in\n                TextField(pet.name, text: .constant(\"\")).bold(pet.id == 1)"), "\(fixed)")
    }

    @Test("no fix when the rewrite would not keep the row", arguments: [
        // The position itself is used.
        (": Identifiable", "TextField(\"\\(i + 1)\", text: .constant(pets[i].name))"),
        // The row writes through the subscript: an element is a constant.
        (": Identifiable", "Button(pets[i].name) { pets[i].name = \"\" }.transition(.slide)"),
        // A mutating method or an inout argument through the subscript.
        (": Identifiable", "Button(pets[i].name) { pets[i].name.append(\"!\") }.transition(.slide)"),
        (": Identifiable", "Button(pets[i].name) { rename(&pets[i]) }.transition(.slide)"),
        // A binding to the element is needed.
        (": Identifiable", "TextField(\"Name\", text: $pets[i].name)"),
        // Not Identifiable: `ForEach(pets)` would not compile.
        ("", "TextField(pets[i].name, text: .constant(\"\"))"),
    ])
    func noFix(_ conformance: String, _ row: String) throws {
        #expect(try Self.diagnostic(Self.source(conformance: conformance, row: row)).fix == nil)
    }

    /// `let id = UUID()` is new for every value made: rows keyed by it reset whenever a load
    /// rebuilds the values, so the advice says so and no fix is offered.
    @Test func idsMintedWithEachValueGetACaveatAndNoFix() throws {
        let diagnostic = try Self.diagnostic(Self.source(id: "let id = UUID()", row: "TextField(pets[i].name, text: .constant(\"\"))"))
        #expect(diagnostic.fix == nil)
        #expect(diagnostic.message.hasSuffix("(`Pet.id` is minted when a value is made: that keys rows well only if the values are kept, not rebuilt on each load; otherwise use a key that comes with the data.)"))
    }

    @Test func theElementNameAvoidsNamesTheRowUses() {
        #expect(UnstableIdRule.ElementRewrite.elementName(for: "pets", unusedIn: "{ i in Row(pet: pets[i]) }") == "pet")
        #expect(UnstableIdRule.ElementRewrite.elementName(for: "pets", unusedIn: "{ i in Row(a: pet, b: pets[i]) }") == "element")
        #expect(UnstableIdRule.ElementRewrite.elementName(for: "data", unusedIn: "{ i in Row(element: data[i]) }") == "element")
        #expect(UnstableIdRule.ElementRewrite.elementName(for: "data", unusedIn: "{ i in element; item }") == nil)
    }
}
