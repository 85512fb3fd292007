import ViewLintRuleKit

/// Flags `if`/`else` and `switch` in view-building code whose branches build the same view
/// and differ only in modifiers or arguments, and the conditional wrapping shape
/// `if c { HStack { X; Y } } else { X }`. See README.md.
public struct InertModifierBranchRule: Rule {
    public static let id = "inert-modifier-branch"
    public static let defaultSeverity = Severity.warning
    public static let summary = "Branches that build the same view in two states: two identities, state reset and a cross-fade; make the modifier or argument conditional instead."
    public static let nodeKinds: [NodeKind] = [.ifStatement, .switchStatement]

    public init() {}

    public func visit(_ node: Node, _ context: RuleContext) {
        guard let parent = context.parent, parent.is(.statements), !node.containsError else { return }
        if node.is(.ifStatement) {
            guard let chain = IfChain(node) else { return }
            check(branches: chain.bodies, kind: chain.bodies.count == 2 ? .ifElse : .elseIfChain, condition: chain.fixableCondition, at: node, context)
        } else {
            guard let bodies = Self.switchBodies(node) else { return }
            check(branches: bodies, kind: .switchCases, condition: nil, at: node, context)
        }
    }

    // MARK: Branches

    enum Construct { case ifElse, elseIfChain, switchCases }

    /// The condition of a two-branch `if` that a ternary can take, with whether it is a
    /// single identifier or member (so that `!condition` needs no parentheses).
    struct Condition { let text: String; let isSimple: Bool }

    /// An `if`/`else if`/`else` chain that ends in `else`, with the body of each branch.
    struct IfChain {
        var bodies: [Node] = []
        var fixableCondition: Condition?

        init?(_ head: Node) {
            var current = head
            while true {
                var conditions: [Node] = []
                var bindsNames = false
                var body: Node?
                var next: Node?
                var sawElse = false
                var sawBody = false
                for (field, child) in current.childrenWithFields {
                    if sawElse {
                        if child.is(.ifStatement) { next = child } else if child.is(.statements) { next = child }
                        if child.isNamed { break }
                        continue
                    }
                    if field == FieldName.condition.id { conditions.append(child) }
                    if child.is(.availabilityCondition) { return nil }
                    if child.is(.valueBindingPattern) || (!child.isNamed && child.textEquals("case")) { bindsNames = true }
                    if child.is(.statements), !sawBody { body = child; sawBody = true }
                    if child.textEquals("else") { sawElse = true }
                }
                // An empty block or a missing `else` builds nothing in one case: not the same view twice.
                guard let body, sawElse, let next else { return nil }
                if bindsNames, Self.usesBoundNames(current, in: body) { return nil }
                if bodies.isEmpty, !bindsNames, conditions.count == 1, let condition = conditions.first {
                    fixableCondition = Condition(
                        text: condition.text,
                        isSimple: condition.is(.simpleIdentifier) || condition.is(.navigationExpression) || condition.is(.callExpression))
                }
                bodies.append(body)
                if next.is(.ifStatement) {
                    current = next
                    fixableCondition = nil
                } else {
                    bodies.append(next)
                    return
                }
            }
        }

        /// `if let x = y { … x … }`: the branch needs the bound value, a ternary cannot give it.
        static func usesBoundNames(_ statement: Node, in body: Node) -> Bool {
            var names: [Node] = statement.children(field: .boundIdentifier)
            for condition in statement.children(field: .condition) where condition.is(.pattern) {
                TreeWalker().walk(condition) { node, _ in
                    if node.is(.simpleIdentifier) { names.append(node) }
                    return .visitChildren
                }
            }
            guard !names.isEmpty else { return false }
            var used = false
            TreeWalker().walk(body) { node, _ in
                if used { return .skipChildren }
                if node.is(.simpleIdentifier), names.contains(where: { SyntaxEquivalence.equal($0, node) }) { used = true }
                return .visitChildren
            }
            return used
        }
    }

    /// The bodies of a `switch` with two or more cases and no bound values.
    static func switchBodies(_ statement: Node) -> [Node]? {
        var bodies: [Node] = []
        for entry in statement.namedChildren where entry.is(.switchEntry) {
            for pattern in entry.namedChildren where pattern.is(.switchPattern) {
                if SyntaxEquivalence.contains(.valueBindingPattern, in: pattern) { return nil }
            }
            guard let body = entry.firstChild(.statements) else { return nil }
            bodies.append(body)
        }
        return bodies.count >= 2 ? bodies : nil
    }

