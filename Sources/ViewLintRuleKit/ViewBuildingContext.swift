import Foundation
import ViewLintSyntax

/// Decides whether a node sits in view-building code, where `if`/`switch` become
/// `_ConditionalContent` and every branch is a separate view identity:
///
/// - the `body` of a `View` (and `previews` of a `PreviewProvider`, `#Preview { }`),
/// - `body(content:)` of a `ViewModifier`,
/// - functions and properties marked `@ViewBuilder`,
/// - closures passed to view containers and builders (`VStack { }`, `ForEach { }`,
///   `.overlay { }`, `.toolbar { }`, `Button(action:) { label }`, `label:`/`header:` closures,
///   …), and trailing closures of custom views (`Card { }`) used in view-building code.
///
/// Everything else — ordinary functions, initialisers, actions such as `Button { }`'s action,
/// `.onAppear { }`, `withAnimation { }` — is not. The answer comes from the innermost
/// enclosing closure or declaration, read from the ancestor path (no parent walks).
public enum ViewBuildingContext {
    /// View types whose unlabeled closures build content.
    public static let containers: Set<String> = [
        "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid", "Grid", "GridRow",
        "Group", "List", "ForEach", "Section", "ScrollView", "ScrollViewReader", "NavigationStack", "NavigationView",
        "NavigationSplitView", "NavigationLink", "TabView", "Tab", "Form", "GeometryReader", "ViewThatFits", "Menu",
        "DisclosureGroup", "GroupBox", "ControlGroup", "Picker", "Toggle", "Label", "LabeledContent", "Link",
        "ShareLink", "Stepper", "Slider", "Gauge", "ProgressView", "Table", "OutlineGroup", "ToolbarItem",
        "ToolbarItemGroup", "TimelineView", "AnyLayout", "HSplitView", "VSplitView", "PhotosPicker",
        "AsyncImage", "TextField", "SecureField", "Preview",
    ]

    /// Modifiers whose closures build views (`.overlay { }`, `.sheet(isPresented:) { }`, …).
    public static let builderModifiers: Set<String> = [
        "overlay", "background", "toolbar", "mask", "sheet", "fullScreenCover", "popover", "contextMenu",
        "safeAreaInset", "navigationDestination", "alert", "confirmationDialog", "inspector",
        "searchSuggestions", "swipeActions", "tabItem", "overlayPreferenceValue", "backgroundPreferenceValue",
        "containerBackground", "ornament", "safeAreaBar", "toolbarTitleMenu", "contentShape",
    ]

    /// Argument labels of closures that build views, whatever the callee.
    public static let builderLabels: Set<String> = [
        "content", "label", "header", "footer", "placeholder", "detail", "sidebar", "destination", "actions",
        "message", "icon", "title", "minimumValueLabel", "maximumValueLabel", "currentValueLabel", "preview",
        "background", "overlay", "leading", "trailing", "center", "principal", "emptyContent",
    ]

    /// The project type whose initializer takes the innermost closure around a node
    /// (`ProcessRow(process: p) { … }`, `Row(label: { … })`, or `self.init(label: { … })` in
    /// one of the type's own initializers), when that is not a SwiftUI container: whether that
    /// closure builds views, is stored or runs an action depends on the type.
    public static func customTypeOwningClosure(_ ancestors: [Node]) -> String? {
        guard let closure = ancestors.lastIndex(where: { $0.is(.lambdaLiteral) }),
              let call = IdentitySyntax.owningCall(ofClosureWithAncestors: ancestors[..<closure]),
              let callee = call.namedChild(0) else { return nil }
        if callee.is(.simpleIdentifier) {
            return callee.startsWithUppercaseLetter && !containers.contains(callee.text) ? callee.text : nil
        }
        // `self.init(…)`, `Self.init(…)`: the enclosing type; `Row.init(…)`: `Row`.
        guard callee.is(.navigationExpression), callee.navigationMember?.textEquals("init") == true,
              let target = callee.child(field: .target) else { return nil }
        if target.is(.selfExpression) || target.textEquals("Self") {
            return ancestors[..<closure].last { $0.is(.classDeclaration) }?.child(field: .name).map(SyntaxHelpers.typeBaseName)
        }
        return target.is(.simpleIdentifier) && target.startsWithUppercaseLetter && !containers.contains(target.text) ? target.text : nil
    }

