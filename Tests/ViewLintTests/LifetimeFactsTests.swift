import Testing
import ViewLintIndex

/// The index facts the lifetime rules rest on: which constructions are keyed with `.id(…)` or
/// presented, the type `@Environment(Type.self)` reads, who writes a property, and what callers
/// pass to an initializer's parameter.
@Suite("Lifetime facts")
struct LifetimeFactsTests {
    static let index = IndexTests.index([
        "Views.swift": """
        import SwiftUI
        @Observable final class Library { var books: [String] = [] }
        final class Cart: ObservableObject {
            @Published var items: [String] = []
            @Published var total = 0
            func recount() { total = items.count }
        }
        struct Editor: View {
            @State private var draft: String
            @Environment(Library.self) private var library
            init(draft: String) { _draft = State(initialValue: draft) }
            var body: some View { Text(draft) }
        }
        struct Keyed: View { let title: String; var body: some View { Text(title) } }
        struct Sheet: View { let title: String; var body: some View { Text(title) } }
        struct Pushed: View { let title: String; var body: some View { Text(title) } }
        struct Inline: View { let title: String; var body: some View { Text(title) } }
        struct Labelled: View { let title: String; var body: some View { Text(title) } }
        struct Spinner: View { @Binding var isFailed: Bool; var body: some View { Text("\\(isFailed)") } }
        struct Gauge: View { @Binding var isFailed: Bool; var body: some View { Text("\\(isFailed)") } }
        struct Unbuilt: View { @Binding var isFailed: Bool; var body: some View { Text("\\(isFailed)") } }
        struct Screen: View {
            @State private var selected = "A"
            @State private var isShown = false
            @StateObject private var cart = Cart()
            var body: some View {
                VStack {
                    Keyed(title: selected).padding().id(selected)
                    Inline(title: selected).padding()
                    NavigationLink(destination: Pushed(title: selected)) { Text("Go") }
                    Editor(draft: "constant")
                    NavigationLink(value: selected) { Labelled(title: selected) }
                    Spinner(isFailed: .constant(false))
                    Gauge(isFailed: Binding(get: { isShown }, set: { isShown = $0 }))
                }
                .sheet(isPresented: $isShown) { Sheet(title: selected) }
                .onAppear { cart.items.append("x") }
            }
        }
        """,
    ])

    @Test func keyedConstructionsAreSeenThroughTheModifierChain() {
        #expect(Self.index.isKeyedWithID("Keyed"))
        #expect(!Self.index.isKeyedWithID("Inline"))
    }

    @Test func presentedContentIsASheetsClosureOrANavigationDestination() {
        #expect(Self.index.isPresented("Sheet"))
        #expect(Self.index.isPresented("Pushed"))
        #expect(!Self.index.isPresented("Inline"))
        #expect(!Self.index.isPresented("Keyed"))
        // `NavigationLink(value:) { … }`: the closure is the link's label.
        #expect(!Self.index.isPresented("Labelled"))
    }

    /// A binding every construction passes to a literal changes nothing; one passed through a
    /// getter the index does not follow may; a view nothing constructs has callers unseen.
    @Test func aBindingIsEvidenceUnlessEveryCallPassesAConstant() {
        #expect(Self.index.changeEvidence(.init(callee: "Spinner", label: "isFailed")) == nil)
        #expect(Self.index.changeEvidence(.init(callee: "Gauge", label: "isFailed")) == "`@Binding isFailed`")
        #expect(Self.index.changeEvidence(.init(callee: "Unbuilt", label: "isFailed")) == "`@Binding isFailed`")
    }

    @Test func anEnvironmentObjectsTypeIsReadFromTheAttribute() {
        #expect(Self.index.type(named: "Editor")?.property(named: "library")?.type?.baseName == "Library")
    }

    /// `cart.items.append` in a view writes the cart's state; `total` is only its own code's.
    @Test func writesFromOutsideATypeGoThroughAValue() {
        #expect(Self.index.data.isWritten("items", outside: "Cart"))
        #expect(!Self.index.data.isWritten("total", outside: "Cart"))
    }

    /// `Inline(title: selected)` passes a `@State`; `Editor(draft: "constant")` passes a
    /// literal, and Editor's own `@State draft` is no evidence about its callers.
    @Test func whatCallersPassIsNotTheCalleesOwnProperty() {
        #expect(Self.index.changeEvidence(passedTo: .init(callee: "Inline", label: "title")) == "`@State selected`")
        #expect(Self.index.changeEvidence(passedTo: .init(callee: "Editor", label: "draft")) == nil)
        #expect(Self.index.changeEvidence(.init(callee: "Editor", label: "draft")) == "`@State draft`")
    }
}
