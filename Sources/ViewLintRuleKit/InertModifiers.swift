import ViewLintSyntax

/// A modifier argument value that has no visual effect (`opacity(1)`, `padding(0)`, …).
///
/// Applying a modifier unconditionally with `condition ? active : inert` keeps one view and one
/// identity, where `if condition { x.modifier(active) } else { x }` makes two. Every entry is a
/// real SwiftUI signature; an entry is added only when the value is known to leave the view as
/// it is (see the rule's README for the list and the sources).
public struct InertModifier: Sendable {
    public enum Role: Sendable {
        /// The argument takes the conditional value (`opacity(c ? 0.3 : 1)`).
        case value
        /// An argument the call may omit, appended with the conditional value when missing
        /// (`gesture(g, including: c ? .all : .subviews)`).
        case appended
        /// An argument left as it is: it has no effect once the others are inert
        /// (`alignment:` of a frame whose sizes are all nil).
        case passive
    }

    /// The modifier's name (`opacity`).
    public let name: String
    /// The label of the argument (`radius` for `blur(radius:)`); nil when unlabeled.
    public let label: String?
    /// The value with no effect, as Swift source (`1`, `.zero`, `false`, `nil`).
    public let inertValue: String
    /// The active value when the argument is not written (`bold()` is `bold(true)`).
    public let defaultActiveValue: String?
    /// The value is a number: `padding(.top)` (edges, not a length) is not this argument.
    public let numericOnly: Bool
    public let role: Role

    init(_ name: String, _ label: String? = nil, inert: String, defaultActive: String? = nil, numericOnly: Bool = false, role: Role = .value) {
        self.name = name
        self.label = label
        self.inertValue = inert
        self.defaultActiveValue = defaultActive
        self.numericOnly = numericOnly
        self.role = role
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
        InertModifier("scaleEffect", "anchor", inert: ".center", role: .passive),
        InertModifier("offset", inert: ".zero"),
        InertModifier("offset", "x", inert: "0"),
        InertModifier("offset", "y", inert: "0"),
        InertModifier("rotationEffect", inert: ".zero"),
        InertModifier("rotationEffect", "anchor", inert: ".center", role: .passive),
        InertModifier("blur", "radius", inert: "0"),
        InertModifier("brightness", inert: "0"),
        InertModifier("contrast", inert: "1"),
        InertModifier("saturation", inert: "1"),
        InertModifier("grayscale", inert: "0"),
        InertModifier("hueRotation", inert: ".zero"),
        InertModifier("zIndex", inert: "0"),
        InertModifier("disabled", inert: "false"),
        InertModifier("allowsHitTesting", inert: "true"),
        InertModifier("accessibilityHidden", inert: "false"),
        // `bold(_ isActive: Bool = true)` and its siblings (iOS 16).
        InertModifier("bold", inert: "false", defaultActive: "true"),
        InertModifier("italic", inert: "false", defaultActive: "true"),
        InertModifier("monospaced", inert: "false", defaultActive: "true"),
        InertModifier("underline", inert: "false", defaultActive: "true"),
        InertModifier("strikethrough", inert: "false", defaultActive: "true"),
        InertModifier("underline", "pattern", inert: ".solid", role: .passive),
        InertModifier("underline", "color", inert: "nil", role: .passive),
        InertModifier("strikethrough", "pattern", inert: ".solid", role: .passive),
        InertModifier("strikethrough", "color", inert: "nil", role: .passive),
        InertModifier("redacted", "reason", inert: "[]"),
        InertModifier("blendMode", inert: ".normal"),
        InertModifier("contentTransition", inert: ".identity"),
        // "Using this variant with the symbolVariant(_:) modifier doesn't have any effect."
        InertModifier("symbolVariant", inert: ".none"),
        // Without `.transition`, an inserted or removed view fades: `.opacity` is the default
        // (`.identity` would make it pop in and out).
        InertModifier("transition", inert: ".opacity"),
        // No entry for `animation(_:value:)`: `nil` is not its absence, it also cancels an
        // animation that an outer `withAnimation` gives the same change.
        // `foregroundColor(_: Color?)`: nil leaves the color to the container.
        InertModifier("foregroundColor", inert: "nil"),
        // `frame(width:height:alignment:)` and the flexible frame: nil takes the child's size.
        InertModifier("frame", "width", inert: "nil"),
        InertModifier("frame", "height", inert: "nil"),
        InertModifier("frame", "minWidth", inert: "nil"),
        InertModifier("frame", "idealWidth", inert: "nil"),
        InertModifier("frame", "maxWidth", inert: "nil"),
        InertModifier("frame", "minHeight", inert: "nil"),
        InertModifier("frame", "idealHeight", inert: "nil"),
        InertModifier("frame", "maxHeight", inert: "nil"),
        InertModifier("frame", "alignment", inert: ".center", role: .passive),
        // `gesture(_:including:)`: `.subviews` turns this gesture off and keeps the subviews'.
        InertModifier("gesture", "including", inert: ".subviews", defaultActive: ".all", role: .appended),
        InertModifier("simultaneousGesture", "including", inert: ".subviews", defaultActive: ".all", role: .appended),
        InertModifier("highPriorityGesture", "including", inert: ".subviews", defaultActive: ".all", role: .appended),
    ]