    /// The single view expression a branch builds, or nil when it holds several statements.
    static func singleExpression(_ body: Node) -> Node? {
        let statements = body.namedChildren.filter { !$0.is(.comment) && !$0.is(.multilineComment) }
        guard statements.count == 1, let expression = statements.first,
              expression.is(.callExpression) || expression.is(.simpleIdentifier)
                || expression.is(.selfExpression) || expression.is(.navigationExpression) else { return nil }
        return expression
    }

    // MARK: Comparing two branches

    /// How two branches building the same base view differ.
    struct Difference {
        /// Argument values that differ between the two branches (base or modifier arguments).
        var changedArguments: [(first: Node, second: Node)] = []
        /// Modifiers present in one branch only (`inFirst`: present in the first branch).
        var added: [(modifier: ModifierChain.Modifier, inFirst: Bool)] = []
        /// Same-named modifiers whose labels or closures differ.
        var otherChanges = 0
        var changesBaseArguments = false

        var isEmpty: Bool { changedArguments.isEmpty && added.isEmpty && otherChanges == 0 }
    }

    /// Nil when the branches build different views (different base, different content).
    static func difference(_ first: ModifierChain, _ second: ModifierChain) -> Difference? {
        var result = Difference()
        let a = first.base, b = second.base
        if a.is(.callExpression), b.is(.callExpression) {
            // `AnyView(…)` branches are any-view's finding; the wrapped views may differ in type.
            guard let calleeA = a.namedChild(0), let calleeB = b.namedChild(0), SyntaxEquivalence.equal(calleeA, calleeB),
                  !calleeA.textEquals("AnyView"),
                  let suffixA = a.firstChild(.callSuffix), let suffixB = b.firstChild(.callSuffix),
                  let changes = changedArguments(suffixA, suffixB) else { return nil }
            result.changedArguments = changes
            result.changesBaseArguments = !changes.isEmpty
        } else if !SyntaxEquivalence.equal(a, b) {
            return nil
        }
        // Real chains are short; a pathological one is not worth a quadratic alignment.
        guard first.modifiers.count <= maximumChainLength, second.modifiers.count <= maximumChainLength else { return nil }
        let namesA = first.modifiers.map(\.name.text), namesB = second.modifiers.map(\.name.text)
        var matchedA = Set<Int>(), matchedB = Set<Int>()
        for (i, j) in longestCommonSubsequence(namesA, namesB) {
            matchedA.insert(i)
            matchedB.insert(j)
            if let changes = changedArguments(first.modifiers[i].suffix, second.modifiers[j].suffix) {
                result.changedArguments += changes
            } else {
                result.otherChanges += 1
            }
        }
        for (i, modifier) in first.modifiers.enumerated() where !matchedA.contains(i) { result.added.append((modifier, true)) }
        for (j, modifier) in second.modifiers.enumerated() where !matchedB.contains(j) { result.added.append((modifier, false)) }
        return result
    }

    static let maximumChainLength = 64

    /// The argument values that differ between two calls with the same labels and identical
    /// trailing closures; nil when the calls are shaped differently.
    static func changedArguments(_ a: Node, _ b: Node) -> [(first: Node, second: Node)]? {
        let childrenA = a.namedChildren, childrenB = b.namedChildren
        guard childrenA.count == childrenB.count else { return nil }
        var changes: [(first: Node, second: Node)] = []
        for (x, y) in zip(childrenA, childrenB) {
            guard x.symbol == y.symbol else { return nil }
            if x.is(.valueArguments) {
                let argumentsA = x.namedChildren, argumentsB = y.namedChildren
                guard argumentsA.count == argumentsB.count else { return nil }
                for (p, q) in zip(argumentsA, argumentsB) {
                    let labelP = p.child(field: .name), labelQ = q.child(field: .name)
                    guard (labelP == nil) == (labelQ == nil) else { return nil }
                    if let labelP, let labelQ, !SyntaxEquivalence.equal(labelP, labelQ) { return nil }
                    guard let valueP = p.child(field: .value), let valueQ = q.child(field: .value) else {
                        if !SyntaxEquivalence.equal(p, q) { return nil }
                        continue
                    }
                    if !SyntaxEquivalence.equal(valueP, valueQ) { changes.append((valueP, valueQ)) }
                }
            } else if !SyntaxEquivalence.equal(x, y) {
                return nil // different trailing closures or their labels: different content
            }
        }
        return changes
    }

    /// Index pairs of a longest common subsequence of two short name lists.
    static func longestCommonSubsequence(_ a: [String], _ b: [String]) -> [(Int, Int)] {
        guard !a.isEmpty, !b.isEmpty else { return [] }
        var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        var pairs: [(Int, Int)] = []
        var i = 0, j = 0
        while i < a.count, j < b.count {
            if a[i] == b[j] {
                pairs.append((i, j))
                i += 1
                j += 1
            } else if table[i + 1][j] >= table[i][j + 1] {
                i += 1
            } else {
                j += 1
            }
        }
        return pairs
    }

