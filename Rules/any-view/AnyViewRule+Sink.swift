import ViewLintRuleKit

extension AnyViewRule {
    /// Where an erased view goes, when the erasure is avoidable. Anything else (an assignment,
    /// an array element, an argument of an initialiser or a stored closure, a closure that is
    /// not a view builder) is storage: this rule reports its declaration, once (AnyViewRule+Storage).
    enum Sink {
        /// Content of a view builder (`body`, `@ViewBuilder`, container closures); `ternary`
        /// when the erasure is an arm of a ternary.
        case builder(ternary: Bool)
        /// The result of a function or property already declared `some View`.
        case opaqueResult(String)
        /// The result of a function or property declared `-> AnyView` that implements no
        /// protocol requirement of the project (checked once the project is indexed).
        case erasingResult(String)
        /// An argument of a view modifier in view-building code (`.background(AnyView(…))`).
        case modifierArgument(String)

        var requirementName: String? {
            if case .erasingResult(let name) = self { return name }
            return nil
        }

        /// The member an erased argument is passed to when it may be the project's stored
        /// closure rather than a view modifier: not one of SwiftUI's modifiers that take views
        /// (`background` in `.background(AnyView(…))` is one, whatever else the project names so).
        var calledMember: String? {
            guard case .modifierArgument(let name) = self, !ViewBuildingContext.builderModifiers.contains(name),
                  !Self.viewArgumentModifiers.contains(name) else { return nil }
            return name
        }

        /// SwiftUI's modifiers that take a view as an argument, besides those taking a builder
        /// closure (`ViewBuildingContext.builderModifiers`).
        static let viewArgumentModifiers: Set<String> = ["listRowBackground", "navigationBarItems", "badge"]

        /// Member calls whose arguments are stored, not placed in a view.
        static let storingMembers: Set<String> = [
            "append", "insert", "init", "map", "compactMap", "flatMap", "updateValue", "set", "push", "add",
            "send", "callAsFunction", "store", "register",
        ]

        /// The sink of `node` (an erasure) whose erased view is `erased`, if avoidable and not
        /// asked for by the enclosing signature or explained by the author. Those two read the
        /// enclosing declaration's text, so they run last, only for a reportable erasure.
        static func avoidable(_ node: Node, erased: Node, _ context: RuleContext) -> Sink? {
            guard let sink = sink(of: node, erased: erased, context),
                  !signatureRequiresAnyView(context.ancestors, context.source), !isExplained(context),
                  !isInAvailabilityBranch(context.ancestors) else { return nil }
            if case .builder = sink { return sink }
            if case .modifierArgument = sink { return sink }
            // A result rewritten as a @ViewBuilder may hold views only.
            guard let scope = context.ancestors.last(where: { $0.is(.functionDeclaration) || $0.is(.computedProperty) }),
                  !context.remember("runs statements", about: scope, { runsStatements(scope) }) else { return nil }
            if case .erasingResult = sink,
               context.remember("feeds only AnyView", about: scope, { ErasedUses.allNeedAnyView(declaredBy: scope, context) }) {
                return nil
            }
            return sink
        }

        /// Whether a function or getter runs statements a view builder cannot hold: assignments or
        /// a call statement of a function such as `assertionFailure()` (closures aside). Its
        /// erasure then goes with a larger refactor than the message can state. (A `guard` that
        /// returns early reads as `if`/`else` and is no obstacle.)
        private static func runsStatements(_ scope: Node) -> Bool {
            var found = false
            TreeWalker().walk(scope, codeOnly: true) { node, ancestors in
                if found || node.is(.lambdaLiteral) { return .skipChildren }
                if node.is(.assignment) {
                    found = true
                } else if node.is(.callExpression), ancestors.last?.is(.statements) == true, let callee = node.namedChild(0),
                          callee.is(.simpleIdentifier), !callee.startsWithUppercaseLetter {
                    found = true
                }
                return found ? .skipChildren : .visitChildren
            }
            return found
        }

