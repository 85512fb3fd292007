import Testing
import ViewLintEngine

/// Near misses of the content-switched exemption: the container's choice does not always
/// change when the helper's condition flips, or something beside it keeps state.
@Suite("conditional-modifier: content the condition already switches")
struct ConditionalModifierTests {
    static func diagnostics(_ content: String) -> Int {
        let source = """
        import SwiftUI
        enum Mode { case editing, reviewing, idle }
        extension View {
            // viewlint:disable-next-line conditional-modifier
            @ViewBuilder func `if`<Content: View>(_ condition: Bool, transform: (Self) -> Content) -> some View {
                if condition { transform(self) } else { self }
            }
        }
        struct Screen: View {
            @State private var mode = Mode.idle
            @State private var items: [String] = []
            @State private var showsEditor = false
            @State private var draft = ""
            var body: some View {
                \(content)
                Button("Next") { mode = .reviewing; items = ["a"]; showsEditor.toggle() }
            }
        }

        """
        return Linter(rules: RuleSet(enabled: ["conditional-modifier"])).lint([.text(source, path: "S.swift")]).diagnostics.count
    }

    @Test("reported", arguments: [
        // The case body stays while the mode moves between the two cases it matches.
        "Group { switch mode { case .editing, .reviewing: TextField(\"Draft\", text: $draft); case .idle: Text(\"-\") } }.if(mode == .reviewing) { $0.disabled(true) }",
        // While the editor shows, the helper's split replaces it with its typed text.
        "Group { if showsEditor { TextField(\"Draft\", text: $draft) } else if items.isEmpty { Text(\"None\") } else { Text(\"Some\") } }.if(!items.isEmpty) { $0.bold() }",
        // A colour given content keeps that content's state.
        "ZStack { Color.clear.overlay { TextField(\"Draft\", text: $draft) }; switch mode { case .idle: ProgressView(); case .editing: Text(\"E\"); case .reviewing: Text(\"R\") } }.if(mode != .idle) { $0.bold() }",
    ])
    func reported(_ content: String) {
        #expect(Self.diagnostics(content) == 1, "\(content)")
    }

    @Test("not reported", arguments: [
        "Group { switch mode { case .idle: ProgressView(); case .editing: Text(\"E\"); case .reviewing: Text(\"R\") } }.if(mode != .idle) { $0.bold() }",
        "Group { if !showsEditor { ProgressView() } else if items.isEmpty { Text(\"None\") } else { Text(\"Some\") } }.if(!items.isEmpty) { $0.bold() }",
    ])
    func notReported(_ content: String) {
        #expect(Self.diagnostics(content) == 0, "\(content)")
    }
}

/// A definition is reported when one of its calls is, or when it is public (its callers are
/// elsewhere); a helper whose every call passes a fixed condition splits no identity.
@Suite("conditional-modifier: definitions")
struct ConditionalModifierDefinitionTests {
    static func reportedLines(access: String, call: String) -> [Int] {
        let source = """
        import SwiftUI
        \(access)extension View {
            @ViewBuilder func when<C: View>(_ condition: Bool, _ transform: (Self) -> C) -> some View {
                if condition { transform(self) } else { self }
            }
        }
        struct Row: View {
            let isFirst: Bool
            @State private var isOn = false
            var body: some View { \(call) }
        }

        """
        return Linter(rules: RuleSet(enabled: ["conditional-modifier"])).lint([.text(source, path: "R.swift")]).diagnostics.map(\.span.line)
    }

    @Test func reportedWhenACallIs() {
        #expect(Self.reportedLines(access: "", call: "Text(\"a\").when(isOn) { $0.bold() }") == [3, 10])
    }

    @Test func silentWhenNoCallChanges() {
        #expect(Self.reportedLines(access: "", call: "Text(\"a\").when(true == false) { $0.bold() }").isEmpty)
        #expect(Self.reportedLines(access: "", call: "Text(\"a\")").isEmpty)
    }

    @Test func publicDefinitionsAreAlwaysReported() {
        #expect(Self.reportedLines(access: "public ", call: "Text(\"a\")") == [3])
    }
}
