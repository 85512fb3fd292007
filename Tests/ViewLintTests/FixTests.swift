import Testing
import ViewLintEngine
import ViewLintFixer
import ViewLintRuleKit
import ViewLintRules

/// Every fix offered on a rule's triggering examples is applied and the file re-linted: the
/// diagnostic must be gone and the result must parse without ERROR nodes.
@Suite("Fixes")
struct FixTests {
    static let rules = RuleRegistry.rules

    /// Rules whose documented examples must include at least one fix.
    static let fixingRules: Set<String> = ["inert-modifier-branch", "print-changes", "observed-object-init", "conditional-modifier", "unused-suppression"]

    @Test("applying a fix removes its diagnostic and parses cleanly", arguments: rules.map(\.id))
    func fixesApply(_ id: String) throws {
        let rule = try #require(Self.rules.first { $0.id == id })
        var applied = 0
        for example in RuleExample.parse(documentation: rule.documentation) where example.isTriggering {
            let report = ExampleHarness.report(example.files.map { ($0.name, $0.source) }, ruleID: id, options: example.options)
            for diagnostic in report.diagnostics where diagnostic.ruleID == id {
                guard let fix = diagnostic.fix else { continue }
                let file = try #require(example.files.first { $0.name == diagnostic.path })
                let where_ = "\(id) README.md:\(example.documentationLine) \(diagnostic.path):\(diagnostic.span.line):\(diagnostic.span.column)"
                let fixed = try #require(fix.apply(to: Array(file.source.utf8)), "\(where_): edits overlap or fall outside the file")
                let fixedText = String(decoding: fixed, as: UTF8.self)
                let before = report.diagnostics.count { $0.ruleID == id && $0.path == file.name }
                let relinted = ExampleHarness.report(example.files.map { ($0.name, $0.name == file.name ? fixedText : $0.source) }, ruleID: id, options: example.options)
                let after = relinted.diagnostics.count { $0.ruleID == id && $0.path == file.name }
                // A fix may settle several findings at once (every erasure of a refactored function).
                #expect(after < before, "\(where_): fix did not remove the diagnostic:\n\(fixedText)")
                let tree = try #require(SyntaxParser().parse(SourceText(bytes: fixed)))
                #expect(!tree.hasErrors, "\(where_): fixed source has parse errors:\n\(fixedText)")
                applied += 1
            }
        }
        if Self.fixingRules.contains(id) {
            #expect(applied > 0, "\(id) documents no example with a fix")
        }
    }

    @Test("every fix is documented by a `swift fixed` block that gives its exact result", arguments: rules.map(\.id))
    func documentedFixedExamples(_ id: String) throws {
        let rule = try #require(Self.rules.first { $0.id == id })
        let examples = RuleExample.parse(documentation: rule.documentation)
        let blocks = rule.documentation.split(separator: "\n").count { $0.trimmingCharacters(in: .whitespaces) == "```swift fixed" }
        #expect(blocks == examples.count { $0.fixedFiles != nil }, "\(id): a `swift fixed` block must directly follow a `swift triggering` block")
        for example in examples where example.isTriggering {
            let where_ = "\(id) README.md:\(example.documentationLine)"
            let offersFix = ExampleHarness.report(example.files.map { ($0.name, $0.source) }, ruleID: id, options: example.options)
                .diagnostics.contains { $0.ruleID == id && $0.fix != nil }
            guard let expected = example.fixedFiles else {
                #expect(!offersFix, "\(where_): the example offers a fix; add a `swift fixed` block with the result")
                continue
            }
            #expect(offersFix, "\(where_): a `swift fixed` block, but no fix is offered")
            #expect(expected.map(\.name) == example.files.map(\.name), "\(where_): the fixed block must hold the same files")
            #expect(expected.allSatisfy { $0.markers.isEmpty }, "\(where_): a fixed block has no ↓ markers")
            let fixed = FixHarness.fixAll(example.files.map { ($0.name, $0.source) }, ruleID: id, options: example.options)
            for (file, want) in zip(fixed, expected) {
                #expect(file.source == want.source, "\(where_) \(file.name): fixed source differs; got\n\(file.source)")
                let tree = try #require(SyntaxParser().parse(SourceText(bytes: Array(file.source.utf8))))
                #expect(!tree.hasErrors, "\(where_) \(file.name): the fixed source has parse errors")
            }
            let again = ExampleHarness.report(fixed, ruleID: id, options: example.options).diagnostics.filter { $0.ruleID == id && $0.fix != nil }
            #expect(again.isEmpty, "\(where_): fixing is not idempotent, still offered: \(again.map(\.message))")
        }
    }

