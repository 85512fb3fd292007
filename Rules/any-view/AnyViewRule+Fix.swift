import ViewLintRuleKit

/// Fixes for an avoidable erasure: the erasure removed where the view goes into a view
/// builder, and the talk's refactor of a function, property or closure whose every result
/// is erased: `@ViewBuilder … -> some View` without the wrappers and the `return`s.
extension AnyViewRule {
    /// The fix for the erasure `erasure` (its erased view `erased`) going to `sink`, or nil.
    static func fix(_ erasure: Node, erased: Node, sink: Sink, _ context: RuleContext) -> Fix? {
        let ancestors = context.ancestors
        var current = erasure
        var index = ancestors.count - 1
        // Modifiers applied to the erased view: `AnyView(x).padding()`.
        while index >= 1, ancestors[index].is(.navigationExpression), ancestors[index].child(field: .target)?.isSameNode(as: current) == true,
              ancestors[index - 1].is(.callExpression) {
            current = ancestors[index - 1]
            index -= 2
        }
        guard index >= 0 else { return nil }
        let holder = ancestors[index]
        // `{ item -> AnyView in … }`, `@ViewBuilder func f() -> AnyView`: the builder's result
        // is declared AnyView, so the erasure stays.
        if case .builder = sink, declaresErasedResult(ancestors) { return nil }
        if case .builder = sink, holder.is(.statements), context.isInViewBuildingCode {
            // A statement of a view builder: the view goes there as it is.
            let view = ResultRewrite(context).text(of: erased, replacing: erasure)
            let text = current.isSameNode(as: erasure) || isPostfixOperand(erased) ? view : "(\(view))"
            return Fix(message: "Remove the AnyView", edits: [context.replacing(erasure, with: text)], applicability: .safe)
        }
        if holder.is(.ternaryExpression), index >= 1, ancestors[index - 1].is(.statements), context.isInViewBuildingCode,
           case .builder = sink, let branches = ResultRewrite(context).branches(holder) {
            // `c ? AnyView(a) : AnyView(b)` as a statement: one branch each.
            return Fix(message: "Write the alternatives as `if`/`else` without AnyView", edits: [context.replacing(holder, with: branches)], applicability: .safe)
        }
        if case .modifierArgument = sink { return nil }
        return resultFix(context)
    }

    /// Whether the innermost function, computed property or closure declares its result with
    /// AnyView.
    private static func declaresErasedResult(_ ancestors: [Node]) -> Bool {
        guard let index = ancestors.lastIndex(where: { $0.is(.functionDeclaration) || $0.is(.computedProperty) || $0.is(.lambdaLiteral) })
        else { return false }
        let scope = ancestors[index]
        if scope.is(.lambdaLiteral) { return scope.firstChild(.lambdaFunctionType)?.textContains("AnyView") == true }
        if scope.is(.functionDeclaration) { return SyntaxHelpers.returnTypeNode(ofFunction: scope)?.textContains("AnyView") == true }
        return index >= 1 && ancestors[index - 1].firstChild(.typeAnnotation)?.textContains("AnyView") == true
    }

    /// `x` in `x.padding()` needs no parentheses.
    private static func isPostfixOperand(_ node: Node) -> Bool {
        node.is(.callExpression) || node.is(.navigationExpression) || node.is(.simpleIdentifier) || node.is(.selfExpression)
            || node.is(.tupleExpression)
    }

