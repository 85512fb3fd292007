import ViewLintRuleKit

/// Flags avoidable type erasure with `AnyView`: a view built right there and wrapped in
/// `AnyView` where a view builder or `some View` would keep its type, and the erasing helpers
/// (`.eraseToAnyView()`) that make this a habit; and, when the `storage` option asks, views
/// stored as `AnyView` (properties, collections, closures, parameters, protocol requirements),
/// once per declaration. See README.md.
public struct AnyViewRule: Rule {
    public static let id = "any-view"
    public static let defaultSeverity = Severity.warning
    public static let summary = "AnyView that erases a view's type where @ViewBuilder or `some View` would keep it (views stored as AnyView with the storage setting)."
    public static let nodeKinds: [NodeKind] = [
        .callExpression, .functionDeclaration, .protocolFunctionDeclaration, .protocolPropertyDeclaration, .typeIdentifier,
    ]

    public static let options = [
        RuleOption(
            "storage", .bool,
            summary: "Also report declarations that store views as AnyView, once each (default: false)."),
    ]

    public static var indexChecks: [any IndexCheck.Type] {
        [ErasingHelperCallCheck.self, ImposedErasureCheck.self, ErasingHelperDefinitionCheck.self, StorageCheck.self]
    }

    /// Whether declarations that store `AnyView` are reported (the `storage` option).
    let reportsStorage: Bool

    /// The topic under which names of protocol requirements typed `AnyView` are published:
    /// their implementations must erase, so they are not the author's choice.
    static let requirementTopic = "any-view.requirement"
    /// Names of erasing helpers called somewhere the erasure is avoidable: a helper whose every
    /// call feeds storage (a hosting controller's root view, an array of pages) is not reported.
    static let avoidableCallTopic = "any-view.avoidable-call"

    public init() { reportsStorage = false }

    public init(options: RuleOptions) { reportsStorage = options.bool("storage") ?? false }

    public func visit(_ node: Node, _ context: RuleContext) {
        // Test code renders a view once (a snapshot, a check): erasure costs nothing there.
        // Every type name in a file is visited: for those, the name's bytes decide first.
        // A type name asks only after its bytes say `AnyView`; declarations ask first, and the
        // answer is remembered once per file.
        if node.is(.typeIdentifier) {
            guard reportsStorage, node.textEquals("AnyView"), !Self.isTestCode(context) else { return }
            checkStorage(node, context)
            return
        }
        if node.is(.callExpression) {
            checkCall(node, context)
        } else if node.is(.functionDeclaration) {
            guard !Self.isTestCode(context) else { return }
            checkHelperDefinition(node, context)
        } else {
            guard !Self.isTestCode(context) else { return }
            Self.publishRequirement(node, context)
        }
    }

    static func isTestCode(_ context: RuleContext) -> Bool {
        context.remember("is test code", about: context.tree.root) { TestCode.isTestFile(context.path) }
    }

    // MARK: Constructions and helper calls

    /// `AnyView(x)`, `AnyView(erasing: x)`, `SwiftUI.AnyView(x)`, `AnyView.init(x)` and
    /// `x.eraseToAnyView()` (by name, or a View-extension method the index finds returning AnyView).
    private func checkCall(_ node: Node, _ context: RuleContext) {
        guard let call = context.call(node) else { return }
        let callee = call.callee
        if callee.is(.simpleIdentifier) {
            guard callee.textEquals("AnyView") else { return }
        } else if let member = call.member {
            let target = callee.child(field: .target)
            let isConstruction = member.textEquals("AnyView") && target?.textEquals("SwiftUI") == true
                || member.textEquals("init") && target?.textEquals("AnyView") == true
            if !isConstruction {
                checkHelperCall(call, member: member, context)
                return
            }
        } else {
            return
        }
        guard !node.containsError, !Self.isTestCode(context), !isInsideErasingHelper(context),
              let erased = call.arguments.first?.child(field: .value),
              let sink = Sink.avoidable(node, erased: erased, context) else { return }
        guard let once = Self.oncePerResult(node, sink, context) else { return }
        reportAfterRequirements(sink, span: context.span(of: node), message: Message.construction(sink) + once, fix: Self.fix(node, erased: erased, sink: sink, context), context)
    }

