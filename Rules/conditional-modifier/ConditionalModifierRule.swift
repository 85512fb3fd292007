import ViewLintRuleKit

/// Flags "conditional view modifier" helpers (`func if(_ condition: Bool, transform:)` on
/// `View`, whatever their name) and every call of one in the scanned project. See README.md.
public struct ConditionalModifierRule: Rule {
    public static let id = "conditional-modifier"
    public static let defaultSeverity = Severity.warning
    public static let summary = "Conditional view-modifier helpers (.if(condition) { $0… }) make the condition structural identity: state reset, no animation."
    public static let nodeKinds: [NodeKind] = [.functionDeclaration, .callExpression, .propertyDeclaration]

    /// The topic under which the names of the project's conditional modifiers are published.
    static let topic = "conditional-modifier"
    /// The topic under which static or global properties fixed for the process (OS version,
    /// platform, device idiom) are published: a condition made of them never flips.
    static let constantTopic = "conditional-modifier.constant"

    public init() {}

    public func visit(_ node: Node, _ context: RuleContext) {
        if node.is(.functionDeclaration) {
            checkDefinition(node, context)
        } else if node.is(.propertyDeclaration) {
            publishProcessConstant(node, context)
        } else {
            checkCall(node, context)
        }
    }

    // MARK: Definitions

    private func checkDefinition(_ function: Node, _ context: RuleContext) {
        guard ViewExtension.isMember(context.ancestors[...]), let nameNode = function.child(field: .name),
              !function.containsError, Self.isConditionalModifier(function) else { return }
        let name = Self.unquoted(nameNode.text)
        context.publish(name, topic: Self.topic)
        context.report(nameNode, Message.definition(name))
    }

    /// A method taking a `Bool` (or optional) and a closure, whose body returns `closure(self…)`
    /// in one branch and plain `self` in another.
    static func isConditionalModifier(_ function: Node) -> Bool {
        var closures: [Node] = []
        var takesCondition = false
        for parameter in function.namedChildren where parameter.is(.parameter) {
            let fact = SyntaxHelpers.parameter(parameter)
            guard let type = fact.type, let name = parameter.child(field: .name) else { continue }
            if type.text.contains("->") {
                closures.append(name)
            } else if type.baseName == "Bool" || type.baseName == "Optional" || type.text.hasSuffix("?") {
                takesCondition = true
            }
        }
        guard takesCondition, !closures.isEmpty, let body = function.child(field: .body) else { return false }
        var transformsSelf = false, returnsSelf = false, branches = false
        TreeWalker().walk(body, codeOnly: true) { node, ancestors in
            if node.is(.lambdaLiteral) || node.is(.functionDeclaration) { return .skipChildren }
            if node.is(.ifStatement) || node.is(.ternaryExpression) || node.is(.guardStatement) || node.is(.switchStatement) {
                branches = true
            } else if node.is(.callExpression), let callee = node.namedChild(0), callee.is(.simpleIdentifier),
                      closures.contains(where: { SyntaxEquivalence.equal($0, callee) }),
                      passesSelf(node) {
                transformsSelf = true
                return .skipChildren
            } else if node.is(.selfExpression), isResult(ancestors) {
                returnsSelf = true
            }
            return .visitChildren
        }
        return branches && transformsSelf && returnsSelf
    }

    /// `transform(self)`, `transform(self, value)`.
    private static func passesSelf(_ call: Node) -> Bool {
        let arguments = CallSyntax(call)?.arguments ?? []
        return arguments.contains { $0.child(field: .value)?.is(.selfExpression) == true }
    }

    /// `self` as a branch's value: a statement, `return self`, a ternary arm, or wrapped in
    /// `AnyView(self)`.
    private static func isResult(_ ancestors: [Node]) -> Bool {
        var index = ancestors.count - 1
        // Climb out of `AnyView(self)`.
        if index >= 3, ancestors[index].is(.valueArgument), ancestors[index - 1].is(.valueArguments),
           ancestors[index - 2].is(.callSuffix), ancestors[index - 3].namedChild(0)?.textEquals("AnyView") == true {
            index -= 4
        }
        guard index >= 0 else { return false }
        let parent = ancestors[index]
        return parent.is(.statements) || parent.is(.controlTransferStatement) || parent.is(.ternaryExpression)
    }

