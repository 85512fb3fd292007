import Foundation
import Testing
import ViewLintEngine
import ViewLintIndex
import ViewLintRuleKit

/// The index's facts about data and its changes (`DataFacts`, `DataIndex`) and the decisions
/// and messages the identity rules build on them.
@Suite("Data and its changes")
struct DataFactsTests {
    static func index(_ files: [(String, String)]) -> ProjectIndex { IndexTests.index(files) }

    static func diagnostics(_ source: String, rule: String) -> [Diagnostic] {
        Linter(rules: RuleSet(enabled: [rule])).lint([.text(source, path: "V.swift")]).diagnostics
    }

    @Test("mutation sites: operation, line, enclosing type, receiver; initializers and element writes")
    func mutations() {
        let index = Self.index([("Store.swift", """
        final class Store {
            var pets: [String] = []
            init() { pets.append("seed"); pets = [] }
            func add() { self.pets.append("a") }
            func clear() { pets = [] }
            func edit() { pets[0] = "b" }
        }
        struct V {
            var store: Store
            func drop() { store.pets.remove(at: 0) }
            func count() { total += 1 }
        }
        """)])
        let changes = index.data.changes(of: "pets")
        #expect(changes.map(\.operation) == ["append(…)", "=", "[…] =", "remove(…)"])
        #expect(changes.map(\.site.span.line) == [4, 5, 6, 10])
        #expect(changes.map(\.enclosingType) == ["Store", "Store", "Store", "V"])
        #expect(changes.map(\.receiver) == [[], [], [], ["store"]])
        #expect(changes.map(\.member) == ["add", "clear", "edit", "drop"])
        // An element write keeps every position and the count; appending keeps the positions.
        #expect(index.data.positionChanges(of: "pets").map(\.site.span.line) == [5, 10])
        #expect(index.data.countChanges(of: "pets").map(\.site.span.line) == [4, 5, 10])
        #expect(index.data.changes(of: "total").map(\.operation) == ["+="])
    }

    @Test("changes are matched to the owner through declared types, or made by the iterating view")
    func ownerMatching() {
        let index = Self.index([
            ("Model.swift", "final class Model { var rows: [Int] = []\n func add() { rows.append(1) } }"),
            ("Other.swift", "final class Other { var rows: [Int] = []\n func add() { rows.append(2) } }"),
            ("View.swift", "struct V { var model: Model\n func drop() { model.rows.removeAll() } }"),
            ("Copy.swift", "struct W { var rows: [Int] { [] }\n func drop() { var rows = self.rows; rows.removeLast() } }"),
        ])
        let forModel = DataEvidence.changes(of: "rows", owner: "Model", viewType: nil, kind: .count, in: index)
        #expect(forModel.map { IdentityContext.describe($0.site) } == ["Model.swift:2", "View.swift:2"])
        // `append` keeps every position; `removeAll()` does not.
        let shifting = DataEvidence.changes(of: "rows", owner: "Model", viewType: nil, kind: .shifts, in: index)
        #expect(shifting.map { IdentityContext.describe($0.site) } == ["View.swift:2"])
        let forView = DataEvidence.changes(of: "rows", owner: nil, viewType: "W", kind: .count, in: index)
        #expect(forView.map { IdentityContext.describe($0.site) } == ["Copy.swift:2"])
        #expect(DataEvidence.describe(forModel[0]) == "`rows.append(…)` at Model.swift:2")
    }

    @Test("state in views: wrappers, input and animation, through the views and helpers they show")
    func state() {
        let index = Self.index([
            ("Row.swift", "struct Row: View { @State private var open = false\n var body: some View { Text(\"\") } }"),
            ("Card.swift", "struct Card: View { var body: some View { Row() } }"),
            ("Field.swift", "struct Field: View { var body: some View { TextField(\"\", text: .constant(\"\")) } }"),
            ("Plain.swift", "struct Plain: View { let title: String\n var body: some View { Text(title).padding() } }"),
            ("List.swift", "struct L: View { var body: some View { row() }\n func row() -> some View { cell() }\n func cell() -> some View { Text(\"\").transition(.slide) } }"),
        ])
        #expect(index.data.stateEvidence(ofType: "Row") == "`@State open` in Row")
        #expect(index.data.stateEvidence(ofType: "Card") == "Card, which shows `@State open` in Row")
        #expect(index.data.stateEvidence(ofType: "Field") == "a `TextField` in Field")
        #expect(index.data.stateEvidence(ofType: "Plain") == nil)
        #expect(index.data.stateEvidence(ofMember: "row", in: "L") == "a `.transition` in `cell`")
    }

