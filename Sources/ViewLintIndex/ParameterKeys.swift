import ViewLintSyntax

/// The keys under which the project's calls reach a value that is read: one of a function's
/// parameters, or a property (reached by its own key alone).
///
/// Calls are read by name, without types: `row(for: item)` inside `SettingsList` and inside
/// `ProfileView` call two different methods, and what one passes says nothing about the
/// other. A method declared in its type's own body, or a private one in an extension, is reached
/// by the calls inside that type (`ArgumentKey.method`) and by calls with a receiver
/// (`ArgumentKey.receiverCall`). Other functions (global ones, and the visible methods of
/// extensions, which may extend a protocol whose conformers call them without a receiver) are
/// reached by every call of the name.
///
/// What this misses (evidence lost, never invented): a subclass's or a conforming type's calls
/// without a receiver of a method declared in a superclass or in a type's own body are keyed
/// under the caller's type.
public struct ParameterKeys: Sendable, Codable, Hashable {
    public let primary: ConstructionFacts.ArgumentKey
    public let receiverCalls: ConstructionFacts.ArgumentKey?

    /// A property's key (`(type, property)`): reached by that key alone.
    public init(_ key: ConstructionFacts.ArgumentKey) {
        primary = key
        receiverCalls = nil
    }

    /// Calls `body` with each key.
    public func forEach(_ body: (ConstructionFacts.ArgumentKey) -> Void) {
        body(primary)
        if let receiverCalls { body(receiverCalls) }
    }

    /// The keys of the parameter labelled `label` of `function` (a `function_declaration`).
    public init(function: Node, label: NameHash) {
        let name = function.child(field: .name)?.nameHash ?? NameHash("")
        if let type = Self.owningType(of: function) {
            primary = .method(name, of: NameHash(type), label: label)
            receiverCalls = .receiverCall(name, label: label)
        } else {
            primary = ConstructionFacts.ArgumentKey(callee: name, label: label)
            receiverCalls = nil
        }
    }

    /// The type whose own calls alone reach `function` without a receiver: the type whose body
    /// declares it, or the extended type of a private method of an extension.
    static func owningType(of function: Node) -> String? {
        guard let body = function.parent, body.is(.classBody) || body.is(.enumClassBody),
              let declaration = body.parent, declaration.is(.classDeclaration),
              let name = declaration.child(field: .name) else { return nil }
        if declaration.child(field: .declarationKind)?.textEquals("extension") == true {
            guard let modifiers = function.firstChild(.modifiers), modifiers.textContains("private") else { return nil }
        }
        return SyntaxHelpers.typeBaseName(name)
    }
}