        private static func sink(of node: Node, erased: Node, _ context: RuleContext) -> Sink? {
            let ancestors = context.ancestors
            var current = node
            var index = ancestors.count - 1
            var peerIsErased = false, inTernary = false
            // Climb through parentheses, ternary arms and modifiers applied to the erased view.
            while index >= 1 {
                let parent = ancestors[index]
                if parent.is(.tupleExpression), parent.namedChildCount == 1 {
                    current = parent
                    index -= 1
                } else if parent.is(.ternaryExpression) {
                    guard let condition = parent.child(field: .condition), !condition.isSameNode(as: current) else { return nil }
                    let other = parent.child(field: .ifTrue)?.isSameNode(as: current) == true
                        ? parent.child(field: .ifFalse) : parent.child(field: .ifTrue)
                    // The other arm is an erasure too (`AnyView(b)`, `b.eraseToAnyView()`), not a
                    // value whose name merely contains the word.
                    peerIsErased = other.map { arm in
                        var node = arm
                        while node.is(.tupleExpression), node.namedChildCount == 1, let inner = node.namedChild(0) { node = inner }
                        return node.is(.callExpression) && node.namedChild(0).map(isErasure) == true
                    } ?? false
                    inTernary = true
                    current = parent
                    index -= 1
                } else if parent.is(.navigationExpression), parent.child(field: .target)?.isSameNode(as: current) == true,
                          ancestors[index - 1].is(.callExpression), ancestors[index - 1].namedChild(0)?.isSameNode(as: parent) == true {
                    current = ancestors[index - 1]
                    index -= 2
                } else {
                    break
                }
            }
            guard index >= 1, peerIsErased || isBuiltHere(erased) && !callsStoredClosure(erased, ancestors)
                    || isConcreteParameter(erased, ancestors) else { return nil }
            let parent = ancestors[index]
            if parent.is(.statements) {
                if context.isInViewBuildingCode {
                    // `@ViewBuilder var menu: AnyView { … }`: the declared type asks for the
                    // erasure (a protocol requirement may fix it), so it is the result's.
                    if case .erasingResult? = result(ofScopeAbove: index, ancestors) { return result(ofScopeAbove: index, ancestors) }
                    return .builder(ternary: inTernary)
                }
                // The only statement of a function, getter or closure is its result.
                var statements = 0
                parent.forEachChild { _, child in
                    if child.isNamed, !child.is(.comment), !child.is(.multilineComment) { statements += 1 }
                }
                guard statements == 1 else { return nil }
                return branchesOrHelper(result(ofScopeAbove: index, ancestors), peerIsErased, index, ancestors)
            }
            if parent.is(.controlTransferStatement) {
                guard parent.textHasPrefix("return") else { return nil }
                let sink = result(ofScopeAbove: index, ancestors) ?? (context.isInViewBuildingCode ? .builder(ternary: false) : nil)
                return branchesOrHelper(sink, peerIsErased, index, ancestors)
            }
            if parent.is(.valueArgument), index >= 3,
               context.isInViewBuildingCode || peerIsErased && returnsOpaqueView(ancestors[..<index]) {
                // `.background(AnyView(…))`, or `listRowBackground(c ? AnyView(a) : AnyView(b))`
                // called on `self` in a function returning `some View`.
                let call = ancestors[index - 3]
                guard call.is(.callExpression), let callee = call.namedChild(0) else { return nil }
                // A plain `name(…)` may be a stored closure taking AnyView (`transformer(AnyView(…))`):
                // only alternatives erased to unify them count there.
                let member = callee.is(.navigationExpression) ? callee.navigationMember
                    : callee.is(.simpleIdentifier) && peerIsErased ? callee : nil
                guard let member, !member.startsWithUppercaseLetter, !storingMembers.contains(member.text) else { return nil }
                return .modifierArgument(member.text)
            }
            return nil
        }

