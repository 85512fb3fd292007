import ViewLintRuleKit

extension AnyViewRule {
    enum Message {
        static let effect = "SwiftUI can no longer see the wrapped view's structure: when the wrapped type changes the view is replaced (its @State is reset, no animation), and every update is diffed slower"

        static func construction(_ sink: Sink) -> String {
            "AnyView erases the type of a view whose type is known here. \(effect). \(advice(sink))"
        }

        static func helperCall(_ name: String, _ sink: Sink) -> String {
            "`.\(name)()` wraps a view whose type is known here in AnyView. \(effect). \(advice(sink))"
        }

        static func helperDefinition(_ name: String) -> String {
            "`\(name)()` is a type-erasing helper, and some of its calls erase views whose type is known: each hides the view's structure from SwiftUI, so a change of the wrapped type replaces the view (state reset, no animation) and updates are diffed slower. At those calls return `some View` or use @ViewBuilder instead; keep erasing (`AnyView(x)`) only where a view must be stored, and remove the helper if nothing else needs it."
        }

        static func advice(_ sink: Sink) -> String {
            switch sink {
            case .builder:
                return "Remove the erasure (and the `return`s): a view builder already gives each `if`/`switch` branch its own type and identity."
            case .opaqueResult(let name):
                return "`\(name)` already returns `some View`: drop the AnyView; for alternatives, write them as `if`/`else` or `switch` branches without `return` (marking it @ViewBuilder where it is not a `body`), so each branch keeps its type."
            case .erasingResult(let name):
                return "Declare `\(name)` as returning `some View`, drop the AnyView and, for alternatives, mark it @ViewBuilder and write them as `if`/`else` or `switch` branches without `return`, so each keeps its type; a caller that needs an AnyView (to store the view, or to return it from another `-> AnyView` function) erases once there, with `AnyView(…)` around the use."
            case .modifierArgument(let member):
                return "`.\(member)(…)` takes any view: pass the view without AnyView, or for alternatives a `Group { if … { … } else { … } }` (or the modifier's @ViewBuilder closure form), so each keeps its type."
            }
        }
    }
}
