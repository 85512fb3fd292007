import ViewLintRuleKit

/// How two branches that build the same base view differ (arguments, modifiers).
extension InertModifierBranchRule {
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
                  case .changed(let changes) = compareArguments(suffixA, suffixB) else { return nil }
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
            switch compareArguments(first.modifiers[i].suffix, second.modifiers[j].suffix) {
            case .changed(let changes): result.changedArguments += changes
            case .reshaped: result.otherChanges += 1
            case .retyped: return nil
            }
        }
        for (i, modifier) in first.modifiers.enumerated() where !matchedA.contains(i) { result.added.append((modifier, true)) }
        for (j, modifier) in second.modifiers.enumerated() where !matchedB.contains(j) { result.added.append((modifier, false)) }
        return result
    }

    static let maximumChainLength = 64

    /// How the arguments of two calls of the same name compare.
    enum ArgumentComparison {
        /// Same labels and trailing closures; these argument values differ.
        case changed([(first: Node, second: Node)])
        /// Labels, closures or the number of arguments differ.
        case reshaped
        /// A value is built by another type's initializer (`EmptyView()` against
        /// `Image(…)` or `icon(for: item)`): it may well be another type, as with a generic
        /// view parameter or `.overlay(Circle())` against `.overlay(Rectangle())`. SwiftUI's
        /// identity includes the type, so the branches build different views, and no ternary
        /// could join the two values.
        case retyped
    }

    static func compareArguments(_ a: Node, _ b: Node) -> ArgumentComparison {
        let childrenA = a.namedChildren, childrenB = b.namedChildren
        guard childrenA.count == childrenB.count else { return .reshaped }
        var changes: [(first: Node, second: Node)] = []
        for (x, y) in zip(childrenA, childrenB) {
            guard x.symbol == y.symbol else { return .reshaped }
            if x.is(.valueArguments) {
                let argumentsA = x.namedChildren, argumentsB = y.namedChildren
                guard argumentsA.count == argumentsB.count else { return .reshaped }
                for (p, q) in zip(argumentsA, argumentsB) {
                    let labelP = p.child(field: .name), labelQ = q.child(field: .name)
                    guard (labelP == nil) == (labelQ == nil) else { return .reshaped }
                    if let labelP, let labelQ, !SyntaxEquivalence.equal(labelP, labelQ) { return .reshaped }
                    guard let valueP = p.child(field: .value), let valueQ = q.child(field: .value) else {
                        if !SyntaxEquivalence.equal(p, q) { return .reshaped }
                        continue
                    }
                    if SyntaxEquivalence.equal(valueP, valueQ) { continue }
                    if valueP.is(.lambdaLiteral) || valueQ.is(.lambdaLiteral) { return .reshaped }
                    let typeP = initializedType(valueP), typeQ = initializedType(valueQ)
                    if typeP != nil || typeQ != nil {
                        guard let typeP, let typeQ, SyntaxEquivalence.equal(typeP, typeQ) else { return .retyped }
                    }
                    changes.append((valueP, valueQ))
                }
            } else if !SyntaxEquivalence.equal(x, y) {
                return .reshaped // different trailing closures or their labels: different content
            }
        }
        return .changed(changes)
    }

    /// The type called in `Image(systemName: "a")` or `Color.Resolved(…)`; nil for other values.
    private static func initializedType(_ value: Node) -> Node? {
        guard let callee = CallSyntax(value)?.callee else { return nil }
        let name = callee.is(.navigationExpression) ? callee.navigationMember : callee
        return name?.startsWithUppercaseLetter == true ? callee : nil
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
}
