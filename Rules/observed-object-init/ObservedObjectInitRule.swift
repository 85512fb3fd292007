import ViewLintRuleKit

/// Flags `@ObservedObject var x = T(...)`: an observed object the view creates itself.
/// See README.md.
public struct ObservedObjectInitRule: Rule {
    public static let id = "observed-object-init"
    public static let defaultSeverity = Severity.warning
    public static let summary = "@ObservedObject initialised by the view: a new object replaces the old one whenever the parent re-renders; use @StateObject."
    public static let nodeKinds: [NodeKind] = [.propertyDeclaration]

    public static var indexChecks: [any IndexCheck.Type] { [OwnedObjectCheck.self] }

    public init() {}

    /// The topic under which a file says the project uses `@StateObject` (so it targets a
    /// system that has it: iOS 14, macOS 11 or later).
    static let stateObjectTopic = "observed-object-init.state-object"

    public func visit(_ property: Node, _ context: RuleContext) {
        // Attributes come first: only the first child can hold them.
        guard let modifiers = property.namedChild(0), modifiers.is(.modifiers) else { return }
        if modifiers.textContains("StateObject") { context.publish("used", topic: Self.stateObjectTopic) }
        guard modifiers.textContains("ObservedObject"),
              let attribute = modifiers.namedChildren.first(where: { attribute in
                  attribute.is(.attribute) && attribute.firstChild(.userType).map(SyntaxHelpers.typeBaseName) == "ObservedObject"
              }),
              let value = property.child(field: .value), value.is(.callExpression),
              let typeName = ObjectConstruction.constructedType(
                  value, declaredType: property.firstChild(.typeAnnotation)?.namedChild(0).map(SyntaxHelpers.typeBaseName) ?? "object"),
              !property.containsError,
              // A `static` property is made once per process, never re-created with a view.
              !SyntaxHelpers.declaresTypeMember(modifiers) else { return }
        let name = property.firstChild(.pattern)?.child(field: .boundIdentifier)?.text ?? "object"
        guard let use = Self.use(of: name, context), use != .inInitializer, Self.isUsed(name, besides: property) else { return }
        let lead = "`\(name)` is created by this view but declared @ObservedObject, which does not own it: whenever the parent re-renders, the view is re-initialised and a new `\(typeName)` replaces the old one, losing its state."
        let message = lead + " Declare it @StateObject so the view owns one instance for its lifetime (or @State with an @Observable model); keep @ObservedObject for objects passed in."
        // The wrapper's name, not its generic arguments (`@ObservedObject<Model>`).
        let identifier = attribute.firstChild(.userType)?.namedChildren.last(where: { $0.is(.typeIdentifier) })
        // With arguments from the view's inputs the owned object keeps its first inputs.
        let fix = identifier.map {
            Fix(message: "Use @StateObject", edits: [context.replacing($0, with: "StateObject")],
                applicability: ObjectConstruction.hasOnlyLiteralArguments(value) ? .safe : .unsafe)
        }
        let viewType = context.ancestors.last { $0.is(.classDeclaration) }?.child(field: .name).map(SyntaxHelpers.typeBaseName)
        context.afterIndexing(OwnedObjectCheck(
            span: context.span(attribute.startByte..<value.endByte), message: message, offeredFix: fix, name: name, viewType: viewType,
            methodsUsingObject: use.methods, lead: lead))
    }

    /// Only a struct's property is re-created with its value: in a class (an ObservableObject
    /// holding another, a controller) the object lives as long as its owner. A struct whose
    /// `init` uses the object (an `App` migrating data, a view overriding the object's settings)
    /// cannot take the @StateObject advice: that storage is installed only after `init`, so
    /// the work done there would go to a throw-away instance. No rewrite is known right there.
    /// A method that others call on a value of the view (`story.onAppear()` on a story kept by
    /// a data source) is no better: a copy kept outside the view tree shares the object only
    /// while it is @ObservedObject. The problem is still there, but not the @StateObject advice
    /// (given again when the project calls the method on no receiver but `self`).
    enum Use: Equatable {
        case inBody, inInitializer
        /// The view's methods that use the object and that others could call, in order.
        case inMethods([String])

        var methods: [String] {
            if case .inMethods(let names) = self { return names }
            return []
        }
    }

