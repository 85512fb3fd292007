import ViewLintRuleKit

/// Whether two values of one argument can be joined in one ternary (`c ? a : b`), read from
/// their syntax and from what the argument takes.
extension InertModifierBranchRule {
    /// How two different values of one argument join.
    enum Joint {
        /// `c ? a : b`.
        case plain
        /// `c ? AnyShapeStyle(a) : AnyShapeStyle(b)`: two built-in styles of different types
        /// (`.red` is a `Color`, `.secondary` a `HierarchicalShapeStyle`).
        case anyShapeStyle
        /// `c ? Text(a) : Text(b)`: a localized literal against a `String` (a ternary of the
        /// two strings would be a `String` and lose the localization or an interpolated image).
        case wholeText
    }

    /// Where a value is passed: the base initializer's argument or a modifier's.
    struct Slot {
        let call: String
        let label: String?
        let isBase: Bool
        let position: Int
    }

    /// The syntactic kind of a value.
    enum ValueKind: Equatable {
        case string(isEmpty: Bool)
        case number
        case literal // `true`, `nil`
        /// `.red`, `.iconOnly`, `.compound.icon`; `isCall` for `.periodic(from:by:)`.
        case implicitMember(name: String, isCall: Bool)
        case closure
        /// `Badge(…)`, `Color.Resolved(…)`: built by a type's initializer, named by `type`.
        case construction(type: String)
        case keyPath
        case other
    }

    static func kind(_ value: Node) -> ValueKind {
        if value.is(.lineStringLiteral) || value.is(.multiLineStringLiteral) || value.is(.rawStringLiteral) {
            return .string(isEmpty: value.textEquals("\"\""))
        }
        if value.is(.integerLiteral) || value.is(.realLiteral) || value.is(.hexLiteral) { return .number }
        if value.is(.booleanLiteral) || (value.childCount == 0 && value.textEquals("nil")) { return .literal }
        if value.is(.lambdaLiteral) { return .closure }
        if value.is(.keyPathExpression) { return .keyPath }
        // `-4`, `- -4`: a negated number (prefixes stripped in a loop, never by recursion).
        var negated = value
        while negated.is(.prefixExpression), negated.textHasPrefix("-"), let target = negated.child(field: .target) { negated = target }
        if !negated.isSameNode(as: value), negated.is(.integerLiteral) || negated.is(.realLiteral) || negated.is(.hexLiteral) {
            return .number
        }
        // `.red`, `.regular.tint(x)`, `.periodic(from:by:)`: an implicit member, maybe called.
        var root = value
        while root.is(.callExpression) || root.is(.navigationExpression) {
            guard let next = root.is(.callExpression) ? root.namedChild(0) : root.child(field: .target) else { break }
            root = next
        }
        if root.is(.prefixExpression), root.textHasPrefix("."), let name = implicitName(root) {
            return .implicitMember(name: name, isCall: !root.isSameNode(as: value))
        }
        if value.is(.prefixExpression) { return .other }
        if value.is(.callExpression) {
            // `Badge(…)`, `Circle().fill(.red)`, `content.bold()`: the type is the initializer
            // or the base, and the modifiers applied to it.
            let chain = ModifierChain(value)
            if let baseCallee = chain.base.is(.callExpression) ? chain.base.namedChild(0) : nil {
                let name = baseCallee.is(.navigationExpression) ? baseCallee.navigationMember : baseCallee
                if name?.startsWithUppercaseLetter == true || !chain.modifiers.isEmpty {
                    return .construction(type: ([baseCallee.text] + chain.modifiers.map(\.name.text)).joined(separator: "."))
                }
            } else if !chain.modifiers.isEmpty {
                // `"title".localized()`: a literal base stands for its kind, not its text.
                let base = chain.base.is(.lineStringLiteral) || chain.base.is(.multiLineStringLiteral) ? "\"\"" : chain.base.text
                return .construction(type: ([base] + chain.modifiers.map(\.name.text)).joined(separator: "."))
            }
        }
        if value.is(.navigationExpression), value.child(field: .target)?.is(.keyPathExpression) == true { return .keyPath }
        return .other
    }

