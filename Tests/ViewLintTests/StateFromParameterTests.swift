import Testing
import ViewLintDiagnostics
import ViewLintEngine

/// state-from-parameter reports an initializer once, names the evidence and the other seeds,
/// and reads the `.id(…)` that keys a view through a chain of modifiers.
@Suite("state-from-parameter")
struct StateFromParameterTests {
    static func messages(caller: String) -> [String] {
        let source = """
        import SwiftUI
        struct Editor: View {
            @State private var title: String
            @State private var count: Int
            @State private var note: String
            init(title: String, count: Int, note: String) {
                _title = State(initialValue: title)
                self.count = count
                self.note = note.isEmpty ? "-" : note
            }
            var body: some View { Text(title) }
        }
        struct Library: View {
            @State private var selected = "A"
            @State private var total = 0
            var body: some View { \(caller) }
        }

        """
        let report = Linter(rules: RuleSet(enabled: ["state-from-parameter"])).lint([.text(source, path: "Editor.swift")])
        return report.diagnostics.map { "\($0.span.line): \($0.message)" }
    }

    @Test func oneReportNamesTheOtherSeedsFromChangingValues() throws {
        let messages = Self.messages(caller: "Editor(title: selected, count: total, note: selected)")
        #expect(messages.count == 1)
        let message = try #require(messages.first)
        #expect(message.hasPrefix("7: `@State title` starts from the parameter `title` (so do `count` and `note`, from parameters the callers change too)"))
        #expect(message.contains("it reads `@State selected`."))
        #expect(message.hasSuffix("The view never writes `title`: make it a plain property (or compute it from a stored `title`) so it shows each new value, or, to start over with each value, key the view where it is built (`Editor(title: value, …).id(value)`)."))
    }

    /// The view's own `@State title` is not evidence that callers change `title:`.
    @Test func constantsFromEveryCallerAreNoEvidence() {
        #expect(Self.messages(caller: "Editor(title: \"A\", count: 1, note: \"n\")").isEmpty)
    }

    @Test("a construction keyed with .id, also after other modifiers, is a new view per value", arguments: [
        "Editor(title: selected, count: total, note: \"\").id(selected)",
        "Editor(title: selected, count: total, note: \"\").padding().id(total)",
    ])
    func keyedConstructions(_ caller: String) {
        #expect(Self.messages(caller: caller).isEmpty)
    }

    @Test func anUnkeyedModifierChainIsStillReported() {
        #expect(Self.messages(caller: "Editor(title: selected, count: 1, note: \"\").padding().identity()").count == 1)
    }
}