    /// Where a view struct uses its object; nil outside a struct (and in a property wrapper).
    static func use(of name: String, _ context: RuleContext) -> Use? {
        let ancestors = context.ancestors
        guard ancestors.count >= 2, ancestors[ancestors.count - 1].is(.classBody) else { return nil }
        let type = ancestors[ancestors.count - 2]
        guard type.is(.classDeclaration), type.child(field: .declarationKind)?.textEquals("struct") == true,
              !isPropertyWrapper(type), !isPreviewProvider(type), let body = type.child(field: .body) else { return nil }
        var methods: [String] = []
        var inInitializer = false
        body.forEachChild { _, member in
            guard !inInitializer, member.is(.initDeclaration) || Self.isCalledFromOutside(member),
                  let memberBody = member.child(field: .body), memberBody.textContains(name), memberBody.mentions(identifier: name) else { return }
            if member.is(.initDeclaration) { inInitializer = true } else { methods.append(member.child(field: .name)?.text ?? "method") }
        }
        return inInitializer ? .inInitializer : methods.isEmpty ? .inBody : .inMethods(methods)
    }

    /// Whether code of the file other than the declaration uses the object (`model`, `$model`,
    /// `_model`, also in a string's interpolation or an extension of the view): one that nothing
    /// reads (a leftover property) holds no state anyone sees, and the advice would keep it;
    /// deleting it is the fix, which is not this rule's to give. Another type's use of the same
    /// name counts too (the rule stays on the side of reporting).
    static func isUsed(_ name: String, besides property: Node) -> Bool {
        let names = [name, "$" + name, "_" + name]
        var used = false
        TreeWalker().walk(property.tree.root, namedOnly: true) { node, _ in
            if used || node.isSameNode(as: property) || node.is(.comment) || node.is(.multilineComment) || !node.textContains(name) {
                return .skipChildren
            }
            if node.is(.simpleIdentifier), names.contains(where: node.textEquals) { used = true }
            return .visitChildren
        }
        return used
    }

    /// `@propertyWrapper struct Stored<Value>`: not a view, and whether SwiftUI ever installs
    /// its storage depends on where it is used (in a class it never does).
    private static func isPropertyWrapper(_ type: Node) -> Bool {
        guard let modifiers = type.firstChild(.modifiers), modifiers.textContains("propertyWrapper") else { return false }
        return SyntaxHelpers.attributeNames(modifiers).contains("propertyWrapper")
    }

    /// `struct Row_Previews: PreviewProvider`: SwiftUI reads its static `previews` and never
    /// makes a value of it, so an instance property is never created.
    private static func isPreviewProvider(_ type: Node) -> Bool {
        type.namedChildren.contains { $0.is(.inheritanceSpecifier) && $0.textEquals("PreviewProvider") }
    }

    /// An instance method that is not private and builds no view (`func onAppear()`,
    /// `func update(for:)`): what the view offers to whoever holds a value of it.
    private static func isCalledFromOutside(_ member: Node) -> Bool {
        guard member.is(.functionDeclaration), member.child(field: .name)?.textEquals("body") == false else { return false }
        if let modifiers = member.firstChild(.modifiers) {
            if SyntaxHelpers.declaresTypeMember(modifiers) || modifiers.textContains("private") { return false }
        }
        return SyntaxHelpers.returnTypeNode(ofFunction: member).map { !$0.textContains("View") } ?? true
    }
}

/// Once the project is indexed: whether the view really creates the object it observes (it is
/// not only a hosting controller's root, nor given its object from outside) and whether the
/// project can take the @StateObject advice.
struct OwnedObjectCheck: IndexCheck {
    let span: SourceSpan
    let message: String
    let offeredFix: Fix?
    /// The property's name.
    let name: String
    /// The struct declaring the property.
    let viewType: String?
    /// The view's methods, not private, that use the object; and the message's first sentence,
    /// for the message to a project that calls one of them on a value of the view.
    let methodsUsingObject: [String]
    let lead: String

    func run(_ index: ProjectIndex) -> [Finding] {
        // `@StateObject` needs iOS 14 / macOS 11: a project that shows neither it nor an
        // `App` may target older systems, where the advice does not compile. Without an
        // `App` (a library, which may guard its @StateObjects with `@available`) the fix is
        // unsafe.
        let hasApp = index.declaresApp
        guard !index.published(ObservedObjectInitRule.stateObjectTopic).isEmpty || hasApp else { return [] }
        var fix = offeredFix
        if !hasApp { fix?.applicability = .unsafe }
        // A view made only as a hosting controller's root is created once, by the host: no
        // parent re-render replaces its object.
        if let viewType, index.isOnlyHostedRoot(viewType) { return [] }
        // `host.rootView.model = model`: the object is set from outside, which a
        // @StateObject cannot take.
        if index.data.changes(of: name).contains(where: { $0.receiver?.contains("rootView") == true }) { return [] }
        if let called = methodsUsingObject.first(where: { index.isCalledOnReceiver($0, outside: viewType ?? "") }) {
            let message = lead + " But `\(called)()` uses it, and whoever calls that on a value of the view (kept outside the view tree) reaches the object only because the copies share it: a @StateObject would not. Create the object where that caller is and pass it in."
            return [Finding(span: span, message: message, fix: nil)]
        }
        return [Finding(span: span, message: message, fix: fix)]
    }
}
