import ViewLintRuleKit

/// The rule's messages: what is lost at run time and the one view to write instead.
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

        static let identical = "The branches are identical: drop the condition."

        /// Two branches: the rewrite itself when it fits on a line, else its changed parts.
        static func rewrite(_ text: String, _ difference: Difference, _ wording: Wording) -> String {
            let shown = !text.contains("\n") && text.count <= 140
                ? "`\(text)`"
                : parts(difference, wording).map { "`\($0)`" }.joined(separator: ", ")
            return "Write one view with the condition in its values: \(shown)." + notes(difference.changes)
        }

        /// `else if` chains and `switch`: one view whose values are chosen per case. With three
        /// or more cases no ternary can show the choice, so the advice names the form.
        static func choice(_ differences: [Difference], kind: Construct, base: String) -> String {
            if differences.count >= 2 {
                let chooser = kind == .switchCases ? "a `switch` over the same cases" : "the same `if`/`else if` chain"
                // Only the notes about OS versions: the others explain ternaries, and there is none.
                let osNotes = Set(differences.flatMap(\.changes).compactMap(\.note)).sorted().map { " (\($0).)" }.joined()
                return "Write one `\(base)` whose differing values come from a computed property with \(chooser), returning one value per case; the view then keeps one identity." + osNotes
            }
            var seen = Set<String>()
            var parts: [String] = []
            var changes: [Change] = []
            for difference in differences {
                for part in Self.parts(difference, .placeholder) {
                    guard seen.insert(part).inserted, parts.count < 3 else { continue }
                    parts.append("`\(part)`")
                }
                changes += difference.changes
            }
            let place = kind == .switchCases ? "a `switch` in a computed property" : "a computed property"
            return "Write one `\(base)` and choose its values per case (with \(place) or a ternary per value), e.g. \(parts.joined(separator: ", "))." + notes(changes)
        }

        /// The changed parts of a rewrite: the base initializer with its conditional values,
        /// then each modifier.
        static func parts(_ difference: Difference, _ wording: Wording) -> [String] {
            // The whole call when it fits on a line, else each of its values.
            let base = difference.baseDisplay?(wording.oneLine)
            return (base.map { [$0] } ?? []) + difference.changes.filter { $0.kind != .baseValue || base == nil }.map { $0.display(wording) }
        }

        /// Why a rewrite uses `AnyShapeStyle` or two `Text` values rather than a plain ternary.
        private static func notes(_ changes: [Change]) -> String {
            var notes = ""
            if changes.contains(where: { $0.kind == .anyShapeStyle }) {
                notes += " `AnyShapeStyle` joins two built-in styles of different types, which a plain ternary cannot."
            }
            if changes.contains(where: { $0.kind == .wholeText }) {
                notes += " The ternary chooses between two `Text` values, so a localized literal keeps its localization."
            }
            for note in Set(changes.compactMap(\.note)).sorted() { notes += " (\(note).)" }
            return notes
        }

        /// `extrasBefore`/`extrasAfter`: the container holds other views before or after the
        /// shared one (`VStack { Spacer(); states; Spacer() }` has both).
        static func wrapping(container: String, view: String, plain: String, condition: String?, extrasBefore: Bool, extrasAfter: Bool) -> String {
            let shared = snippet(plain, or: view)
            let extras = "if \(condition.map { short($0) } ?? "condition") { … }"
            let content = ((extrasBefore ? [extras] : []) + [shared] + (extrasAfter ? [extras] : [])).joined(separator: "; ")
            return "This `if` wraps the same `\(view)` view in `\(container)` in one branch only: SwiftUI sees two different `\(view)` views, so its state is reset and it cross-fades whenever the condition flips. Keep it unconditional inside the container and make only the other views conditional: `\(container) { \(content) }`."
        }

        /// `text` when it fits on one short line, else `fallback`.
        static func snippet(_ text: String, or fallback: String) -> String {
            !text.contains("\n") && text.count <= 80 ? text : short(fallback)
        }

        /// One line of at most `limit` characters, for messages.
        static func short(_ text: String, _ limit: Int = 80) -> String {
            let line = text.split(separator: "\n").map { $0.drop(while: { $0 == " " || $0 == "\t" }) }.joined(separator: " ")
            return line.count > limit ? String(line.prefix(limit - 1)) + "…" : line
        }
    }
}