        /// Whether the innermost function or computed property is declared `some View`.
        private static func returnsOpaqueView(_ ancestors: ArraySlice<Node>) -> Bool {
            guard let scope = ancestors.last(where: {
                $0.is(.functionDeclaration) || $0.is(.computedProperty) || $0.is(.lambdaLiteral) || $0.is(.initDeclaration)
            }) else { return false }
            if scope.is(.functionDeclaration) { return SyntaxHelpers.returnTypeNode(ofFunction: scope)?.is(.opaqueType) == true }
            guard scope.is(.computedProperty), let index = ancestors.lastIndex(where: { $0.isSameNode(as: scope) }),
                  index > ancestors.startIndex else { return false }
            return ancestors[index - 1].firstChild(.typeAnnotation)?.namedChild(0)?.is(.opaqueType) == true
        }

        /// A returned erasure is avoidable in a `some View` or `-> AnyView` function or
        /// property; in a closure (`GeometryReader { proxy -> AnyView in … }`) only when it
        /// erases alternatives (a ternary's arms, two erasures or more): one fixed view type
        /// erased once loses no identity.
        private static func branchesOrHelper(_ sink: Sink?, _ peerIsErased: Bool, _ index: Int, _ ancestors: [Node]) -> Sink? {
            guard let sink else { return nil }
            if case .builder = sink {
                return peerIsErased || returnsSeveralErasures(above: index, ancestors) ? sink : nil
            }
            return sink
        }

        /// Whether the innermost function, getter or closure around `ancestors[index]` holds
        /// at least two erasures (`AnyView(…)`, `.eraseToAnyView()`), nested closures aside.
        private static func returnsSeveralErasures(above index: Int, _ ancestors: [Node]) -> Bool {
            guard let scope = ancestors[..<index].last(where: {
                $0.is(.lambdaLiteral) || $0.is(.functionDeclaration) || $0.is(.computedProperty)
            }) else { return false }
            var count = 0
            TreeWalker().walk(scope, codeOnly: true) { node, _ in
                if count >= 2 { return .skipChildren }
                if !node.isSameNode(as: scope), node.is(.lambdaLiteral) || node.is(.functionDeclaration) { return .skipChildren }
                if node.is(.callExpression), let callee = node.namedChild(0), isErasure(callee) { count += 1 }
                return .visitChildren
            }
            return count >= 2
        }

        /// The erasures (`AnyView(…)`, or a call of a helper named to erase such as
        /// `.eraseToAnyView()`) that are results (returned, or a branch's only statement) of the
        /// function or getter around `node`, in source order, nested closures and functions
        /// aside; nil when there is no such scope.
        static func resultErasures(around node: Node, _ ancestors: [Node]) -> [Node]? {
            guard let scope = ancestors.last(where: { $0.is(.functionDeclaration) || $0.is(.computedProperty) }) else { return nil }
            var erasures: [Node] = []
            TreeWalker().walk(scope, codeOnly: true) { child, path in
                if !child.isSameNode(as: scope), child.is(.lambdaLiteral) || child.is(.functionDeclaration) { return .skipChildren }
                guard child.is(.callExpression), let callee = child.namedChild(0) else { return .visitChildren }
                let constructs = callee.is(.simpleIdentifier) ? callee.textEquals("AnyView") : callee.textEquals("SwiftUI.AnyView") || callee.textEquals("AnyView.init")
                    || callee.textContains("nyView") && callee.navigationMember.map { AnyViewRule.isErasingHelperName($0.text) } == true
                    && CallSyntax(child).map { $0.hasNoArguments && $0.trailingClosure == nil } == true
                if constructs, path.last?.is(.controlTransferStatement) == true || path.last?.is(.statements) == true { erasures.append(child) }
                return .visitChildren
            }
            return erasures
        }