    /// `red` for `.red`, `compound` for `.compound.icon`, `init` for `.init(…)`.
    private static func implicitName(_ prefix: Node) -> String? {
        var node = prefix.child(field: .target)
        while let current = node, current.is(.navigationExpression) { node = current.child(field: .target) }
        return node.flatMap { $0.is(.simpleIdentifier) ? $0.text : nil }
    }

    /// How `a` and `b` (different values of one argument) join in a ternary; nil when they
    /// may be of different types or when joining them would change what is shown.
    /// `(a, b)`: a tuple of two or more elements (not parentheses around one value).
    static func isTuple(_ node: Node) -> Bool { node.is(.tupleExpression) && node.namedChildCount > 1 }

    static func joint(_ a: Node, _ b: Node, in slot: Slot) -> Joint? {
        let kindA = kind(a), kindB = kind(b)
        if kindA == .closure || kindB == .closure { return nil }
        // `TupleView((b, a))` against `TupleView((a, b))`: tuples of views in another order
        // are other types, and a ternary over them does not compile.
        if isTuple(a) || isTuple(b) { return nil }
        // `Row(id: a)`, `SettingView(setting: .init(key: "a", …))`: other data, not another look.
        // A new identity for other data is what SwiftUI should do.
        if let label = slot.label, identityLabels.contains(label) { return nil }
        if identityArguments(in: a) != identityArguments(in: b) { return nil }
        // `Field(value: $settings.maxBolus)` against `Field(value: $settings.maxBasal)`: each
        // branch edits its own value, so each is its own view (as with `id:`).
        if isBinding(a), isBinding(b) { return nil }
        if isShapeStyleSlot(slot), let familyA = styleFamily(a), let familyB = styleFamily(b) {
            return familyA == familyB ? .plain : .anyShapeStyle
        }
        switch (kindA, kindB) {
        case (.string, .string):
            return .plain
        case (.string(let empty), _), (_, .string(let empty)):
            // A literal against an expression: the ternary is a `String`, and the literal is no
            // longer a localization key (`Text`) — except for `""` and image names.
            if empty, kindA != .number, kindB != .number, kindA != .closure, kindB != .closure { return .plain }
            if slot.isBase, slot.position == 0, slot.label == nil, slot.call == "Text" { return .wholeText }
            if slot.isBase, slot.call == "Image", slot.label == nil || slot.label == "systemName" { return .plain }
            return nil
        case (.construction(let x), .construction(let y)):
            // Same initializer; its closures (a container's content) must match.
            guard x == y, sameClosures(a, b) else { return nil }
            return .plain
        case (.construction, _), (_, .construction):
            // `content.bold()` against `content`, `Text(a)` against `label`: other types.
            return nil
        default:
            break
        }
        if isTypedStyleSlot(slot) {
            // `.buttonStyle(.bordered)` and `.buttonStyle(.borderedProminent)`: each member is
            // its own style type; only the same member with other arguments joins.
            if case .implicitMember(let x, true) = kindA, case .implicitMember(let y, true) = kindB, x == y { return .plain }
            return nil
        }
        if isShapeStyleSlot(slot) {
            let familyA = styleFamily(a), familyB = styleFamily(b)
            if let familyA, let familyB { return familyA == familyB ? .plain : .anyShapeStyle }
            if familyA != nil || familyB != nil { return nil }
            switch (kindA, kindB) {
            case (.implicitMember(let x, true), .implicitMember(let y, true)): return x == y ? .plain : nil
            case (.implicitMember, _), (_, .implicitMember): return nil
            default: return .plain // two properties or expressions: one declared type
            }
        }
        switch (kindA, kindB) {
        case (.implicitMember(_, false), .implicitMember(_, false)):
            return .plain
        case (.implicitMember(let x, let callA), .implicitMember(let y, let callB)):
            // `.periodic(from:by:)` against `.everyMinute`, `.icon(…)` against `.title(…)`:
            // different members may build different types.
            return callA && callB && x == y ? .plain : nil
        case (.implicitMember, .number), (.number, .implicitMember):
            return nil // `padding(8)` against `padding(.horizontal)`: different arguments
        default:
            return .plain
        }
    }

    static let identityLabels: Set<String> = ["id", "key", "identifier", "storageKey", "uniqueID"]

