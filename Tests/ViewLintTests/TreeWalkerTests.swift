import Foundation
import Testing
@testable import ViewLintSyntax

/// The engine's named walk reads tree-sitter's subtrees directly (`ts_walk_named`); these tests
/// hold it to the public cursor, node for node, on every Swift text the repository has and on
/// broken and pathological input.
@Suite("Named walk matches the cursor")
struct TreeWalkerTests {
    /// One visited node: what it is, where, and under which parent.
    struct Visit: Equatable, CustomStringConvertible {
        var symbol: UInt16
        var range: Range<Int>
        var depth: Int
        var parentRange: Range<Int>?

        var description: String { "\(symbol)@\(range) depth \(depth) parent \(parentRange.map { "\($0)" } ?? "-")" }
    }

    /// Every text to compare on: examples, fixtures, rule documentation (Markdown parsed as
    /// Swift: a tree full of ERROR nodes) and synthetic edge cases.
    static let texts: [(name: String, text: String)] = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        var texts: [(String, String)] = []
        for folder in ["Examples", "Tests/ViewLintTests/Fixtures", "Rules"] {
            let enumerator = FileManager.default.enumerator(at: root.appendingPathComponent(folder), includingPropertiesForKeys: nil)
            while let url = enumerator?.nextObject() as? URL {
                guard ["swift", "md"].contains(url.pathExtension), let text = try? String(contentsOf: url, encoding: .utf8) else { continue }
                texts.append((url.path.replacingOccurrences(of: root.path + "/", with: ""), text))
            }
        }
        texts += [
            ("empty", ""),
            ("broken", "struct V: View { var body: some View { VStack { Text(\"a\" .padding( } }"),
            ("unicode", "let 名前 = \"🐶\"; Text(\"é\").id(名前) /* ü */ // ✓\n"),
            ("deep closures", "let x = " + String(repeating: "{ ", count: 3_000) + String(repeating: "} ", count: 3_000)),
            ("deep brackets", "let x = " + String(repeating: "[", count: 3_000) + String(repeating: "]", count: 3_000)),
            ("aliases and extras", "#if DEBUG\nlet a = 1 // c\n#else\nlet a = 2\n#endif\nfunc f() async throws -> some View { a as? Int ?? 0 }"),
        ]
        return texts
    }()

    static func namedWalk(_ root: Node, skipping skip: (Node) -> Bool = { _ in false }) -> [Visit] {
        var visits: [Visit] = []
        var stack: [Node] = []
        TreeWalker().walk(root, namedOnly: true, ancestorStack: &stack) { node, ancestors in
            visits.append(Visit(symbol: node.symbol, range: node.byteRange, depth: ancestors.count, parentRange: ancestors.last?.byteRange))
            return skip(node) ? .skipChildren : .visitChildren
        }
        return visits
    }

    /// The reference: the cursor walk over all nodes, recording named ones and not descending
    /// into anonymous ones.
    static func cursorWalk(_ root: Node, skipping skip: (Node) -> Bool = { _ in false }) -> [Visit] {
        var visits: [Visit] = []
        TreeWalker().walk(root) { node, ancestors in
            guard node.isNamed else { return .skipChildren }
            visits.append(Visit(symbol: node.symbol, range: node.byteRange, depth: ancestors.count, parentRange: ancestors.last?.byteRange))
            return skip(node) ? .skipChildren : .visitChildren
        }
        return visits
    }

    @Test func theRepositoryHasTextsToCompare() {
        #expect(Self.texts.filter { $0.name.hasPrefix("Examples/") }.count >= 5)
        #expect(Self.texts.filter { $0.name.hasPrefix("Rules/") }.count >= 9)
    }

    @Test(arguments: texts.map(\.name))
    func visitsTheSameNodesAsTheCursor(_ name: String) throws {
        let text = try #require(Self.texts.first { $0.name == name }?.text)
        let tree = try #require(SyntaxParser().parse(SourceText(text)))
        Self.expectSame(Self.namedWalk(tree.root), Self.cursorWalk(tree.root))
    }

    /// Compares two walks, reporting the first difference rather than both (long) lists.
    static func expectSame(_ actual: [Visit], _ expected: [Visit], sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(actual.count == expected.count, sourceLocation: sourceLocation)
        if let index = actual.indices.first(where: { $0 < expected.count && actual[$0] != expected[$0] }) {
            Issue.record("visit \(index): \(actual[index]) instead of \(expected[index])", sourceLocation: sourceLocation)
        }
    }

    @Test(arguments: texts.map(\.name))
    func skipsTheSameSubtreesAsTheCursor(_ name: String) throws {
        let text = try #require(Self.texts.first { $0.name == name }?.text)
        let tree = try #require(SyntaxParser().parse(SourceText(text)))
        let skip: (Node) -> Bool = { $0.is(.callExpression) || $0.is(.lambdaLiteral) || $0.isError }
        Self.expectSame(Self.namedWalk(tree.root, skipping: skip), Self.cursorWalk(tree.root, skipping: skip))
    }

    @Test func startsAtAnInnerNode() throws {
        let tree = try #require(SyntaxParser().parse(SourceText("struct A { func f() { g(1, h { 2 }) } }")))
        var call: Node?
        TreeWalker().walk(tree.root) { node, _ in
            if call == nil, node.is(.callExpression) { call = node }
            return .visitChildren
        }
        let inner = try #require(call)
        Self.expectSame(Self.namedWalk(inner), Self.cursorWalk(inner))
        #expect(Self.namedWalk(inner).first?.depth == 0)
    }
}