    @Test("minted identifiers and constant computed properties")
    func constructionFacts() {
        let index = Self.index([("M.swift", """
        struct Fresh: Identifiable { let id = UUID() }
        struct Kept: Identifiable { let id: UUID }
        struct V {
            var options: [String] { ["a", "b"] }
            var names: [String] { source.map { $0 } }
            var rows: [Fresh] { [Fresh(), Fresh()] }
        }
        """)])
        #expect(index.data.mintsIdentifierOnConstruction("Fresh"))
        #expect(!index.data.mintsIdentifierOnConstruction("Kept"))
        #expect(index.data.member("options", in: "V")?.returnsConstantLiteral == true)
        #expect(index.data.member("names", in: "V")?.returnsConstantLiteral == false)
        #expect(index.data.member("rows", in: "V")?.constructed == ["Fresh"])
    }

    @Test("origins read at the call")
    func origins() {
        func origin(_ data: String) -> String {
            let report = Linter(rules: RuleSet(enabled: ["unstable-id"])).lint([.text("struct V: View {\n func f(_ p: [Int]) -> some View {\n  let local = [1, 2]\n  return ForEach(\(data), id: \\.offset) { i, x in TextField(\"\", text: .constant(\"\")) }\n }\n}\n", path: "V.swift")])
            return report.diagnostics.first?.message ?? ""
        }
        // Constant or unknown origins with elements that have no identifier: silent.
        for data in ["Array([1, 2].enumerated())", "Array(local.enumerated())", "Array(p.enumerated())", "Array(stride(from: 0, to: 4, by: 1).enumerated())"] {
            #expect(origin(data).isEmpty, "\(data)")
        }
    }

    @Test("decisions: error on changes with state, silence without evidence")
    func decisions() throws {
        let model = "struct Item: Identifiable { let id: Int; var title: String }\nstruct Row: View { let item: Item\n @State private var on = false\n var body: some View { Text(item.title) } }\n"
        let changed = model + "struct V: View { @State private var items: [Item] = []\n var body: some View { ForEach(items.indices, id: \\.self) { Row(item: items[$0]) }\n Button(\"\") { items.insert(Item(id: 1, title: \"\"), at: 0) } } }"
        let found = Self.diagnostics(changed, rule: "unstable-id")
        #expect(found.map(\.severity) == [.error])
        #expect(found.first?.message.contains("`items.insert(…)` at V.swift:7") == true)
        #expect(found.first?.message.contains("`@State on` in Row") == true)
        #expect(found.first?.message.contains("`ForEach(items) { element in … }`") == true)
        // Passed in by the caller, changed nowhere the index sees: no evidence, no finding.
        let passedIn = model + "struct V: View { let items: [Item]\n var body: some View { ForEach(items.indices, id: \\.self) { Row(item: items[$0]) } } }"
        #expect(Self.diagnostics(passedIn, rule: "unstable-id").isEmpty)
        // The row uses the position itself, or writes through a binding: the advice keeps that.
        let numbered = changed.replacingOccurrences(of: "{ Row(item: items[$0]) }", with: "{ i in Row(item: items[i]).badge(i + 1) }")
        #expect(Self.diagnostics(numbered, rule: "unstable-id").first?.message.contains("`ForEach(Array(items.enumerated()), id: \\.element.id) { index, element in … }`") == true)
        let bound = changed.replacingOccurrences(of: "{ Row(item: items[$0]) }", with: "{ i in TextField(\"\", text: $items[i].title) }")
        #expect(Self.diagnostics(bound, rule: "unstable-id").first?.message.contains("`ForEach($items) { $element in … }`") == true)
        // A row keyed again by its element: shifted positions recreate it, state is reset.
        let keyed = model + "struct V: View { @State var items: [Item] = []\n var body: some View { ForEach(items.indices, id: \\.self) { Row(item: items[$0]).id(items[$0].title) }\n Button(\"\") { items.insert(Item(), at: 0) } } }"
        let keyedMessage = try #require(Self.diagnostics(keyed, rule: "unstable-id").first?.message)
        #expect(keyedMessage.contains("the row's own `.id(items[$0].title)` then recreates it"), "\(keyedMessage)")
        #expect(!keyedMessage.contains("shows the wrong element"))
        let stateless = "struct V: View { @State private var items: [String] = []\n var body: some View { ForEach(items.indices, id: \\.self) { Text(items[$0]) }\n Button(\"\") { items.append(\"\") } } }"
        #expect(Self.diagnostics(stateless, rule: "unstable-id").isEmpty)
    }

