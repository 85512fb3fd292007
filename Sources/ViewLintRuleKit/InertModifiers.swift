import ViewLintSyntax

/// A modifier argument value that has no visual effect (`opacity(1)`, `padding(0)`, …).
///
/// Applying a modifier unconditionally with `condition ? active : inert` keeps one view and one
/// identity, where `if condition { x.modifier(active) } else { x }` makes two.
public struct InertModifier: Sendable {
    /// The modifier's name (`opacity`).
    public let name: String
    /// The label of the argument that takes the value (`radius` for `blur(radius:)`); nil when
    /// unlabeled.
    public let label: String?
    /// The value with no effect, as Swift source (`1`, `.zero`, `false`).
    public let inertValue: String
    /// The active value when the modifier is written without arguments (`bold()` is `bold(true)`).
    public let defaultActiveValue: String?
    /// The value is a number: `padding(.top)` (edges, not a length) is not this argument.
    public let numericOnly: Bool
    /// Whether a fix may write the conditional value (false for closures).
    public let isFixable: Bool

    init(_ name: String, _ label: String? = nil, inert: String, defaultActive: String? = nil, numericOnly: Bool = false, fixable: Bool = true) {
        self.name = name
        self.label = label
        self.inertValue = inert
        self.defaultActiveValue = defaultActive
        self.numericOnly = numericOnly
        self.isFixable = fixable
    }

    /// `opacity(1)`, `blur(radius: 0)`.
    public var example: String { "\(name)(\(label.map { "\($0): " } ?? "")\(inertValue))" }
}

/// The one table of inert modifier values (PRODUCT.md, "Inert values").
public enum InertModifiers {
    public static let table: [InertModifier] = [
        InertModifier("opacity", inert: "1"),
        InertModifier("padding", inert: "0", numericOnly: true),
        InertModifier("scaleEffect", inert: "1"),
        InertModifier("scaleEffect", "x", inert: "1"),
        InertModifier("scaleEffect", "y", inert: "1"),
        InertModifier("offset", inert: ".zero"),
        InertModifier("offset", "x", inert: "0"),
        InertModifier("offset", "y", inert: "0"),
        InertModifier("rotationEffect", inert: ".zero"),
        InertModifier("blur", "radius", inert: "0"),
        InertModifier("brightness", inert: "0"),
        InertModifier("contrast", inert: "1"),
        InertModifier("saturation", inert: "1"),
        InertModifier("grayscale", inert: "0"),
        InertModifier("hueRotation", inert: ".zero"),
        InertModifier("zIndex", inert: "0"),
        InertModifier("disabled", inert: "false"),
        InertModifier("allowsHitTesting", inert: "true"),
        InertModifier("bold", inert: "false", defaultActive: "true"),
        InertModifier("italic", inert: "false", defaultActive: "true"),
        InertModifier("underline", inert: "false", defaultActive: "true"),
        InertModifier("strikethrough", inert: "false", defaultActive: "true"),
        InertModifier("redacted", "reason", inert: "[]"),
        InertModifier("transformEnvironment", inert: "{ _ in }", fixable: false),
    ]

    private static let byName: [String: [InertModifier]] = Dictionary(grouping: table, by: \.name)

    /// Whether `name` has an inert value at all.
    public static func isKnown(_ name: String) -> Bool { byName[name] != nil }

    /// A few table entries for messages: "opacity(1), padding(0), …".
    public static let examples = ["opacity(1)", "padding(0)", "scaleEffect(1)", "blur(radius: 0)"].joined(separator: ", ")

    /// Where to put the condition in a call of a table modifier.
    public struct Slot {
        public let entry: InertModifier
        /// The argument value to make conditional; nil when the call has no arguments and the
        /// entry's default active value applies (`bold()`).
        public let value: Node?
    }

    /// The argument of a call of modifier `name` (its `call_suffix`) that the table gives an
    /// inert value for, if any. Trailing closures are never a slot.
    public static func slot(modifier name: String, suffix: Node) -> Slot? {
        guard let entries = byName[name] else { return nil }
        let arguments = suffix.firstChild(.valueArguments)?.namedChildren.filter { $0.is(.valueArgument) } ?? []
        if suffix.firstChild(.lambdaLiteral) != nil { return nil }
        if arguments.isEmpty {
            return entries.first { $0.defaultActiveValue != nil }.map { Slot(entry: $0, value: nil) }
        }
        for entry in entries {
            let matching = arguments.filter { argument in
                let label = argument.child(field: .name)?.namedChild(0)
                return entry.label == nil ? label == nil : label?.textEquals(entry.label!) == true
            }
            guard let argument = matching.last, let value = argument.child(field: .value) else { continue }
            if entry.numericOnly, value.is(.prefixExpression) || value.is(.arrayLiteral) || value.is(.callExpression) {
                continue
            }
            // Several table arguments (`offset(x: 4, y: 4)`) cannot take one condition.
            let others = arguments.filter { other in
                !other.isSameNode(as: argument) && entries.contains { candidate in
                    let label = other.child(field: .name)?.namedChild(0)
                    return candidate.label.map { label?.textEquals($0) == true } ?? false
                }
            }
            if !others.isEmpty { return nil }
            return Slot(entry: entry, value: value)
        }
        return nil
    }

    /// `condition ? whenTrue : whenFalse`, simplified for booleans (`disabled(condition)`).
    public static func ternary(_ condition: String, _ whenTrue: String, _ whenFalse: String, conditionIsSimple: Bool) -> String {
        if whenTrue == "true", whenFalse == "false" { return condition }
        if whenTrue == "false", whenFalse == "true" { return conditionIsSimple ? "!" + condition : "!(\(condition))" }
        return "\(condition) ? \(whenTrue) : \(whenFalse)"
    }
}
