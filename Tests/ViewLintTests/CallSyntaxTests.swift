import Testing
@testable import ViewLintSyntax

/// `CallSyntax` is what the index and every call-visiting rule read; each shape is pinned here.
@Suite("Calls read once")
struct CallSyntaxTests {
    /// The first call of `source` (pre-order), read.
    static func firstCall(_ source: String) throws -> CallSyntax {
        let tree = try #require(SyntaxParser().parse(SourceText(source)))
        var found: CallSyntax?
        TreeWalker().walk(tree.root) { node, _ in
            if found == nil, let call = CallSyntax(node) { found = call }
            return .visitChildren
        }
        return try #require(found, "no call in \(source)")
    }

    @Test func containerWithLabelsAndTrailingClosure() throws {
        let call = try Self.firstCall(#"ForEach(pets, id: \.name) { pet in Text(pet.name) }"#)
        #expect(call.callee.text == "ForEach")
        #expect(call.member == nil)
        #expect(call.calls(oneOf: ["List", "ForEach"]))
        #expect(!call.calls(oneOf: ["For"]))
        #expect(call.arguments.count == 2)
        #expect(call.firstUnlabelledArgument?.text == "pets")
        #expect(call.argument(labeled: "id")?.text == #"\.name"#)
        #expect(call.trailingClosure != nil && call.takesClosure && !call.hasNoArguments)
    }

    @Test func memberCalls() throws {
        let modifier = try Self.firstCall("let v = Text(\"a\").id(item.id)")
        #expect(modifier.member?.text == "id")
        #expect(modifier.callsMember("id") && !modifier.calls(oneOf: ["id"]))
        #expect(modifier.soleArgument(ofMember: "id")?.text == "item.id")
        #expect(modifier.soleArgument(ofMember: "tag") == nil)
        #expect(!modifier.takesClosure)

        let labelled = try Self.firstCall("let v = x.id(value: 1)")
        #expect(labelled.soleArgument(ofMember: "id") == nil, "a labelled argument is not `.id(_:)`")

        let bare = try Self.firstCall("let v = x.eraseToAnyView()")
        #expect(bare.hasNoArguments && bare.arguments.isEmpty)
    }

    @Test func closuresInsideParenthesesAndTrailingOnly() throws {
        let inParentheses = try Self.firstCall("let v = x.sheet(isPresented: $a, content: { Text(\"b\") })")
        #expect(inParentheses.trailingClosure == nil && inParentheses.takesClosure)
        let dictionary = try Self.firstCall("let v = x.f([\"a\": 1])")
        #expect(!dictionary.takesClosure)
        let trailingOnly = try Self.firstCall("let v = x.task { await load() }")
        #expect(trailingOnly.argumentList == nil && trailingOnly.arguments.isEmpty && trailingOnly.takesClosure)
        #expect(!trailingOnly.hasNoArguments)
    }

    @Test func notACall() throws {
        let tree = try #require(SyntaxParser().parse(SourceText("let v = a.b")))
        var calls = 0
        TreeWalker().walk(tree.root) { node, _ in
            if CallSyntax(node) != nil { calls += 1 }
            return .visitChildren
        }
        #expect(calls == 0)
    }
}