    @Test("types several files declare: no row state from another file's type, no property named in advice")
    func sharedTypeNames() throws {
        let feedA = "struct Feed: Identifiable { let id: String; var title: String }\n"
        let feedB = "struct Feed { var title: String; var url: String }\n"
        let list = "import SwiftUI\nstruct Feeds: View {\n @State private var feeds: [Feed] = []\n var body: some View { ForEach(feeds, id: \\.title) { TextField(\"\", text: .constant($0.title)) }\n Button(\"\") { feeds[0].title = \"x\" } } }\n"
        let files: [LintInput] = [.text(feedA, path: "A/Feed.swift"), .text(feedB, path: "B/Feed.swift"), .text(list, path: "B/Feeds.swift")]
        let report = Linter(rules: RuleSet(enabled: ["non-unique-id"])).lint(files)
        let message = try #require(report.diagnostics.first?.message)
        #expect(!message.contains("Use the unique `\\.id`"), "\(message)")
    }

    @Test("messages: deliberate resets, fallback ids, in-place hash edits, ranges")
    func messages() throws {
        let reset = try #require(Self.diagnostics("struct V: View { var body: some View { Text(\"Loading\").id(UUID()) } }", rule: "unstable-id").first)
        #expect(reset.message.contains("key the id to the event that should reset it (e.g. `.id(reloadCount)`"))
        #expect(!reset.message.contains("Pass a stable value"))
        // A ForEach keyed by `id` reads the identity (without one nothing is reported).
        let optional = "struct E: Identifiable { var key: String?\n var id: String { key ?? UUID().uuidString } }\nstruct L: View { var es: [E]\n var body: some View { ForEach(es) { _ in Text(\"e\") } } }"
        #expect(Self.diagnostics(optional, rule: "unstable-id").isEmpty, "no evidence that the fallback runs")
        let fallback = try #require(Self.diagnostics(optional + "\nlet draft = E(key: nil)", rule: "unstable-id").first)
        #expect(fallback.message.contains("falls back to `UUID()` when `key` is nil, and a construction of E passes `key: nil`"), "\(fallback.message)")
        let cleared = try #require(Self.diagnostics(optional + "\nfunc reset(_ e: inout E) { e.key = nil }", rule: "unstable-id").first)
        #expect(cleared.message.contains("`key` is set to nil"))
        let fresh = try #require(Self.diagnostics("struct E: Identifiable { var id: String { UUID().uuidString } }\nstruct L: View { var es: [E]\n var body: some View { ForEach(es) { _ in Text(\"e\") } } }", rule: "unstable-id").first)
        #expect(fresh.severity == .error)
        #expect(!fallback.message.contains("let id = UUID()`."))
        let hash = try #require(Self.diagnostics("struct T: Hashable { let id: Int\n var plays: Int }\nstruct V: View { @State var ts: [T] = []\n var body: some View { ForEach(ts, id: \\.hashValue) { Text(\"\\($0.plays)\") }\n Button(\"\") { ts[0].plays += 1 } } }", rule: "unstable-id").first)
        #expect(hash.message.contains("`T.plays` is a stored `var` edited in place (`plays += …` at V.swift:5)"))
        #expect(hash.message.contains("`ForEach(ts, id: \\.id)`"))
        let range = try #require(Self.diagnostics("struct V: View { @State var n = 1\n var body: some View { ForEach(0..<n) { Text(\"\\($0)\") }\n Button(\"\") { n += 1 } } }", rule: "non-constant-range").first)
        #expect(range.message.contains("`n` changes (`n += …` at V.swift:3)"))
        #expect(range.message.contains("`ForEach(0..<n, id: \\.self)`"))
    }
}