    /// Modifiers whose content is a view: with the condition inside their closure
    /// (`.overlay { if c { Badge() } }`) they draw nothing when it is false.
    public static let viewContentModifiers: Set<String> = ["overlay", "background"]

    private static let byName: [String: [InertModifier]] = Dictionary(grouping: table, by: \.name)

    /// Whether the table gives modifier `name` a form with no effect (or it draws a view
    /// that an `if` inside its closure can leave out).
    public static func hasInertForm(_ name: String) -> Bool {
        byName[name] != nil || viewContentModifiers.contains(name)
    }

    /// The inert value of argument `label` of modifier `name`, if the table has one.
    public static func inertValue(modifier name: String, label: String?) -> String? {
        byName[name]?.first { $0.label == label && $0.role == .value }?.inertValue
    }

    /// Modifiers whose conditional form needs more than the modifier itself: the `Bool`
    /// forms of `bold`, `italic` and `monospaced` came with iOS 16 and macOS 13.
    public static let needsNewerOS: Set<String> = ["bold", "italic", "monospaced"]

    /// A few table entries for messages: "opacity(1), padding(0), …".
    public static let examples = ["opacity(1)", "padding(0)", "scaleEffect(1)", "blur(radius: 0)"].joined(separator: ", ")

    /// The arguments and closure of a call of modifier `name` (its `call_suffix`) rewritten so
    /// that the modifier is active only when `activeCondition` holds, or nil when the table
    /// gives it no inert form. `ternary(active, inert)` writes a conditional value.
    ///
    /// `.blur(radius: 4)` gives `(radius: c ? 4 : 0)`, `.bold()` gives `(c)`,
    /// `.overlay(Badge())` gives ` { if c { Badge() } }`.
    /// With `elided`, the arguments and content that stay as they are read `…` (for messages).
    public static func conditionalSuffix(modifier name: String, suffix: Node, activeCondition: String, elided: Bool = false,
                                         ternary: (_ active: String, _ inert: String) -> String) -> String? {
        let arguments = suffix.firstChild(.valueArguments)?.namedChildren.filter { $0.is(.valueArgument) } ?? []
        let closure = suffix.firstChild(.lambdaLiteral)
        if viewContentModifiers.contains(name) {
            return viewContentSuffix(arguments: arguments, closure: closure, activeCondition: activeCondition, elided: elided)
        }
        guard closure == nil, let entries = byName[name] else { return nil }
        if arguments.isEmpty {
            guard let entry = entries.first(where: { $0.defaultActiveValue != nil && $0.role == .value }) else {
                if let appended = entries.first(where: { $0.role == .appended }), let active = appended.defaultActiveValue {
                    return "(\(appended.label.map { "\($0): " } ?? "")\(ternary(active, appended.inertValue)))"
                }
                return nil
            }
            return "(\(ternary(entry.defaultActiveValue!, entry.inertValue)))"
        }
        var parts: [String] = []
        var changed = false
        var appendedSeen = false
        for argument in arguments {
            let label = argument.child(field: .name)?.namedChild(0)
            guard let value = argument.child(field: .value) else { return nil }
            let entry = entries.first { entry in
                entry.label == nil ? label == nil : label?.textEquals(entry.label!) == true
            }
            let prefix = label.map { $0.text + ": " } ?? ""
            switch entry?.role {
            case .value?, .appended?:
                // `padding(.top, 8)`: the edges stay, the length takes the condition.
                if entry!.numericOnly, !isNumeric(value) {
                    parts.append(elided && argument.text.count > 24 ? "…" : argument.text)
                    continue
                }
                // `.animation(nil, value: x)` turns animations off: the call is not inert-able.
                if value.textEquals(entry!.inertValue) { return nil }
                parts.append(prefix + ternary(value.text, entry!.inertValue))
                changed = true
                appendedSeen = appendedSeen || entry!.role == .appended
            case .passive?:
                parts.append(elided && argument.text.count > 24 ? prefix + "…" : argument.text)
            case nil:
                // An argument the table says nothing about (the gesture itself) stays only
                // when an appended argument turns the modifier off.
                guard entries.contains(where: { $0.role == .appended }) else { return nil }
                parts.append(elided && argument.text.count > 24 ? prefix + "…" : argument.text)
            }
        }
        if !appendedSeen, let appended = entries.first(where: { $0.role == .appended }), let active = appended.defaultActiveValue {
            parts.append("\(appended.label.map { "\($0): " } ?? "")\(ternary(active, appended.inertValue))")
            changed = true
        }
        return changed ? "(" + parts.joined(separator: ", ") + ")" : nil
    }