    // MARK: Checking

    private func check(branches bodies: [Node], kind: Construct, condition: Condition?, at node: Node, _ context: RuleContext) {
        var expressions: [Node] = []
        for body in bodies {
            guard let expression = Self.singleExpression(body) else { return }
            expressions.append(expression)
        }
        // Checked last: the context walk is the costliest test.
        guard context.isInViewBuildingCode else { return }
        if kind == .ifElse, checkWrapping(expressions[0], expressions[1], condition, at: node, context) { return }
        if expressions.contains(where: { SyntaxEquivalence.contains(.ternaryExpression, in: $0) }) { return }

        let chains = expressions.map(ModifierChain.init)
        var differences: [Difference] = []
        for chain in chains.dropFirst() {
            guard let difference = Self.difference(chains[0], chain) else { return }
            differences.append(difference)
        }
        let base = Self.baseName(chains[0].base)
        let fix = kind == .ifElse ? condition.flatMap { makeFix(differences[0], chains, $0, node, context) } : nil
        let suggestion = fix.map { Message.fixed($0.text, value: $0.value) } ?? Message.suggestion(differences)
        context.report(node, Message.lead(kind, base) + " " + suggestion, fix: fix?.fix)
    }

    /// `if c { HStack { X; Y } } else { X }`: the same view conditionally wrapped in a container.
    private func checkWrapping(_ first: Node, _ second: Node, _ condition: Condition?, at node: Node, _ context: RuleContext) -> Bool {
        for (wrapped, plain) in [(first, second), (second, first)] {
            guard wrapped.is(.callExpression), let callee = wrapped.namedChild(0), callee.is(.simpleIdentifier),
                  Self.wrappers.contains(callee.text),
                  let content = wrapped.firstChild(.callSuffix)?.firstChild(.lambdaLiteral)?.firstChild(.statements) else { continue }
            let children = content.namedChildren.filter { !$0.is(.comment) && !$0.is(.multilineComment) }
            guard children.count >= 2, children.contains(where: { SyntaxEquivalence.equal($0, plain) }) else { continue }
            context.report(node, Message.wrapping(
                container: callee.text, view: Self.baseName(ModifierChain(plain).base), plain: plain.text, condition: condition?.text))
            return true
        }
        return false
    }

    static let wrappers: Set<String> = ["HStack", "VStack", "ZStack", "Group", "LazyVStack", "LazyHStack"]

    /// `Label` for `Label("On", …)`, `content` for `content`.
    static func baseName(_ base: Node) -> String {
        if base.is(.callExpression), let callee = base.namedChild(0) { return callee.text }
        return base.text
    }

    // MARK: Fix

    /// One ternary in one argument, or one added table modifier with a conditional inert value.
    private func makeFix(_ difference: Difference, _ chains: [ModifierChain], _ condition: Condition, _ node: Node, _ context: RuleContext) -> (fix: Fix, text: String, value: String)? {
        let replacement: (expression: Node, value: Node, text: String)
        if difference.changedArguments.count == 1, difference.added.isEmpty, difference.otherChanges == 0 {
            let change = difference.changedArguments[0]
            guard Self.canShareTernary(change.first, change.second) else { return nil }
            replacement = (chains[0].expression, change.first,
                           InertModifiers.ternary(condition.text, change.first.text, change.second.text, conditionIsSimple: condition.isSimple))
        } else if difference.changedArguments.isEmpty, difference.otherChanges == 0, difference.added.count == 1 {
            let (modifier, inFirst) = difference.added[0]
            guard let slot = InertModifiers.slot(modifier: modifier.name.text, suffix: modifier.suffix), slot.entry.isFixable else { return nil }
            let active = slot.value?.text ?? slot.entry.defaultActiveValue ?? ""
            let inert = slot.entry.inertValue
            let value = InertModifiers.ternary(
                condition.text, inFirst ? active : inert, inFirst ? inert : active, conditionIsSimple: condition.isSimple)
            if let target = slot.value {
                replacement = (inFirst ? chains[0].expression : chains[1].expression, target, value)
            } else if let arguments = modifier.suffix.firstChild(.valueArguments) {
                replacement = (inFirst ? chains[0].expression : chains[1].expression, arguments, "(\(value))")
            } else {
                return nil
            }
        } else {
            return nil
        }
        let source = context.source
        let text = source.text(replacement.expression.startByte..<replacement.value.startByte) + replacement.text
            + source.text(replacement.value.endByte..<replacement.expression.endByte)
        let fix = Fix(message: "Replace the branches with one view: `\(Message.snippet(text, or: replacement.text))`", edits: [context.replacing(node, with: text)])
        return (fix, text, replacement.text)
    }

