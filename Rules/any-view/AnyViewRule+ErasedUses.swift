import ViewLintRuleKit

extension AnyViewRule {
    /// Where a private `-> AnyView` function's result goes, read in its file (the only place
    /// that can call it). When every call needs an AnyView (a hosting controller's root view,
    /// the result of another `-> AnyView` function), declaring the helper `some View` only
    /// moves the one erasure to each caller: the erasure is the callers', not the helper's.
    enum ErasedUses {
        static func allNeedAnyView(declaredBy function: Node, _ context: RuleContext) -> Bool {
            guard function.is(.functionDeclaration), isPrivate(function), let name = function.child(field: .name) else { return false }
            var calls = 0
            var allNeedAnyView = true
            // A reference passed as a value (`map(bar)`) has AnyView in its type: not counted.
            forEachUse(of: name, isFunction: true, in: context.tree) { use, ancestors in
                guard let use else { return true }
                calls += 1
                allNeedAnyView = needsAnyView(use.node, parent: use.parent, ancestors)
                return allNeedAnyView
            }
            return calls > 0 && allNeedAnyView
        }

        /// `rootView: bar()`, `host.rootView = bar()`, `return bar()` (or the only expression)
        /// in a function or getter declared `-> AnyView`.
        private static func needsAnyView(_ use: Node, parent: Node, _ ancestors: ArraySlice<Node>) -> Bool {
            if parent.is(.valueArgument) { return parent.child(field: .name)?.textEquals("rootView") == true }
            if parent.is(.assignment) {
                return parent.child(field: .result)?.isSameNode(as: use) == true && parent.child(field: .target)?.text.hasSuffix("rootView") == true
            }
            guard parent.is(.controlTransferStatement) || parent.is(.statements) && parent.namedChildCount == 1,
                  let scope = ancestors.last(where: { $0.is(.functionDeclaration) || $0.is(.computedProperty) || $0.is(.lambdaLiteral) }),
                  !scope.is(.lambdaLiteral) else { return false }
            let type = scope.is(.functionDeclaration) ? SyntaxHelpers.returnTypeNode(ofFunction: scope)
                : scope.parent?.firstChild(.typeAnnotation)?.namedChild(0)
            return type.map { SyntaxHelpers.typeReference($0).baseName == "AnyView" } ?? false
        }
    }
}