        /// `AnyView`, `SwiftUI.AnyView`, `AnyView.init`, `x.eraseToAnyView`: the callee of an erasure.
        private static func isErasure(_ callee: Node) -> Bool {
            if callee.is(.simpleIdentifier) { return callee.textEquals("AnyView") }
            guard callee.is(.navigationExpression), let member = callee.navigationMember else { return false }
            return member.textEquals("AnyView") || member.textEquals("init") && callee.child(field: .target)?.textEquals("AnyView") == true
                || member.textContains("AnyView") && AnyViewRule.isErasingHelperName(member.text)
        }

        /// The result sink of the innermost function, computed property or closure enclosing
        /// `ancestors[index]`.
        private static func result(ofScopeAbove index: Int, _ ancestors: [Node]) -> Sink? {
            var scope = index - 1
            while scope >= 0 {
                let node = ancestors[scope]
                if node.is(.lambdaLiteral) || node.is(.initDeclaration) || node.is(.classBody) || node.is(.protocolBody) {
                    return nil // a closure that is not a view builder: its result is stored or passed on
                }
                if node.is(.functionDeclaration) {
                    return functionResult(node, ancestors[..<scope])
                }
                if node.is(.computedProperty), scope >= 1, ancestors[scope - 1].is(.propertyDeclaration) {
                    let property = ancestors[scope - 1]
                    guard let type = property.firstChild(.typeAnnotation)?.namedChild(0),
                          let name = property.firstChild(.pattern)?.child(field: .boundIdentifier)?.text,
                          !isTypeFixedByContract(property, ancestors[..<(scope - 1)]) else { return nil }
                    return declaredResult(type, name: name)
                }
                scope -= 1
            }
            return nil
        }

        private static func functionResult(_ function: Node, _ ancestors: ArraySlice<Node>) -> Sink? {
            guard let name = function.child(field: .name)?.text,
                  let type = function.child(field: .returnType) ?? SyntaxHelpers.returnTypeNode(ofFunction: function),
                  !isTypeFixedByContract(function, ancestors) else { return nil }
            if let modifiers = function.firstChild(.modifiers) {
                // A custom result builder decides the result.
                if SyntaxHelpers.attributeNames(modifiers).contains(where: { $0.hasSuffix("Builder") && $0 != "ViewBuilder" }) { return nil }
            }
            // `buildBlock` and friends of a `@resultBuilder` type.
            if let type = ancestors.last(where: { $0.is(.classDeclaration) }), let modifiers = type.firstChild(.modifiers),
               SyntaxHelpers.attributeNames(modifiers).contains("resultBuilder") { return nil }
            return declaredResult(type, name: unquoted(name))
        }

        /// A method or computed property whose type another declaration fixes: an override
        /// keeps the superclass's type, and a member of a class that is not final may be
        /// overridden with other views (AnyView is its contract).
        private static func isTypeFixedByContract(_ declaration: Node, _ ancestors: ArraySlice<Node>) -> Bool {
            let modifiers = declaration.firstChild(.modifiers)?.namedChildren ?? []
            if modifiers.contains(where: { $0.textEquals("override") }) { return true }
            guard let type = ancestors.last(where: { $0.is(.classDeclaration) }),
                  type.child(field: .declarationKind)?.textEquals("class") == true else { return false }
            let isFinal = type.firstChild(.modifiers)?.namedChildren.contains(where: { $0.textEquals("final") }) == true
                || modifiers.contains(where: { $0.textEquals("final") || $0.textEquals("private") || $0.textEquals("static") })
            return !isFinal
        }

        private static func declaredResult(_ type: Node, name: String) -> Sink? {
            if type.is(.opaqueType) { return .opaqueResult(name) }
            // `-> AnyView?`: callers test for nil, which `some View` cannot express.
            guard !type.is(.optionalType) else { return nil }
            let reference = SyntaxHelpers.typeReference(type)
            return reference.baseName == "AnyView" ? .erasingResult(name) : nil
        }

