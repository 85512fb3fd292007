import Testing
import ViewLintEngine
import ViewLintRuleKit

/// The advice of `any-view` follows where the erased view goes, or, for storage, what is
/// stored; each kind is pinned here.
@Suite("AnyView messages")
struct AnyViewMessageTests {
    @Test("any-view advice by destination", arguments: [
        ("var body: some View { if a { AnyView(Text(\"A\")) } else { AnyView(Image(\"b\")) } }", "Remove the erasure"),
        ("var body: some View { a ? AnyView(Text(\"A\")) : AnyView(Image(\"b\")) }", "Write the alternatives as `if`/`else` branches"),
        ("let cached: AnyView\n    var body: some View { a ? AnyView(Text(\"A\")) : cached }", "Write the alternatives as `if`/`else` branches"),
        ("var icon: some View { if a { return AnyView(Text(\"A\")) }; return AnyView(Image(\"b\")) }", "`icon` already returns `some View`: drop the AnyView"),
        ("func badge() -> AnyView { a ? AnyView(Text(\"A\")) : AnyView(EmptyView()) }", "Declare `badge` as returning `some View`"),
        // A view builder declared `AnyView`: its type asks for the erasure, not the builder.
        ("@ViewBuilder var extras: AnyView { AnyView(Text(\"A\")) }\n    var body: some View { extras }", "Declare `extras` as returning `some View`"),
        ("var body: some View { Text(\"A\").background(a ? AnyView(Color.red) : AnyView(Circle())) }", "`.background(…)` takes any view"),
    ])
    func anyView(_ member: String, _ advice: String) throws {
        let source = "import SwiftUI\nstruct V: View {\n    var a: Bool\n    \(member)\n}\n"
        let message = try MessageTests.message(source: source, rule: "any-view")
        #expect(message.contains("whose type is known here"), "\(message)")
        #expect(message.contains(advice), "\(message)")
    }

    @Test("any-view storage advice by what is stored", arguments: [
        ("var sheet: AnyView?", "store that choice (the data, or an enum)"),
        ("var pages: [AnyView] = []", "build each view with ForEach"),
        ("var makeRow: (Int) -> AnyView", "declare it as returning that type"),
        ("var restyle: (AnyView) -> AnyView", "A stored closure cannot be generic"),
        ("var host: UIHostingController<AnyView>?", "Use the concrete root view type"),
    ])
    func storage(_ member: String, _ advice: String) throws {
        let source = "import SwiftUI\nfinal class Holder {\n    \(member)\n}\n"
        let message = try MessageTests.message(source: source, rule: "any-view", options: ["storage": .bool(true)])
        #expect(message.contains(advice), "\(message)")
    }

    @Test func protocolRequirementsAreReportedOnceOnTheRequirement() throws {
        let source = "import SwiftUI\nprotocol P { func make() -> AnyView }\nfinal class C: P { func make() -> AnyView { AnyView(Text(\"c\")) } }\n"
        let storage = ["any-view": RuleOptions(["storage": .bool(true)])]
        let report = Linter(rules: RuleSet(enabled: ["any-view"], options: storage)).lint([.text(source, path: "P.swift")])
        #expect(report.diagnostics.map { "\($0.ruleID)@\($0.span.line)" } == ["any-view@2"])
        #expect(report.diagnostics.first?.message.contains("associatedtype") == true)
    }

    /// Storage is reported only with `rules: any-view: storage: true`; by default, and with
    /// `storage: false`, only the avoidable cases.
    @Test func storageOptionTurnsOnDeclarationReports() throws {
        let source = "import SwiftUI\nfinal class Holder {\n    var sheet: AnyView?\n}\nstruct V: View {\n    var body: some View { AnyView(Text(\"x\")) }\n}\n"
        let lines = { (options: [String: RuleOptions]) in
            Linter(rules: RuleSet(enabled: ["any-view"], options: options)).lint([.text(source, path: "V.swift")]).diagnostics.map(\.span.line)
        }
        #expect(lines([:]) == [6])
        #expect(lines(["any-view": RuleOptions(["storage": .bool(false)])]) == [6])
        #expect(lines(["any-view": RuleOptions(["storage": .bool(true)])]) == [3, 6])
    }

    /// Near misses of the existential and "callers need AnyView" exemptions: a stored or
    /// unwrapped closure returning a concrete or generic view, and a private helper that one
    /// call (`self.page()`) places where `some View` would do.
    @Test func concreteClosuresAndHelpersUsedAsSomeViewAreReported() {
        let source = """
        import SwiftUI
        import UIKit
        struct Card<Content: View>: View {
            @ViewBuilder let content: () -> Content
            var body: some View { AnyView(content()) }
        }
        struct Rows: View {
            let rowBuilder: (() -> Text)?
            var body: some View {
                if let make = rowBuilder { AnyView(make()) } else { Text("none") }
            }
        }
        struct Pages: View {
            private func page() -> AnyView { AnyView(Text("x")) }
            func host() -> UIViewController { UIHostingController(rootView: page()) }
            var body: some View { VStack { self.page() } }
        }

        """
        let report = Linter(rules: RuleSet(enabled: ["any-view"])).lint([.text(source, path: "V.swift")])
        #expect(report.diagnostics.map(\.span.line) == [5, 10, 14])
    }
}
