import ViewLintRuleKit

/// How two branches that build the same base view differ, as edits of the first branch that
/// make it the one view of both.
extension InertModifierBranchRule {
    /// The condition, as the edits write it.
    struct Wording {
        let condition: String
        let isSimple: Bool

        func ternary(_ whenTrue: String, _ whenFalse: String) -> String {
            if whenTrue == "false", whenFalse == "true" { return negation }
            return InertModifiers.ternary(condition, whenTrue, whenFalse, conditionIsSimple: isSimple)
        }

        var negation: String {
            if isSimple, condition.hasPrefix("!") { return String(condition.dropFirst()) }
            return InertModifiers.negated(condition, isSimple: isSimple)
        }

        static let placeholder = Wording(condition: "condition", isSimple: true)

        /// The condition on one line, for messages.
        var oneLine: Wording {
            guard condition.contains("\n") else { return self }
            let words = condition.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" })
            return Wording(condition: words.joined(separator: " "), isSimple: isSimple)
        }
    }

    /// One edit of the first branch's expression: replace `range` (or insert at its start when
    /// empty) with `render(wording)`.
    struct Change {
        enum Kind { case value, baseValue, wholeText, anyShapeStyle, modifier }
        let kind: Kind
        let range: Range<Int>
        /// The replacement text under a condition.
        let render: (Wording) -> String
        /// The edit as a message shows it (`.blur(radius: c ? 4 : 0)`).
        let display: (Wording) -> String
        /// Why the conditional form needs a newer OS than the original, for the message
        /// ("`bold(_:)` with a Bool"); such a rewrite is offered without a fix.
        var note: String?
    }

    /// How two branches building the same base view differ.
    struct Difference {
        var changes: [Change] = []
        /// The base initializer with its conditional values, for messages (nil when it does
        /// not change or changes as a whole).
        var baseDisplay: ((Wording) -> String?)?
        /// The labels of the base initializer's arguments that differ (`title` in `Row(title: a)`
        /// against `Row(title: b)`), for a base that names a type.
        var changedBaseLabels: [String] = []
        /// The function of the project the base calls (`headerAnimation` in
        /// `headerAnimation("dark")`), when its arguments differ.
        var changedHelper: String?
        var isEmpty: Bool { changes.isEmpty }
    }

    /// Nil when the branches may build different views (different base or content) or when a
    /// difference has no one-view form (a modifier with no inert value, values of types that
    /// do not join).
    static func difference(_ first: ModifierChain, _ second: ModifierChain) -> Difference? {
        var result = Difference()
        let a = first.base, b = second.base
        if a.is(.callExpression), b.is(.callExpression) {
            // `AnyView(…)` branches are any-view's finding; the wrapped views may differ in type.
            // The callee names a view or a function (`Text`, `Theme.Badge`, `poster`); anything
            // else is a parse of an operator chain (`Text("a") + Text("b")` over lines).
            guard let calleeA = a.namedChild(0), let calleeB = b.namedChild(0),
                  calleeA.is(.simpleIdentifier) || calleeA.is(.navigationExpression), SyntaxEquivalence.equal(calleeA, calleeB),
                  !calleeA.textEquals("AnyView"),
                  let suffixA = a.firstChild(.callSuffix), let suffixB = b.firstChild(.callSuffix),
                  let pairs = changedValues(suffixA, suffixB, call: calleeA.text, isBase: true) else { return nil }
            // `Text("a", comment: "…")`: each literal keeps its translator comment.
            if pairs.contains(where: { $0.joint == .wholeText || (calleeA.textEquals("Text") && $0.label == "comment") }) {
                result.changes.append(Change(
                    kind: .wholeText, range: a.byteRange,
                    render: { "(\($0.ternary(a.text, b.text)))" },
                    display: { "(\($0.oneLine.ternary(Message.short(a.text, 36), Message.short(b.text, 36))))" }))
            } else {
                let changes = pairs.map { valueChange($0.first, $0.second, $0.joint, call: calleeA.text, label: $0.label, isBase: true) }
                result.changes += changes
                if calleeA.is(.simpleIdentifier), calleeA.startsWithUppercaseLetter { result.changedBaseLabels = pairs.compactMap(\.label) }
                if calleeA.is(.simpleIdentifier), !calleeA.startsWithUppercaseLetter, !pairs.isEmpty { result.changedHelper = calleeA.text }
                // Shown as the whole initializer call with its values conditional.
                if !changes.isEmpty {
                    result.baseDisplay = { wording in
                        var text = ""
                        var cursor = a.startByte
                        for change in changes {
                            text += a.tree.source.text(cursor..<change.range.lowerBound) + change.render(wording)
                            cursor = change.range.upperBound
                        }
                        let line = Message.short(text + a.tree.source.text(cursor..<a.endByte), 1000)
                        return line.count <= 140 ? line : nil
                    }
                }
            }
        } else if !SyntaxEquivalence.equal(a, b) {
            return nil
        }
        // Real chains are short; a pathological one is not worth a quadratic alignment.
        guard first.modifiers.count <= maximumChainLength, second.modifiers.count <= maximumChainLength else { return nil }
        let namesA = first.modifiers.map(\.name.text), namesB = second.modifiers.map(\.name.text)
        let matches = longestCommonSubsequence(namesA, namesB)
        for (i, j) in matches {
            let x = first.modifiers[i], y = second.modifiers[j]
            if let pairs = changedValues(x.suffix, y.suffix, call: x.name.text, isBase: false) {
                result.changes += pairs.map { valueChange($0.first, $0.second, $0.joint, call: "." + x.name.text, label: $0.label) }
            } else if let change = reshapedArguments(x, y) {
                result.changes.append(change)
            } else {
                return nil
            }
        }
        let matchedA = Set(matches.map(\.0)), matchedB = Set(matches.map(\.1))
        for (i, modifier) in first.modifiers.enumerated() where !matchedA.contains(i) {
            guard let change = addedModifier(modifier, inFirst: true, at: modifier.suffix.byteRange, spacing: "") else { return nil }
            result.changes.append(change)
        }
        for (j, modifier) in second.modifiers.enumerated() where !matchedB.contains(j) {
            // Inserted into the first branch after the modifier matched before it (or the base).
            let anchor = matches.last { $0.1 < j }.map { first.modifiers[$0.0].call } ?? first.base
            let spacing = chainSpacing(first)
            guard let change = addedModifier(modifier, inFirst: false, at: anchor.endByte..<anchor.endByte, spacing: spacing) else { return nil }
            result.changes.append(change)
        }
        return result
    }

