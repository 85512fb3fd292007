import ViewLintRuleKit

/// Flags a view's `@State` seeded in `init` from a parameter (`_text = State(initialValue:
/// title)`, `self.text = title`) that the view never writes. SwiftUI uses the seed once, when
/// the view's identity begins, and keeps the state after: a new value from the parent is
/// ignored. See README.md.
public struct StateFromParameterRule: Rule {
    public static let id = "state-from-parameter"
    public static let defaultSeverity = Severity.warning
    public static let summary = "@State seeded in init from a parameter that the parent changes, and never written by the view: it keeps the first value and ignores later ones."
    /// Opt-in: strict reviews of real apps judged too few of its findings right (README.md).
    public static let isEnabledByDefault = false
    public static let nodeKinds: [NodeKind] = [.initDeclaration]

    public static var indexChecks: [any IndexCheck.Type] { [SeededStateCheck.self] }

    public init() {}

    public func visit(_ initializer: Node, _ context: RuleContext) {
        let ancestors = context.ancestors
        guard ancestors.count >= 2, let body = initializer.child(field: .body), !initializer.containsError,
              ancestors[ancestors.count - 1].is(.classBody) else { return }
        let type = ancestors[ancestors.count - 2]
        guard type.child(field: .declarationKind)?.textEquals("struct") == true,
              let typeName = type.child(field: .name).map(SyntaxHelpers.typeBaseName) else { return }
        let (state, stored) = Self.properties(ancestors[ancestors.count - 1])
        guard !state.isEmpty else { return }
        // Only labelled parameters: the index records what callers pass under a label.
        let allParameters = initializer.namedChildren.filter { $0.is(.parameter) }.map(SyntaxHelpers.parameter)
        let parameters = allParameters.filter { $0.label != nil }
        guard !parameters.isEmpty else { return }
        var checked: [SeededStateCheck.Seed] = []
        for seed in Self.seeds(in: body, state: state, parameters: Set(allParameters.map(\.name))) {
            // A state the view edits (a draft, a toggle) is a starting point by design, as is a
            // `@StateObject` (an object the view works with, not collected): only a copy the
            // view never writes is stale for certain once the input changes.
            guard !type.textContains("$" + seed.property) else { continue }
            guard let parameter = parameters.first(where: { Self.reads(seed.value, name: $0.name) }), let label = parameter.label,
                  !Self.follows(parameter.name, in: type) else { continue }
            checked.append(.init(
                span: seed.statement.span, property: seed.property, parameter: parameter.name, label: label,
                parameterType: parameter.type, keepsParameter: stored.contains(parameter.name)))
        }
        if !checked.isEmpty {
            context.afterIndexing(SeededStateCheck(view: typeName, path: context.path, takesOtherParameters: allParameters.count > 1, seeds: checked))
        }
    }

    /// The struct's `@State` properties, and the names of its other instance properties.
    static func properties(_ classBody: Node) -> (state: Set<String>, others: Set<String>) {
        var state: Set<String> = [], others: Set<String> = []
        classBody.forEachChild { _, member in
            guard member.is(.propertyDeclaration), let name = member.firstChild(.pattern)?.child(field: .boundIdentifier)?.text else { return }
            let modifiers = member.firstChild(.modifiers)
            if let modifiers, modifiers.textContains("State"), SyntaxHelpers.attributeNames(modifiers).contains("State") {
                state.insert(name)
            } else if !(modifiers.map(SyntaxHelpers.declaresTypeMember) ?? false) {
                others.insert(name)
            }
        }
        return (state, others)
    }

    struct Seed {
        let statement: Node
        let property: String
        /// The expression the state starts from (`title` in `State(initialValue: title)`).
        let value: Node
    }

    /// The assignments of the initializer's body (outside closures) that give a `@State x` its
    /// first value: `_x = State(initialValue: v)` or `State(wrappedValue: v)` (also `.init(…)`,
    /// `self._x`), and `x = v` / `self.x = v` (a bare `x` that names a parameter is the parameter).
    static func seeds(in body: Node, state: Set<String>, parameters: Set<String>) -> [Seed] {
        var seeds: [Seed] = []
        TreeWalker().walk(body, codeOnly: true) { node, _ in
            if node.is(.lambdaLiteral) { return .skipChildren }
            guard node.is(.assignment) else { return .visitChildren }
            guard let target = node.child(field: .target)?.namedChild(0), let value = node.child(field: .result),
                  let written = Self.writtenName(target) else { return .skipChildren }
            if written.hasPrefix("_"), state.contains(String(written.dropFirst())), let seed = Self.wrappedSeed(value) {
                seeds.append(Seed(statement: node, property: String(written.dropFirst()), value: seed))
            } else if state.contains(written), !(target.is(.simpleIdentifier) && parameters.contains(written)) {
                seeds.append(Seed(statement: node, property: written, value: value))
            }
            return .skipChildren
        }
        return seeds
    }

    /// `x` or `self.x`.
    private static func writtenName(_ target: Node) -> String? {
        if target.is(.simpleIdentifier) { return target.text }
        if target.is(.navigationExpression), target.child(field: .target)?.is(.selfExpression) == true,
           let member = target.navigationMember, member.is(.simpleIdentifier) {
            return member.text
        }
        return nil
    }

    /// `v` in `State(initialValue: v)`, `State<T>(wrappedValue: v)`, `.init(wrappedValue: v)`.
    private static func wrappedSeed(_ value: Node) -> Node? {
        guard value.is(.callExpression) || value.is(.constructorExpression), let callee = value.namedChild(0) else { return nil }
        let type = callee.is(.prefixExpression) ? "init" : SyntaxHelpers.typeBaseName(callee)
        guard type == "State" || type == "init" else { return nil }
        let suffix = value.firstChild(.callSuffix) ?? value.firstChild(.constructorSuffix)
        guard let argument = suffix?.firstChild(.valueArguments)?.namedChildren.first(where: { $0.is(.valueArgument) }),
              let label = argument.child(field: .name)?.namedChild(0),
              label.textEquals("initialValue") || label.textEquals("wrappedValue") else { return nil }
        return argument.child(field: .value)
    }

    /// Whether the view already follows the input: `.onChange(of: title)` or `.task(id: title)`
    /// (also through `self.`), in its declaration.
    static func follows(_ name: String, in type: Node) -> Bool {
        ["onChange(of: ", "task(id: "].contains { call in
            type.textContains(call + name) || type.textContains(call + "self." + name)
        }
    }

    /// Whether `expression` reads the parameter `name`: an identifier in code, not an argument
    /// label (`Model(title: 0)`) or a member (`x.title`).
    static func reads(_ expression: Node, name: String) -> Bool {
        guard expression.textContains(name) else { return false }
        var found = false
        TreeWalker().walk(expression, codeOnly: true) { node, _ in
            if found || node.is(.valueArgumentLabel) || node.is(.navigationSuffix) { return .skipChildren }
            if node.is(.simpleIdentifier), node.textEquals(name) { found = true }
            return .visitChildren
        }
        return found
    }
}
