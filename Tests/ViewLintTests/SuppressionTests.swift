import Testing
import ViewLintEngine

/// `// viewlint:` comments: every form, `all`, and `unused-suppression` for the ones that
/// suppress nothing.
@Suite("Inline suppression")
struct SuppressionTests {
    /// `rule@line:column` of every diagnostic when `source` is linted with `enabled` rules.
    private func lint(_ source: String, enabled: Set<String>? = nil) -> [String] {
        Linter(rules: RuleSet(enabled: enabled)).lint([.text(source, path: "A.swift")]).diagnostics
            .map { "\($0.ruleID)@\($0.span.line):\($0.span.column)" }
    }

    @Test func disableNextLine() {
        #expect(lint("""
            // viewlint:disable-next-line any-view
            @ViewBuilder var a: some View { AnyView(Text("a")) }
            @ViewBuilder var b: some View { AnyView(Text("b")) }
            """) == ["any-view@3:33"])
    }

    @Test func disableLine() {
        #expect(lint("""
            @ViewBuilder var a: some View { AnyView(Text("a")) } // viewlint:disable-line any-view
            @ViewBuilder var b: some View { AnyView(Text("b")) }
            """) == ["any-view@2:33"])
    }

    @Test func disableAndEnableRegion() {
        #expect(lint("""
            @ViewBuilder var a: some View { AnyView(Text("a")) }
            // viewlint:disable any-view
            @ViewBuilder var b: some View { AnyView(Text("b")) }
            @ViewBuilder var c: some View { AnyView(Text("c")) }
            // viewlint:enable any-view
            @ViewBuilder var d: some View { AnyView(Text("d")) }
            """) == ["any-view@1:33", "any-view@6:33"])
    }

    @Test func disableWithoutEnableLastsToTheEndOfTheFile() {
        #expect(lint("// viewlint:disable any-view\n@ViewBuilder var a: some View { AnyView(Text(\"a\")) }\n\n\n@ViewBuilder var b: some View { AnyView(Text(\"b\")) }\n").isEmpty)
    }

    @Test func allAndSeveralRulesAndAReason() {
        #expect(lint("""
            // viewlint:disable-next-line all
            @ViewBuilder var a: some View { AnyView(Text("a")) }
            // viewlint:disable-next-line unused-suppression, any-view -- plugin API
            @ViewBuilder var b: some View { AnyView(Text("b")) }
            """) == ["unused-suppression@3:1"], "unused-suppression itself is never suppressed by comments")
    }

    @Test func unusedSuppressionsAreReported() {
        let diagnostics = lint("""
            // viewlint:disable-next-line any-view
            let a = Text("a")
            let b = Text("b") // viewlint:disable-line any-view
            // viewlint:disable any-view
            // viewlint:enable any-view
            // viewlint:enable all
            // viewlint:disable-next-line any-veiw, any-view
            @ViewBuilder var c: some View { AnyView(Text("c")) }
            // viewlint:disabel any-view
            """)
        #expect(diagnostics == [
            "unused-suppression@1:1", "unused-suppression@3:19", "unused-suppression@4:1",
            "unused-suppression@6:1", "unused-suppression@7:1", "unused-suppression@9:1",
        ])
    }

    @Test func messagesSayWhyNothingWasSuppressed() throws {
        let report = Linter().lint([.text("// viewlint:disable-next-line any-veiw\nlet a = 1\n// viewlint:disable-line any-view\n", path: "A.swift")])
        let messages = report.diagnostics.map(\.message)
        #expect(messages.count == 2)
        #expect(messages[0].contains("names 'any-veiw', which is not a viewlint rule"))
        #expect(messages[1].contains("suppresses nothing: no any-view diagnostic starts on line 3"))
        #expect(report.diagnostics.allSatisfy { $0.severity == .warning })
    }

    @Test func suppressingARuleThatIsOffIsUnused() {
        let source = "// viewlint:disable-next-line any-view\n@ViewBuilder var a: some View { AnyView(Text(\"a\")) }\n"
        #expect(lint(source, enabled: ["unused-suppression"]) == ["unused-suppression@1:1"])
        // With unused-suppression off, suppressions still work and nothing is reported.
        #expect(lint(source, enabled: ["any-view"]).isEmpty)
    }

    @Test func onlyLineCommentsAreDirectives() {
        #expect(lint("""
            /* viewlint:disable-next-line any-view */
            @ViewBuilder var a: some View { AnyView(Text("a")) }
            /// viewlint:disable-next-line any-view
            @ViewBuilder var b: some View { AnyView(Text("b")) }
            let s = "// viewlint:disable-line any-view"; @ViewBuilder var c: some View { AnyView(Text("c")) }
            """) == ["any-view@2:33", "any-view@4:33", "any-view@5:78"])
    }

    /// `.erased()` is known to erase only once A.swift is indexed (a cross-file check).
    @Test func crossFileFindingsAreSuppressedToo() {
        let helper = LintInput.text("import SwiftUI\nextension View {\n    func erased() -> AnyView { AnyView(self) }\n}\n", path: "A.swift")
        func diagnosticsInB(_ comment: String) -> [String] {
            let user = LintInput.text("import SwiftUI\nstruct B: View {\n    \(comment)\n    var body: some View { Text(\"b\").erased() }\n}\n", path: "B.swift")
            return Linter().lint([helper, user]).diagnostics.filter { $0.path == "B.swift" }.map { "\($0.ruleID)@\($0.span.line)" }
        }
        #expect(diagnosticsInB("// no suppression") == ["any-view@4"])
        #expect(diagnosticsInB("// viewlint:disable-next-line any-view").isEmpty)
    }
}