    static let maximumChainLength = 64

    /// The white space before the first branch's modifiers (a newline and indentation in a
    /// chain written one modifier a line).
    private static func chainSpacing(_ chain: ModifierChain) -> String {
        guard let first = chain.modifiers.first, let suffix = first.name.parent, suffix.startByte >= chain.base.endByte else { return "" }
        let between = chain.base.tree.source.text(chain.base.endByte..<suffix.startByte)
        return between.allSatisfy { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" } ? between : ""
    }

    private static func valueChange(_ a: Node, _ b: Node, _ joint: Joint, call: String, label: String?, isBase: Bool = false) -> Change {
        let shape: (String) -> String = { "\(call)(\(label.map { "\($0): " } ?? "")\($0))" }
        switch joint {
        case .anyShapeStyle:
            return Change(
                kind: .anyShapeStyle, range: a.byteRange,
                render: { $0.ternary("AnyShapeStyle(\(a.text))", "AnyShapeStyle(\(b.text))") },
                display: { shape($0.oneLine.ternary("AnyShapeStyle(\(Message.short(a.text, 30)))", "AnyShapeStyle(\(Message.short(b.text, 30)))")) })
        case .plain, .wholeText:
            return Change(
                kind: isBase ? .baseValue : .value, range: a.byteRange,
                render: { $0.ternary(a.text, b.text) },
                display: { shape($0.oneLine.ternary(Message.short(a.text, 36), Message.short(b.text, 36))) })
        }
    }

    /// A modifier applied in one branch only, rewritten with its inert value when off.
    private static func addedModifier(_ modifier: ModifierChain.Modifier, inFirst: Bool, at range: Range<Int>, spacing: String) -> Change? {
        let name = modifier.name.text
        let probe = InertModifiers.conditionalSuffix(modifier: name, suffix: modifier.suffix, activeCondition: "c") { "c ? \($0) : \($1)" }
        guard probe != nil else { return nil }
        func suffix(_ wording: Wording, elided: Bool) -> String {
            InertModifiers.conditionalSuffix(
                modifier: name, suffix: modifier.suffix, activeCondition: inFirst ? wording.condition : wording.negation, elided: elided
            ) { active, inert in inFirst ? wording.ternary(active, inert) : wording.ternary(inert, active) } ?? ""
        }
        return Change(
            kind: .modifier, range: range,
            render: { wording in
                guard inFirst else { return spacing + "." + name + suffix(wording, elided: false) }
                // `.overlay {` keeps its one space before the brace.
                let text = suffix(wording, elided: false)
                let spaced = range.lowerBound > 0 && modifier.suffix.tree.source.bytes[range.lowerBound - 1] == UInt8(ascii: " ")
                return spaced && text.hasPrefix(" ") ? String(text.dropFirst()) : text
            },
            display: { "." + name + Message.short(suffix($0.oneLine, elided: true), 110) },
            note: Self.newerOSNote(name, suffix: modifier.suffix))
    }

    /// `bold(_:)` takes a Bool only since iOS 16; `.background(view)` rewritten with its
    /// content closure (`.background { if c { … } }`) needs iOS 15.
    private static func newerOSNote(_ name: String, suffix: Node) -> String? {
        if InertModifiers.needsNewerOS.contains(name) { return "`\(name)(_:)` with a Bool needs iOS 16 or macOS 13" }
        if InertModifiers.viewContentModifiers.contains(name), suffix.firstChild(.lambdaLiteral) == nil {
            return "`.\(name) { … }` with a view builder needs iOS 15 or macOS 12"
        }
        return nil
    }

    /// The values that differ between two calls of the same name with the same labels and
    /// closures, and how each pair joins; nil when the calls differ otherwise or a pair does
    /// not join.
    static func changedValues(_ a: Node, _ b: Node, call: String, isBase: Bool) -> [(first: Node, second: Node, joint: Joint, label: String?)]? {
        let childrenA = a.namedChildren, childrenB = b.namedChildren
        guard childrenA.count == childrenB.count else { return nil }
        var changes: [(first: Node, second: Node, joint: Joint, label: String?)] = []
        for (x, y) in zip(childrenA, childrenB) {
            guard x.symbol == y.symbol else { return nil }
            if x.is(.valueArguments) {
                let argumentsA = x.namedChildren, argumentsB = y.namedChildren
                guard argumentsA.count == argumentsB.count else { return nil }
                for (position, (p, q)) in zip(argumentsA, argumentsB).enumerated() {
                    let labelP = p.child(field: .name), labelQ = q.child(field: .name)
                    guard (labelP == nil) == (labelQ == nil) else { return nil }
                    if let labelP, let labelQ, !SyntaxEquivalence.equal(labelP, labelQ) { return nil }
                    guard let valueP = p.child(field: .value), let valueQ = q.child(field: .value) else {
                        if !SyntaxEquivalence.equal(p, q) { return nil }
                        continue
                    }
                    if SyntaxEquivalence.equal(valueP, valueQ) { continue }
                    let slot = Slot(call: call, label: labelP?.namedChild(0)?.text, isBase: isBase, position: position)
                    guard let joint = joint(valueP, valueQ, in: slot) else { return nil }
                    changes.append((valueP, valueQ, joint, slot.label))
                }
            } else if !SyntaxEquivalence.equal(x, y) {
                return nil // different trailing closures or their labels: different content
            }
        }
        return changes
    }

    /// `.frame(width: 20)` against `.frame(width: 20, height: 30)`: the arguments only one
    /// call has take their inert value when off (`height: c ? 30 : nil`).
    private static func reshapedArguments(_ x: ModifierChain.Modifier, _ y: ModifierChain.Modifier) -> Change? {
        let name = x.name.text
        guard x.suffix.firstChild(.lambdaLiteral) == nil, y.suffix.firstChild(.lambdaLiteral) == nil,
              let argumentsX = x.suffix.firstChild(.valueArguments), let argumentsY = y.suffix.firstChild(.valueArguments) else { return nil }
        func labelled(_ arguments: Node) -> [(label: String, value: Node)]? {
            var result: [(label: String, value: Node)] = []
            for argument in arguments.namedChildren {
                guard let label = argument.child(field: .name)?.namedChild(0), let value = argument.child(field: .value) else { return nil }
                result.append((label.text, value))
            }
            return result
        }
        guard let listX = labelled(argumentsX), let listY = labelled(argumentsY) else { return nil }
        // The longer list in order, each label with its value in each branch (nil: absent).
        let (longer, shorter, xIsLonger) = listX.count >= listY.count ? (listX, listY, true) : (listY, listX, false)
        var rows: [(label: String, first: Node?, second: Node?)] = []
        var index = 0
        for item in longer {
            var other: Node?
            if index < shorter.count, shorter[index].label == item.label {
                other = shorter[index].value
                index += 1
            } else if InertModifiers.inertValue(modifier: name, label: item.label) == nil {
                return nil
            }
            rows.append(xIsLonger ? (item.label, item.value, other) : (item.label, other, item.value))
        }
        guard index == shorter.count else { return nil }
        for row in rows {
            guard let first = row.first, let second = row.second, !SyntaxEquivalence.equal(first, second) else { continue }
            guard joint(first, second, in: Slot(call: name, label: row.label, isBase: false, position: 0)) == .plain else { return nil }
        }
        func arguments(_ wording: Wording) -> String {
            "(" + rows.map { row in
                let inert = InertModifiers.inertValue(modifier: name, label: row.label) ?? ""
                let first = row.first?.text ?? inert, second = row.second?.text ?? inert
                return "\(row.label): " + (first == second ? first : wording.ternary(first, second))
            }.joined(separator: ", ") + ")"
        }
        return Change(kind: .modifier, range: argumentsX.byteRange, render: arguments, display: { "." + name + Message.short(arguments($0.oneLine), 110) })
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
