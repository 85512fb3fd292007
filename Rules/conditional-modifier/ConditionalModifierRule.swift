import ViewLintRuleKit

/// Flags "conditional view modifier" helpers (`func if(_ condition: Bool, transform:)` on
/// `View`, whatever their name) and every call of one in the scanned project. See README.md.
public struct ConditionalModifierRule: Rule {
    public static let id = "conditional-modifier"
    public static let defaultSeverity = Severity.warning
    public static let summary = "Conditional view-modifier helpers (.if(condition) { $0… }) make the condition structural identity: state reset, no animation."
    public static let nodeKinds: [NodeKind] = [.functionDeclaration, .callExpression]

    /// The topic under which the names of the project's conditional modifiers are published.
    static let topic = "conditional-modifier"

    public static var indexChecks: [any IndexCheck.Type] { [ConditionalModifierCallCheck.self, ConditionalModifierDefinitionCheck.self] }

    public init() {}

    public func visit(_ node: Node, _ context: RuleContext) {
        if node.is(.functionDeclaration) {
            checkDefinition(node, context)
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
        Self.publishPolarity(function, name: name, context)
        // A `public` (or `open`) helper's calls are mostly in other projects: reported as written.
        if Self.isPublic(function, context.ancestors) {
            context.report(nameNode, Message.definition(name))
        } else {
            context.afterIndexing(ConditionalModifierDefinitionCheck(name: name, span: context.span(of: nameNode), message: Message.definition(name)))
        }
    }

    /// `public func …`, or a function without an access level of its own in a `public extension`.
    private static func isPublic(_ function: Node, _ ancestors: [Node]) -> Bool {
        let access = { (declaration: Node) in
            declaration.firstChild(.modifiers)?.namedChildren.first { modifier in
                ["public", "open", "internal", "fileprivate", "private"].contains { modifier.textEquals($0) }
            }
        }
        let level = access(function) ?? ancestors.last { $0.is(.classDeclaration) }.flatMap(access)
        return level.map { $0.textEquals("public") || $0.textEquals("open") } ?? false
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
        let transform = call.trailingClosure
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
        // `.if(c, then: { … }, else: { … })`: an overload choosing between two transforms,
        // reported only when the two results can be one view (see `transformsJoin`).
        let closures = Self.transformClosures(call)
        if closures.count == 2, !Self.transformsJoin(closures[0], closures[1]) { return }
        if Self.setsExplicitIdentity(closures) || Self.onlyRunsOnAppearance(closures) { return }
        if let condition, Self.modifiesContentSwitchedBy(condition, callee: callee) { return }
        let change = ChangeEvidence(condition.map { [$0] } ?? [], ancestors: context.ancestors, file: context.path, unwraps: Self.unwrapsValue(closures))
        ConditionalModifierDefinitionCheck.publish(change, ofCallTo: name, context)
        let span = context.span(member.startByte..<node.endByte)
        let message = closures.count >= 2 ? Message.twoTransformCall(name) : Message.call(name)
        let rewrite = condition.flatMap { Self.inertRewrite(call, trailingClosure: transform, condition: $0, member: member, end: node.endByte) }
        context.afterIndexing(ConditionalModifierCallCheck(
            name: name, change: change, span: span, message: message, advice: Self.advice(closures), rewrite: rewrite))
    }

    /// `.ifLet(label) { view, label in … }`, `{ $0.help($1) }`: the transform receives the
    /// unwrapped value, so only whether the condition is nil chooses the branch.
    static func unwrapsValue(_ closures: [Node]) -> Bool {
        closures.contains { closure in
            IdentitySyntax.closureParameters(closure).count >= 2 || usesSecondShorthandArgument(closure)
        }
    }

    /// `$1` in the closure's own code (not in a closure inside it, a comment or a string).
    private static func usesSecondShorthandArgument(_ closure: Node) -> Bool {
        guard closure.textContains("$1"), let statements = closure.firstChild(.statements) else { return false }
        var found = false
        TreeWalker().walk(statements, codeOnly: true) { node, _ in
            if found || node.is(.lambdaLiteral) { return .skipChildren }
            if node.is(.simpleIdentifier), node.textEquals("$1") { found = true }
            return .visitChildren
        }
        return found
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
            "`\(name)` is a conditional view modifier: it returns the transformed view in one branch and `self` in the other, so every caller's condition becomes part of the view's structural identity — when it flips, SwiftUI replaces the view (its @State is reset, no animation). At each call, apply the modifiers unconditionally with a value that has no effect when off where they have one (\(InertModifiers.examples), `nil` for an optional value such as an unwrapped one); where a modifier has none, its condition must not change while the view is shown, or the two states are two views an explicit `if`/`else` should show (the calls reported say which)."
        }

        static func call(_ name: String) -> String {
            "`.\(name)(…)` applies its modifiers only when the condition holds: the condition becomes structural identity, so when it flips SwiftUI replaces the view (its @State is reset, no animation)."
        }

        static func twoTransformCall(_ name: String) -> String {
            "`.\(name)(…)` applies one of two sets of modifiers depending on the condition: the condition becomes structural identity, so when it flips SwiftUI replaces the view (its @State is reset, no animation)."
        }

        static let advice = "Apply the modifier unconditionally with an inert value when off, e.g. `.opacity(condition ? 0.5 : 1)`, `.padding(condition ? 8 : 0)`, `.tint(optionalColor)`, `.frame(height: optionalHeight)`; where the modifier has none, move the condition into its closure or arguments (`.contextMenu { if condition { … } }`), or keep an explicit `if`/`else` if the two states really are different views."
    }
}

/// Once the project is indexed: whether a call's member is one of the project's conditional
/// modifiers and its condition changes while the view is shown.
struct ConditionalModifierCallCheck: IndexCheck {
    let name: String
    let change: ChangeEvidence
    let span: SourceSpan
    let message: String
    /// What to write instead, from the modifiers the transform applies (without a rewrite).
    let advice: String
    let rewrite: ConditionalModifierRule.InertRewrite?

    func run(_ index: ProjectIndex) -> [Finding] {
        guard index.published(ConditionalModifierRule.topic).contains(name) else { return [] }
        guard let evidence = change.evidence(in: index) else { return [] }
        // Only where every definition of the helper transforms when the condition holds.
        let fix = rewrite.flatMap { rewrite in
            index.published(ConditionalModifierRule.whenTrueTopic).contains(name) && !index.published(ConditionalModifierRule.otherPolarityTopic).contains(name)
                ? Fix(message: "Apply the modifier always: `.\(rewrite.modifier)`", edits: [rewrite.edit], applicability: .unsafe)
                : nil
        }
        // The one-view form where it is the fix; otherwise what the transform's modifiers allow.
        let shown = fix == nil ? advice : rewrite.map { "Apply the modifier always, with a value that has no effect when off: `.\(ConditionalModifierRule.shown($0.modifier))`." } ?? advice
        return [Finding(span: span, message: message + " " + shown + " " + ChangeEvidence.sentence(evidence), fix: fix)]
    }
}
