import ViewLintRuleKit

/// The rule's messages: what is lost at run time and what to write instead.
extension InertModifierBranchRule {
    enum Message {
        static func lead(_ kind: Construct, _ base: String) -> String {
            let what: String
            switch kind {
            case .ifElse: what = "Both branches of this `if` build the same `\(base)` view"
            case .elseIfChain: what = "Every branch of this `if`/`else if` chain builds the same `\(base)` view"
            case .switchCases: what = "Every case of this `switch` builds the same `\(base)` view"
            }
            return what + ", but SwiftUI makes each branch a separate view with its own identity and state: when the condition flips, @State is reset and the change cross-fades instead of animating."
        }

        static func fixed(_ text: String, value: String) -> String {
            "Write one view and move the condition into the value: `\(snippet(text, or: value))`."
        }

        /// `base` is the shared base as `baseName` writes it.
        static func suggestion(_ differences: [Difference], base: String) -> String {
            if differences.allSatisfy(\.isEmpty) { return "The branches are identical: drop the condition." }
            let added = differences.flatMap(\.added).map(\.modifier)
            if let custom = added.first(where: { !InertModifiers.isKnown($0.name.text) }) {
                let name = custom.name.text
                // `.onAppear { … }`, `.overlay { … }`: the closure can hold the condition.
                if custom.suffix.firstChild(.lambdaLiteral) != nil {
                    return "`.\(name)` has no inert value: apply it in every branch and test the condition inside its closure (`.\(name) { if condition { … } }`), so one view keeps its identity."
                }
                if custom.suffix.firstChild(.valueArguments)?.namedChildCount ?? 0 > 0 {
                    return "`.\(name)` has no known inert value: give it a neutral argument when off (such as `nil` or `.clear`, if it accepts one) or move the condition into a modifier that takes it, so one view keeps its identity."
                }
                return "`.\(name)` has no known inert value: pass the condition into the modifier (e.g. `.\(name)(isActive: condition)`) so one view keeps its identity."
            }
            if !added.isEmpty {
                let names = Array(Set(added.map(\.name.text))).sorted().map { "`.\($0)`" }.joined(separator: ", ")
                let example = added.lazy.compactMap(inertExample).first
                    ?? InertModifiers.table.first { $0.name == added[0].name.text }.map { "`.\($0.name)(condition ? value : \($0.inertValue))`" }
                    ?? "`.opacity(condition ? 0.3 : 1)`"
                return "Apply \(names) in every branch with a value that is inert when off, e.g. \(example)."
            }
            if differences.contains(where: \.changesBaseArguments) {
                let arguments = base.hasSuffix("(…)") ? "the arguments of `\(base)`" : "the initializer's arguments"
                return "Write one view and move the condition into \(arguments) (`condition ? a : b`)."
            }
            return "Write one view and move the condition into the modifiers' arguments (`condition ? a : b`)."
        }

        /// `.blur(radius: condition ? 4 : 0)` for an added `.blur(radius: 4)`.
        static func inertExample(_ modifier: ModifierChain.Modifier) -> String? {
            let name = modifier.name.text
            guard let slot = InertModifiers.slot(modifier: name, suffix: modifier.suffix), slot.entry.isFixable else { return nil }
            let value = InertModifiers.ternary(
                "condition", slot.value?.text ?? slot.entry.defaultActiveValue ?? "", slot.entry.inertValue, conditionIsSimple: true)
            return "`.\(name)(\(slot.entry.label.map { "\($0): " } ?? "")\(short(value)))`"
        }

        static func wrapping(container: String, view: String, plain: String, condition: String?) -> String {
            let shared = snippet(plain, or: view)
            return "This `if` wraps the same `\(view)` view in `\(container)` in one branch only: SwiftUI sees two different `\(view)` views, so its state is reset and it cross-fades whenever the condition flips. Keep it unconditional inside the container and make only the other views conditional: `\(container) { \(shared); if \(condition.map(short) ?? "condition") { … } }`."
        }

        /// `text` when it fits on one short line, else `fallback`.
        static func snippet(_ text: String, or fallback: String) -> String {
            !text.contains("\n") && text.count <= 80 ? text : short(fallback)
        }

        /// One line of at most 80 characters, for messages.
        static func short(_ text: String) -> String {
            let line = text.split(separator: "\n").map { $0.drop(while: { $0 == " " || $0 == "\t" }) }.joined(separator: " ")
            return line.count > 80 ? String(line.prefix(79)) + "…" : line
        }
    }
}