    /// A view with a private `-> AnyView` function and `body` (plus `uses`) using it.
    static func privateBadge(uses: String) -> String {
        """
        struct V: View {
            @Binding var n: Int
            var body: some View { \(uses) }
            private func badge() -> AnyView {
                if n > 0 { return AnyView(Text("\\(n)")) }
                return AnyView(EmptyView())
            }
        }
        """
    }

    @Test("a fix is safe only where the rewrite cannot change what compiles or runs", arguments: [
        // A private function used only as a view-builder statement: `some View` fits every use.
        ("any-view", privateBadge(uses: "VStack { badge(); self.badge() }"), FixApplicability.safe,
         "@ViewBuilder private func badge() -> some View {"),
        // Not private: uses elsewhere are unknown.
        ("any-view", """
        struct V: View {
            @Binding var n: Int
            var body: some View { badge() }
            func badge() -> AnyView { n > 0 ? AnyView(Text("\\(n)")) : AnyView(EmptyView()) }
        }
        """, FixApplicability.unsafe, #"@ViewBuilder func badge() -> some View { if n > 0 { Text("\(n)") } else { EmptyView() } }"#),
        // Already `some View`: no caller sees a change.
        ("any-view", """
        struct V: View {
            @Binding var n: Int
            var body: some View { badge }
            var badge: some View {
                switch n {
                case 0: return AnyView(EmptyView())
                default: return AnyView(Text("\\(n)"))
                }
            }
        }
        """, FixApplicability.safe, "@ViewBuilder var badge: some View {"),
        ("conditional-modifier", """
        extension View {
            @ViewBuilder func `if`<C: View>(_ condition: Bool, transform: (Self) -> C) -> some View {
                if condition { transform(self) } else { self }
            }
        }
        struct V: View {
            @Binding var isOn: Bool
            var body: some View { Text("A").if(isOn) { $0.blur(radius: 2) } }
        }
        """, FixApplicability.unsafe, "Text(\"A\").blur(radius: isOn ? 2 : 0)"),
    ])
    func applicability(_ id: String, _ source: String, _ expected: FixApplicability, _ result: String) throws {
        let report = Linter(rules: RuleSet(enabled: [id])).lint([.text(source, path: "V.swift")])
        let fixes = report.diagnostics.filter { $0.ruleID == id }.compactMap(\.fix)
        let fix = try #require(fixes.first, "\(id): no fix for\n\(source)")
        #expect(fixes.allSatisfy { $0.applicability == expected }, "\(id): expected \(expected) for\n\(source)")
        let fixed = String(decoding: Fix.applyNonOverlapping(fixes, to: Array(source.utf8)).bytes, as: UTF8.self)
        #expect(fixed.contains(result), "\(id): expected `\(result)` in\n\(fixed)")
        _ = fix
    }

    /// A use of the result where the erased type may be needed (stored as AnyView, returned
    /// from a function declared `-> AnyView`), or a helper that exists to erase `self`: the
    /// rewrite would not compile, so there is no fix.
    @Test("no refactor where a caller needs the AnyView", arguments: [
        privateBadge(uses: "VStack { badge() }\n    var cached: AnyView { badge() }"),
        privateBadge(uses: "VStack { wrapped() }\n    func wrapped() -> AnyView { return badge() }"),
        "extension View {\n    func erased() -> AnyView { AnyView(self) }\n}\nstruct V: View {\n    var body: some View { VStack { Text(\"a\").erased() } }\n}\n",
    ])
    func noRefactor(_ source: String) {
        let report = Linter(rules: RuleSet(enabled: ["any-view"])).lint([.text(source, path: "V.swift")])
        #expect(!report.diagnostics.contains { $0.fix?.message.contains("some View") == true }, "\(source)")
    }

    @Test("a stale suppression goes with its line, CRLF included; a trailing one with its blanks")
    func staleSuppressionRemoval() throws {
        let source = "struct V: View {\r\n    // viewlint:disable-next-line any-view\r\n    var body: some View { Text(\"\") } // viewlint:disable-line all\r\n}\r\n"
        let report = Linter(rules: RuleSet()).lint([.text(source, path: "V.swift")])
        let fixes = report.diagnostics.filter { $0.ruleID == UnusedSuppressionRule.id }.compactMap(\.fix)
        #expect(fixes.count == 2 && fixes.allSatisfy { $0.applicability == .unsafe })
        let fixed = String(decoding: Fix.applyNonOverlapping(fixes, to: Array(source.utf8)).bytes, as: UTF8.self)
        #expect(fixed == "struct V: View {\r\n    var body: some View { Text(\"\") }\r\n}\r\n")
        // The first line after a byte order mark goes whole; the mark stays.
        let marked = "\u{FEFF}// viewlint:disable any-view\nstruct A {}\n"
        let markFixes = Linter(rules: RuleSet()).lint([.text(marked, path: "A.swift")]).diagnostics.compactMap(\.fix)
        #expect(String(decoding: Fix.applyNonOverlapping(markFixes, to: Array(marked.utf8)).bytes, as: UTF8.self) == "\u{FEFF}struct A {}\n")
        // While the file does not parse, the rules skip what they cannot read: no directive is
        // called unused (an editor would otherwise delete it while the author types).
        let broken = "struct V: View {\n    // viewlint:disable-next-line any-view\n    var body: some View { AnyView(Text(\"a\").padding( }\n}\n"
        #expect(Linter(rules: RuleSet()).lint([.text(broken, path: "V.swift")]).diagnostics.allSatisfy { $0.ruleID != UnusedSuppressionRule.id })
    }

    @Test("fixes write the documented replacement", arguments: [
        ("observed-object-init", """
        struct V: View {
            @ObservedObject<Store> private var store = Store()
            var body: some View { Text(store.name) }
        }
        @main struct A: App { @AppStorage("x") var x = 0; var body: some Scene { WindowGroup { V() } } }
        """, "@StateObject<Store> private var store = Store()"),
        ("inert-modifier-branch", """
        struct M: ViewModifier {
            @Binding var date: Date
            func body(content: Content) -> some View {
                if date < .now {
                    content.opacity(0.3)
                } else {
                    content
                }
            }
        }
        """, "content.opacity(date < .now ? 0.3 : 1)"),
        ("inert-modifier-branch", """
        struct V: View {
            @Binding var isOn: Bool
            var body: some View {
                if isOn { Label("On", systemImage: "bolt") } else { Label("Off", systemImage: "bolt") }
            }
        }
        """, #"Label(isOn ? "On" : "Off", systemImage: "bolt")"#),
        ("inert-modifier-branch", """
        struct V: View {
            @Binding var isActive: Bool
            var body: some View {
                if isActive { Text("A") } else { Text("A").blur(radius: 2) }
            }
        }
        """, #"Text("A").blur(radius: isActive ? 0 : 2)"#),
        ("inert-modifier-branch", """
        struct V: View {
            @Binding var locked: Bool
            var body: some View {
                if locked.wrappedValue { Text("A").allowsHitTesting(false) } else { Text("A") }
            }
        }
        """, #"Text("A").allowsHitTesting(!locked.wrappedValue)"#),
        ("inert-modifier-branch", """
        struct V: View {
            @Binding var a: Bool
            @Binding var b: Bool
            var body: some View {
                if a || b { Text("A").padding(.top, 8) } else { Text("A") }
            }
        }
        """, #"Text("A").padding(.top, a || b ? 8 : 0)"#),
        ("inert-modifier-branch", """
        struct V: View {
            @Binding var a: Bool
            var body: some View {
                if a { Text("A").opacity(0.3).blur(radius: 2) } else { Text("A") }
            }
        }
        """, #"Text("A").opacity(a ? 0.3 : 1).blur(radius: a ? 2 : 0)"#),
        ("inert-modifier-branch", """
        struct V: View {
            @Binding var a: Bool
            var body: some View {
                if a {
                    Badge()
                        .frame(width: 20)
                } else {
                    Badge()
                        .frame(width: 20, height: 30)
                        .overlay(Dot())
                }
            }
        }
        """, #"""
                Badge()
                    .frame(width: 20, height: a ? nil : 30)
                    .overlay { if !a { Dot() } }
        """#),
        ("inert-modifier-branch", """
        struct V: View {
            @Binding var isCompact: Bool
            var body: some View {
                if isCompact { Image(systemName: "a").foregroundStyle(.red) } else { Image(systemName: "b").foregroundStyle(.secondary) }
            }
        }
        """, #"Image(systemName: isCompact ? "a" : "b").foregroundStyle(isCompact ? AnyShapeStyle(.red) : AnyShapeStyle(.secondary))"#),
        ("inert-modifier-branch", """
        struct V: View {
            @Binding var name: String?
            var body: some View {
                if name != nil { Text(name!) } else { Text("Unknown").redacted(reason: .placeholder) }
            }
        }
        """, #"(name != nil ? Text(name!) : Text("Unknown")).redacted(reason: name != nil ? [] : .placeholder)"#),
        ("inert-modifier-branch", """
        struct V: View {
            @Binding var isOn: Bool
            var body: some View {
                if isOn { Circle().gesture(TapGesture()) } else { Circle() }
            }
        }
        """, #"Circle().gesture(TapGesture(), including: isOn ? .all : .subviews)"#),
        ("observed-object-init", """
        struct V: View {
            @ObservedObject var model = Model()
            @StateObject var other = Model()
            var body: some View { Text(model.title) }
        }
        """, "@StateObject var model = Model()"),
        ("print-changes", """
        struct V: View {
            var body: some View {
                let _ = Self._printChanges()
                Text("")
            }
        }
        """, "    var body: some View {\n        Text(\"\")"),
    ])
    func documentedFix(_ id: String, _ source: String, _ expected: String) throws {
        let report = Linter(rules: Self.ruleSet(id)).lint([.text(source, path: "V.swift")])
        let fix = try #require(report.diagnostics.first?.fix, "\(id): no fix for\n\(source)")
        let fixed = String(decoding: try #require(fix.apply(to: Array(source.utf8))), as: UTF8.self)
        #expect(fixed.contains(expected), "\(id): expected `\(expected)` in\n\(fixed)")
    }

    @Test("no fix where the condition cannot go into a ternary or the rewrite needs a newer OS", arguments: [
        ("inert-modifier-branch", "if a, b { Text(\"A\").opacity(0.3) } else { Text(\"A\") }"),
        ("inert-modifier-branch", "if case .on = mode { Text(\"A\").bold() } else { Text(\"A\") }"),
        ("inert-modifier-branch", "if let _ = user { Text(\"A\").italic() } else { Text(\"A\") }"),
    ])
    func noFix(_ id: String, _ body: String) throws {
        #expect(try Self.fix(id, body) == nil, "\(id): unexpected fix for \(body)")
    }

    /// `bold(_:)` with a Bool needs iOS 16, `.overlay { }` with a view builder iOS 15: the
    /// message says so, and the fix is unsafe (it compiles only for projects targeting those).
    @Test("a rewrite that needs a newer OS is an unsafe fix", arguments: [
        "if a { Text(\"A\").bold() } else { Text(\"A\") }",
        "if a { Text(\"A\").overlay(Text(\"B\")) } else { Text(\"A\") }",
    ])
    func newerOSFix(_ body: String) throws {
        #expect(try Self.fix("inert-modifier-branch", body)?.applicability == .unsafe)
    }

    /// The one rule, reporting swaps of stateless views too: their fixes are the same.
    static func ruleSet(_ id: String) -> RuleSet {
        RuleSet(enabled: [id], options: id == InertModifierBranchRule.id ? [id: RuleOptions(MessageTests.statelessSwaps)] : [:])
    }

    static func fix(_ id: String, _ body: String) throws -> Fix? {
        let source = "enum Mode { case on, off }\nstruct V: View {\n    @Binding var a: Bool\n    @Binding var b: Bool\n    @Binding var mode: Mode\n    @Binding var user: String?\n    var body: some View {\n        \(body)\n    }\n}\n"
        let report = Linter(rules: ruleSet(id)).lint([.text(source, path: "V.swift")])
        let diagnostic = try #require(report.diagnostics.first, "\(id): expected a diagnostic for \(body)")
        return diagnostic.fix
    }
}

@Suite("Applying several fixes")
struct FixSetTests {
    static func fix(_ start: Int, _ end: Int, _ text: String) -> Fix {
        Fix(message: text, edits: [TextEdit(span: SourceSpan(startByte: start, endByte: end, line: 1, column: start + 1, endLine: 1, endColumn: end + 1), replacement: text)], applicability: .safe)
    }

    @Test func overlappingFixesWaitForTheNextPass() {
        let source = Array("abcdefgh".utf8)
        let (bytes, applied) = Fix.applyNonOverlapping([Self.fix(0, 2, "X"), Self.fix(1, 3, "Y"), Self.fix(6, 8, "Z"), Self.fix(4, 4, "+"), Self.fix(4, 4, "-")], to: source)
        #expect(String(decoding: bytes, as: UTF8.self) == "Xcd+efZ")
        #expect(applied == [0, 2, 3])
    }

    @Test("a session converges when a last pass applies nothing, not when the passes run out")
    func convergence() {
        let source = "struct V: View {\n    // viewlint:disable-next-line any-view\n    var body: some View { Text(\"\") }\n}\n"
        var session = FixSession(linter: Linter(rules: RuleSet()), includesUnsafe: true)
        let settled = session.run([.text(source, path: "V.swift")])
        #expect(settled.changes.count == 1 && settled.converged)
        session.maximumPasses = 1
        let cut = session.run([.text(source, path: "V.swift")])
        #expect(cut.changes.count == 1 && !cut.converged)
        #expect(session.run([.text("struct V {}\n", path: "V.swift")]).converged)
    }

    @Test("after a pass of fixes only the files it changed are parsed again; the report is a fresh lint's")
    func laterPassesParseOnlyChangedFiles() {
        let files: [LintInput] = [
            .text("struct A: View {\n    // viewlint:disable-next-line any-view\n    var body: some View { Text(\"a\") }\n}\n", path: "A.swift"),
            .text("struct B: View {\n    @State private var pages: [AnyView] = []\n    var body: some View { Text(\"b\") }\n}\n", path: "B.swift"),
            .text("struct C {}\n", path: "C.swift"),
        ]
        // B's stored views are a finding with no fix (any-view's storage setting).
        let linter = Linter(rules: RuleSet(options: ["any-view": RuleOptions(["storage": .bool(true)])]))
        let outcome = FixSession(linter: linter, includesUnsafe: true).run(files)
        #expect(outcome.changes.map(\.path) == ["A.swift"] && outcome.converged)
        #expect(outcome.report.filesLinted == 3 && outcome.report.filesFromCache == 2)
        var fixed = files
        fixed[0].content = .bytes(outcome.changes[0].fixed)
        #expect(outcome.report.diagnostics.map(\.path) == ["B.swift"])
        #expect(outcome.report.diagnostics == linter.lint(fixed).diagnostics)
    }

    @Test func aFixOutsideTheFileIsSkipped() {
        let (bytes, applied) = Fix.applyNonOverlapping([Self.fix(2, 40, "X")], to: Array("abc".utf8))
        #expect(bytes == Array("abc".utf8))
        #expect(applied.isEmpty)
    }
}

/// Applies every fix of one rule, unsafe ones included, with the engine of `--fix
/// --unsafe-fixes` (`FixSession`: non-overlapping fixes in report order, a re-lint, until
/// nothing changes), the other rules' fixes left out.
enum FixHarness {
    static func fixAll(_ files: [(name: String, source: String)], ruleID: String, options: [String: RuleOptionValue] = [:]) -> [(name: String, source: String)] {
        let session = FixSession(linter: ExampleHarness.linter(for: ruleID, options: options), includesUnsafe: true) { report, _ in
            var only = report
            only.diagnostics = report.diagnostics.filter { $0.ruleID == ruleID }
            return only
        }
        let outcome = session.run(files.map { LintInput.text($0.source, path: $0.name) })
        #expect(outcome.converged, "fixing \(ruleID) never settles")
        return files.map { file in
            guard let change = outcome.changes.first(where: { $0.path == file.name }) else { return file }
            return (file.name, String(decoding: change.fixed, as: UTF8.self))
        }
    }
}
