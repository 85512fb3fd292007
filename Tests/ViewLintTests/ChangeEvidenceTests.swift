import Testing
import ViewLintEngine

/// What counts as evidence that a condition changes while the view is shown, as the structural
/// rules name it in their messages.
@Suite("Change evidence")
struct ChangeEvidenceTests {
    static func source(member: String) -> String {
        """
        import SwiftUI
        final class Permission: ObservableObject, Identifiable {
            \(member)
        }
        struct PermissionList: View {
            let permissions: [Permission]
            var body: some View {
                ForEach(permissions) { permission in
                    row(permission)
                }
            }
            private func row(_ permission: Permission) -> some View {
                Group {
                    if permission.isGranted {
                        Text("Access").opacity(0.5)
                    } else {
                        Text("Access")
                    }
                }
            }
        }

        """
    }

    static func messages(_ source: String) -> [String] {
        Linter(rules: RuleSet(enabled: ["inert-modifier-branch"])).lint([.text(source, path: "P.swift")]).diagnostics.map(\.message)
    }

    @Test("a @Published member that the project writes changes", arguments: [
        "func grant() { isGranted = true }",
        "func flip() { isGranted.toggle() }",
        "var toggle: some View { Toggle(\"Granted\", isOn: $isGranted) }",
        "init(feed: AnyPublisher<Bool, Never>) { feed.sink { [weak self] in self?.isGranted = $0 }.store(in: &bag) }",
        "func bind(_ feed: AnyPublisher<Bool, Never>) { feed.assign(to: \\.isGranted, on: self).store(in: &bag) }",
    ])
    func aWrittenPublishedMemberChanges(_ write: String) throws {
        let messages = Self.messages(Self.source(member: "@Published private(set) var isGranted = false\n    \(write)"))
        let message = try #require(messages.first, "\(write)")
        #expect(message.hasSuffix("The condition changes while the view is shown: it reads `@Published isGranted` of Permission."))
    }

    /// The same through an argument: `Badge(isEditable: model.isEditable)` passes on a member
    /// that changes only when the project writes it.
    @Test("a member passed on changes only when the project writes it", arguments: [
        ("@Published var isEditable: Bool\n    init(editable: Bool) { isEditable = editable }", true),
        ("var isEditable: Bool\n    init(editable: Bool) { isEditable = editable }", true),
        ("@Published var isEditable = false\n    func unlock() { isEditable = true }", false),
    ])
    func forwardedMembers(_ declaration: String, _ silent: Bool) {
        let source = """
        import SwiftUI
        final class AmountModel: ObservableObject {
            \(declaration)
        }
        struct Badge: View {
            let isEditable: Bool
            var body: some View {
                if isEditable { Text("Amount").opacity(0.5) } else { Text("Amount") }
            }
        }
        struct Amount: View {
            @ObservedObject var model: AmountModel
            var body: some View { Badge(isEditable: model.isEditable) }
        }

        """
        #expect(Self.messages(source).isEmpty == silent, "\(declaration)")
    }

    /// `model.isReady` with a computed `isReady`: the getter decides, when the index read all of
    /// it; otherwise (it calls the type's own method, the project assigns it through a setter, a
    /// managed object's storage may be generated) the holder's evidence stands.
    @Test("a computed member counts as what its getter reads", arguments: [
        ("ObservableObject", "var isReady: Bool { count > 0 }", "`@Published count`"),
        ("ObservableObject", "var isReady: Bool { UserDefaults.standard.bool(forKey: \"ready\") }", nil),
        ("ObservableObject", "var isReady: Bool { limit > 2 }\n    let limit = 3", nil),
        ("ObservableObject", "var isReady: Bool { check() }\n    func check() -> Bool { count > 0 }", "`@StateObject model`"),
        ("ObservableObject", "var isReady: Bool { get { count > 0 } set { count = newValue ? 1 : 0 } }\n    func ready() { isReady = true }", "`@StateObject model`"),
        ("NSManagedObject", "var isReady: Bool { (title ?? \"\").isEmpty }", "`@StateObject model`"),
        // Reads the index cannot see into: a getter read incompletely, another object's method,
        // a member of a type.
        ("ObservableObject", "var isReady: Bool { visible > 0 }\n    var visible: Int { check() }\n    func check() -> Int { count }", "`@StateObject model`"),
        ("ObservableObject", "var isReady: Bool { store.isFull() }\n    let store = Store()", "`@StateObject model`"),
        ("ObservableObject", "var isReady: Bool { Monitor.shared.isUp }", "`@StateObject model`"),
        // More nodes than the index reads: `count` is never reached.
        ("ObservableObject", "var isReady: Bool { count > 0 && [\((1...50).map(String.init).joined(separator: ", "))].contains(7) }", "`@StateObject model`"),
    ] as [(String, String, String?)])
    func computedMembers(_ base: String, _ member: String, _ evidence: String?) {
        let source = """
        import SwiftUI
        final class Model: \(base) {
            @Published var count = 0
            func add() { count += 1 }
            \(member)
        }
        struct Status: View {
            @StateObject private var model = Model()
            var body: some View {
                if model.isReady { Text("Ready").opacity(0.5) } else { Text("Ready") }
            }
        }

        """
        let messages = Self.messages(source)
        if let evidence {
            #expect(messages.count == 1 && messages[0].hasSuffix("it reads \(evidence)."), "\(member): \(messages)")
        } else {
            #expect(messages.isEmpty, "\(member): \(messages)")
        }
    }

