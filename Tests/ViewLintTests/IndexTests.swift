import Testing
import ViewLintEngine
import ViewLintIndex
import ViewLintSyntax

@Suite("Project index")
struct IndexTests {
    /// Collects the facts of several in-memory files the way the engine does.
    static func index(_ files: [String: String]) -> ProjectIndex {
        index(files.sorted { $0.key < $1.key }.map { ($0.key, $0.value) })
    }

    /// The same for files in a given order.
    static func index(_ files: [(path: String, text: String)]) -> ProjectIndex {
        let parser = SyntaxParser()
        let kinds = Set(FileFactsCollector.interestingKinds.map(\.symbol))
        return ProjectIndex(files.map { path, text in
            let tree = parser.parse(SourceText(text))!
            var collector = FileFactsCollector(path: path)
            TreeWalker().walk(tree.root) { node, ancestors in
                if kinds.contains(node.symbol) { collector.visit(node, parent: ancestors.last, call: CallSyntax(node)) }
                return .visitChildren
            }
            return collector.facts
        })
    }

    @Test func mergesDeclarationsAndExtensionsAcrossFiles() throws {
        let index = Self.index([
            "Pet.swift": """
            struct Pet {
                let id = UUID()
                var name: String, age: Int
                var tags: Set<String> = []
                var nickname: String { name.lowercased() }
                static var sample = Pet(name: "Rex", age: 3)
            }
            """,
            "Pet+Identifiable.swift": "extension Pet: Identifiable, Hashable {}\n",
        ])
        let pet = try #require(index.type(named: "Pet"))
        #expect(pet.primary?.kind == .struct)
        #expect(pet.conforms(to: "Identifiable"))
        #expect(pet.conformances == ["Identifiable", "Hashable"])
        #expect(pet.property(named: "id")?.hasInitialValue == true)
        #expect(pet.property(named: "age")?.hasInitialValue == false)
        #expect(pet.property(named: "age")?.type?.text == "Int")
        #expect(pet.property(named: "tags")?.type?.elementTypeName == "String")
        #expect(pet.property(named: "nickname")?.isComputed == true)
        #expect(pet.property(named: "name")?.isComputed == false)
        #expect(pet.property(named: "sample") == nil, "static properties are not instance properties")
        #expect(pet.primary?.site.path == "Pet.swift")
    }

    @Test("@Observable classes conform to Observable; a shared instance without a written type has its type")
    func observableAndSharedInstances() throws {
        let index = Self.index(["Store.swift": """
            @Observable @MainActor final class Store: BaseStore {
                static let shared = Store()
                var items: [String] = []
            }
            class BaseStore {}
            final class Plain {
                static let main = Plain()
                static var current: Plain?
            }
            struct Screen: View {
                @State private var store = Store.shared
                let plain = Plain.main
                let current = Plain.current
                let color = Color.red
                var body: some View { EmptyView() }
            }
            """])
        #expect(index.conforms("Store", to: "Observable"))
        #expect(!index.conforms("Plain", to: "Observable"))
        // The superclass stays the first conformance.
        #expect(index.type(named: "Store")?.primary?.conformances == ["BaseStore", "Observable"])
        let screen = try #require(index.type(named: "Screen"))
        #expect(screen.property(named: "store")?.type?.baseName == "Store")
        #expect(screen.property(named: "store")?.typeIsInferred == true)
        #expect(screen.property(named: "plain")?.type?.baseName == "Plain")
        // An optional static member is no shared instance; `Color` declares no `red` of its own
        // type in the project: nothing is guessed.
        #expect(screen.property(named: "current")?.type == nil)
        #expect(screen.property(named: "color")?.type == nil)
    }

    @Test func collectionElementTypes() throws {
        let index = Self.index(["List.swift": """
            struct PetList: View {
                var pets: [Pet]
                let items: IdentifiedArrayOf<Item>
                @State private var rows: [Row] = []
                @Binding var selection: Set<Pet.ID>
                var optional: [Pet]?
                var body: some View { EmptyView() }
            }
            """])
        let list = try #require(index.type(named: "PetList"))
        #expect(list.property(named: "pets")?.type?.elementTypeName == "Pet")
        #expect(list.property(named: "items")?.type?.elementTypeName == "Item")
        #expect(list.property(named: "rows")?.type?.elementTypeName == "Row")
        #expect(list.property(named: "selection")?.type?.elementTypeName == "ID")
        #expect(list.property(named: "optional")?.type?.elementTypeName == "Pet")
        #expect(list.property(named: "body")?.isComputed == true)
    }

    @Test func extensionMethodsWithReturnTypes() throws {
        let index = Self.index(["View+If.swift": """
            extension View {
                @ViewBuilder func applyIf<T: View>(_ condition: Bool, transform: (Self) -> T) -> some View {
                    if condition { transform(self) } else { self }
                }
                func erased() -> AnyView { AnyView(self) }
            }
            """])
        let methods = index.extensionMethods(of: "View")
        #expect(methods.map(\.name) == ["applyIf", "erased"])
        #expect(methods.first?.returnType?.text == "someView")
        #expect(methods.last?.returnType?.baseName == "AnyView")
    }

    @Test func parametersWithLabelsAndTypes() throws {
        let tree = try #require(SyntaxParser().parse(SourceText("func applyIf(_ condition: Bool, transform: (Self) -> T, count n: Int?) {}")))
        var parameters: [ParameterFact] = []
        TreeWalker().walk(tree.root) { node, _ in
            if node.is(.parameter) { parameters.append(SyntaxHelpers.parameter(node)) }
            return .visitChildren
        }
        #expect(parameters.map(\.label) == [nil, "transform", "count"])
        #expect(parameters.map(\.name) == ["condition", "transform", "n"])
        #expect(parameters.map { $0.type?.text } == ["Bool", "(Self)->T", "Int?"])
        #expect(parameters.last?.type?.baseName == "Int")
    }
}