    /// `` `if` `` → `if`.
    static func unquoted(_ name: String) -> String {
        name.hasPrefix("`") && name.hasSuffix("`") && name.count > 2 ? String(name.dropFirst().dropLast()) : name
    }

    // MARK: Calls

    /// A member call with a closure and another argument (`.if(condition) { $0.bold() }`), judged
    /// once every file has published its conditional modifiers.
    private func checkCall(_ node: Node, _ context: RuleContext) {
        guard var call = context.call(node) else { return }
        // Read only once the call names a member: most calls are rejected before.
        var takesClosure: Bool?
        // Each part of the call is read once (each read copies a node).
        var memberName = call.member
        var callee = call.callee
        // In a property's initial value the grammar splits `x.applyIf(c) { … }` into the call
        // `x.applyIf(c)` and an outer call adding the trailing closure: read them as one.
        if memberName == nil, callee.is(.callExpression), call.argumentList == nil, call.trailingClosure != nil,
           let inner = CallSyntax(callee), let innerMember = inner.member {
            call = inner
            memberName = innerMember
            callee = inner.callee
            takesClosure = true
        }
        let member: Node
        if let memberName {
            member = memberName
        } else if callee.is(.simpleIdentifier), !callee.startsWithUppercaseLetter {
            member = callee // implicit `self.` inside another View extension
        } else {
            return
        }
        guard takesClosure ?? call.takesClosure, !call.arguments.isEmpty, !node.containsError else { return }
        // The inner half of such a split call is read from the outer one (asked only of the
        // few calls that pass the tests above).
        if takesClosure == nil, let parent = context.parent, parent.is(.callExpression),
           parent.namedChild(0)?.isSameNode(as: node) == true { return }
        let name = Self.unquoted(member.text)
        guard !Self.knownModifiers.contains(name) else { return }
        let condition = call.arguments.first?.child(field: .value)
        if let condition, condition.is(.booleanLiteral) { return } // `.if(true)`: one identity, always
        let constants = condition.map(Self.constantNames) ?? nil
        let span = context.span(member.startByte..<node.endByte)
        // `.if(c, then: { … }, else: { … })`: an overload choosing between two transforms.
        let closures = call.arguments.filter { $0.child(field: .value)?.is(.lambdaLiteral) == true }.count
            + (call.trailingClosure == nil ? 0 : 1)
        let message = closures >= 2 ? Message.twoTransformCall(name) : Message.call(name)
        context.afterIndexing { index in
            guard index.published(Self.topic).contains(name) else { return [] }
            if let constants, constants.allSatisfy(index.published(Self.constantTopic).contains) { return [] }
            return [Finding(span: span, message: message)]
        }
    }

    // MARK: Conditions fixed for the process

    /// The names a condition is made of when it is only names joined by `!`, `&&`, `||`
    /// (`UIDevice.isTV`, `.tahoe`, `!isPad && isMac`); nil for anything else.
    static func constantNames(_ condition: Node) -> [String]? {
        var names: [String] = []
        var pending = [condition]
        while let node = pending.popLast() {
            if node.is(.simpleIdentifier) {
                names.append(node.text)
            } else if node.is(.navigationExpression), let member = node.navigationMember {
                names.append(member.text)
            } else if node.is(.prefixExpression), let target = node.child(field: .target) {
                if target.is(.simpleIdentifier), node.textHasPrefix(".") { names.append(target.text) } else { pending.append(target) }
            } else if node.is(.tupleExpression), node.namedChildCount == 1, let inner = node.namedChild(0) {
                pending.append(inner)
            } else if let op = node.child(field: .op), op.textEquals("&&") || op.textEquals("||"),
                      let lhs = node.namedChild(0), let rhs = node.namedChild(node.namedChildCount - 1), !lhs.isSameNode(as: rhs) {
                pending.append(lhs)
                pending.append(rhs)
            } else {
                return nil
            }
            if names.count > 8 { return nil }
        }
        return names.isEmpty ? nil : names
    }

