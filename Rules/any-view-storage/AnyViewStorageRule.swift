import ViewLintRuleKit

/// Opt-in: declarations that store views as `AnyView` (properties, collections, closures
/// returning AnyView, hosting controllers of AnyView, parameters, protocol requirements),
/// reported once per declaration, never per view assigned. See README.md.
public struct AnyViewStorageRule: Rule {
    public static let id = "any-view-storage"
    public static let defaultSeverity = Severity.warning
    public static let isEnabledByDefault = false
    public static let summary = "Opt-in: views stored as AnyView (properties, collections, closures, protocol requirements), once per declaration."
    public static let nodeKinds: [NodeKind] = [.typeIdentifier]

    public init() {}

    /// The `AnyView` in `var v: AnyView`, `[AnyView]`, `() -> AnyView`, `UIHostingController<AnyView>`,
    /// `func f(_ v: AnyView)`, a protocol's `func f() -> AnyView`, `typealias`.
    public func visit(_ identifier: Node, _ context: RuleContext) {
        guard identifier.textEquals("AnyView"), let userType = context.parent, userType.is(.userType) else { return }
        // Climb out of the type expression to the construct that declares it.
        let ancestors = context.ancestors
        var index = ancestors.count - 1
        while index > 0, Self.typeExpressionKinds.contains(ancestors[index].symbol) { index -= 1 }
        let owner = ancestors[index]
        guard let kind = Self.kind(ancestors[(index + 1)...], userType) else { return }
        let message: String
        if owner.is(.typeAnnotation), let declaration = ancestors[safe: index - 1] {
            // Stored members of a type (or globals), not locals or computed properties.
            guard declaration.is(.propertyDeclaration) || declaration.is(.protocolPropertyDeclaration),
                  declaration.firstChild(.computedProperty) == nil || declaration.is(.protocolPropertyDeclaration),
                  let holder = ancestors[safe: index - 2], !holder.is(.statements) else { return }
            message = Message.stored(Self.boundName(declaration) ?? "value", kind)
        } else if owner.is(.parameter) {
            // An initialiser's parameter feeds a stored property, reported there.
            guard let function = ancestors[safe: index - 1], function.is(.functionDeclaration) else { return }
            message = Message.parameter(SyntaxHelpers.parameter(owner).name, kind)
        } else if owner.is(.protocolFunctionDeclaration) {
            message = Message.requirement(owner.child(field: .name)?.text ?? "requirement")
        } else if owner.is(.typealiasDeclaration) {
            message = Message.stored(owner.child(field: .name)?.text ?? "alias", kind)
        } else {
            return // return types of implementations, casts, generic arguments of calls: not storage
        }
        // One diagnostic per declaration: the first AnyView in it.
        guard Self.isFirstAnyView(identifier, in: owner) else { return }
        context.report(identifier, message)
    }

    enum Kind { case view, collection, closure, closureInput, host }

    /// What the type expression around the AnyView makes of it, outermost wins; nil when it
    /// stores no view (`ScrollView<AnyView>.ContentOffset`, `Configuration<AnyView>`).
    static func kind(_ typeExpression: ArraySlice<Node>, _ userType: Node) -> Kind? {
        for position in typeExpression.indices {
            let node = typeExpression[position]
            let inner = position + 1 < typeExpression.endIndex ? typeExpression[position + 1] : userType
            if node.is(.functionType) {
                // `() -> AnyView` returns views; `(AnyView) -> T` takes them.
                return node.namedChildren.last?.isSameNode(as: inner) == true ? .closure : .closureInput
            }
            if node.is(.arrayType) || node.is(.dictionaryType) { return .collection }
            if node.is(.typeArguments) {
                guard position > typeExpression.startIndex else { return nil }
                let generic = typeExpression[position - 1]
                // A nested type of the generic (`ScrollView<AnyView>.ContentOffset`) holds no view.
                guard let last = generic.namedChildren.last(where: { $0.is(.typeIdentifier) }), last.startByte < node.startByte else { return nil }
                let name = last.text
                let holdsViews = ["Hosting", "Controller", "Renderer", "Host", "Window", "Panel"].contains(where: name.contains)
                return holdsViews ? .host : nil
            }
        }
        return .view
    }