    /// `$0.role` is a closure's shorthand argument: a write only where an input control takes
    /// it as a binding.
    @Test("a shorthand argument writes only through an input control", arguments: [
        ("func tags() -> [Tag?] { messages.map { Tag(rawValue: $0.role) } }", true),
        ("var editor: some View { ForEach($messages) { TextField(\"Role\", text: $0.role) } }", false),
        ("var editor: some View { ForEach($messages) { Picker(\"Role\", selection: $0.role) { Text(\"User\") } } }", false),
    ])
    func shorthandArguments(_ use: String, _ silent: Bool) {
        let source = """
        import SwiftUI
        enum Tag: String { case user, bot }
        final class Message: Identifiable {
            let id = UUID()
            var role: String
            init(role: String) { self.role = role }
        }
        struct Bubble: View {
            let message: Message
            var body: some View {
                if message.role == "user" { Text("Hi").opacity(0.5) } else { Text("Hi") }
            }
        }
        struct Thread: View {
            @State private var messages: [Message] = []
            var body: some View { ForEach(messages) { message in Bubble(message: message) } }
            \(use)
        }

        """
        #expect(Self.messages(source).isEmpty == silent, "\(use)")
    }

    /// Where the getter alone cannot settle it, the holder's evidence stands: a getter over a
    /// superclass's members, an object the view does not keep (another may replace it).
    @Test("a getter's holder still counts where the getter cannot settle it", arguments: [
        """
        class BaseModel: ObservableObject {
            @Published var phase = 0
            func load() { phase = 1 }
        }
        final class Model: BaseModel { var isReady: Bool { phase > 0 } }
        struct Status: View {
            @StateObject private var model = Model()
            var body: some View { if model.isReady { Text("R").opacity(0.5) } else { Text("R") } }
        }
        """,
        """
        final class Model: ObservableObject {
            let title: String
            init(title: String) { self.title = title }
            var isReady: Bool { title.count > 3 }
        }
        struct Status: View {
            @ObservedObject var model: Model
            var body: some View { if model.isReady { Text("R").opacity(0.5) } else { Text("R") } }
        }
        struct Parent: View {
            @State private var title = ""
            var body: some View { Status(model: Model(title: title)) }
        }
        """,
    ])
    func getterHolders(_ source: String) {
        #expect(Self.messages("import SwiftUI\n" + source + "\n").count == 1, "\(source)")
    }

    /// SwiftData's `@Model` classes are observable: a written plain `var` their getter reads is
    /// evidence, however the view holds the object.
    @Test func aSwiftDataModelsWrittenVarChanges() throws {
        let source = """
        import SwiftData
        import SwiftUI
        @Model final class Chore {
            var doneAt: Date?
            var isDone: Bool { doneAt != nil }
            init() {}
            func finish() { doneAt = .now }
        }
        struct ChoreRow: View {
            let chore: Chore
            var body: some View { if chore.isDone { Text("C").opacity(0.5) } else { Text("C") } }
        }

        """
        let message = try #require(Self.messages(source).first)
        #expect(message.hasSuffix("it reads `doneAt` of Chore, which the project writes."), "\(message)")
    }