    /// `static var isTV: Bool { UIDevice.current.userInterfaceIdiom == .tv }`, `static let
    /// isModern = { if #available(iOS 26, *) … }()`, a global `let` alike: fixed for the process.
    private func publishProcessConstant(_ property: Node, _ context: RuleContext) {
        guard let parent = context.parent,
              // Attributes and modifiers come first: only the first child can hold them (and a
              // declaration starting with `var` has none).
              parent.is(.sourceFile) || property.firstByte != UInt8(ascii: "v")
                  && property.namedChild(0).map({ $0.is(.modifiers) && SyntaxHelpers.declaresTypeMember($0) }) == true,
              Self.mentionsProcessConstant(property),
              let name = property.firstChild(.pattern)?.child(field: .boundIdentifier)?.text else { return }
        context.publish(name, topic: Self.constantTopic)
    }

    static let processConstantMarkers = [
        "#available", "#unavailable", "userInterfaceIdiom", "isOperatingSystemAtLeast", "operatingSystemVersion",
        "targetEnvironment", "os(",
    ]

    /// Whether the property reads one of the markers as a whole word: `os(` in
    /// `#if os(iOS)` but not in `photos(`.
    static func mentionsProcessConstant(_ property: Node) -> Bool {
        guard processConstantMarkers.contains(where: property.textContains) else { return false }
        let text = property.text
        return processConstantMarkers.contains { marker in
            var searchRange = text.startIndex..<text.endIndex
            while let found = text.range(of: marker, range: searchRange) {
                if found.lowerBound == text.startIndex || !Self.isIdentifierCharacter(text[text.index(before: found.lowerBound)]) {
                    return true
                }
                searchRange = found.upperBound..<text.endIndex
            }
            return false
        }
    }

    private static func isIdentifierCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_"
    }

    /// SwiftUI modifiers and library calls that take a value and a closure but are not
    /// conditional modifiers; skipping them keeps deferred checks few.
    static let knownModifiers: Set<String> = [
        "onChange", "onReceive", "sheet", "fullScreenCover", "popover", "alert", "confirmationDialog", "task",
        "navigationDestination", "onPreferenceChange", "overlay", "background", "safeAreaInset", "animation",
        "onAppear", "onDisappear", "onTapGesture", "onLongPressGesture", "gesture", "simultaneousGesture",
        "contextMenu", "swipeActions", "refreshable", "searchable", "toolbar", "dropDestination", "draggable",
        "onDrop", "onDrag", "onSubmit", "onOpenURL", "onContinueUserActivity", "fileImporter", "fileExporter",
        "map", "filter", "compactMap", "flatMap", "reduce", "sorted", "first", "contains", "allSatisfy",
        "forEach", "async", "asyncAfter", "sink", "withAnimation", "withTransaction", "transaction",
    ]

    enum Message {
        static func definition(_ name: String) -> String {
            "`\(name)` is a conditional view modifier: it returns the transformed view in one branch and `self` in the other, so every caller's condition becomes part of the view's structural identity — when it flips, SwiftUI replaces the view (its @State is reset, no animation). Apply modifiers unconditionally with an inert value when off (\(InertModifiers.examples)) instead."
        }

        static func call(_ name: String) -> String {
            "`.\(name)(…)` applies its modifiers only when the condition holds: the condition becomes structural identity, so when it flips SwiftUI replaces the view (its @State is reset, no animation). \(advice)"
        }

        static func twoTransformCall(_ name: String) -> String {
            "`.\(name)(…)` applies one of two sets of modifiers depending on the condition: the condition becomes structural identity, so when it flips SwiftUI replaces the view (its @State is reset, no animation). \(advice)"
        }

        static let advice = "Apply the modifier unconditionally with an inert value when off, e.g. `.opacity(condition ? 0.5 : 1)`, `.padding(condition ? 8 : 0)`, `.tint(optionalColor)`, `.frame(height: optionalHeight)`; where the modifier has none, move the condition into its closure or arguments (`.contextMenu { if condition { … } }`), or keep an explicit `if`/`else` if the two states really are different views."
    }
}