    static let typeExpressionKinds: Set<UInt16> = Set([
        NodeKind.userType, .arrayType, .dictionaryType, .optionalType, .typeArguments, .opaqueType,
        .functionType, .tupleType, .tupleTypeItem,
    ].map(\.symbol))

    private static func boundName(_ declaration: Node) -> String? {
        declaration.firstChild(.pattern)?.child(field: .boundIdentifier)?.text
            ?? declaration.child(field: .name)?.firstChild(.simpleIdentifier)?.text
    }

    /// Whether no `AnyView` type identifier precedes this one in the declaration's type.
    private static func isFirstAnyView(_ identifier: Node, in owner: Node) -> Bool {
        // Type identifiers only, in code: `makeAnyView` or a comment naming AnyView do not count.
        var first: Node?
        TreeWalker().walk(owner, codeOnly: true) { node, _ in
            if first != nil { return .skipChildren }
            if node.symbol == identifier.symbol, node.textEquals("AnyView") { first = node }
            return first == nil ? .visitChildren : .skipChildren
        }
        return first.map { $0.isSameNode(as: identifier) } ?? true
    }

    enum Message {
        static let effect = "every view put there is type-erased: SwiftUI cannot see its structure, so a change of the stored view's type replaces it (its @State is reset, no animation) and updates are diffed slower"

        static func stored(_ name: String, _ kind: Kind) -> String {
            switch kind {
            case .view:
                return "`\(name)` stores a view as AnyView: \(effect). If the view is fixed by whoever creates this type, make it generic (`<Content: View>`, store `Content`); if it is chosen at run time from a known set, store that choice (the data, or an enum) and build the view in a @ViewBuilder `switch`. Keep AnyView when the views really come from outside (plug-ins, a non-generic API)."
            case .collection:
                return "`\(name)` stores views as AnyView elements: \(effect). If the views follow from data, store the data and build each view with ForEach or a @ViewBuilder `switch` over an enum; keep AnyView for views that really come from outside (pages of a UIKit container, plug-ins)."
            case .closure:
                return "`\(name)` stores a closure that returns AnyView: \(effect). Make the owner generic over the closure's view type (`() -> Content`), or store data and build the view in a @ViewBuilder `switch`; keep AnyView when a non-generic API needs it."
            case .closureInput:
                return "`\(name)` stores a closure that takes AnyView, so every view handed to it is type-erased: SwiftUI cannot see its structure, so a change of the view's type replaces it (its @State is reset, no animation) and updates are diffed slower. Make the owner generic over the view type, or take a @ViewBuilder closure; keep AnyView when a non-generic API needs it."
            case .host:
                return "`\(name)` holds AnyView as a generic argument (a hosting controller or renderer of AnyView): \(effect). Use the concrete root view type when it is always the same; keep AnyView when the root view really changes type at run time."
            }
        }

        static func parameter(_ name: String, _ kind: Kind) -> String {
            let what = kind == .closure ? "a closure returning AnyView" : kind == .closureInput ? "a closure taking AnyView"
                : kind == .collection ? "AnyView elements" : "AnyView"
            return "Parameter `\(name)` takes \(what), so callers must erase their views' types: \(effect). Make the function generic (`<V: View>`) or take a `@ViewBuilder () -> V` closure, unless it must be stored in a non-generic place."
        }

        static func requirement(_ name: String) -> String {
            "Protocol requirement `\(name)` returns AnyView, so every conforming type erases its view: \(effect). If callers use concrete conformers, an associated type (`associatedtype Content: View`) keeps the type; with existential conformers (`any P`) the erasure is the price of that design and is reported only here, once."
        }
    }
}