    /// An object's stored `let` keeps what its initializer was given: a getter that reads it is
    /// fixed for the object, though the view that made the object passes state.
    @Test func aGetterOverAnObjectsLetIsFixed() {
        let source = """
        import SwiftUI
        final class Tally: ObservableObject {
            let goals: [Int]
            init(goals: [Int]) { self.goals = goals }
            var isEmpty: Bool { goals.isEmpty }
        }
        struct TallyView: View {
            @StateObject private var tally: Tally
            init(goals: [Int]) { _tally = StateObject(wrappedValue: Tally(goals: goals)) }
            var body: some View {
                if tally.isEmpty { Text("Goals").opacity(0.5) } else { Text("Goals") }
            }
        }
        struct Home: View {
            @State private var goals: [Int] = []
            var body: some View { TallyView(goals: goals) }
        }

        """
        #expect(Self.messages(source).isEmpty)
    }

    /// A property that holds one of the project's objects is not fixed by never being
    /// reassigned: the object's own members change (`rows` are loaded, observed through
    /// `@Observable`), and a row that reads them through it changes with them.
    @Test func aNeverReassignedObjectStillChangesInside() {
        let source = """
        import SwiftUI
        @Observable final class Favorites {
            var rows: [String] = []
            func load() { rows = ["a"] }
        }
        @Observable final class Home {
            var favorites: Favorites
            init() { favorites = Favorites() }
        }
        struct Row: View {
            let isLast: Bool
            var body: some View {
                if isLast { Text("Row").opacity(0.5) } else { Text("Row") }
            }
        }
        struct FavoritesList: View {
            let favorites: Favorites
            var body: some View { Row(isLast: favorites.rows.count == 1) }
        }
        struct HomeView: View {
            @State private var home = Home()
            var body: some View { FavoritesList(favorites: home.favorites) }
        }

        """
        #expect(!Self.messages(source).isEmpty)
    }

    /// Set once when the object is made, never after: nothing shows it changing.
    @Test func aPublishedMemberSetOnlyByItsInitializerIsFixed() {
        #expect(Self.messages(Self.source(member: "@Published private(set) var isGranted: Bool\n    init(granted: Bool) { isGranted = granted }")).isEmpty)
    }

    @Test("a plain member gives no evidence", arguments: ["var isGranted = false", "let isGranted = false"])
    func aPlainMemberGivesNone(_ member: String) {
        #expect(Self.messages(Self.source(member: member)).isEmpty)
    }

    /// Calls are read by name: `row(isOn:)` called in another type with its own `@State`
    /// calls that type's `row(isOn:)`, and says nothing about this one. The type's own calls
    /// (without a receiver or with `self.`) and calls with a receiver do.
    @Test("a method's parameter changes only through calls that reach that method", arguments: [
        ("row(isOn: true)", "row(isOn: flag)", true),
        ("row(isOn: flag)", "Text(\"\")", false),
        ("self.row(isOn: flag)", "Text(\"\")", false),
        ("row(isOn: true)", "Settings().row(isOn: flag)", false),
        ("row(isOn: true)", "self.row(isOn: flag)", true),
    ])
    func methodParameters(_ ownCall: String, _ otherCall: String, _ silent: Bool) {
        let source = """
        import SwiftUI
        struct Settings: View {
            @State private var flag = false
            var body: some View { \(ownCall) }
            func row(isOn: Bool) -> some View {
                Group {
                    if isOn { Text("On").opacity(0.5) } else { Text("On") }
                }
            }
        }
        struct Other: View {
            @State private var flag = false
            var body: some View { \(otherCall) }
            func row(isOn: Bool) -> some View { Text("Other") }
        }

        """
        #expect(Self.messages(source).isEmpty == silent, "\(ownCall) / \(otherCall)")
    }

    /// A plain `() -> Label` closure taken by a memberwise initializer is not a view builder:
    /// its `if`/`else` is an `if` expression with one type, so there is no identity to split.
    @Test("a project type's plain closure is no view builder", arguments: [
        ("let label: () -> Label", true),
        ("@ViewBuilder let label: () -> Label", false),
        ("let label: () -> Label\n    init(@ViewBuilder label: @escaping () -> Label) { self.label = label }", false),
    ])
    func plainClosures(_ declaration: String, _ silent: Bool) {
        let source = """
        import SwiftUI
        struct Chip<Label: View>: View {
            \(declaration)
            var body: some View { label() }
        }
        struct Panel: View {
            @State private var pinned = false
            var body: some View {
                Chip {
                    if pinned { Image(systemName: "pin").opacity(0.5) } else { Image(systemName: "pin") }
                }
            }
        }

        """
        #expect(Self.messages(source).isEmpty == silent, "\(declaration)")
    }

