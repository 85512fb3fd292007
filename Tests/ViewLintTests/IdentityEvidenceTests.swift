import Testing
import ViewLintEngine
import ViewLintIndex

/// Index facts behind `non-unique-id`: where key values are typed, assigned or built, and
/// which declaration a repeated type name means.
@Suite("Identity evidence facts")
struct IdentityEvidenceTests {
    static let store = """
        final class Store: ObservableObject {
            @Published var playlists: [Playlist] = []
            var current: Playlist
            func rename(at index: Int, to title: String) {
                playlists[index].title = title
                self.playlists[index].name += "!"
                current.label = title
                self.count = 1
            }
        }
        struct Playlist { var title: String; var name: String; var label: String }
        """

    static func writes(_ index: ProjectIndex, _ key: String) -> [String] {
        index.identityEvidence.writes(toKey: key).map { write in
            "\(write.kind) \(index.ownerType(of: write) ?? "?") \(write.site.path):\(write.site.span.line)"
        }.sorted()
    }

    @Test("assignments after creation, through subscripts and properties; not to self")
    func assignments() {
        let index = IndexTests.index(["Store.swift": Self.store])
        #expect(Self.writes(index, "title") == ["assignment Playlist Store.swift:5"])
        #expect(Self.writes(index, "name") == ["assignment Playlist Store.swift:6"])
        #expect(Self.writes(index, "label") == ["assignment Playlist Store.swift:7"])
        #expect(Self.writes(index, "count").isEmpty)
    }

    @Test("text inputs bound to a property, directly or through a ForEach parameter")
    func textInputs() {
        let index = IndexTests.index(["Store.swift": Self.store, "Editor.swift": """
            struct Editor: View {
                @ObservedObject var store: Store
                @Binding var playlist: Playlist
                var body: some View {
                    TextField("Title", text: $playlist.title)
                    ForEach($store.playlists) { $item in
                        TextEditor(text: $item.name)
                    }
                    ForEach(store.playlists.indices, id: \\.self) { i in TextField("", text: $store.playlists[i].label) }
                }
            }
            """])
        #expect(Self.writes(index, "title") == ["assignment Playlist Store.swift:5", "textInput Playlist Editor.swift:5"].sorted())
        #expect(Self.writes(index, "name") == ["assignment Playlist Store.swift:6", "textInput Playlist Editor.swift:7"].sorted())
        // A subscripted binding path is not followed.
        #expect(Self.writes(index, "label") == ["assignment Playlist Store.swift:7"])
    }

    @Test("initializer arguments count only when the same file binds them to a text input")
    func enteredArguments() {
        let index = IndexTests.index([
            "Add.swift": """
                struct Add: View {
                    @State private var draft = ""
                    @Binding var people: [Person]
                    var body: some View {
                        TextField("Name", text: $draft)
                        Button("Add") { people.append(Person(name: draft.trimmingCharacters(in: .whitespaces), nickname: other)) }
                    }
                }
                """,
            "Other.swift": "let p = Person(name: draft)",
        ])
        #expect(Self.writes(index, "name") == ["enteredInitializerArgument Person Add.swift:6"])
        #expect(Self.writes(index, "nickname").isEmpty)
        #expect(!index.identityEvidence.isChecked("name"))
        let checked = IndexTests.index(["C.swift": "func f() { guard !people.contains(where: { $0.name == draft }) else { return }; _ = tags.contains { tag in tag.label.lowercased() == x } }"])
        #expect(checked.identityEvidence.isChecked("name"))
        #expect(!checked.identityEvidence.isChecked("label"), "only a key compared directly counts")
        let quoted = IndexTests.index(["Q.swift": "func f() { _ = xs.contains { log(\"$0.title == y\") /* $0.code == z */ } }"])
        #expect(!quoted.identityEvidence.isChecked("title"), "a comparison inside a string is no check")
        #expect(!quoted.identityEvidence.isChecked("code"), "nor one inside a comment")
    }

    @Test("a repeated type name resolves to the declaration closest to the use")
    func nearestDeclaration() {
        let index = IndexTests.index([
            "App/Toast/Toast.swift": "struct Toast { struct Action { let title: String } }",
            "App/Banner/Banner.swift": "struct Banner { struct Action { let title: String; let bannerID: Int } }",
            "Kit/Sources/Action.swift": "struct Action { let actionID: String }",
            "Kit/Sources/Action+Name.swift": "extension Action { var name: String { actionID } }",
        ])
        #expect(index.primaryDeclaration(of: "Action", nearestTo: "App/Toast/ToastView.swift")?.site.path == "App/Toast/Toast.swift")
        #expect(index.primaryDeclaration(of: "Action", nearestTo: "App/Banner/Banner.swift")?.site.path == "App/Banner/Banner.swift")
        #expect(index.primaryDeclaration(of: "Action", nearestTo: "Kit/Tests/T.swift")?.site.path == "Kit/Sources/Action.swift")
        #expect(index.properties(of: "Action", nearestTo: "App/Toast/ToastView.swift").map(\.name) == ["title"])
        #expect(index.properties(of: "Action", nearestTo: "Kit/Sources/A.swift").map(\.name) == ["actionID", "name"])
        #expect(index.primaryDeclaration(of: "Missing", nearestTo: "A.swift") == nil)
        // Outside its folder, a nested `Action` is not what the bare name means when there is a
        // top-level one, however close its folder is.
        let nested = IndexTests.index([
            "Kit/Services/API.swift": "enum Schema { struct Feed { let id: String } }",
            "Kit/Services/Queries/Feed.swift": "struct Feed { let url: String }",
        ])
        #expect(nested.primaryDeclaration(of: "Feed", nearestTo: "App/Home/FeedView.swift")?.site.path == "Kit/Services/Queries/Feed.swift")
        #expect(nested.primaryDeclaration(of: "Feed", nearestTo: "Kit/Services/Client.swift")?.site.path == "Kit/Services/API.swift")
    }

    @Test("a literal repeated for one label in one array literal; not across tables")
    func repeatedLiterals() {
        let index = IndexTests.index(["Perk.swift": """
            struct Perk { let title: String; let symbol: String }
            let a = [Perk(title: "Sync", symbol: "x"), Perk(title: "Lock", symbol: "x"), Perk(title: "Sync", symbol: "y")]
            let b = [Perk(title: "Lock", symbol: "z")]
            let c = [Perk(title: "Sync \\(n)", symbol: "z"), Perk(title: "Sync \\(n)", symbol: "z")]
            """])
        let titles = index.identityEvidence.writes(toKey: "title")
        #expect(titles.count == 1, "Lock twice, but in two tables; interpolated literals are not constants")
        guard case .repeatedLiteral(let firstSite, let literal)? = titles.first?.kind else {
            Issue.record("\(titles)")
            return
        }
        #expect(literal == "\"Sync\"")
        #expect((firstSite.span.line, firstSite.span.column, titles[0].site.span.column) == (2, 22, 90))
        #expect(titles.first.flatMap(index.ownerType(of:)) == "Perk")
        #expect(index.identityEvidence.writes(toKey: "symbol").count == 2)
    }
}
