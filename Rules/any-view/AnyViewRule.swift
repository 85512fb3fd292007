import ViewLintRuleKit

/// Flags type erasure with `AnyView`: constructions, erasing helpers (definitions and calls)
/// and declarations typed with `AnyView`. See README.md.
public struct AnyViewRule: Rule {
    public static let id = "any-view"
    public static let defaultSeverity = Severity.warning
    public static let summary = "AnyView erases view types: SwiftUI loses structural identity, resets state and diffs slower."
    public static let nodeKinds: [NodeKind] = [.callExpression, .navigationExpression, .typeIdentifier, .functionDeclaration]

    public init() {}

    public func visit(_ node: Node, _ context: RuleContext) {
        if node.is(.callExpression) {
            checkCall(node, context)
        } else if node.is(.navigationExpression) {
            checkInitReference(node, context)
        } else if node.is(.typeIdentifier) {
            checkDeclaredType(node, context)
        } else {
            checkHelperDefinition(node, context)
        }
    }

    // MARK: Constructions

    /// `AnyView(x)` and `SwiftUI.AnyView(x)`; `AnyView.init` is handled as a reference.
    private func checkCall(_ node: Node, _ context: RuleContext) {
        guard let call = context.call(node) else { return }
        let callee = call.callee
        if callee.is(.simpleIdentifier), callee.textEquals("AnyView") {
            guard !isInsideErasingHelper(context) else { return }
            context.report(node, Message.construction)
        } else if let member = call.member {
            if member.textEquals("AnyView"), callee.child(field: .target)?.textEquals("SwiftUI") == true {
                guard !isInsideErasingHelper(context) else { return }
                context.report(node, Message.construction)
            } else {
                checkHelperCall(call, member: member, context)
            }
        }
    }

    /// `AnyView.init`, called or passed as a function (`views.map(AnyView.init)`).
    private func checkInitReference(_ navigation: Node, _ context: RuleContext) {
        guard navigation.textHasPrefix("AnyView"), let target = navigation.child(field: .target), target.textEquals("AnyView"),
              navigation.navigationMember?.textEquals("init") == true,
              !isInsideErasingHelper(context) else { return }
        context.report(navigation, Message.construction)
    }

    // MARK: Erasing helpers

    /// A member call such as `.eraseToAnyView()`: by name when the name says AnyView, or,
    /// once the project is indexed, when it calls a `View` extension method returning AnyView
    /// (only argument-less calls are deferred: erasing helpers take no arguments, and every
    /// deferred check costs a closure).
    private func checkHelperCall(_ call: CallSyntax, member: Node, _ context: RuleContext) {
        guard !call.node.containsError else { return }
        // Every member call passes here: look at the bytes before building the name.
        if member.textContains("nyView"), Self.nameMentionsAnyView(member.text) {
            context.report(member, Message.helperCall(member.text))
            return
        }
        guard call.hasNoArguments else { return }
        let name = member.text
        let span = context.span(of: member)
        context.afterIndexing { index in
            let isHelper = index.extensionMethods(of: "View").contains { $0.name == name && $0.returnType?.baseName == "AnyView" }
            return isHelper ? [Finding(span: span, message: Message.helperCall(name))] : []
        }
    }

    /// `func eraseToAnyView() -> AnyView` declared in an extension of `View`.
    private func checkHelperDefinition(_ function: Node, _ context: RuleContext) {
        guard Self.isErasingHelper(function, context.ancestors[...]), let name = function.child(field: .name) else { return }
        context.report(name, Message.helperDefinition(name.text))
    }

    /// A View-extension method whose return type is AnyView.
    static func isErasingHelper(_ function: Node, _ ancestors: ArraySlice<Node>) -> Bool {
        SyntaxHelpers.returnType(ofFunction: function)?.baseName == "AnyView" && ViewExtension.isMember(ancestors)
    }

    /// Inside a helper definition the construction is the helper's own body, already reported once.
    private func isInsideErasingHelper(_ context: RuleContext) -> Bool {
        let ancestors = context.ancestors
        for index in ancestors.indices.reversed() where ancestors[index].is(.functionDeclaration) {
            return Self.isErasingHelper(ancestors[index], ancestors[..<index])
        }
        return false
    }

    // MARK: Declarations typed with AnyView

