import ViewLintSyntax

/// Controls a row can hold, one vocabulary for both kinds of fact that need them.
public enum InputControls {
    /// Controls the user types text into: a value typed there can repeat (`IdentityEvidence`).
    public static let text = ["TextField", "SecureField", "TextEditor"]
    /// Every control that keeps editing state in the row it is in (`MemberContentFact.stateMarkers`):
    /// the text inputs and the others.
    public static let allNames = Set(text + ["Toggle", "Slider", "Stepper", "DatePicker", "ColorPicker"])
    /// Modifiers that make a row animate or keep state tied to its identity.
    public static let stateModifiers: Set<String> = ["transition", "animation", "matchedGeometryEffect", "focused"]
}

/// The property a change writes, read from the changed expression (`pets`, `self.pets`, `$pets`,
/// `model.pets`, `pets[i].name`).
struct ChangedPath {
    /// The changed expression itself.
    var node: Node
    /// The last property name, without `$`: `pets` for `model.pets`, `name` for `pets[i].name`.
    var name: String
    /// The expression before `name` (`model`, `pets[i]`); nil for a plain name.
    var base: Node?
    /// Whether `base` is an element of a collection (`pets[i]`).
    var throughElement: Bool
    /// The names of `base` (`[model]`; `[]` for a plain name or `self`); nil when they are not
    /// plain names (`pets[i]`, `load()`).
    var receiver: [String]?

    init?(_ node: Node) {
        self.node = node
        if node.is(.simpleIdentifier) {
            name = node.text
        } else if node.is(.navigationExpression), let member = node.navigationMember, member.is(.simpleIdentifier) {
            name = member.text
            base = node.child(field: .target)
        } else {
            return nil
        }
        if name.hasPrefix("$") { name.removeFirst() }
        guard !name.isEmpty else { return nil }
        guard let base else {
            throughElement = false
            receiver = []
            return
        }
        throughElement = Self.isSubscript(base)
        receiver = Self.receiverNames(base)
    }

    /// `self.model.store` → [model, store]; nil unless plain names.
    static func receiverNames(_ node: Node) -> [String]? {
        guard var names = IdentitySyntax.namePath(node, limit: 8) else { return nil }
        if names.first == "self" { names.removeFirst() }
        return names
    }

    /// `xs[i]`, which tree-sitter-swift reads as a call with bracketed arguments.
    static func isSubscript(_ node: Node) -> Bool {
        guard node.is(.callExpression), let arguments = node.firstChild(.callSuffix)?.firstChild(.valueArguments) else { return false }
        return arguments.textHasPrefix("[")
    }
}

/// The left side of an assignment, read once for both facts that need it: the change of the
/// data (`MutationFact`) and the write of a key (`KeyWriteFact`).
struct AssignmentTarget {
    /// `=`, `+=`, …
    var operation: String
    var changed: ChangedPath
    /// `pets[i] = pet`: one element replaced; `changed` is then the collection (`pets`).
    var replacesElement: Bool

    init?(_ node: Node) {
        guard let target = node.child(field: .target)?.namedChild(0) else { return nil }
        operation = "="
        if let token = node.child(1), !token.isNamed { operation = token.text }
        if ChangedPath.isSubscript(target), let collection = target.namedChild(0), let changed = ChangedPath(collection) {
            self.changed = changed
            replacesElement = true
        } else if let changed = ChangedPath(target) {
            self.changed = changed
            replacesElement = false
        } else {
            return nil
        }
    }
}
