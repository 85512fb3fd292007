import Testing
import ViewLintEngine
import ViewLintRuleKit
import ViewLintRules

/// The shared view-building context: each `if` below is named `yes…` when it sits in
/// view-building code and `no…` when it does not.
@Suite("View-building context")
struct ViewBuildingContextTests {
    static let source = """
    struct V: View {
        var body: some View {
            if yes1 { A() } else { B() }
            VStack { if yes2 { A() } else { B() } }
            Button(action: { if no1 { a() } else { b() } }) { if yes3 { A() } else { B() } }
            Button("x") { if no2 { a() } else { b() } }
            Button { if no3 { a() } } label: { if yes4 { A() } else { B() } }
            Card { if yes5 { A() } else { B() } }
            Row(item: x) { guard let id = x.id else { return }; if no13 { select(id) } else { deselect(id) } }
            Row(item: x) { count += 1; if no14 { a() } }
            Text("x").onAppear { if no4 { a() } }
                .overlay { if yes6 { A() } }
                .sheet(isPresented: $p, onDismiss: { if no5 { a() } }) { if yes7 { A() } }
            ForEach(xs) { x in if yes8 { A() } }
            Section { Text("a") } header: { if yes14 { A() } }
            let f = { if no6 { a() } }
            Text("y").task { withAnimation { if no12 { a() } } }
            Chart { ForEach(points) { p in if no15 { PointMark() } else { LineMark() } } }
        }
        @ViewBuilder var extra: some View { if yes9 { A() } }
        @ViewBuilder func make() -> some View { if yes10 { A() } }
        var plain: Int { if no7 { 1 } else { 2 } }
        func helper() { if no8 { a() } }
        init() { if no9 { a() } }
    }
    struct M: ViewModifier { func body(content: Content) -> some View { if yes11 { content } } }
    struct P: PreviewProvider { static var previews: some View { if yes12 { A() } } }
    #Preview { if yes13 { A() } }
    func top() { if no10 { a() } }
    struct NotView { var body: Int { if no11 { 1 } else { 2 } } }
    """

    @Test("if statements are classified by their enclosing closure or declaration")
    func classification() throws {
        let tree = try #require(SyntaxParser().parse(SourceText(Self.source)))
        #expect(!tree.hasErrors)
        var seen = 0
        TreeWalker().walk(tree.root) { node, ancestors in
            if node.is(.ifStatement), let condition = node.child(field: .condition) {
                let name = condition.text
                #expect(ViewBuildingContext.contains(ancestors) == name.hasPrefix("yes"), "\(name)")
                seen += 1
            }
            return .visitChildren
        }
        #expect(seen == 29)
    }

    @Test("10,000-deep nesting and long chains do not crash the structural rules")
    func deepNesting() {
        let depth = 10_000
        let nested = String(repeating: "VStack {\n", count: depth)
            + "if a { Text(\"x\").opacity(0.3) } else { Text(\"x\") }\n"
            + String(repeating: "}\n", count: depth)
        let chain = "if a { Text(\"x\")" + String(repeating: ".padding()", count: depth) + " } else { Text(\"x\")"
            + String(repeating: ".padding()", count: depth) + ".bold() }"
        let elseIfs = (0..<depth).map { "if c\($0) { Text(\"x\").opacity(\($0)) } else " }.joined() + "{ Text(\"x\") }"
        let ids = ["inert-modifier-branch", "conditional-modifier", "observed-object-init", "print-changes"]
        for body in [nested, chain, elseIfs] {
            let source = "struct V: View {\n var body: some View {\n\(body)\n }\n}\n"
            let report = Linter(rules: RuleSet(enabled: Set(ids))).lint([.text(source, path: "V.swift")])
            #expect(report.filesLinted == 1)
        }
    }
}
