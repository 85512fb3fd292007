import ViewLintRuleKit

/// What a call's message advises, from the modifiers its transform applies: the generic
/// "inert value" examples do not fit a `.searchable` or a `.toast`.
extension ConditionalModifierRule {
    /// The advice for a call whose transforms are `closures`.
    static func advice(_ closures: [Node]) -> String {
        guard let names = appliedModifiers(closures), !names.isEmpty else { return Message.advice }
        let unknown = names.filter { !InertModifiers.hasInertForm($0) }
        guard unknown.isEmpty else {
            let one = unknown.count == 1
            return "viewlint knows no value that turns \(list(unknown)) off: if \(one ? "it has" : "they have") one, apply \(one ? "it" : "them") always with that value when off; otherwise keep the condition from changing while the view is shown, or write an explicit `if`/`else` if the two states really are different views."
        }
        let examples = names.map { name in
            InertModifiers.viewContentModifiers.contains(name) ? "an `if` inside `.\(name)`'s closure, its alignment kept"
                : InertModifiers.table.first { $0.name == name && $0.role != .passive }.map { "`\($0.example)`" } ?? "`.\(name)`"
        }
        return "Apply \(list(names)) always, \(names.count == 1 ? "with" : "each with") a value that has no effect when the condition is off (\(examples.joined(separator: ", ")))."
    }

    /// The rewrite of a call as the message shows it: on one line, shortened.
    static func shown(_ rewrite: String) -> String {
        let line = rewrite.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        return line.count > 120 ? String(line.prefix(119)) + "…" : line
    }

    private static func list(_ names: [String]) -> String {
        let quoted = names.map { "`.\($0)`" }
        return quoted.count <= 1 ? quoted.joined() : quoted.dropLast().joined(separator: ", ") + " and " + quoted.last!
    }

    /// The modifiers each transform applies to the view it receives (`{ $0.padding().opacity(0.5) }`),
    /// in order and without repeats; nil when a transform is more than one such chain.
    private static func appliedModifiers(_ closures: [Node]) -> [String]? {
        var names: [String] = []
        for closure in closures {
            guard let statements = closure.firstChild(.statements), statements.namedChildCount == 1,
                  let expression = statements.namedChild(0) else { return nil }
            let chain = ModifierChain(expression)
            guard chain.base.is(.simpleIdentifier) else { return nil }
            for modifier in chain.modifiers where !names.contains(modifier.name.text) { names.append(modifier.name.text) }
        }
        return names
    }
}
