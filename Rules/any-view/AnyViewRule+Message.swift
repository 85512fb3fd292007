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
            "`\(name)()` is a type-erasing helper, and some of its calls (reported there) wrap a view whose type is known where a view builder or `some View` would keep it: each hides the view's structure from SwiftUI, so a change of the wrapped type replaces the view (state reset, no animation) and updates are diffed slower. Drop `.\(name)()` at those calls; keep the helper only for calls that must produce an AnyView (a stored view, an array of different views), or remove it if none remain."
        }

        static func advice(_ sink: Sink) -> String {
            switch sink {
            case .builder(ternary: false):
                return "Remove the erasure (and the `return`s): a view builder already gives each `if`/`switch` branch its own type and identity."
            case .builder(ternary: true):
                return "Write the alternatives as `if`/`else` branches without AnyView: a view builder gives each branch its own type and identity, where a ternary needs one type for both arms."
            case .opaqueResult(let name):
                return "`\(name)` already returns `some View`: drop the AnyView; for alternatives, write them as `if`/`else` or `switch` branches without `return` (marking it @ViewBuilder where it is not a `body`), so each branch keeps its type."
            case .erasingResult(let name):
                return "Declare `\(name)` as returning `some View`, drop the AnyView and, for alternatives, mark it @ViewBuilder and write them as `if`/`else` or `switch` branches without `return`, so each keeps its type; a caller that needs an AnyView (to store the view, or to return it from another `-> AnyView` function) erases once there, with `AnyView(…)` around the use."
            case .modifierArgument(let member):
                return "`.\(member)(…)` takes any view: pass the view without AnyView, or for alternatives a `Group { if … { … } else { … } }` (or the modifier's @ViewBuilder closure form), so each keeps its type."
            }
        }
    }

    enum StorageMessage {
        static let effect = "every view put there is type-erased: SwiftUI cannot see its structure, so a change of the stored view's type replaces it (its @State is reset, no animation) and updates are diffed slower"

        static func stored(_ name: String, _ kind: StoredKind) -> String {
            switch kind {
            case .view:
                return "`\(name)` stores a view as AnyView: \(effect). If it always holds one view type, declare that type; if the view is fixed by whoever creates this type, make it generic (`<Content: View>`, store `Content`); if it is chosen at run time from a known set, store that choice (the data, or an enum) and build the view in a @ViewBuilder `switch`. Keep AnyView when the views really come from outside (plug-ins, a non-generic API)."
            case .collection:
                return "`\(name)` stores views as AnyView elements: \(effect). If the views follow from data, store the data and build each view with ForEach or a @ViewBuilder `switch` over an enum; keep AnyView for views that really come from outside (pages of a UIKit container, plug-ins)."
            case .closure:
                return "`\(name)` stores a closure that returns AnyView: \(effect). If the closure always builds one view type, declare it as returning that type; if whoever creates the owner chooses the view, make the owner generic over it (`() -> Content`); if it is chosen from a known set, store data and build the view in a @ViewBuilder `switch`. Keep AnyView when a non-generic API needs it."
            case .closureInput:
                return "`\(name)` stores a closure that takes AnyView, so every view handed to it is type-erased: SwiftUI cannot see its structure, so a change of the view's type replaces it (its @State is reset, no animation) and updates are diffed slower. A stored closure cannot be generic: to keep the type, store what the closure decides (the data or an enum) and apply the modifiers in the view, or take a `ViewModifier` value as a generic parameter of the owner."
            case .host:
                return "`\(name)` holds AnyView as a generic argument (a hosting controller or renderer of AnyView): \(effect). Use the concrete root view type when it is always the same; keep AnyView when the root view really changes type at run time."
            }
        }

        static func parameter(_ name: String, _ kind: StoredKind) -> String {
            if kind == .closureInput {
                // The function erases a view and hands it to the caller's closure.
                return "Parameter `\(name)` is a closure that receives a view as AnyView, so the caller's closure gets a type-erased view: SwiftUI cannot see its structure, so a change of that view's type replaces it (its @State is reset, no animation) and updates are diffed slower. Make the closure's input generic (`(Content) -> V` with `Content: View`) when the view handed to it has one type."
            }
            let what = kind == .closure ? "a closure returning AnyView" : kind == .collection ? "AnyView elements" : "AnyView"
            return "Parameter `\(name)` takes \(what), so callers must erase their views' types: \(effect). Make the function generic (`<V: View>`) or take a `@ViewBuilder () -> V` closure, unless it must be stored in a non-generic place."
        }

        static func requirement(_ name: String) -> String {
            "Protocol requirement `\(name)` returns AnyView, so every conforming type erases its view: \(effect). If callers use concrete conformers, an associated type (`associatedtype Content: View`) keeps the type; with existential conformers (`any P`) the erasure is the price of that design and is reported only here, once."
        }
    }
}