        /// Whether the erased view is built right here, so its type is known: rooted at a
        /// type (`Text(…)`, `Color.red`), at `self`, at an implicit member (`.red`), or at a
        /// modifier called on `self` with constant arguments (`listStyle(.sidebar)`). A view read
        /// from a value (`content`, `item.view`, `makeRow(item)`) may be an existential
        /// (`any View`) that only AnyView can hold.
        static func isBuiltHere(_ expression: Node) -> Bool {
            var node = expression
            while true {
                if node.is(.callExpression), let callee = node.namedChild(0) {
                    if callee.is(.simpleIdentifier), !callee.startsWithUppercaseLetter {
                        return CallSyntax(node)?.arguments.allSatisfy { argument in
                            argument.child(field: .value).map { IdentitySyntax.isConstantValue($0) || isRootedAtType($0) } ?? false
                        } ?? false
                    }
                    node = callee
                } else if node.is(.navigationExpression) {
                    guard let target = node.child(field: .target) else { return true }
                    node = target
                } else if node.is(.tupleExpression), node.namedChildCount == 1, let inner = node.namedChild(0) {
                    node = inner
                } else {
                    return node.is(.selfExpression) || node.is(.prefixExpression)
                        || node.is(.simpleIdentifier) && node.startsWithUppercaseLetter
                }
            }
        }

        /// `self.content(proxy)` or `content(proxy)` with `let content: (Proxy) -> any View`
        /// declared by the enclosing type, or `title()` with `title` bound by an enclosing
        /// `if let title = state.title` (unless that is such a property returning a concrete
        /// type): the closure's result may be an existential only AnyView can hold (a call
        /// rooted at `self` or a name looks built here). A closure returning a generic or
        /// concrete view (`let content: () -> Content`) is not one.
        static func callsStoredClosure(_ expression: Node, _ ancestors: [Node]) -> Bool {
            guard expression.is(.callExpression), let callee = expression.namedChild(0) else { return false }
            var name: Node
            if callee.is(.navigationExpression), callee.child(field: .target)?.is(.selfExpression) == true, let member = callee.navigationMember {
                name = member
            } else if callee.is(.simpleIdentifier) {
                name = callee
                if let binding = ancestors.last(where: { ancestor in
                    ancestor.is(.ifStatement) && ancestor.children(field: .boundIdentifier).contains { SyntaxEquivalence.equal($0, callee) }
                }) {
                    // `if let make = rowBuilder`: the property it unwraps, when it is the type's own.
                    guard let source = binding.children(field: .condition).first(where: { $0.is(.simpleIdentifier) }) else { return true }
                    name = source
                }
            } else {
                return false
            }
            guard let body = ancestors.last(where: { $0.is(.classDeclaration) })?.firstChild(.classBody) else { return false }
            return body.namedChildren.contains { property in
                guard property.is(.propertyDeclaration), property.child(field: .computedValue) == nil,
                      property.firstChild(.pattern)?.child(field: .boundIdentifier)?.textEquals(name.text) == true,
                      let type = property.firstChild(.typeAnnotation)?.text, let arrow = type.range(of: "->", options: .backwards) else { return false }
                let result = type[arrow.upperBound...]
                return result.contains("any ") || result.contains("AnyView")
            }
        }

        /// `content` in `func body(content: Content)`, `view` in `func card(_ view: some View)`:
        /// a view rooted at a parameter of the enclosing function declared with a concrete or
        /// generic type (not `any View`, not AnyView).
        static func isConcreteParameter(_ expression: Node, _ ancestors: [Node]) -> Bool {
            var node = expression
            while node.is(.callExpression) || node.is(.navigationExpression) {
                guard let next = node.is(.callExpression) ? node.namedChild(0) : node.child(field: .target) else { return false }
                node = next
            }
            guard node.is(.simpleIdentifier), let function = ancestors.last(where: { $0.is(.functionDeclaration) }),
                  let type = SyntaxHelpers.parameter(named: node.text, of: function)?.type else { return false }
            // A closure parameter (`content: () -> Content`) yields its result type.
            let result = type.text.components(separatedBy: "->").last ?? type.text
            return !result.hasPrefix("any") && !result.hasPrefix("(any") && !type.text.contains("AnyView")
        }

