import ViewLintRuleKit

extension AnyViewRule {
    /// Where a private `-> AnyView` function's result goes, read in its file (the only place
    /// that can call it). When every use needs an AnyView (a hosting controller's root view,
    /// the result of another `-> AnyView` function), declaring the helper `some View` only
    /// moves the one erasure to each caller: the erasure is the callers', not the helper's.
    enum ErasedUses {
        static func allNeedAnyView(of name: String, declaredBy scope: Node, _ context: RuleContext) -> Bool {
            guard scope.is(.functionDeclaration), isFilePrivate(scope) else { return false }
            let root = context.tree.root
            var uses = 0
            var allNeedAnyView = true
            TreeWalker().walk(root, namedOnly: true, codeOnly: true) { node, ancestors in
                guard allNeedAnyView else { return .skipChildren }
                guard node.is(.simpleIdentifier), node.textEquals(name), let use = use(of: node, ancestors) else { return .visitChildren }
                uses += 1
                allNeedAnyView = needsAnyView(use.node, parent: use.parent, ancestors)
                return .skipChildren
            }
            return uses > 0 && allNeedAnyView
        }

        private static func isFilePrivate(_ declaration: Node) -> Bool {
            declaration.firstChild(.modifiers)?.namedChildren.contains { $0.textEquals("private") || $0.textEquals("fileprivate") } == true
        }

        /// The call of the function `name` (`bar(coordinator: c)`, `self.bar(…)`) and its parent;
        /// nil for any other occurrence of the name (its declaration, a label `bar:`, another
        /// type's member). A reference passed as a value (`map(bar)`) has AnyView in its type.
        private static func use(of name: Node, _ ancestors: [Node]) -> (node: Node, parent: Node)? {
            var index = ancestors.count - 1
            var callee = name
            // `self.bar`: the name sits in the navigation's suffix.
            if index >= 1, ancestors[index].is(.navigationSuffix), ancestors[index - 1].is(.navigationExpression) {
                guard ancestors[index - 1].child(field: .target)?.is(.selfExpression) == true else { return nil }
                callee = ancestors[index - 1]
                index -= 2
            }
            guard index >= 1, ancestors[index].is(.callExpression), ancestors[index].namedChild(0)?.isSameNode(as: callee) == true else { return nil }
            return (ancestors[index], ancestors[index - 1])
        }

        /// `rootView: bar()`, `host.rootView = bar()`, `return bar()` (or the only expression)
        /// in a function or getter declared `-> AnyView`.
        private static func needsAnyView(_ use: Node, parent: Node, _ ancestors: [Node]) -> Bool {
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
