import ViewLintRuleKit

/// One `// viewlint:COMMAND RULE[, RULE] [-- reason]` comment.
///
/// Only line comments that start with `viewlint:` are directives (as SwiftLint's
/// `// swiftlint:`); block comments and doc comments never are, so commenting out code that
/// holds a directive cannot change what is suppressed.
struct SuppressionDirective: Sendable, Codable {
    enum Command: String, Sendable, CaseIterable, Codable {
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
    /// Where the rule ids are written (`any-view, unstable-id`).
    var rulesSpan: SourceSpan
    /// What removing the comment deletes: its whole line when it stands alone, else the
    /// comment and the blanks before it.
    var removalSpan: SourceSpan

    /// `viewlint:COMMAND RULE` for messages.
    func quoted(_ rule: String) -> String { "`viewlint:\(command.rawValue) \(rule)`" }

    enum Parsed {
        case directive(SuppressionDirective)
        /// Starts with `viewlint:` but cannot be understood: it suppresses nothing.
        case malformed(String)
    }

    /// Parses a comment's text (`span` in `source`); nil when it is an ordinary comment.
    static func parse(_ text: String, span: SourceSpan, source: SourceText) -> Parsed? {
        guard text.hasPrefix("//"), !text.hasPrefix("///") else { return nil }
        let body = text.dropFirst(2).drop { $0 == " " || $0 == "\t" }
        guard body.hasPrefix("viewlint:") else { return nil }
        // An explanation may follow ` -- `, as in ESLint: it documents, it does not name rules.
        let afterPrefix = body.dropFirst("viewlint:".count)
        let list = afterPrefix.range(of: " -- ").map { afterPrefix[..<$0.lowerBound] } ?? afterPrefix
        // In a CRLF file the comment ends with `\r`: a separator, not part of the last id.
        let isSeparator: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "," || $0 == "\r" }
        let words = list.split(whereSeparator: isSeparator).map(String.init)
        let commands = Command.allCases.map(\.rawValue).joined(separator: ", ")
        guard let first = words.first, let command = Command(rawValue: first) else {
            return .malformed("`\(text)` is not a viewlint directive; write viewlint: followed by one of \(commands), then the rule ids or all")
        }
        guard words.count > 1 else {
            return .malformed("`\(text)` names no rule; add the rule ids (see `viewlint rules`) or all")
        }
        // The ids run from after the command to the end of the last id (indices of `text`).
        let ids = list.drop(while: isSeparator).dropFirst(first.count).drop(while: isSeparator)
        let idsEnd = ids.lastIndex { !isSeparator($0) }.map { ids.index(after: $0) } ?? ids.startIndex
        let offset = { (index: String.Index) in span.startByte + text.utf8.distance(from: text.startIndex, to: index) }
        let comment = span.startByte..<(text.hasSuffix("\r") ? span.endByte - 1 : span.endByte)
        let removal = Deletion.wholeLines(comment, in: source.bytes) ?? Deletion.withBlanksBefore(comment, in: source.bytes)
        return .directive(SuppressionDirective(
            command: command, rules: Array(words.dropFirst()), span: span,
            rulesSpan: source.span(offset(ids.startIndex)..<offset(idsEnd)), removalSpan: source.span(removal)))
    }
}
