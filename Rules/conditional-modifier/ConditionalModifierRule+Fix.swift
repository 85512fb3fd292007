import ViewLintRuleKit

/// The fix of a call `.if(c) { $0.MOD(v) }`: `.MOD(c ? v : INERT)`, with the inert value from
/// `InertModifiers`. Unsafe: the modifier is then always applied, and the call no longer goes
/// through the helper (which may return another type, such as `AnyView`).
extension ConditionalModifierRule {
    /// Names of helpers whose every definition is read to apply the transform exactly when the
    /// condition is true (`if condition { transform(self) } else { self }`), and of the others.
    static let whenTrueTopic = "conditional-modifier.when-true"
    static let otherPolarityTopic = "conditional-modifier.other-polarity"

    /// Publishes whether `function` (a conditional modifier) transforms when its `Bool`
    /// parameter is true: only then is `.MOD(c ? v : INERT)` the same as the call.
    static func publishPolarity(_ function: Node, name: String, _ context: RuleContext) {
        context.publish(name, topic: transformsWhenTrue(function) ? whenTrueTopic : otherPolarityTopic)
    }

    private static func transformsWhenTrue(_ function: Node) -> Bool {
        var condition: Node?
        var closures: [Node] = []
        for parameter in function.namedChildren where parameter.is(.parameter) {
            guard let type = SyntaxHelpers.parameter(parameter).type, let name = parameter.child(field: .name) else { continue }
            if type.text.contains("->") {
                closures.append(name)
            } else if condition == nil, type.text == "Bool" {
                condition = name
            }
        }
        guard let condition, let body = function.child(field: .body) else { return false }
        let isCondition = { (node: Node?) in node.map { SyntaxEquivalence.equal($0, condition) } ?? false }
        var answer: Bool?
        var guardsOnCondition = false
        TreeWalker().walk(body, codeOnly: true) { node, ancestors in
            if answer != nil || node.is(.lambdaLiteral) || node.is(.functionDeclaration) { return .skipChildren }
            if node.is(.guardStatement), node.children(field: .condition).count == 1, isCondition(node.child(field: .condition)) {
                guardsOnCondition = true
            }
            guard node.is(.callExpression), let callee = node.namedChild(0), callee.is(.simpleIdentifier),
                  closures.contains(where: { SyntaxEquivalence.equal($0, callee) }) else { return .visitChildren }
            // The innermost branch around the transform decides.
            for ancestor in ancestors.reversed() {
                if ancestor.is(.ternaryExpression) {
                    answer = isCondition(ancestor.child(field: .condition))
                        && ancestor.child(field: .ifTrue)?.byteRange.contains(node.startByte) == true
                    return .skipChildren
                }
                if ancestor.is(.ifStatement) {
                    answer = ancestor.children(field: .condition).count == 1 && isCondition(ancestor.child(field: .condition))
                        && ancestor.firstChild(.statements)?.byteRange.contains(node.startByte) == true
                    return .skipChildren
                }
            }
            // `guard condition else { return self }; return transform(self)`.
            answer = guardsOnCondition
            return .skipChildren
        }
        return answer ?? false
    }

    /// The modifier applied always (`opacity(c ? 0.5 : 1)`), and what the fix replaces with it.
    struct InertRewrite: Codable {
        let modifier: String
        let edit: TextEdit
    }

    /// The rewrite of the call from the helper's name (`member`) to `end`; nil when the transform is not exactly one
    /// modifier with a known inert value applied to the closure's view. `trailingClosure` is
    /// the call's, or the outer call's when the grammar splits the call.
    static func inertRewrite(_ call: CallSyntax, trailingClosure: Node?, condition: Node, member: Node, end: Int) -> InertRewrite? {
        let closures = call.arguments.compactMap { $0.child(field: .value) }.filter { $0.is(.lambdaLiteral) }
            + (trailingClosure.map { [$0] } ?? [])
        guard closures.count == 1, call.arguments.count == (trailingClosure == nil ? 2 : 1),
              let closure = closures.first, let view = closureView(closure),
              let statements = closure.firstChild(.statements), statements.namedChildCount == 1,
              let modifier = statements.namedChild(0), modifier.is(.callExpression),
              let callee = modifier.namedChild(0), callee.is(.navigationExpression),
              callee.child(field: .target)?.textEquals(view) == true,
              let name = callee.navigationMember?.text, !InertModifiers.needsNewerOS.contains(name),
              let suffix = modifier.firstChild(.callSuffix), !suffix.mentions(identifier: view) else { return nil }
        let isSimple = InertModifiers.isSimpleCondition(condition)
        // `a ? b : c` as a condition needs parentheses inside another ternary.
        let text = condition.is(.ternaryExpression) ? "(\(condition.text))" : condition.text
        guard let rewritten = InertModifiers.conditionalSuffix(modifier: name, suffix: suffix, activeCondition: text, ternary: { active, inert in
            InertModifiers.ternary(text, active, inert, conditionIsSimple: isSimple)
        }) else { return nil }
        let always = name + rewritten
        let source = member.tree.source
        guard closure.textContains("//") || closure.textContains("/*") else {
            return InertRewrite(modifier: always, edit: TextEdit(span: source.span(member.startByte..<end), replacement: always))
        }
        // The closure's comments go on lines of their own above the modifier, which then
        // starts its line as the helper's call did.
        let dot = member.startByte - 1
        guard dot >= 0, source.bytes[dot] == UInt8(ascii: ".") else { return nil }
        let indent = Indentation.of(dot, in: source)
        guard Indentation.lineStart(dot, in: source) + indent.utf8.count == dot else { return nil }
        var comments: [String] = []
        TreeWalker().walk(closure) { node, _ in
            if node.is(.comment) || node.is(.multilineComment) { comments.append(node.text) }
            return .visitChildren
        }
        let lineBreak = Indentation.lineBreak(of: source)
        let lines = comments.map { $0.hasSuffix("\r") ? String($0.dropLast()) : $0 }.map { $0 + lineBreak + indent }
        return InertRewrite(modifier: always, edit: TextEdit(span: source.span(dot..<end), replacement: lines.joined() + "." + always))
    }

    /// `$0`, or the name of the closure's one parameter (`{ view in … }`).
    private static func closureView(_ closure: Node) -> String? {
        guard let parameters = closure.firstChild(.lambdaFunctionType)?.firstChild(.lambdaFunctionTypeParameters) else { return "$0" }
        let names = parameters.namedChildren
        guard names.count == 1 else { return nil }
        return names[0].child(field: .name)?.text ?? names[0].text
    }
}