    /// `.overlay(Badge())`, `.overlay(alignment: .top) { Badge() }`: the content moves into a
    /// closure under `if`. A style (`.background(.red)`, `.background(Color.red)`) is not a
    /// view here: its overload also fills the safe area, so it has no such form.
    private static func viewContentSuffix(arguments: [Node], closure: Node?, activeCondition: String, elided: Bool) -> String? {
        var content: String?
        // Where the content starts in the source, for its indentation.
        var contentStart = 0
        var kept: [String] = []
        for argument in arguments {
            let label = argument.child(field: .name)?.namedChild(0)
            guard let value = argument.child(field: .value) else { return nil }
            if let label {
                guard label.textEquals("alignment") else { return nil }
                kept.append(argument.text)
            } else {
                guard content == nil, closure == nil, isViewConstruction(value) else { return nil }
                content = value.text
                contentStart = value.startByte
            }
        }
        if let closure {
            // Between the braces, comments and conditional compilation included.
            guard closure.firstChild(.statements) != nil, closure.childCount >= 2,
                  let open = closure.child(0), let close = closure.child(closure.childCount - 1),
                  open.textEquals("{"), close.textEquals("}") else { return nil }
            let inner = closure.tree.source.text(open.endByte..<close.startByte)
            content = inner.trimmingWhitespace
            contentStart = open.endByte + (inner.utf8.count - inner.drop { $0.isWhitespace }.utf8.count)
        }
        guard let content = elided ? content.map({ _ in "…" }) : content else { return nil }
        let head = kept.isEmpty ? "" : "(" + kept.joined(separator: ", ") + ")"
        // Content over several lines (or with `#if`, or a `//` comment that would swallow the
        // closing braces) keeps lines of its own.
        if !elided, content.contains("\n") || content.contains("//"), let anchor = closure ?? arguments.first {
            return head + block(content, at: contentStart, under: anchor.startByte, in: anchor.tree.source, condition: activeCondition)
        }
        return head + " { if \(activeCondition) { \(content) } }"
    }

    /// ` {` ⏎ `if condition {` ⏎ content ⏎ `}` ⏎ `}`, indented from the line holding `anchor`,
    /// the content keeping its own lines' depth relative to where it started.
    private static func block(_ content: String, at start: Int, under anchor: Int, in source: SourceText, condition: String) -> String {
        let outer = Indentation.of(anchor, in: source)
        let unit = outer.hasPrefix("\t") ? "\t" : "    "
        let lineBreak = Indentation.lineBreak(of: source)
        // A content written on the line of its `{` has no depth of its own: its next lines are
        // one level deeper than that line.
        let startsLine = Indentation.lineStart(start, in: source) != Indentation.lineStart(anchor, in: source)
        let base = startsLine ? Indentation.of(start, in: source).count : outer.count + unit.count
        let body = Indentation.shifted(content, left: base, lineBreak: lineBreak)
        return " {" + lineBreak + outer + unit + "if \(condition) {" + lineBreak
            + outer + unit + unit + Indentation.deepened(body, by: outer + unit + unit)
            + lineBreak + outer + unit + "}" + lineBreak + outer + "}"
    }

    /// `Circle().fill(.red)`, `Badge(count: 2)`: a view built by an initializer other than
    /// `Color`'s (a color there is a style).
    static func isViewConstruction(_ value: Node) -> Bool {
        var node = value
        while node.is(.callExpression) || node.is(.navigationExpression) {
            guard let callee = node.namedChild(0) else { return false }
            if node.is(.callExpression), callee.is(.simpleIdentifier) {
                return callee.startsWithUppercaseLetter && !callee.textEquals("Color")
            }
            node = node.is(.navigationExpression) ? (node.child(field: .target) ?? callee) : callee
        }
        return false
    }

    private static func isNumeric(_ value: Node) -> Bool {
        !(value.is(.prefixExpression) && value.textHasPrefix(".")) && !value.is(.arrayLiteral) && !value.is(.callExpression)
    }

    /// `condition ? whenTrue : whenFalse`, simplified for booleans (`disabled(condition)`).
    public static func ternary(_ condition: String, _ whenTrue: String, _ whenFalse: String, conditionIsSimple: Bool) -> String {
        if whenTrue == "true", whenFalse == "false" { return condition }
        if whenTrue == "false", whenFalse == "true" { return negated(condition, isSimple: conditionIsSimple) }
        return "\(condition) ? \(whenTrue) : \(whenFalse)"
    }

    /// `flag`, `model.flag`, `isOn()`, `!flag`: no parentheses needed before `!` or `?`.
    public static func isSimpleCondition(_ condition: Node) -> Bool {
        if condition.is(.prefixExpression), condition.textHasPrefix("!"), let target = condition.child(field: .target) {
            return target.is(.simpleIdentifier) || target.is(.navigationExpression) || target.is(.callExpression)
        }
        return condition.is(.simpleIdentifier) || condition.is(.navigationExpression) || condition.is(.callExpression)
    }

    /// `!condition`, or `!(a && b)` for a compound condition.
    public static func negated(_ condition: String, isSimple: Bool) -> String {
        isSimple ? "!" + condition : "!(\(condition))"
    }
}

