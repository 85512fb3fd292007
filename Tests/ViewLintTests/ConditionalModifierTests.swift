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
