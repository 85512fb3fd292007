import Testing
import ViewLintDiagnostics
import ViewLintEngine
@testable import ViewLintRules

/// environment-object-init names what makes the body run again and what the object held, and
/// repeats the construction in its advice only when a stored object made so is the same.
@Suite("environment-object-init messages")
struct EnvironmentObjectInitTests {
    static func messages(_ body: String, state: String = "@AppStorage(\"compact\") private var isCompact = false") -> [String] {
        let source = """
        import SwiftUI
        final class Feed: ObservableObject { let source: String; @Published var posts: [String] = []; init(source: String = "") { self.source = source } }
        struct FeedList: View { @ObservedObject var feed: Feed; var body: some View { Button("\\(feed.posts.count)") { feed.posts.append("new") } } }
        struct Header: View { @EnvironmentObject var feed: Feed; var body: some View { Text("Feed") } }
        struct Home: View {
            \(state)
            let source: String
            var body: some View { \(body) }
        }

        """
        let report = Linter(rules: RuleSet(enabled: ["environment-object-init"])).lint([.text(source, path: "Home.swift")])
        return report.diagnostics.map(\.message)
    }

    @Test func theEvidenceAndTheStateLostAreNamed() throws {
        let message = try #require(Self.messages("FeedList(feed: Feed()).environmentObject(Feed(source: \"top\"))").last)
        #expect(message.hasPrefix("`Feed(source: \"top\")` creates a new object each time `Home`'s body runs again (whenever `@AppStorage isCompact` changes), and `.environmentObject` hands the new one to the views below (`Header` reads it as `@EnvironmentObject feed`): they lose what it held (`@Published posts`)"))
        #expect(message.hasSuffix("`@StateObject private var feed = Feed(source: \"top\")` in `Home` (or in an owner above it), then `.environmentObject(feed)`."))
    }

    @Test func aChildObservingTheObjectIsToldWhoShouldOwnIt() throws {
        let messages = Self.messages("FeedList(feed: Feed())")
        #expect(messages.count == 1)
        #expect(messages.first?.contains("passes it to `FeedList.feed`, which is `@ObservedObject` and does not own it") == true)
    }

    /// An object made from the view's values: a @StateObject here would keep the first ones.
    @Test func anObjectMadeFromTheViewsValuesGetsNoRewrite() throws {
        let message = try #require(Self.messages("Text(source).environmentObject(Feed(source: source))").first)
        #expect(message.hasPrefix("`Feed(…)` creates"))
        #expect(message.hasSuffix("Create it once, where the values it is made from live (a @StateObject here would keep only the first ones), and pass the stored object down."))
    }

    /// Without a property that makes the body run again, the index cannot show it does.
    @Test func aViewWithoutStateIsNotReported() {
        #expect(Self.messages("Text(source).environmentObject(Feed())", state: "").isEmpty)
        #expect(Self.messages("Text(source).environmentObject(Feed())", state: "@Namespace private var space").isEmpty)
    }

    @Test("the advice's property name", arguments: [
        ("Settings", "settings"), ("NavigationState", "navigationState"), ("URLCache", "urlCache"), ("VM", "vm"), ("X", "x"),
    ])
    func variableNames(_ type: String, _ name: String) {
        #expect(InlineObjectCheck.variableName(type) == name)
    }
}