    /// `ForEach(store.tabs) { tab in … }` with `let tabs` in the store's type: each element is
    /// fixed for that store, even though the store is observed. A `@Published var` the store
    /// loads changes; one nothing writes after `init` is as fixed as a `let`.
    @Test("elements of a stored let collection are fixed", arguments: [
        ("let tabs: [Tab] = []", true),
        ("@Published var tabs: [Tab] = []\n    func load(_ loaded: [Tab]) { tabs = loaded }", false),
        ("@Published var tabs: [Tab]\n    init(_ tabs: [Tab]) { self.tabs = tabs }", true),
    ])
    func elementsOfAStoredLet(_ declaration: String, _ silent: Bool) {
        let source = """
        import SwiftUI
        struct Tab: Identifiable { let id: Int; let isHome: Bool }
        final class TabStore: ObservableObject {
            \(declaration)
        }
        struct Tabs: View {
            @StateObject private var store = TabStore()
            var body: some View {
                ForEach(store.tabs) { tab in
                    if tab.id == store.tabs.first?.id { Text("Home").opacity(1) } else { Text("Home").opacity(0.5) }
                }
            }
        }

        """
        #expect(Self.messages(source).isEmpty == silent, "\(declaration)")
    }

    /// A project's own environment value set only to literals (a snapshot renders with
    /// `.environment(\.isSnapshot, true)`) is fixed for the views under it; one set from state,
    /// and SwiftUI's own values, change.
    @Test("environment values", arguments: [
        ("isSnapshot", ".environment(\\.isSnapshot, true)", true, ""),
        ("isSnapshot", "", true, ""),
        ("isSnapshot", ".environment(\\.isSnapshot, exporting)", false, ""),
        // A helper that sets it from its parameter, with implicit `self`.
        ("isSnapshot", "", false, "extension View { func snapshot(_ on: Bool) -> some View { environment(\\.isSnapshot, on) } }"),
        ("isSnapshot", ".transformEnvironment(\\.isSnapshot) { $0.toggle() }", false, ""),
        // A key path the call does not spell out could be any value's.
        ("isSnapshot", "", false, "func set<V>(_ path: WritableKeyPath<EnvironmentValues, V>, _ v: V, on view: some View) -> some View { view.environment(path, v) }"),
        // A preview's settings are not the app's; an object in the environment sets no key path.
        ("isSnapshot", "", true, "#Preview { @Previewable @State var on = false; Stamp().environment(\\.isSnapshot, on).environment(Model()) }"),
        ("isEnabled", ".environment(\\.isEnabled, true)", false, ""),
    ])
    func environmentValues(_ key: String, _ injection: String, _ silent: Bool, _ elsewhere: String) {
        let source = """
        import SwiftUI
        extension EnvironmentValues {
            @Entry var isSnapshot = false
        }
        struct Stamp: View {
            @Environment(\\.\(key)) private var flag
            var body: some View {
                if flag { Text("Now").opacity(0.5) } else { Text("Now") }
            }
        }
        struct Exporter: View {
            @State private var exporting = false
            var body: some View { Stamp()\(injection) }
        }
        \(elsewhere)

        """
        #expect(Self.messages(source).isEmpty == silent, "\(key) \(injection) \(elsewhere)")
    }