    /// The erased results of the innermost function, computed property or closure rewritten
    /// as a view builder. Safe for a closure (already a view builder) and for a declaration
    /// already returning `some View`; for `-> AnyView`, safe only when every use in the
    /// project is a view-builder statement (a private declaration used so in its file).
    private static func resultFix(_ context: RuleContext) -> Fix? {
        let ancestors = context.ancestors
        guard let scopeIndex = ancestors.lastIndex(where: { $0.is(.functionDeclaration) || $0.is(.computedProperty) || $0.is(.lambdaLiteral) })
        else { return nil }
        let scope = ancestors[scopeIndex]
        // The parser's guess at broken code is no ground for a rewrite.
        guard !scope.containsError else { return nil }
        let rewrite = ResultRewrite(context)
        if scope.is(.lambdaLiteral) {
            // A closure with a written signature (`proxy -> AnyView in`) says what it returns.
            guard scope.firstChild(.lambdaFunctionType)?.textContains("->") != true,
                  let statements = scope.firstChild(.statements), let body = rewrite.block(statements, isWholeBody: true) else { return nil }
            return Fix(message: "Remove the AnyViews and the `return`s: the closure is a view builder",
                       edits: [context.replacing(statements, with: body)], applicability: .safe)
        }
        let declaration: Node, type: Node?, statements: Node?, name: Node?
        if scope.is(.functionDeclaration) {
            declaration = scope
            type = SyntaxHelpers.returnTypeNode(ofFunction: scope)
            statements = scope.child(field: .body)?.firstChild(.statements)
            name = scope.child(field: .name)
        } else {
            guard scopeIndex >= 1, ancestors[scopeIndex - 1].is(.propertyDeclaration) else { return nil }
            declaration = ancestors[scopeIndex - 1]
            type = declaration.firstChild(.typeAnnotation)?.namedChild(0)
            statements = scope.firstChild(.statements)
            name = declaration.firstChild(.pattern)?.child(field: .boundIdentifier)
        }
        guard let type, let statements, let name, let body = rewrite.block(statements, isWholeBody: true) else { return nil }
        var edits = [context.replacing(statements, with: body)]
        let erasesResult = type.textEquals("AnyView") || type.textEquals("SwiftUI.AnyView")
        guard erasesResult || type.is(.opaqueType) else { return nil }
        if erasesResult { edits.append(context.replacing(type, with: "some View")) }
        let attributes = declaration.firstChild(.modifiers).map(SyntaxHelpers.attributeNames) ?? []
        // A view's `body` is a view builder already (the protocol says so); one view needs none.
        let addsBuilder = !attributes.contains("ViewBuilder") && !(scope.is(.computedProperty) && name.textEquals("body"))
            && !Self.isSingleView(statements)
        if addsBuilder {
            edits.append(TextEdit(span: context.span(declaration.startByte..<declaration.startByte), replacement: "@ViewBuilder "))
        }
        let label = unquoted(name.text)
        let message = switch (addsBuilder, erasesResult) {
        case (true, true): "Make `\(label)` a @ViewBuilder returning `some View`, without AnyView"
        case (false, true): "Make `\(label)` return `some View`, without AnyView"
        case (true, false): "Make `\(label)` a @ViewBuilder, without AnyView and `return`s"
        case (false, false): "Remove the AnyView (and the `return`s)"
        }
        if erasesResult, declaration.is(.functionDeclaration) {
            // A generic function's opaque result depends on its type parameters, and a function
            // passed as a value (`_openExistential(x, do: make)`) may need the erased type.
            guard declaration.firstChild(.typeParameters) == nil,
                  !context.remember("is passed as a value", about: declaration, { uses(of: name, isFunction: true, context.tree) == .asValue })
            else { return nil }
        }
        guard erasesResult else { return Fix(message: message, edits: edits, applicability: .safe) }
        // A use of the result outside a view builder (`return buildHeader()` in a function
        // declared `-> AnyView`, an argument, a closure's result) may need the erased type: no
        // fix. A helper that only erases `self` exists to make an AnyView: no fix either.
        if isErasingHelper(statements) { return nil }
        let onlyInViewBuilders = context.remember("is used only where some View fits", about: declaration) {
            uses(of: name, isFunction: declaration.is(.functionDeclaration), context.tree) == .viewBuilders
        }
        guard onlyInViewBuilders else { return nil }
        // Other files may use a declaration that is not private in ways this file does not show.
        return Fix(message: message, edits: edits, applicability: isPrivate(declaration) ? .safe : .unsafe)
    }