    /// A declaration whose result is erased is reported once, at its first erasure (written
    /// `AnyView(…)` or with a named helper): its fix rewrites every erasure of the result at
    /// once. Nil for a later erasure; otherwise what to add to the message (empty for one).
    private static func oncePerResult(_ node: Node, _ sink: Sink, _ context: RuleContext) -> String? {
        guard case .erasingResult(let name) = sink else { return "" }
        let erasures = Sink.resultErasures(around: node, context.ancestors) ?? []
        if let first = erasures.first, !first.isSameNode(as: node), erasures.contains(where: { $0.isSameNode(as: node) }) { return nil }
        return erasures.count > 1 ? " (`\(name)` erases \(erasures.count) views: reported once, here.)" : ""
    }

    /// A member call such as `.eraseToAnyView()`: by name when the name is an erasing verb plus
    /// AnyView, or, once the project is indexed, when it calls a `View` extension method
    /// returning AnyView (only argument-less calls are deferred: erasing helpers take none).
    private func checkHelperCall(_ call: CallSyntax, member: Node, _ context: RuleContext) {
        guard call.hasNoArguments, call.trailingClosure == nil, !call.node.containsError,
              let receiver = call.callee.child(field: .target) else { return }
        // Every member call passes here: look at the bytes before building the name.
        let namedHelper = member.textContains("nyView") && Self.isErasingHelperName(member.text)
        guard namedHelper || !member.startsWithUppercaseLetter && !Self.swiftUIModifiers.contains(member.text),
              !Self.isTestCode(context), let sink = Sink.avoidable(call.node, erased: receiver, context) else { return }
        let name = member.text
        let span = context.span(of: member)
        var message = Message.helperCall(name, sink)
        // The helper's definition is worth reporting only where some call could do without it
        // (unless that call's function turns out to implement a protocol requirement).
        context.publish(name + "\u{0}" + (sink.requirementName ?? "") + "\u{0}" + (sink.calledMember ?? ""), topic: Self.avoidableCallTopic)
        if namedHelper {
            // A helper found by its name only erases: removing the call keeps the view.
            guard let once = Self.oncePerResult(call.node, sink, context) else { return }
            message += once
            reportAfterRequirements(sink, span: span, message: message, fix: Self.fix(call.node, erased: receiver, sink: sink, context), context)
            return
        }
        context.afterIndexing(ErasingHelperCallCheck(name: name, requirement: sink.requirementName, calledMember: sink.calledMember, span: span, message: message))
    }

    /// SwiftUI's own argument-less modifiers and common value methods: never a project's erasing
    /// helper, so the most frequent member calls skip the climb to their sink.
    static let swiftUIModifiers: Set<String> = [
        "padding", "bold", "italic", "underline", "strikethrough", "monospaced", "monospacedDigit", "fixedSize",
        "clipped", "hidden", "resizable", "scaledToFit", "scaledToFill", "drawingGroup", "compositingGroup",
        "labelsHidden", "unredacted", "smallCaps", "lowercaseSmallCaps", "uppercaseSmallCaps", "frame", "layoutPriority",
        "ignoresSafeArea", "edgesIgnoringSafeArea", "uppercased", "lowercased", "sorted", "reversed", "first", "last",
        "toggle", "dismiss", "callAsFunction", "removeAll", "makeIterator",
    ]

    /// Reports now, or once the index says the enclosing `-> AnyView` function implements no
    /// protocol requirement of the project (then the erasure is the protocol's, not the code's).
    private func reportAfterRequirements(_ sink: Sink, span: SourceSpan, message: String, fix: Fix?, _ context: RuleContext) {
        if case .builder = sink, let owner = ViewBuildingContext.customTypeOwningClosure(context.ancestors) {
            // `Row(item: x) { AnyView(…) }`: the closure may be stored as `() -> AnyView`.
            context.afterIndexing(ImposedErasureCheck(imposer: .closureOwner(owner), span: span, message: message, fix: fix))
            return
        }
        if let member = sink.calledMember {
            // `style.titleModifier(AnyView(…))` may call a stored closure typed `(AnyView) -> …`.
            context.afterIndexing(ImposedErasureCheck(imposer: .closureProperty(member), span: span, message: message, fix: fix))
            return
        }
        guard let requirement = sink.requirementName else {
            context.report(span, message, fix: fix)
            return
        }
        context.afterIndexing(ImposedErasureCheck(imposer: .requirement(requirement), span: span, message: message, fix: fix))
    }

    /// Whether `member(…)` calls a stored closure, not a view modifier: the project declares a
    /// stored property of that name and no method of it. SwiftUI's modifiers are methods, and a
    /// closure's parameter may be typed `AnyView` (through a typealias the index cannot read).
    static func isClosureProperty(_ member: String, _ index: ProjectIndex) -> Bool {
        var isProperty = false
        for typeName in index.typeNames {
            guard let type = index.type(named: typeName) else { continue }
            if type.methods.contains(where: { $0.name == member }) { return false }
            isProperty = isProperty || type.properties.contains { $0.name == member && !$0.isComputed && !$0.isStatic }
        }
        return isProperty
    }