    /// Whether `typeName` keeps the closures it is given as actions: it stores a closure that
    /// returns `Void` (`let action: () -> Void`) and none that returns anything else (a view).
    public static func storesOnlyActionClosures(_ typeName: String, usedIn path: String, in index: ProjectIndex) -> Bool {
        guard let properties = index.type(named: typeName, usedIn: path)?.properties else { return false }
        var hasAction = false
        for property in properties where !property.isComputed && !property.isStatic {
            guard let type = property.type?.text, let arrow = type.range(of: "->", options: .backwards) else { continue }
            let result = type[arrow.upperBound...].trimmingCharacters(in: CharacterSet(charactersIn: ")? "))
            guard result == "Void" || result == "(" || result.isEmpty else { return false }
            hasAction = true
        }
        return hasAction
    }

    /// Whether `typeName` takes its view closures through its memberwise initializer as plain
    /// closures (`let label: () -> Label`, no `@ViewBuilder`, no `init` of its own): an
    /// `if`/`else` in such a closure is an `if` expression whose branches have one type, so it
    /// splits no identity.
    public static func takesPlainViewClosures(_ typeName: String, usedIn path: String, in index: ProjectIndex) -> Bool {
        guard let type = index.type(named: typeName, usedIn: path), !type.isAmbiguous, !type.methods.contains(where: { $0.name == "init" }) else { return false }
        var hasViewClosure = false
        for property in type.properties where !property.isComputed && !property.isStatic {
            guard let text = property.type?.text, let arrow = text.range(of: "->", options: .backwards) else { continue }
            let result = text[arrow.upperBound...].trimmingCharacters(in: CharacterSet(charactersIn: ")? "))
            if result == "Void" || result == "(" || result.isEmpty { continue }
            if property.wrapper != nil { return false }
            hasViewClosure = true
        }
        return hasViewClosure
    }

    /// Whether the node whose ancestor path (root first, parent last) is `ancestors` is in
    /// view-building code.
    public static func contains(_ ancestors: [Node]) -> Bool {
        var index = ancestors.count - 1
        while index >= 0 {
            let node = ancestors[index]
            if node.is(.lambdaLiteral) {
                switch closureRole(node, ancestors[..<index]) {
                case .builds: return !isInChartContent(ancestors[..<index])
                case .other: return false
                case .inherits: if holdsActionStatements(node) { return false }
                }
            } else if node.is(.functionDeclaration) {
                return isViewBuildingFunction(node)
            } else if node.is(.computedProperty) {
                return index >= 1 && isViewBuildingProperty(ancestors[index - 1], in: ancestors[..<(index - 1)])
            } else if node.is(.initDeclaration) || node.is(.subscriptDeclaration) || node.is(.deinitDeclaration)
                || node.is(.computedSetter) || node.is(.computedModify) || node.is(.willsetDidsetBlock)
                || node.is(.classBody) || node.is(.protocolBody) || node.is(.enumClassBody) {
                return false
            }
            index -= 1
        }
        return false
    }

    enum ClosureRole { case builds, inherits, other }

    /// Swift Charts' `Chart { }` builds chart content (marks), not views: an `if` between two
    /// `PointMark`s there is no view identity, even inside a `ForEach`.
    static func isInChartContent(_ ancestors: ArraySlice<Node>) -> Bool {
        // Up to the enclosing declaration: a chart never spans one.
        for node in ancestors.reversed() {
            if node.is(.functionDeclaration) || node.is(.computedProperty) || node.is(.classBody) { return false }
            if node.is(.callExpression), let callee = node.namedChild(0), callee.is(.simpleIdentifier), callee.textEquals("Chart") { return true }
        }
        return false
    }

    /// Statements a view builder cannot hold: `guard`, `return`/`throw`/`break`, assignments,
    /// loops. A closure with one at its top level is an action (`DeviceRow(device: d) { guard
    /// let id = d.id else { return } … }`), whatever call it is passed to.
    public static let actionStatementKinds = Set([
        NodeKind.guardStatement, .controlTransferStatement, .assignment, .forStatement, .whileStatement, .repeatWhileStatement,
    ].map(\.symbol))

    /// Whether the closure has a statement of one of `kinds` at its top level.
    public static func holdsActionStatements(_ closure: Node, kinds: Set<UInt16> = actionStatementKinds) -> Bool {
        guard let statements = closure.firstChild(.statements) else { return false }
        var found = false
        statements.forEachChild { _, statement in found = found || kinds.contains(statement.symbol) }
        return found
    }

    /// Whether the type declaration inherits `View` (`struct Row: View`).
    public static func inheritsView(_ declaration: Node) -> Bool {
        declaration.children.contains { child in
            child.is(.inheritanceSpecifier) && child.child(field: .inheritsFrom).map(SyntaxHelpers.typeBaseName) == "View"
        }
    }