        /// A comment in the enclosing function or property that explains the erasure (it names
        /// AnyView or type erasure and gives a reason: `// AnyView is needed because the archived
        /// framework confuses the two onChange types`): a deliberate, documented choice.
        static func isExplained(_ context: RuleContext) -> Bool {
            guard let scope = context.ancestors.last(where: {
                $0.is(.functionDeclaration) || $0.is(.computedProperty) || $0.is(.initDeclaration)
            }) else { return false }
            return context.remember("explains the erasure", about: scope) { isExplained(scope) }
        }

        private static func isExplained(_ scope: Node) -> Bool {
            // `@inline(never)`: the author keeps the function a separate unit on purpose (a
            // weakly linked framework's view isolated behind the erasure).
            if scope.is(.functionDeclaration), let modifiers = scope.firstChild(.modifiers),
               modifiers.namedChildren.contains(where: { $0.is(.attribute) && $0.textHasPrefix("@inline(never)") }) { return true }
            guard scope.textContains("//"), AuthorComments.mayMention(scope, anyOf: reasonWords) else { return false }
            let aboutErasure = AuthorComments.comments(in: scope).filter {
                AuthorComments.mention([$0], anyOf: ["anyview", "type eras", "type-eras"])
            }
            return AuthorComments.mention(aboutErasure, anyOf: reasonWords)
        }

        /// Inside a branch of `if #available(…)` (either one): a view builder erases an
        /// availability branch itself (`buildLimitedAvailability` returns AnyView), and the
        /// branch taken never changes while the app runs, so dropping the erasure gains nothing.
        static func isInAvailabilityBranch(_ ancestors: [Node]) -> Bool {
            for (position, node) in ancestors.enumerated().reversed() where node.is(.ifStatement) {
                guard node.firstChild(.availabilityCondition) != nil, let inner = ancestors[safe: position + 1] else { continue }
                if inner.is(.statements) { return true }
            }
            return false
        }

        static let reasonWords = ["need", "require", "because", "deliberate", "intentional", "workaround", "otherwise", "has to", "must", "expect", "want"]

        /// `init(…) where Content == AnyView`, `Content == ForEach<…, AnyView>`: the enclosing
        /// initialiser's or function's signature asks for the erasure.
        static func signatureRequiresAnyView(_ ancestors: [Node], _ source: SourceText) -> Bool {
            guard let declaration = ancestors.last(where: { $0.is(.initDeclaration) || $0.is(.functionDeclaration) }),
                  let body = declaration.child(field: .body) else { return false }
            let signature = declaration.startByte..<body.startByte
            guard source.bytes(signature, contain: "AnyView") else { return false }
            // `-> AnyView` alone is a result the rule judges, not a constraint.
            return source.bytes(signature, contain: "where") || source.bytes(signature, contain: "<AnyView>")
                || source.bytes(signature, contain: ", AnyView>")
        }

        /// `Text("a")`, `Color.red.opacity(0.5)`, `.sidebar`: rooted at a type or an implicit member.
        private static func isRootedAtType(_ expression: Node) -> Bool {
            var node = expression
            while true {
                if node.is(.callExpression), let callee = node.namedChild(0) {
                    node = callee
                } else if node.is(.navigationExpression) {
                    guard let target = node.child(field: .target) else { return true }
                    node = target
                } else {
                    return node.is(.prefixExpression) || node.is(.simpleIdentifier) && node.startsWithUppercaseLetter
                }
            }
        }
    }
}