    /// The `AnyView` in `var v: AnyView`, `func f(_ v: [AnyView])`, `-> AnyView?`, `typealias`.
    private func checkDeclaredType(_ identifier: Node, _ context: RuleContext) {
        guard identifier.textEquals("AnyView"), let userType = context.parent, userType.is(.userType) else { return }
        // Climb out of the type expression to the construct that declares it.
        var index = context.ancestors.count - 1
        while index > 0, Self.typeExpressionKinds.contains(context.ancestors[index].symbol) { index -= 1 }
        let owner = context.ancestors[index]
        let isElement = index < context.ancestors.count - 1 && !context.ancestors[index + 1].isSameNode(as: userType)
            && !context.ancestors[index + 1].is(.optionalType)
        let message: String
        if owner.is(.typeAnnotation), let declaration = context.ancestors[safe: index - 1] {
            let name = Self.boundName(declaration) ?? "value"
            message = isElement ? Message.collection(name) : Message.property(name)
        } else if owner.is(.parameter) {
            let name = SyntaxHelpers.parameter(owner).name
            message = isElement ? Message.collection(name) : Message.parameter(name)
        } else if owner.is(.functionDeclaration) {
            guard !Self.isErasingHelper(owner, context.ancestors[..<index]) else { return }
            message = Message.returnType(owner.child(field: .name)?.text ?? "function")
        } else if owner.is(.typealiasDeclaration) || owner.is(.propertyDeclaration) || owner.is(.protocolPropertyDeclaration) {
            message = Message.property(Self.boundName(owner) ?? owner.child(field: .name)?.text ?? "value")
        } else {
            return // casts, generic arguments of calls: not declarations
        }
        context.report(identifier, message)
    }

    static let typeExpressionKinds: Set<UInt16> = Set([
        NodeKind.userType, .arrayType, .dictionaryType, .optionalType, .typeArguments, .opaqueType,
        .functionType, .tupleType, .tupleTypeItem,
    ].map(\.symbol))

    private static func boundName(_ declaration: Node) -> String? {
        declaration.firstChild(.pattern)?.child(field: .boundIdentifier)?.text
            ?? (declaration.is(.typealiasDeclaration) ? declaration.child(field: .name)?.text : nil)
    }

    // MARK: Names

    /// `eraseToAnyView`, `asAnyView`, `anyView` mention AnyView as a word; `AnyViewModel` does not.
    static func nameMentionsAnyView(_ name: String) -> Bool {
        let scalars = Array(name.unicodeScalars)
        let word = Array("AnyView".unicodeScalars)
        guard scalars.count >= word.count else { return false }
        for start in 0...(scalars.count - word.count) {
            let matches = (0..<word.count).allSatisfy { offset in
                offset == 0 && start == 0
                    ? scalars[start].properties.lowercaseMapping == "a" : scalars[start + offset] == word[offset]
            }
            let nextIsLower = start + word.count < scalars.count
                && scalars[start + word.count].properties.isLowercase
            if matches, !nextIsLower { return true }
        }
        return false
    }

    enum Message {
        static let construction = "AnyView erases the wrapped view's type: SwiftUI can no longer see its structure, so a change of the wrapped type replaces the view (its state is reset, no animation) and updates are diffed slower. Build the alternatives in a @ViewBuilder property or function returning `some View`."
        static func helperCall(_ name: String) -> String {
            "`.\(name)()` wraps the view in AnyView, hiding its structure from SwiftUI: its identity and state are lost whenever the wrapped type changes. Return `some View` or use @ViewBuilder instead of erasing."
        }
        static func helperDefinition(_ name: String) -> String {
            "`\(name)()` is a type-erasing helper: every caller hides its view's structure from SwiftUI, trading structural identity and state for convenience. Remove it; return `some View` or use @ViewBuilder at the call sites."
        }
        static func property(_ name: String) -> String {
            "`\(name)` is typed AnyView, so every view stored in it is type-erased and SwiftUI cannot track its identity. Use a generic `Content: View` parameter or a @ViewBuilder property returning `some View`."
        }
        static func parameter(_ name: String) -> String {
            "Parameter `\(name)` takes AnyView, forcing callers to erase their views' types and lose structural identity. Make it generic (`<Content: View>`) or a `@ViewBuilder () -> Content` closure."
        }
        static func returnType(_ name: String) -> String {
            "`\(name)` returns AnyView, erasing the type of every view it builds, so SwiftUI replaces instead of updating them. Return `some View` and mark it @ViewBuilder."
        }
        static func collection(_ name: String) -> String {
            "`\(name)` holds type-erased AnyView elements: SwiftUI cannot tell the views apart by type. Store the data instead and build the views with ForEach, or use a generic view type."
        }
    }
}