    /// Whether `typeName` keeps a closure that returns `AnyView` (`var row: (() -> AnyView)?`):
    /// a closure passed to its initializer is then stored, not a view builder.
    static func storesErasingClosure(_ typeName: String, _ index: ProjectIndex) -> Bool {
        index.type(named: typeName)?.properties.contains { property in
            guard let type = property.type?.text, let arrow = type.range(of: "->") else { return false }
            return type[arrow.upperBound...].contains("AnyView")
        } ?? false
    }

    // MARK: Erasing helpers

    /// `func eraseToAnyView() -> AnyView { AnyView(self) }` in an extension of `View`, reported
    /// at the erasure in its body (the name when the body has none written out), once the
    /// index shows a call of it that could do without erasing.
    private func checkHelperDefinition(_ function: Node, _ context: RuleContext) {
        guard Self.isErasingHelper(function, context.ancestors[...]), let name = function.child(field: .name),
              !function.containsError else { return }
        var target = name
        if let body = function.child(field: .body) {
            TreeWalker().walk(body, codeOnly: true) { node, _ in
                guard target.isSameNode(as: name) else { return .skipChildren }
                if node.is(.callExpression), node.namedChild(0)?.textEquals("AnyView") == true || node.namedChild(0)?.textEquals(".init") == true {
                    target = node
                    return .skipChildren
                }
                return .visitChildren
            }
        }
        context.afterIndexing(ErasingHelperDefinitionCheck(helper: Self.unquoted(name.text), span: context.span(of: target)))
    }

    /// A View-extension method returning AnyView whose body only erases `self`:
    /// `AnyView(self)`, `AnyView(erasing: self)`, `.init(self)`, with or without `return`.
    /// (A method that builds something and returns it erased is judged like any function.)
    static func isErasingHelper(_ function: Node, _ ancestors: ArraySlice<Node>) -> Bool {
        // A byte search (memchr) rejects most functions before any child is read.
        guard function.textContains("AnyView"), SyntaxHelpers.returnType(ofFunction: function)?.baseName == "AnyView",
              ViewExtension.isMember(ancestors),
              let statements = function.child(field: .body)?.firstChild(.statements) else { return false }
        var only: Node?
        var count = 0
        statements.forEachChild { _, child in
            guard child.isNamed, !child.is(.comment), !child.is(.multilineComment) else { return }
            count += 1
            only = child
        }
        guard count == 1, var expression = only else { return false }
        if expression.is(.controlTransferStatement), let value = expression.namedChild(0) { expression = value }
        guard expression.is(.callExpression), let callee = expression.namedChild(0),
              callee.textEquals("AnyView") || callee.textEquals(".init") || callee.textEquals("AnyView.init"),
              let call = CallSyntax(expression), call.arguments.count == 1 else { return false }
        return call.arguments[0].child(field: .value)?.is(.selfExpression) == true
    }

    /// Inside a helper definition the construction is the helper's own body, reported once.
    private func isInsideErasingHelper(_ context: RuleContext) -> Bool {
        let ancestors = context.ancestors
        for index in ancestors.indices.reversed() where ancestors[index].is(.functionDeclaration) {
            return Self.isErasingHelper(ancestors[index], ancestors[..<index])
        }
        return false
    }

    // MARK: Protocol requirements

    /// `func toPresentable() -> AnyView` or `var view: AnyView { get }` in a protocol: its
    /// implementations (and default implementations) erase because the protocol says so.
    static func publishRequirement(_ node: Node, _ context: RuleContext) {
        guard node.textContains("AnyView"), let name = requirementName(node) else { return }
        if requirementMentionsAnyView(node) { context.publish(name, topic: requirementTopic) }
        // `func apply(to view: AnyView) -> AnyView`: implementations take what the protocol says.
        if node.is(.protocolFunctionDeclaration), node.namedChildren.contains(where: { $0.is(.parameter) && $0.textContains("AnyView") }) {
            context.publish(name, topic: requirementParameterTopic)
        }
    }

    /// The topic under which names of protocol requirements taking an `AnyView` parameter are
    /// published: an implementation's parameter is the requirement's, reported there.
    static let requirementParameterTopic = "any-view.requirement-parameter"