    /// `func anyView() -> AnyView { AnyView(self) }`: its purpose is the erasure.
    private static func isErasingHelper(_ statements: Node) -> Bool {
        guard isSingleView(statements) else { return false }
        let code = statements.text.filter { !$0.isWhitespace }
        return code.hasSuffix("(self)") || code.hasSuffix("(erasing:self)")
    }

    /// `{ AnyView(x) }`, `{ return AnyView(x) }`: one view, no alternatives.
    private static func isSingleView(_ statements: Node) -> Bool {
        let list = statements.namedChildren.filter { !$0.is(.comment) && !$0.is(.multilineComment) }
        guard list.count == 1 else { return false }
        let result = list[0].is(.controlTransferStatement) ? list[0].namedChild(0) : list[0]
        return result?.is(.callExpression) == true
    }

    static func isPrivate(_ declaration: Node) -> Bool {
        declaration.firstChild(.modifiers)?.namedChildren.contains { $0.textEquals("private") || $0.textEquals("fileprivate") } == true
    }

    /// Where a file uses a declaration, from the best fit to the worst.
    enum Uses: Int, Comparable {
        /// Every use is a statement of a view builder (`name`, `self.name`, `name(…)`).
        case viewBuilders
        /// Some use is elsewhere (an argument, an assignment, a `return`).
        case elsewhere
        /// A function named without being called: passed as a value.
        case asValue

        static func < (a: Uses, b: Uses) -> Bool { a.rawValue < b.rawValue }
    }

    /// How `tree` uses the declaration named by `name` (its worst use).
    private static func uses(of name: Node, isFunction: Bool, _ tree: SyntaxTree) -> Uses {
        var worst = Uses.viewBuilders
        forEachUse(of: name, isFunction: isFunction, in: tree) { use, ancestors in
            guard let use else {
                worst = .asValue
                return false
            }
            if !(use.parent.is(.statements) && ViewBuildingContext.contains(Array(ancestors))) { worst = max(worst, .elsewhere) }
            return true
        }
        return worst
    }

    /// Each use in `tree` of the declaration named by `name` (not the name itself, nor a
    /// member of something else such as `.caption` or `model.caption`, nor an argument label):
    /// the expression that uses it (`name`, `self.name`, `name(…)`, `self.name(…)`), its parent
    /// and the ancestors up to that parent; nil for a function named without being called (passed
    /// as a value). `visit` returns false to stop.
    static func forEachUse(of name: Node, isFunction: Bool, in tree: SyntaxTree,
                           _ visit: (_ use: (node: Node, parent: Node)?, _ ancestors: ArraySlice<Node>) -> Bool) {
        var stopped = false
        TreeWalker().walk(tree.root, codeOnly: true) { node, ancestors in
            guard !stopped, node.is(.simpleIdentifier), node.startByte != name.startByte, SyntaxEquivalence.equal(node, name) else {
                return stopped ? .skipChildren : .visitChildren
            }
            var use = node
            var index = ancestors.count - 1
            if index >= 0, ancestors[index].is(.valueArgumentLabel) { return .skipChildren }
            // `.caption`, `model.caption`: a member of something else.
            if index >= 0, ancestors[index].is(.prefixExpression), ancestors[index].textHasPrefix(".") { return .skipChildren }
            if index >= 1, ancestors[index].is(.navigationSuffix) {
                guard ancestors[index - 1].child(field: .target)?.is(.selfExpression) == true else { return .skipChildren }
                use = ancestors[index - 1]
                index -= 2
            }
            if index >= 0, ancestors[index].is(.callExpression), ancestors[index].namedChild(0)?.isSameNode(as: use) == true {
                use = ancestors[index]
                index -= 1
            } else if isFunction {
                stopped = !visit(nil, ancestors[...])
                return .skipChildren
            }
            guard index >= 0 else { return .skipChildren }
            stopped = !visit((use, ancestors[index]), ancestors[...index])
            return .skipChildren
        }
    }
}