    /// A loop's element that is the row's whole identity never changes for that row: rows keyed
    /// by the element itself, or elements of an enum. A struct element keyed by its `id` can be
    /// replaced by a changed value with the same id.
    @Test("elements that are the row's identity", arguments: [
        ("enum Size: String, CaseIterable, Identifiable { case small, large; var id: String { rawValue } }", "ForEach(sizes)", true),
        ("struct Size: Hashable { var name: String; var isLarge: Bool }", "ForEach(sizes, id: \\.self)", true),
        ("struct Size: Identifiable { let id: Int; var name: String; var isLarge: Bool }", "ForEach(sizes)", false),
        // Passed on to a helper that builds the row.
        ("struct Size: Hashable { var name: String; var isLarge: Bool }", "ForEach(sizes, id: \\.self) { size in row(for: size) }\n        ForEach(sizes, id: \\.self)", true),
    ])
    func rowIdentity(_ declaration: String, _ loop: String, _ silent: Bool) {
        let source = """
        import SwiftUI
        \(declaration)
        extension Size { var large: Bool { self.hashValue > 0 } }
        struct Sizes: View {
            @State private var sizes: [Size] = []
            var body: some View {
                \(loop) { size in
                    if size.large { Text("S").opacity(0.5) } else { Text("S") }
                }
            }
            private func row(for size: Size) -> some View {
                Group { if size.large { Text("S").opacity(0.5) } else { Text("S") } }
            }
        }

        """
        #expect(Self.messages(source).isEmpty == silent, "\(declaration) \(loop)")
    }

    /// A caller that passes a member of an observed model (`model.settings.isEditable`) passes
    /// something fixed when the member is a stored `let` of the model's type; a `@Published`
    /// member that the project writes, or a value built with a closure that reads state, is
    /// followed accordingly.
    @Test("members of what callers pass", arguments: [
        ("let settings = Settings()", "isEditable: model.settings.isEditable", true),
        ("@Published var settings = Settings()\n    func reset() { settings = Settings() }", "isEditable: model.settings.isEditable", false),
        ("let settings = Settings()", "isEditable: model.isOn", false),
        ("let settings = Settings()", "isEditable: Flag(model.isOn) { model.toggle() }.isOn", false),
        ("let settings = Settings()", "isEditable: Flag(true) { model.toggle() }.isOn", true),
        // A value's `let` changes with the value: `settings` is @Published.
        ("@Published var settings = Settings()\n    func reset() { settings = Settings() }", "settings: model.settings", false),
        // Nothing writes it after initialization: as fixed as a `let`.
        ("@Published var settings = Settings()", "settings: model.settings", true),
    ])
    func callerMembers(_ declaration: String, _ argument: String, _ silent: Bool) {
        let source = """
        import SwiftUI
        struct Settings { var isEditable = false; let isLocked = false }
        struct Flag { let isOn: Bool; let action: () -> Void; init(_ isOn: Bool, action: @escaping () -> Void) { self.isOn = isOn; self.action = action } }
        final class Model: ObservableObject {
            \(declaration)
            @Published var isOn = false
            func toggle() { isOn.toggle() }
        }
        struct Editor: View {
            var isEditable = false
            var settings = Settings()
            var body: some View {
                if isEditable { Text("Edit").opacity(0.5) } else { Text("Edit") }
                if settings.isLocked { Text("Lock").opacity(0.5) } else { Text("Lock") }
            }
        }
        struct Screen: View {
            @StateObject private var model = Model()
            var body: some View { Editor(\(argument)) }
        }

        """
        #expect(Self.messages(source).isEmpty == silent, "\(declaration) \(argument)")
    }

    /// A stored `let` is fixed only for a holder the view keeps: an object (`@StateObject`, a
    /// class instance in `@State` that the view never assigns), not a value that `@State`
    /// replaces whole.
    @Test("lets of what the view holds", arguments: [
        ("final class Draft", "@StateObject private var draft = Draft()", "", true),
        ("final class Draft", "@State private var draft = Draft()", "", true),
        ("final class Draft", "@State private var draft = Draft()", "Button(\"New\") { draft = Draft() }", false),
        ("struct Draft", "@State private var draft = Draft()", "", false),
    ])
    func holders(_ kind: String, _ property: String, _ assignment: String, _ silent: Bool) {
        let source = """
        import SwiftUI
        \(kind): ObservableObject { let isLocked = false }
        struct Composer: View {
            \(property)
            var body: some View {
                if draft.isLocked { Text("Draft").opacity(0.5) } else { Text("Draft") }
                \(assignment)
            }
        }

        """
        #expect(Self.messages(source).isEmpty == silent, "\(kind) \(property) \(assignment)")
    }