    static func requirementName(_ node: Node) -> String? {
        if node.is(.protocolFunctionDeclaration) { return node.child(field: .name)?.text }
        return node.firstChild(.pattern)?.child(field: .boundIdentifier)?.text ?? node.child(field: .name)?.firstChild(.simpleIdentifier)?.text
    }

    /// The requirement's type (or return type) is or contains AnyView.
    static func requirementMentionsAnyView(_ node: Node) -> Bool {
        if node.is(.protocolFunctionDeclaration) { return SyntaxHelpers.returnType(ofFunction: node)?.text.contains("AnyView") == true }
        return node.firstChild(.typeAnnotation)?.textContains("AnyView") == true
    }

    // MARK: Names

    /// Erasing helpers: an erasing verb (or none) then `AnyView`: `eraseToAnyView`, `erasedToAnyView`,
    /// `asAnyView`, `toAnyView`, `anyView`, `wrappedInAnyView`; not `implicitAnyView` (a
    /// ViewInspector query) nor `AnyViewModel`.
    static func isErasingHelperName(_ name: String) -> Bool {
        let prefixes = ["", "erase", "erased", "eraseTo", "erasedTo", "as", "to", "in", "wrapIn", "wrappedIn", "typeErased", "typeErasedTo"]
        let lowered = name.prefix(1).lowercased() + name.dropFirst()
        return prefixes.contains { prefix in
            prefix.isEmpty ? lowered == "anyView" : name == prefix + "AnyView"
        }
    }

    /// `` `if` `` → `if`.
    static func unquoted(_ name: String) -> String {
        name.hasPrefix("`") && name.hasSuffix("`") && name.count > 2 ? String(name.dropFirst().dropLast()) : name
    }
}

/// Once the project is indexed: whether an argument-less member call calls a `View` extension
/// method of the project that returns AnyView, outside an implementation of a requirement
/// typed AnyView.
struct ErasingHelperCallCheck: IndexCheck {
    let name: String
    /// The protocol requirement the enclosing function may implement.
    let requirement: String?
    /// The member the erased view is passed to, when it may be a stored closure of the project.
    let calledMember: String?
    let span: SourceSpan
    let message: String

    func run(_ index: ProjectIndex) -> [Finding] {
        let isHelper = index.extensionMethods(of: "View").contains { $0.name == name && $0.returnType?.baseName == "AnyView" }
        guard isHelper, requirement.map({ !index.published(AnyViewRule.requirementTopic).contains($0) }) ?? true,
              !(calledMember.map { AnyViewRule.isClosureProperty($0, index) } ?? false) else { return [] }
        return [Finding(span: span, message: message)]
    }
}

/// Once the project is indexed: whether the erasure is the project's design rather than the
/// code's choice, so not reported.
struct ImposedErasureCheck: IndexCheck {
    enum Imposer: Codable {
        /// `Row(item: x) { AnyView(…) }`: the project type taking the builder closure may store it
        /// as a closure returning AnyView.
        case closureOwner(String)
        /// The enclosing `-> AnyView` function may implement a protocol requirement of the
        /// project typed AnyView.
        case requirement(String)
        /// The "modifier" the erased view is passed to may be a stored closure of the project.
        case closureProperty(String)
    }

    let imposer: Imposer
    let span: SourceSpan
    let message: String
    let fix: Fix?

    func run(_ index: ProjectIndex) -> [Finding] {
        let isImposed = switch imposer {
        case .closureOwner(let owner): AnyViewRule.storesErasingClosure(owner, index)
        case .requirement(let requirement): index.published(AnyViewRule.requirementTopic).contains(requirement)
        case .closureProperty(let member): AnyViewRule.isClosureProperty(member, index)
        }
        return isImposed ? [] : [Finding(span: span, message: message, fix: fix)]
    }
}

/// Once the project is indexed: whether some call of an erasing helper could do without it.
struct ErasingHelperDefinitionCheck: IndexCheck {
    let helper: String
    let span: SourceSpan

    func run(_ index: ProjectIndex) -> [Finding] {
        let requirements = index.published(AnyViewRule.requirementTopic)
        let isCalledAvoidably = index.published(AnyViewRule.avoidableCallTopic).contains { entry in
            let parts = entry.split(separator: "\u{0}", omittingEmptySubsequences: false)
            return parts.first.map(String.init) == helper && (parts.count < 2 || parts[1].isEmpty || !requirements.contains(String(parts[1])))
                && (parts.count < 3 || parts[2].isEmpty || !AnyViewRule.isClosureProperty(String(parts[2]), index))
        }
        return isCalledAvoidably ? [Finding(span: span, message: AnyViewRule.Message.helperDefinition(helper))] : []
    }
}