    /// The role of a closure literal, from its call: `VStack { }` builds, `Card { }` builds when
    /// its call does, `.onAppear { }` does not.
    static func closureRole(_ closure: Node, _ ancestors: ArraySlice<Node>) -> ClosureRole {
        guard let holder = ancestors.last, let label = argumentLabel(of: closure, holder: holder) else { return .other }
        let isTrailing = holder.is(.callSuffix)
        let macro = isTrailing ? ancestors.dropLast().last.flatMap { $0.is(.macroInvocation) ? $0 : nil } : nil
        guard let call = macro ?? IdentitySyntax.owningCall(ofClosureWithAncestors: ancestors) else { return .other }
        if let label {
            if builderLabels.contains(label) { return .builds }
            return .other
        }
        guard let callee = call.namedChild(0) else { return .other }
        if callee.is(.simpleIdentifier) {
            let name = callee.text
            if name == "Button" {
                // `Button(action: a) { label }` builds; `Button("Go") { action }` does not.
                return isTrailing && hasArgument(labeled: "action", call) ? .builds : .other
            }
            if containers.contains(name) { return .builds }
            if call.is(.macroInvocation) { return .other }
            return callee.startsWithUppercaseLetter && isTrailing ? .inherits : .other
        }
        if callee.is(.navigationExpression), let member = callee.navigationMember {
            let name = member.text
            if builderModifiers.contains(name) { return .builds }
            // `SwiftUI.VStack { }`
            if containers.contains(name), callee.child(field: .target)?.textEquals("SwiftUI") == true { return .builds }
        }
        return .other
    }

    /// The label a closure is passed under (`label:` in `Menu { } label: { }`, `content:`): nil
    /// inside for the first trailing closure or an unlabelled argument; nil outside when the
    /// holder is not a call's argument list or trailing closures.
    public static func argumentLabel(of closure: Node, holder: Node) -> String?? {
        if holder.is(.callSuffix) {
            // Trailing closures: the first is unlabeled, later ones follow a `name:` label.
            var pendingLabel: Node?
            for (field, child) in holder.childrenWithFields where child.isNamed {
                if child.isSameNode(as: closure) { return .some(pendingLabel?.text) }
                pendingLabel = field == FieldName.name.id ? child : nil
            }
            return .some(nil)
        }
        if holder.is(.valueArgument) { return .some(holder.child(field: .name)?.namedChild(0)?.text) }
        return nil
    }

    private static func hasArgument(labeled name: String, _ call: Node) -> Bool {
        guard let arguments = call.firstChild(.callSuffix)?.firstChild(.valueArguments) else { return false }
        return arguments.namedChildren.contains { $0.child(field: .name)?.namedChild(0)?.textEquals(name) == true }
    }

    /// `func body(content:)`, or any function marked `@ViewBuilder`.
    static func isViewBuildingFunction(_ function: Node) -> Bool {
        if hasViewBuilderAttribute(function) { return true }
        guard function.child(field: .name)?.textEquals("body") == true else { return false }
        let parameters = function.namedChildren.filter { $0.is(.parameter) }
        return parameters.count == 1 && SyntaxHelpers.parameter(parameters[0]).label == "content"
    }

    /// `var body: some View` (in a `View` or with an opaque View type), `previews`, or a
    /// property marked `@ViewBuilder`.
    static func isViewBuildingProperty(_ property: Node, in ancestors: ArraySlice<Node>) -> Bool {
        guard property.is(.propertyDeclaration) else { return false }
        if hasViewBuilderAttribute(property) { return true }
        guard let name = property.firstChild(.pattern)?.child(field: .boundIdentifier),
              name.textEquals("body") || name.textEquals("previews") else { return false }
        if let type = property.firstChild(.typeAnnotation)?.namedChild(0), type.is(.opaqueType),
           SyntaxHelpers.typeBaseName(type.namedChild(0) ?? type) == "View" {
            return true
        }
        guard ancestors.count >= 2, ancestors[ancestors.endIndex - 1].is(.classBody) else { return false }
        return inheritsView(ancestors[ancestors.endIndex - 2])
    }

    static func hasViewBuilderAttribute(_ declaration: Node) -> Bool {
        guard let modifiers = declaration.firstChild(.modifiers) else { return false }
        return SyntaxHelpers.attributeNames(modifiers).contains("ViewBuilder")
    }
}

extension RuleContext {
    /// Whether the visited node is in view-building code (see `ViewBuildingContext`).
    public var isInViewBuildingCode: Bool { ViewBuildingContext.contains(ancestors) }
}
