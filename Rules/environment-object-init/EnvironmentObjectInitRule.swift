import ViewLintRuleKit

/// Flags an observable object created inline where a view's `body` hands it on:
/// `.environmentObject(Settings())`, `.environment(Store())`, `Child(model: Model())` into an
/// `@ObservedObject`. Each evaluation of the body makes a new object. See README.md.
public struct EnvironmentObjectInitRule: Rule {
    public static let id = "environment-object-init"
    public static let defaultSeverity = Severity.warning
    public static let summary = "An object created inline in body and handed to the environment or to a child's @ObservedObject: each evaluation of the body replaces it and its state."
    /// Opt-in: strict reviews of real apps judged too few of its findings right (README.md).
    public static let isEnabledByDefault = false
    public static let nodeKinds: [NodeKind] = [.callExpression]

    public static var indexChecks: [any IndexCheck.Type] { [InlineObjectCheck.self] }

    public init() {}

    public func visit(_ node: Node, _ context: RuleContext) {
        guard let call = context.call(node) else { return }
        var handOffs: [(InlineObjectCheck.HandOff, object: Node)] = []
        if let value = call.soleArgument(ofMember: "environmentObject") {
            handOffs.append((.environmentObject, value))
        } else if let value = call.soleArgument(ofMember: "environment") {
            handOffs.append((.environment, value))
        } else if call.callee.is(.simpleIdentifier), call.callee.startsWithUppercaseLetter, call.argumentList != nil {
            for argument in call.arguments {
                guard let label = argument.child(field: .name)?.namedChild(0), let value = argument.child(field: .value),
                      value.is(.callExpression) else { continue }
                handOffs.append((.child(type: call.callee.text, property: label.text), value))
            }
        }
        // The type whose body this is: the same for every hand-off of the call, read once.
        let constructions = handOffs.compactMap { handOff, object in
            ObjectConstruction.constructedType(object, declaredType: nil).map { (handOff, object, $0) }
        }
        guard !constructions.isEmpty, let holder = Self.evaluatingType(context) else { return }
        for (handOff, object, objectType) in constructions {
            // Presented content (a sheet's, a navigation destination's) is built when it is shown,
            // while the code that built it is covered: the project does not show that body
            // running again while the object is in use.
            guard !object.containsError, !SyntaxHelpers.isPresentedContent(object, ancestors: context.ancestors) else { continue }
            context.afterIndexing(InlineObjectCheck(
                span: object.span, path: context.path, handOff: handOff, objectType: objectType, holder: holder,
                constantConstruction: Self.constantConstruction(object)))
        }
    }

    /// `Cart()` or `Cart(limit: 3)` as written, for the advice to repeat; nil when an argument
    /// is not a literal or the call spans lines or is long.
    static func constantConstruction(_ call: Node) -> String? {
        guard ObjectConstruction.hasOnlyLiteralArguments(call), call.byteRange.count <= 60, !call.textContains("\n") else { return nil }
        return call.text
    }

    /// The type whose `body` (or `@ViewBuilder` member) the call is evaluated in, when it is:
    /// view-building code of an instance member, or the scenes of an `App`'s `body`. Nil in a
    /// preview (`#Preview`, a `static` member such as `previews`), an action closure or an
    /// initializer.
    static func evaluatingType(_ context: RuleContext) -> String? {
        let ancestors = context.ancestors
        guard let typeIndex = ancestors.lastIndex(where: { $0.is(.classDeclaration) }),
              let name = ancestors[typeIndex].child(field: .name) else { return nil }
        var member: Node?
        for node in ancestors[(typeIndex + 1)...] {
            if node.is(.macroInvocation) { return nil }
            if member == nil, node.is(.propertyDeclaration) || node.is(.functionDeclaration) { member = node }
        }
        // A view named for previews (`WrapperForPreview`, `ListPreviewHost`) is the canvas's.
        guard let member, !(member.firstChild(.modifiers).map(SyntaxHelpers.declaresTypeMember) ?? false),
              !name.textContains("Preview") else { return nil }
        if context.isInViewBuildingCode || isInAppScenes(ancestors[typeIndex...], member: member) {
            return SyntaxHelpers.typeBaseName(name)
        }
        return nil
    }

    /// `var body: some Scene { WindowGroup { ContentView().environmentObject(Store()) } }` in an
    /// `App`: every closure on the way is a scene's (`WindowGroup { }`, `Settings { }`).
    private static func isInAppScenes(_ ancestors: ArraySlice<Node>, member: Node) -> Bool {
        guard let type = ancestors.first, type.children.contains(where: { child in
                  child.is(.inheritanceSpecifier) && child.child(field: .inheritsFrom).map(SyntaxHelpers.typeBaseName) == "App"
              }),
              member.firstChild(.pattern)?.child(field: .boundIdentifier)?.textEquals("body") == true else { return false }
        let path = Array(ancestors)
        for (offset, node) in path.enumerated() where node.is(.lambdaLiteral) {
            guard offset >= 2, path[offset - 1].is(.callSuffix), path[offset - 2].is(.callExpression),
                  let callee = path[offset - 2].namedChild(0), callee.is(.simpleIdentifier), callee.startsWithUppercaseLetter else { return false }
        }
        return true
    }
}
