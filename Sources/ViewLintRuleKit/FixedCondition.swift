import ViewLintIndex
import ViewLintSyntax

/// A condition made only of names joined by `!`, `&&`, `||` (`isCompact`, `!self.showsBadge`,
/// `UIDevice.isPad && .tahoe`, a function's parameter), read so that the index can tell
/// whether it can flip while a view is shown: a condition that never flips makes no second identity, so splitting on it
/// (an `if`/`else`, a conditional modifier) costs nothing at run time.
public struct FixedCondition: Sendable {
    /// Plain names (`isCompact`): a property of the enclosing type, or a global.
    public let plainNames: [String]
    /// Names read through `self.` (`self.isCompact`): properties of the enclosing type.
    public let selfNames: [String]
    /// The last names of other paths and implicit members (`UIDevice.isPad` → `isPad`, `.tahoe`).
    public let memberNames: [String]
    /// The type whose member holds the condition (its declaration or extension), if any.
    public let enclosingType: String?
    /// Plain names that are labelled parameters of the enclosing function, with that
    /// function's name and the label (`func badge(isProminent: Bool)`): fixed per call site.
    public let parameters: [String: (function: String, label: String)]

    /// Nil when the condition is anything else (a comparison, a call, a literal alone).
    public init?(_ condition: Node, ancestors: [Node]) {
        var plain: [String] = [], selfNames: [String] = [], members: [String] = []
        var pending = [condition]
        while let node = pending.popLast() {
            if node.is(.simpleIdentifier) {
                plain.append(node.text)
            } else if node.is(.booleanLiteral) {
                continue
            } else if node.is(.navigationExpression), let member = node.navigationMember {
                if node.child(field: .target)?.is(.selfExpression) == true { selfNames.append(member.text) } else { members.append(member.text) }
            } else if node.is(.prefixExpression), let target = node.child(field: .target) {
                if target.is(.simpleIdentifier), node.textHasPrefix(".") { members.append(target.text) } else { pending.append(target) }
            } else if node.is(.tupleExpression), node.namedChildCount == 1, let inner = node.namedChild(0) {
                pending.append(inner)
            } else if let op = node.child(field: .op), op.textEquals("&&") || op.textEquals("||"),
                      let lhs = node.namedChild(0), let rhs = node.namedChild(node.namedChildCount - 1), !lhs.isSameNode(as: rhs) {
                pending.append(lhs)
                pending.append(rhs)
            } else {
                return nil
            }
            if plain.count + selfNames.count + members.count > 8 { return nil }
        }
        guard !(plain.isEmpty && selfNames.isEmpty && members.isEmpty) else { return nil }
        plainNames = plain
        self.selfNames = selfNames
        memberNames = members
        enclosingType = ancestors.last { $0.is(.classDeclaration) }?.child(field: .name).map(SyntaxHelpers.typeBaseName)
        var parameters: [String: (function: String, label: String)] = [:]
        if let function = ancestors.last(where: { $0.is(.functionDeclaration) || $0.is(.classDeclaration) }),
           function.is(.functionDeclaration), let functionName = function.child(field: .name)?.text {
            for name in plain {
                if let label = SyntaxHelpers.parameter(named: name, of: function)?.label { parameters[name] = (functionName, label) }
            }
        }
        self.parameters = parameters
    }

    /// Whether no name can change while one view is shown: properties of the enclosing type
    /// fixed for each instance's life (`ProjectIndex.isFixedPerInstance`), and other names
    /// that `isProcessConstant` accepts (OS version, platform).
    public func neverFlips(in index: ProjectIndex, isProcessConstant: (String) -> Bool) -> Bool {
        func isInstanceFixed(_ name: String) -> Bool { enclosingType.map { index.isFixedPerInstance(name, of: $0) } ?? false }
        func isFixedName(_ name: String) -> Bool {
            if let parameter = parameters[name] { return index.isFixedPerCall(parameter.label, of: parameter.function) }
            return isInstanceFixed(name) || isProcessConstant(name)
        }
        return selfNames.allSatisfy(isInstanceFixed) && plainNames.allSatisfy(isFixedName) && memberNames.allSatisfy(isProcessConstant)
    }
}