    /// Whether `c ? a : b` is likely to type-check: values, or calls of the same function.
    /// Views of different types (`Text(x).bold()` vs `Image(y)`) and closures are not.
    static func canShareTernary(_ a: Node, _ b: Node) -> Bool {
        if a.is(.lambdaLiteral) || b.is(.lambdaLiteral) { return false }
        if a.is(.callExpression), b.is(.callExpression) {
            guard let calleeA = a.namedChild(0), let calleeB = b.namedChild(0) else { return false }
            return SyntaxEquivalence.equal(calleeA, calleeB)
        }
        return true
    }

    enum Message {
        static func lead(_ kind: Construct, _ base: String) -> String {
            let what: String
            switch kind {
            case .ifElse: what = "Both branches of this `if` build the same `\(base)` view"
            case .elseIfChain: what = "Every branch of this `if`/`else if` chain builds the same `\(base)` view"
            case .switchCases: what = "Every case of this `switch` builds the same `\(base)` view"
            }
            return what + ", but SwiftUI makes each branch a separate view with its own identity and state: when the condition flips, @State is reset and the change cross-fades instead of animating."
        }

        static func fixed(_ text: String, value: String) -> String {
            "Write one view and move the condition into the value: `\(snippet(text, or: value))`."
        }

        static func suggestion(_ differences: [Difference]) -> String {
            if differences.allSatisfy(\.isEmpty) { return "The branches are identical: drop the condition." }
            let added = differences.flatMap(\.added).map(\.modifier)
            if let custom = added.first(where: { !InertModifiers.isKnown($0.name.text) }) {
                let name = custom.name.text
                if custom.suffix.firstChild(.valueArguments)?.namedChildCount ?? 0 > 0 {
                    return "`.\(name)` has no known inert value: give it a neutral argument when off (such as `nil` or `.clear`, if it accepts one) or move the condition into a modifier that takes it, so one view keeps its identity."
                }
                return "`.\(name)` has no known inert value: pass the condition into the modifier (e.g. `.\(name)(isActive: condition)`) so one view keeps its identity."
            }
            if !added.isEmpty {
                let names = Array(Set(added.map(\.name.text))).sorted().map { "`.\($0)`" }.joined(separator: ", ")
                let example = added.lazy.compactMap(inertExample).first
                    ?? InertModifiers.table.first { $0.name == added[0].name.text }.map { "`.\($0.name)(condition ? value : \($0.inertValue))`" }
                    ?? "`.opacity(condition ? 0.3 : 1)`"
                return "Apply \(names) in every branch with a value that is inert when off, e.g. \(example)."
            }
            if differences.contains(where: \.changesBaseArguments) {
                return "Write one view and move the condition into the initializer's arguments (`condition ? a : b`)."
            }
            return "Write one view and move the condition into the modifiers' arguments (`condition ? a : b`)."
        }

        /// `.blur(radius: condition ? 4 : 0)` for an added `.blur(radius: 4)`.
        static func inertExample(_ modifier: ModifierChain.Modifier) -> String? {
            let name = modifier.name.text
            guard let slot = InertModifiers.slot(modifier: name, suffix: modifier.suffix), slot.entry.isFixable else { return nil }
            let value = InertModifiers.ternary(
                "condition", slot.value?.text ?? slot.entry.defaultActiveValue ?? "", slot.entry.inertValue, conditionIsSimple: true)
            return "`.\(name)(\(slot.entry.label.map { "\($0): " } ?? "")\(short(value)))`"
        }

        static func wrapping(container: String, view: String, plain: String, condition: String?) -> String {
            let shared = snippet(plain, or: view)
            return "This `if` wraps the same `\(view)` view in `\(container)` in one branch only: SwiftUI sees two different `\(view)` views, so its state is reset and it cross-fades whenever the condition flips. Keep it unconditional inside the container and make only the other views conditional: `\(container) { \(shared); if \(condition.map(short) ?? "condition") { … } }`."
        }

        /// `text` when it fits on one short line, else `fallback`.
        static func snippet(_ text: String, or fallback: String) -> String {
            !text.contains("\n") && text.count <= 80 ? text : short(fallback)
        }

        /// One line of at most 80 characters, for messages.
        static func short(_ text: String) -> String {
            let line = text.split(separator: "\n").map { $0.drop(while: { $0 == " " || $0 == "\t" }) }.joined(separator: " ")
            return line.count > 80 ? String(line.prefix(79)) + "…" : line
        }
    }
}
