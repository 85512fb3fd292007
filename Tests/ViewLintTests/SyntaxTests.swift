import Foundation
import Synchronization
import Testing
@testable import ViewLintSyntax

@Suite("Syntax layer")
struct SyntaxTests {
    @Test func grammarIsTheABI15Build() {
        #expect(SwiftGrammar.abiVersion == 15)
    }

    /// Every kind and field the rules name must exist in the pinned grammar; a typo would
    /// otherwise silently never match.
    @Test func declaredKindsExistInTheGrammar() {
        let kinds: [NodeKind] = [
            .sourceFile, .comment, .multilineComment, .lineStringLiteral, .multiLineStringLiteral, .rawStringLiteral,
            .regexLiteral, .classDeclaration, .protocolDeclaration, .classBody, .enumClassBody, .protocolBody,
            .inheritanceSpecifier, .propertyDeclaration, .protocolPropertyDeclaration, .functionDeclaration,
            .protocolFunctionDeclaration, .subscriptDeclaration, .typealiasDeclaration, .initDeclaration, .parameter,
            .lambdaParameter, .computedProperty, .computedGetter, .functionBody, .modifiers, .attribute, .pattern,
            .typeAnnotation, .userType, .typeIdentifier, .arrayType, .dictionaryType, .optionalType, .opaqueType,
            .typeArguments, .statements, .callExpression, .callSuffix, .valueArguments, .valueArgument,
            .valueArgumentLabel, .lambdaLiteral, .navigationExpression, .navigationSuffix, .simpleIdentifier,
            .selfExpression, .prefixExpression, .constructorExpression, .ifStatement, .switchStatement,
            .ternaryExpression, .keyPathExpression, .rangeExpression, .integerLiteral, .arrayLiteral, .directive,
            .diagnostic,
        ]
        for kind in kinds { #expect(kind.isKnownToGrammar, "unknown node kind \(kind)") }
        let fields: [FieldName] = [.name, .body, .value, .target, .suffix, .condition, .computedValue, .returnType,
                                   .inheritsFrom, .declarationKind, .boundIdentifier, .type, .element, .wrapped,
                                   .start, .end, .op, .externalName, .defaultValue]
        for field in fields { #expect(field.id != UInt16.max) }
    }

    #if DEBUG
    /// Nodes do not keep their tree alive; debug builds (those the tests run) check every read
    /// of a node, so a use after the tree is gone stops there instead of reading freed memory.
    @Test func aNodeUsedAfterItsTreeIsGoneTraps() async {
        await #expect(processExitsWith: .failure) {
            var node: Node?
            do {
                let tree = SyntaxParser().parse(SourceText("let a = 1\n"))!
                node = tree.root
            }
            _ = node?.symbol
        }
    }

    @Test func aNodeWhoseTreeIsHeldIsRead() throws {
        let tree = try #require(SyntaxParser().parse(SourceText("let a = 1\n")))
        var node: Node?
        do { node = tree.root }
        #expect(node?.is(.sourceFile) == true)
        withExtendedLifetime(tree) {}
    }
    #endif

    /// A replacement recorded on a copy moves what follows it in the copy only, and the
    /// copy makes an incremental parse of the new text equal to a fresh one.
    @Test func aRecordedReplacementMovesWhatFollowsInTheCopyOnly() throws {
        let source = SourceText("let a = 1\nlet b = 2\n")
        let tree = try #require(SyntaxParser().parse(source))
        let edited = tree.copy()
        // `1` (bytes 8..<9) becomes a two-line array, five bytes longer.
        edited.recordReplacement(of: 8..<9, in: source, with: Array("[\n  1]".utf8))
        #expect(edited.root.namedChildren.last?.startByte == 15)
        #expect(tree.root.namedChildren.last?.startByte == 10)
        let newText = SourceText("let a = [\n  1]\nlet b = 2\n")
        let incremental = try #require(SyntaxParser().parse(newText, reusing: edited))
        let fresh = try #require(SyntaxParser().parse(newText))
        #expect(incremental.root.namedChildren.map(\.byteRange) == fresh.root.namedChildren.map(\.byteRange))
        #expect(!incremental.hasErrors)
    }

    @Test func parsesKindsRangesFieldsAndText() throws {
        let tree = try #require(SyntaxParser().parse(SourceText("let pets = [Pet]()\nForEach(pets, id: \\.name) { Text($0.name) }\n")))
        #expect(!tree.hasErrors)
        let root = tree.root
        #expect(root.is(.sourceFile))
        let call = try #require(root.namedChildren.last)
        #expect(call.is(.callExpression))
        #expect(call.start == SourcePosition(line: 2, column: 1))
        #expect(call.namedChild(0)?.textEquals("ForEach") == true)
        #expect(call.namedChild(0)?.textEquals("ForEac") == false)
        #expect(call.namedChild(0)?.textContains("Each") == true)
        #expect(call.namedChild(0)?.textContains("Eachh") == false)
        #expect(call.namedChild(0)?.textHasPrefix("For") == true)
        let property = try #require(root.namedChildren.first)
        #expect(property.child(field: .value)?.text == "[Pet]()")
        #expect(property.firstChild(.pattern)?.child(field: .boundIdentifier)?.text == "pets")
        #expect(call.parent?.is(.sourceFile) == true)
        #expect(call.namedChild(0)?.sExpression == "(simple_identifier)")
    }

    @Test func brokenCodeBecomesErrorNodes() throws {
        let tree = try #require(SyntaxParser().parse(SourceText("struct A { var x = ( }")))
        #expect(tree.hasErrors)
        #expect(tree.root.containsError)
    }

    @Test func queriesCaptureNodes() throws {
        let query = try Query("(call_expression (simple_identifier) @callee (call_suffix) @arguments)")
        let tree = try #require(SyntaxParser().parse(SourceText("let a = AnyView(x)\nlet b = Text(\"y\")\n")))
        let callees = query.matches(in: tree.root).compactMap { $0.node("callee")?.text }
        #expect(callees == ["AnyView", "Text"])
        #expect(throws: Query.CompileError.self) { try Query("(no_such_node) @x") }
        #expect(throws: Query.CompileError.self) { try Query("(call_expression") }
    }

    @Test func columnsCountUnicodeScalars() {
        let source = SourceText("a\n👋漢 x\r\nlast")
        #expect(source.position(ofByte: 0) == SourcePosition(line: 1, column: 1))
        let x = Array(source.bytes).firstIndex(of: UInt8(ascii: "x"))!
        #expect(source.position(ofByte: x) == SourcePosition(line: 2, column: 4))
        #expect(source.lineText(containing: x) == "👋漢 x")
        #expect(source.position(ofByte: source.bytes.count) == SourcePosition(line: 3, column: 5))
    }

    @Test func walkerHandlesDeepNestingWithoutRecursion() throws {
        let depth = 10_000
        let text = "let x = " + String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        let tree = try #require(SyntaxParser().parse(SourceText(text)))
        #expect(TreeWalker().maximumDepth(of: tree.root) >= depth)
    }

    @Test func walkerCanPassOverAnonymousNodes() throws {
        let tree = try #require(SyntaxParser().parse(SourceText("f(a, b)")))
        var all = 0, named = 0
        TreeWalker().walk(tree.root) { node, _ in all += 1; return .visitChildren }
        TreeWalker().walk(tree.root, namedOnly: true) { node, _ in
            #expect(node.isNamed)
            named += 1
            return .visitChildren
        }
        #expect(named > 0 && named < all, "(, ) and , are anonymous: \(named) of \(all)")
    }

    @Test func walkerCanSkipSubtrees() throws {
        let tree = try #require(SyntaxParser().parse(SourceText("f(g(h()))")))
        var calls = 0
        TreeWalker().walk(tree.root) { node, _ in
            guard node.is(.callExpression) else { return .visitChildren }
            calls += 1
            return .skipChildren
        }
        #expect(calls == 1)
    }

    @Test func parsersWorkInParallel() {
        let sources = (0..<64).map { "struct V\($0): View { var body: some View { Text(\"\($0)\") } }" }
        let failures = Mutex(0)
        DispatchQueue.concurrentPerform(iterations: 4) { worker in
            let parser = SyntaxParser()
            for index in stride(from: worker, to: sources.count, by: 4) {
                if parser.parse(SourceText(sources[index]))?.hasErrors != false { failures.withLock { $0 += 1 } }
            }
        }
        #expect(failures.withLock { $0 } == 0)
    }
}

extension TreeWalker {
    /// The deepest nesting of `root`'s subtree (for tests of pathological input).
    func maximumDepth(of root: Node) -> Int {
        var deepest = 0
        walk(root) { _, ancestors in
            deepest = max(deepest, ancestors.count)
            return .visitChildren
        }
        return deepest
    }
}
