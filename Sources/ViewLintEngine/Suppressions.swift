import ViewLintRuleKit
import ViewLintRules

/// The suppression comments of one file. Collected during the file's walk (the walk sees
/// comments even though rules never do) and applied once all of the file's findings are
/// known, cross-file checks included, so that unused suppressions can be told apart.
struct Suppressions: Sendable, Codable {
    private var directives: [SuppressionDirective] = []
    private var problems: [Problem] = []

    /// A `// viewlint:` comment that is no directive, and what is wrong with it.
    struct Problem: Sendable, Codable {
        var span: SourceSpan
        var message: String
    }

    var isEmpty: Bool { directives.isEmpty && problems.isEmpty }

    /// Looks at one comment node. Cheap for ordinary comments: a few byte comparisons before
    /// any text is copied.
    mutating func visitComment(_ node: Node, source: SourceText) {
        guard Self.mayBeDirective(node.byteRange, source.bytes) else { return }
        let start = node.start, end = node.end
        let span = SourceSpan(
            startByte: node.startByte, endByte: node.endByte,
            line: start.line, column: start.column, endLine: end.line, endColumn: end.column)
        switch SuppressionDirective.parse(node.text, span: span, source: source) {
        case .directive(let directive)?: directives.append(directive)
        case .malformed(let message)?: problems.append(Problem(span: span, message: message))
        case nil: break
        }
    }

    /// `//`, optional blanks, then `viewlint:`.
    private static func mayBeDirective(_ range: Range<Int>, _ bytes: [UInt8]) -> Bool {
        var index = range.lowerBound + 2
        guard range.count > 2, bytes[range.lowerBound] == UInt8(ascii: "/"), bytes[range.lowerBound + 1] == UInt8(ascii: "/") else { return false }
        while index < range.upperBound, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") { index += 1 }
        for expected in "viewlint:".utf8 {
            guard index < range.upperBound, bytes[index] == expected else { return false }
            index += 1
        }
        return true
    }

    /// The findings that no directive suppresses, followed by an `unused-suppression` finding
    /// for every directive (per rule named) that suppressed nothing, when that rule is enabled.
    /// A file with parse errors gets none: what the rules could not read there they did not
    /// report, so a directive can look unused while it is not.
    func apply(to findings: [(ruleID: String, finding: Finding)], rules: RuleSet, fileHasParseErrors: Bool) -> [(ruleID: String, finding: Finding)] {
        guard !isEmpty else { return findings }
        var scopes = SuppressionScopes(directives)
        let kept = findings.filter { !scopes.suppress(ruleID: $0.ruleID, at: $0.finding.span) }
        let reportID = UnusedSuppressionRule.id
        guard rules.isEnabled(reportID), !fileHasParseErrors else { return kept }
        // The ids each directive names in vain, by the comment's offset: an unused id of an
        // enabled rule (or `all`), or an `enable` that ends nothing. Typos and ids of rules off
        // for this file are left to the author (the comment may serve another configuration).
        var removable: [Int: Set<String>] = [:]
        for (directive, rule) in scopes.unmatchedEnables { removable[directive.span.startByte, default: []].insert(rule) }
        for scope in scopes.unused where scope.rule == SuppressionDirective.everyRule || rules.isEnabled(scope.rule) {
            removable[scope.directive.span.startByte, default: []].insert(scope.rule)
        }
        let fix = { (directive: SuppressionDirective, rule: String) -> Fix? in
            guard let names = removable[directive.span.startByte], names.contains(rule) else { return nil }
            return Self.removal(of: names, from: directive)
        }
        var unused = problems.map { (reportID, Finding(span: $0.span, message: $0.message)) }
        unused += scopes.unmatchedEnables.map { directive, rule in
            (reportID, Finding(
                span: directive.span, message: "\(directive.quoted(rule)) has no `viewlint:disable \(rule)` above it to end; remove it.",
                fix: fix(directive, rule)))
        }
        unused += scopes.unused.map { scope in
            (reportID, Finding(span: scope.directive.span, message: Self.unusedMessage(scope, rules: rules), fix: fix(scope.directive, scope.rule)))
        }
        return kept + unused
    }

    /// Removes `names` from the directive, or the whole comment when it names nothing else.
    /// Every unused id of one directive gets this same fix, so one pass removes them all. Unsafe:
    /// a run over some files only (`--stdin-path`, one file) lacks the other files' evidence,
    /// so a directive can look unused there and still suppress a finding of the whole project.
    private static func removal(of names: Set<String>, from directive: SuppressionDirective) -> Fix {
        let kept = directive.rules.filter { !names.contains($0) }
        guard !kept.isEmpty else {
            return Fix(message: "Remove the suppression comment", edits: [TextEdit(span: directive.removalSpan, replacement: "")], applicability: .unsafe)
        }
        let removed = directive.rules.filter { names.contains($0) }.map { "`\($0)`" }.joined(separator: ", ")
        return Fix(
            message: "Remove \(removed) from the suppression comment",
            edits: [TextEdit(span: directive.rulesSpan, replacement: kept.joined(separator: ", "))], applicability: .unsafe)
    }

    private static func unusedMessage(_ scope: SuppressionScopes.Scope, rules: RuleSet) -> String {
        let directive = scope.directive.quoted(scope.rule)
        let advice = "Remove it so that it cannot hide a future problem."
        if scope.rule != SuppressionDirective.everyRule {
            if !rules.knownRuleIDs.contains(scope.rule) {
                return "\(directive) names '\(scope.rule)', which is not a viewlint rule (see `viewlint rules`), so it suppresses nothing. Fix the id or remove it."
            }
            if !rules.isEnabled(scope.rule) {
                return "\(directive) suppresses nothing: \(scope.rule) is not enabled for this file. \(advice)"
            }
        }
        let what = scope.rule == SuppressionDirective.everyRule ? "no diagnostic" : "no \(scope.rule) diagnostic"
        switch scope.directive.command {
        case .disableLine, .disableNextLine:
            return "\(directive) suppresses nothing: \(what) starts on line \(scope.firstLine). \(advice)"
        case .disable, .enable:
            return "\(directive) suppresses nothing: \(what) starts in the region it disables. \(advice)"
        }
    }
}
