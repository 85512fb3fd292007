import ViewLintRuleKit

/// The machine-applicable fix: one ternary in one argument, or one added inert modifier.
extension InertModifierBranchRule {
    /// One ternary in one argument, or one added table modifier with a conditional inert value.
    func makeFix(_ difference: Difference, _ chains: [ModifierChain], _ condition: Condition, _ node: Node, _ context: RuleContext) -> (fix: Fix, text: String, value: String)? {
        let replacement: (expression: Node, value: Node, text: String)
        if difference.changedArguments.count == 1, difference.added.isEmpty, difference.otherChanges == 0 {
            let change = difference.changedArguments[0]
            guard Self.canShareTernary(change.first, change.second) else { return nil }
            replacement = (chains[0].expression, change.first,
                           InertModifiers.ternary(condition.text, change.first.text, change.second.text, conditionIsSimple: condition.isSimple))
        } else if difference.changedArguments.isEmpty, difference.otherChanges == 0, difference.added.count == 1 {
            let (modifier, inFirst) = difference.added[0]
            guard let slot = InertModifiers.slot(modifier: modifier.name.text, suffix: modifier.suffix), slot.entry.isFixable else { return nil }
            let active = slot.value?.text ?? slot.entry.defaultActiveValue ?? ""
            let inert = slot.entry.inertValue
            let value = InertModifiers.ternary(
                condition.text, inFirst ? active : inert, inFirst ? inert : active, conditionIsSimple: condition.isSimple)
            if let target = slot.value {
                replacement = (inFirst ? chains[0].expression : chains[1].expression, target, value)
            } else if let arguments = modifier.suffix.firstChild(.valueArguments) {
                replacement = (inFirst ? chains[0].expression : chains[1].expression, arguments, "(\(value))")
            } else {
                return nil
            }
        } else {
            return nil
        }
        let source = context.source
        let text = source.text(replacement.expression.startByte..<replacement.value.startByte) + replacement.text
            + source.text(replacement.value.endByte..<replacement.expression.endByte)
        let fix = Fix(message: "Replace the branches with one view: `\(Message.snippet(text, or: replacement.text))`", edits: [context.replacing(node, with: text)])
        return (fix, text, replacement.text)
    }

    /// Whether `c ? a : b` is likely to type-check: values, or calls of the same function.
    /// Views of different types (`Text(x).bold()` vs `Image(y)`) and closures are not.
    static func canShareTernary(_ a: Node, _ b: Node) -> Bool {
        if a.is(.lambdaLiteral) || b.is(.lambdaLiteral) { return false }
        if a.is(.callExpression), b.is(.callExpression) {
            guard let calleeA = a.namedChild(0), let calleeB = b.namedChild(0) else { return false }
            return SyntaxEquivalence.equal(calleeA, calleeB)
        }
        return true
    }
}
