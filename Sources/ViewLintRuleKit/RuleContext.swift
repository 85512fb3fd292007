import ViewLintDiagnostics
import ViewLintIndex
import ViewLintSyntax

/// Everything a rule may use while one file is walked, and where its findings go.
///
/// One context serves all rules of one file; the engine sets `ancestors` and the current
/// rule before each `visit`.
public final class RuleContext {
    public let path: String
    public let tree: SyntaxTree
    public var source: SourceText { tree.source }

    /// The path from the root to the visited node's parent (innermost last).
    public internal(set) var ancestors: [Node] = []

    /// The visited node read as a call, once for all rules (see `call(_:)`), and that node's
    /// identity: every rule asks for every call, so the question copies no node.
    var visitedCall: CallSyntax?
    private var visitedCallIdentity: UnsafeRawPointer?

    /// The rule whose `visit` is running (set by the engine); findings are filed under it.
    public var currentRuleID: String = ""

    /// Findings by rule id, in the order reported.
    public private(set) var findings: [(ruleID: String, finding: Finding)] = []
    public private(set) var deferredChecks: [DeferredCheck] = []
    /// Names published for other files' deferred checks, by topic.
    public private(set) var published: [String: Set<String>] = [:]

    public init(path: String, tree: SyntaxTree) {
        self.path = path
        self.tree = tree
    }

    /// Starts a node's visit (by the engine, before its rules): `call` is the node read as a
    /// call, once for every rule.
    public func beginVisit(ancestors: [Node], call: CallSyntax?) {
        self.ancestors = ancestors
        visitedCall = call
        visitedCallIdentity = call?.node.identity
    }

    /// Ends a node's visit: releases the shared ancestor stack so that the walker owns it alone.
    public func endVisit() {
        ancestors = []
        visitedCall = nil
        visitedCallIdentity = nil
        visitedMember = nil
    }

    /// `node` read as a call: the engine's reading when `node` is the visited call, so that the
    /// rules looking at every call do not each re-read its children.
    public func call(_ node: Node) -> CallSyntax? {
        // One tree per context: the identity tells its nodes apart.
        if let identity = visitedCallIdentity, identity == node.identity, let visitedCall { return visitedCall }
        return CallSyntax(node)
    }

    /// The visited property read as an `Identifiable` type's computed `id`, once for the rules
    /// that ask it of every property (`unstable-id`, `non-unique-id`).
    public func identifiableMember(_ property: Node) -> IdentifiableMember? {
        if let (identity, member) = visitedMember, identity == property.identity { return member }
        let member = IdentifiableMember(property, ancestors: ancestors)
        visitedMember = (property.identity, member)
        return member
    }

    private var visitedMember: (identity: UnsafeRawPointer?, member: IdentifiableMember?)?

    /// The innermost ancestor (the visited node's parent).
    public var parent: Node? { ancestors.last }

    // MARK: Reporting

    /// Reports a finding on `node`. Nodes that contain ERROR or MISSING nodes are not
    /// reported: the parser's guess at broken code is no ground for a diagnostic.
    public func report(_ node: Node, _ message: String, fix: Fix? = nil) {
        guard !node.containsError else { return }
        report(span(of: node), message, fix: fix)
    }

    public func report(_ span: SourceSpan, _ message: String, fix: Fix? = nil) {
        findings.append((currentRuleID, Finding(span: span, message: message, fix: fix)))
    }

    /// Answers that a rule derives from one enclosing node and needs again for each node inside
    /// it (does this function's comment explain an erasure?), by question and node start.
    private var remembered: [RememberedKey: Bool] = [:]
    private struct RememberedKey: Hashable {
        /// The question's literal, by address: hashing it costs nothing per node.
        var question: UnsafeRawPointer
        var startByte: Int
    }

    /// The answer to `question` about `node`, computed once per file: a question about an
    /// enclosing declaration, asked for every node inside it, then costs one read of it. The
    /// question's text names it, so rules asking the same text share the answer.
    public func remember(_ question: StaticString, about node: Node, _ compute: () -> Bool) -> Bool {
        let key = RememberedKey(question: UnsafeRawPointer(question.utf8Start), startByte: node.startByte)
        // A rule asks the same few questions node after node (`is this a test file?` for every
        // call): the last answers are compared first, without hashing.
        for entry in recentAnswers where entry.key == key { return entry.answer }
        let answer: Bool
        if let known = remembered[key] {
            answer = known
        } else {
            answer = compute()
            remembered[key] = answer
        }
        if recentAnswers.count == 4 { recentAnswers.removeFirst() }
        recentAnswers.append((key, answer))
        return answer
    }

    /// The last answers `remember` gave, newest last (at most 4).
    private var recentAnswers: [(key: RememberedKey, answer: Bool)] = []

    /// Runs `check` once the whole project is indexed (for facts from other files). Its type
    /// must be listed in the rule's `indexChecks`.
    public func afterIndexing(_ check: some IndexCheck) {
        deferredChecks.append(DeferredCheck(ruleID: currentRuleID, check: check))
    }

    /// Makes `name` visible project-wide under `topic` (`ProjectIndex.published(topic)`), for
    /// facts only a rule knows how to derive (e.g. "this method is a conditional modifier").
    public func publish(_ name: String, topic: String) {
        published[topic, default: []].insert(name)
    }

    // MARK: Spans and edits

    public func span(of node: Node) -> SourceSpan { node.span }

    public func span(_ range: Range<Int>) -> SourceSpan { source.span(range) }

    /// An edit replacing `node`'s text.
    public func replacing(_ node: Node, with text: String) -> TextEdit {
        TextEdit(span: span(of: node), replacement: text)
    }
}