    /// `$limits.maxBolus`, `$isOn`: a binding, not a closure's `$0`.
    private static func isBinding(_ value: Node) -> Bool {
        let source = value.tree.source.bytes
        let start = value.startByte
        return source[start] == UInt8(ascii: "$") && start + 1 < value.endByte && !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(source[start + 1])
    }

    /// The identity-like arguments written inside a value (`.init(key: "a", title: …)`).
    private static func identityArguments(in value: Node) -> [String] {
        guard value.is(.callExpression) else { return [] }
        var result: [String] = []
        TreeWalker().walk(value, namedOnly: true) { node, _ in
            if node.is(.lambdaLiteral) { return .skipChildren }
            if node.is(.valueArgument), let label = node.child(field: .name)?.namedChild(0), identityLabels.contains(label.text) {
                result.append(label.text + ":" + (node.child(field: .value)?.compactText ?? ""))
            }
            return .visitChildren
        }
        return result
    }

    /// Whether the closures written in two values (a container's content) are the same.
    private static func sameClosures(_ a: Node, _ b: Node) -> Bool {
        let closuresA = closures(in: a), closuresB = closures(in: b)
        return closuresA.count == closuresB.count && zip(closuresA, closuresB).allSatisfy { SyntaxEquivalence.equal($0, $1) }
    }

    private static func closures(in value: Node) -> [Node] {
        var result: [Node] = []
        TreeWalker().walk(value) { node, _ in
            if node.is(.lambdaLiteral) {
                result.append(node)
                return .skipChildren
            }
            return .visitChildren
        }
        return result
    }

    /// Arguments generic over a `ShapeStyle`.
    static func isShapeStyleSlot(_ slot: Slot) -> Bool {
        guard !slot.isBase else { return false }
        switch slot.call {
        case "foregroundStyle", "backgroundStyle", "fill", "stroke", "strokeBorder", "border", "tint", "listRowBackground":
            return slot.label == nil || slot.label == "style"
        case "background", "overlay":
            return slot.label == nil
        default:
            return false
        }
    }

    /// Arguments generic over a style or shape protocol whose members are each their own type
    /// (`ButtonStyle`, `LabelStyle`, `Shape`, `TimelineSchedule`, …).
    static func isTypedStyleSlot(_ slot: Slot) -> Bool {
        // `labelStyle(.iconOnly)` written as the base (a modifier on implicit `self`).
        let isStyleModifier = slot.call.hasSuffix("Style") && slot.call.first?.isLowercase == true
            && slot.call != "foregroundStyle" && slot.call != "backgroundStyle"
        if slot.isBase { return slot.call == "TimelineView" && slot.position == 0 || isStyleModifier }
        // `glassEffect(_:in:)`, `background(_:in:)`: the shape is generic.
        if slot.label == "in" { return true }
        if isStyleModifier { return true }
        return ["clipShape", "contentShape", "containerShape", "mask", "textSelection", "symbolEffect", "menuIndicator"].contains(slot.call)
    }

    enum StyleFamily { case color, hierarchical, material }

    static let colorNames: Set<String> = [
        "red", "orange", "yellow", "green", "mint", "teal", "cyan", "blue", "indigo", "purple", "pink", "brown",
        "white", "gray", "black", "clear", "accentColor",
    ]

    /// The built-in style type of `.red`, `Color.red.opacity(0.5)`, `.secondary`, `.thinMaterial`;
    /// nil for anything else (a custom style, a property).
    static func styleFamily(_ value: Node) -> StyleFamily? {
        let text = value.compactText
        if text.hasPrefix("Color.") || text.hasPrefix("Color(") { return .color }
        guard text.hasPrefix(".") else { return nil }
        let parts = text.dropFirst().split(separator: ".", omittingEmptySubsequences: false)
        guard let first = parts.first else { return nil }
        if colorNames.contains(String(first)) {
            return parts.dropFirst().allSatisfy { $0.hasPrefix("opacity(") } ? .color : nil
        }
        guard parts.count == 1 else { return nil }
        if ["primary", "secondary", "tertiary", "quaternary", "quinary"].contains(first) { return .hierarchical }
        if ["ultraThinMaterial", "thinMaterial", "regularMaterial", "thickMaterial", "ultraThickMaterial", "bar"].contains(first) {
            return .material
        }
        return nil
    }
}
