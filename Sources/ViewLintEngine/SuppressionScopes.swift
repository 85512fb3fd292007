import ViewLintRuleKit

/// Where each directive applies, per rule it names, and whether it has suppressed anything.
///
/// `disable-line` covers its own line and `disable-next-line` the line below it; `disable`
/// covers from the comment to the next `enable` of the same rule (or `enable all`), or to the
/// end of the file. A diagnostic is matched by the position where it starts.
struct SuppressionScopes {
    struct Scope {
        var directive: SuppressionDirective
        var rule: String
        /// Covered positions: `start..<end` in (line, column) order.
        var start: SourcePosition
        var end: SourcePosition
        var used = false

        var firstLine: Int { start.line }

        func covers(_ ruleID: String, _ position: SourcePosition) -> Bool {
            (rule == ruleID || rule == SuppressionDirective.everyRule) && start <= position && position < end
        }
    }

    private(set) var scopes: [Scope] = []
    /// `enable` directives (and the rule named) with no open `disable` to end.
    private(set) var unmatchedEnables: [(SuppressionDirective, String)] = []

    private static let endOfFile = SourcePosition(line: Int.max, column: Int.max)

    /// `directives` in source order.
    init(_ directives: [SuppressionDirective]) {
        var open: [String: [Int]] = [:]
        for directive in directives {
            let line = directive.span.line
            for rule in directive.rules {
                switch directive.command {
                case .disableLine:
                    scopes.append(Scope(directive: directive, rule: rule, start: .init(line: line, column: 1), end: .init(line: line + 1, column: 1)))
                case .disableNextLine:
                    scopes.append(Scope(directive: directive, rule: rule, start: .init(line: line + 1, column: 1), end: .init(line: line + 2, column: 1)))
                case .disable:
                    open[rule, default: []].append(scopes.count)
                    scopes.append(Scope(directive: directive, rule: rule, start: .init(line: line, column: directive.span.column), end: Self.endOfFile))
                case .enable:
                    let closing = rule == SuppressionDirective.everyRule ? open.values.flatMap { $0 } : open[rule] ?? []
                    if closing.isEmpty { unmatchedEnables.append((directive, rule)) }
                    for index in closing { scopes[index].end = .init(line: line, column: directive.span.column) }
                    if rule == SuppressionDirective.everyRule { open = [:] } else { open[rule] = nil }
                }
            }
        }
    }

    /// Whether a diagnostic of `ruleID` starting at `span` is suppressed; marks every
    /// directive that covers it as used.
    mutating func suppress(ruleID: String, at span: SourceSpan) -> Bool {
        let position = SourcePosition(line: span.line, column: span.column)
        var suppressed = false
        for index in scopes.indices where scopes[index].covers(ruleID, position) {
            scopes[index].used = true
            suppressed = true
        }
        return suppressed
    }

    var unused: [Scope] { scopes.filter { !$0.used } }
}
