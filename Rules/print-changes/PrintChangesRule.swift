import ViewLintRuleKit

/// Flags `Self._printChanges()` / `Self._logChanges()` outside `#if DEBUG`. See README.md.
public struct PrintChangesRule: Rule {
    public static let id = "print-changes"
    public static let defaultSeverity = Severity.warning
    public static let summary = "Self._printChanges()/_logChanges() left in view code outside #if DEBUG: private debugging API that logs on every body evaluation."
    public static let nodeKinds: [NodeKind] = [.callExpression]

    public init() {}

    public func visit(_ call: Node, _ context: RuleContext) {
        guard let parts = context.call(call), let member = parts.member,
              member.textEquals("_printChanges") || member.textEquals("_logChanges"),
              let target = parts.callee.child(field: .target), target.is(.simpleIdentifier), target.startsWithUppercaseLetter,
              !call.containsError,
              !ConditionalCompilation.isDebugOnly(call.startByte, in: context.tree),
              !Self.isPublicDebuggingHelper(context), !Self.isOptIn(context) else { return }
        let name = member.text
        let message = "`\(target.text).\(name)()` is a private SwiftUI debugging API that logs every time the body is evaluated: left in shipping code it floods the console and costs time on each update. Delete it, or wrap it in `#if DEBUG`."
        guard let statement = statement(containing: call, context) else {
            context.report(call, message)
            return
        }
        let fix = Fix(message: "Delete `\(name)()`", edits: [TextEdit(span: context.span(deletionRange(statement, context.source)), replacement: "")], applicability: .safe)
        context.report(call, message, fix: fix)
    }

    /// `public func printingChanges() -> Self { Self._printChanges(); return self }`: a
    /// library's opt-in debugging helper, whose body is the call. Its callers decide when it
    /// runs, and `#if DEBUG` around it would remove public API from release builds.
    static func isPublicDebuggingHelper(_ context: RuleContext) -> Bool {
        guard let function = context.ancestors.last(where: { $0.is(.functionDeclaration) }),
              let modifiers = function.firstChild(.modifiers),
              modifiers.namedChildren.contains(where: { $0.textEquals("public") || $0.textEquals("open") }),
              let body = function.child(field: .body) else { return false }
        // Nothing else happens in it: at most an availability check and `return self`.
        var calls = 0
        TreeWalker().walk(body, codeOnly: true) { node, _ in
            if node.is(.callExpression) { calls += 1 }
            return calls > 1 ? .skipChildren : .visitChildren
        }
        return calls == 1
    }

    /// `if Settings.logsViewUpdates { let _ = Self._printChanges() }`: a run-time switch
    /// for debugging (a launch argument, a simulator check, a logging setting) decides whether
    /// it logs, so the author opted in on purpose. Only the `if`'s own branch counts (its `else`
    /// logs when the switch is off), and only a condition whose words say it is such a switch:
    /// `if isExpanded` or `if #available` is none.
    static func isOptIn(_ context: RuleContext) -> Bool {
        let ancestors = context.ancestors
        for index in ancestors.indices.reversed().dropFirst() {
            let ancestor = ancestors[index]
            if ancestor.is(.functionDeclaration) || ancestor.is(.computedProperty) || ancestor.is(.lambdaLiteral) { return false }
            guard ancestor.is(.ifStatement) else { continue }
            let thenBranch = ancestor.namedChildren.first { $0.is(.statements) }
            guard let thenBranch, thenBranch.isSameNode(as: ancestors[index + 1]),
                  let condition = ancestor.child(field: .condition) else { return false }
            let words = condition.text.lowercased()
            return debuggingSwitchWords.contains(where: words.contains)
        }
        return false
    }

    /// Words of a condition that switches debugging output on.
    static let debuggingSwitchWords = ["debug", "log", "trace", "verbose", "print", "simulator", "processinfo", "launch", "argument"]

    /// The statement to delete: the call itself or `let _ = call`.
    private func statement(containing call: Node, _ context: RuleContext) -> Node? {
        guard let parent = context.parent else { return nil }
        if parent.is(.statements) { return call }
        if parent.is(.propertyDeclaration), context.ancestors.dropLast().last?.is(.statements) == true,
           parent.firstChild(.pattern)?.namedChild(0)?.is(.wildcardPattern) == true {
            return parent
        }
        return nil
    }

    /// The statement with its line when it stands alone on it, else with one adjacent `;`.
    private func deletionRange(_ statement: Node, _ source: SourceText) -> Range<Int> {
        let bytes = source.bytes
        let isBlank: (UInt8) -> Bool = { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
        var end = statement.endByte
        while end < bytes.count, isBlank(bytes[end]) { end += 1 }
        if end < bytes.count, bytes[end] == UInt8(ascii: ";") {
            end += 1
            while end < bytes.count, isBlank(bytes[end]) { end += 1 }
        }
        if let lines = Deletion.wholeLines(statement.startByte..<end, in: bytes) { return lines }
        let endsLine = end == bytes.count || bytes[end] == UInt8(ascii: "\n") || bytes[end] == UInt8(ascii: "\r")
        if end == statement.endByte || endsLine {
            // `x; Self._printChanges()`: take the `;` before instead.
            let before = Deletion.withBlanksBefore(statement.startByte..<statement.endByte, in: bytes).lowerBound
            if before > 0, bytes[before - 1] == UInt8(ascii: ";") { return (before - 1)..<statement.endByte }
            return statement.startByte..<statement.endByte
        }
        return statement.startByte..<end
    }
}