    /// A row view that every caller gives a loop's element keeps that element: its `let`s stay.
    @Test("lets of the element a row is given", arguments: [
        ("ForEach(notices) { notice in NoticeRow(notice: notice) }", true),
        ("NoticeRow(notice: latest)", false),
    ])
    func rowElements(_ construction: String, _ silent: Bool) {
        let source = """
        import SwiftUI
        struct Notice: Identifiable { let id: Int; let isUrgent: Bool }
        struct NoticeRow: View {
            let notice: Notice
            var body: some View {
                if notice.isUrgent { Text("!").opacity(0.5) } else { Text("!") }
            }
        }
        struct Notices: View {
            @State private var notices: [Notice] = []
            @State private var latest = Notice(id: 0, isUrgent: false)
            var body: some View { \(construction) }
        }

        """
        #expect(Self.messages(source).isEmpty == silent, "\(construction)")
    }
}

/// Whether an optional is nil, asked of what callers pass: only plain forwards keep the
/// question one of presence.
@Suite("Change evidence: presence of an optional")
struct PresenceEvidenceTests {
    static func source(caller: String) -> String {
        """
        import SwiftUI
        struct Hint: View {
            var text: String? = nil
            var body: some View {
                if text != nil { Text("Tip").padding(.bottom, 4) } else { Text("Tip") }
            }
        }
        struct Middle: View {
            var text: String?
            var body: some View { Hint(text: text) }
        }
        struct Toggler: View {
            var flag: Bool
            var body: some View { Hint(text: flag ? "Shown" : nil) }
        }
        struct Screen: View {
            @State private var isOn = false
            var body: some View { \(caller) }
        }

        """
    }

    @Test("a value passed in every state, directly or forwarded, is no evidence", arguments: [
        "Hint(text: isOn ? \"On\" : \"Off\")",
        "Middle(text: isOn ? \"On\" : \"Off\")",
    ])
    func someValueInEveryState(_ caller: String) {
        #expect(ChangeEvidenceTests.messages(Self.source(caller: caller)).isEmpty)
    }

    @Test("a value that is nil in one state is evidence, directly, forwarded or derived", arguments: [
        "Hint(text: isOn ? \"On\" : nil)",
        "Middle(text: isOn ? \"On\" : nil)",
        // `flag` is some Bool in every state, but it decides whether the text is nil.
        "Toggler(flag: isOn ? true : false)",
    ])
    func nilInOneState(_ caller: String) {
        #expect(ChangeEvidenceTests.messages(Self.source(caller: caller)).count == 1)
    }
}

/// A representable given another argument in each branch: one view would do only when its
/// update method passes the argument on.
@Suite("inert-modifier-branch: representables")
struct RepresentableBranchTests {
    static func source(update: String, extra: String = "") -> String {
        """
        import SwiftUI
        struct Pulse: UIViewRepresentable {
            let name: String
            \(extra)
            func makeUIView(context: Context) -> UIImageView { UIImageView() }
            func updateUIView(_ view: UIImageView, context: Context) { \(update) }
        }
        struct Status: View {
            @State private var isDark = false
            var body: some View {
                if isDark { Pulse(name: "dark") } else { Pulse(name: "light") }
            }
        }

        """
    }

    @Test("reported when the update reads the argument or hands self on, or the labels are an init's", arguments: [
        ("view.image = UIImage(named: name)", ""),
        ("context.coordinator.parent = self", ""),
        ("", "init(name: String) { self.name = name }"),
    ])
    func reported(_ update: String, _ extra: String) {
        #expect(ChangeEvidenceTests.messages(Self.source(update: update, extra: extra)).count == 1)
    }

    @Test("not reported when the update ignores the argument", arguments: ["view.alpha = 1", "view.alpha = self.isShown ? 1 : 0"])
    func ignored(_ update: String) {
        #expect(ChangeEvidenceTests.messages(Self.source(update: update, extra: "var isShown = true")).isEmpty)
    }

    /// The branches call a method of the view that builds the representable.
    static func helperSource(update: String) -> String {
        Self.source(update: update).replacingOccurrences(
            of: "if isDark { Pulse(name: \"dark\") } else { Pulse(name: \"light\") }",
            with: "if isDark { pulse(\"dark\") } else { pulse(\"light\") }\n    }\n    private func pulse(_ name: String) -> some View {\n        Pulse(name: name)")
    }

    @Test("through a helper: not reported when the update leaves a property unread, reported when it reads them all")
    func throughHelper() {
        #expect(ChangeEvidenceTests.messages(Self.helperSource(update: "view.alpha = 1")).isEmpty)
        #expect(ChangeEvidenceTests.messages(Self.helperSource(update: "view.image = UIImage(named: name)")).count == 1)
    }
}
