import ViewLintRuleKit

/// One `// viewlint:COMMAND RULE[, RULE] [-- reason]` comment.
///
/// Only line comments that start with `viewlint:` are directives (as SwiftLint's
/// `// swiftlint:`); block comments and doc comments never are, so commenting out code that
/// holds a directive cannot change what is suppressed.
struct SuppressionDirective: Sendable {
    enum Command: String, Sendable, CaseIterable {
        case disableNextLine = "disable-next-line"
        case disableLine = "disable-line"
        case disable
        case enable
    }

    /// The rule id that stands for every rule.
    static let everyRule = "all"

    var command: Command
    /// Rule ids as written, or `all`.
    var rules: [String]
    /// The comment, where an unused directive is reported.
    var span: SourceSpan

    /// `viewlint:COMMAND RULE` for messages.
    func quoted(_ rule: String) -> String { "`viewlint:\(command.rawValue) \(rule)`" }

    enum Parsed {
        case directive(SuppressionDirective)
        /// Starts with `viewlint:` but cannot be understood: it suppresses nothing.
        case malformed(String)
    }

    /// Parses a comment's text; nil when it is an ordinary comment.
    static func parse(_ comment: String, span: SourceSpan) -> Parsed? {
        guard comment.hasPrefix("//"), !comment.hasPrefix("///") else { return nil }
        let body = comment.dropFirst(2).drop { $0 == " " || $0 == "\t" }
        guard body.hasPrefix("viewlint:") else { return nil }
        // An explanation may follow ` -- `, as in ESLint: it documents, it does not name rules.
        let words = body.dropFirst("viewlint:".count).components(separatedBy: " -- ")[0]
            .split { $0 == " " || $0 == "\t" || $0 == "," }.map(String.init)
        let commands = Command.allCases.map(\.rawValue).joined(separator: ", ")
        guard let first = words.first, let command = Command(rawValue: first) else {
            return .malformed("`\(comment)` is not a viewlint directive; write viewlint: followed by one of \(commands), then the rule ids or all")
        }
        guard words.count > 1 else {
            return .malformed("`\(comment)` names no rule; add the rule ids (see `viewlint rules`) or all")
        }
        return .directive(SuppressionDirective(command: command, rules: Array(words.dropFirst()), span: span))
    }
}
