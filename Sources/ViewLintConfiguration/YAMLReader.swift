import Yams
import ViewLintRuleKit

/// Typed, line-numbered access to a composed YAML tree: every accessor either returns the
/// shape asked for or throws a `ConfigurationError` naming the line of the offending node.
struct YAMLReader {
    let file: String

    func compose(_ text: String) throws(ConfigurationError) -> Yams.Node? {
        do {
            return try Yams.compose(yaml: text)
        } catch let error as YamlError {
            throw Self.syntaxError(error, file: file)
        } catch {
            throw ConfigurationError(file: file, line: 1, message: "invalid YAML: \(error)")
        }
    }

    private static func syntaxError(_ error: YamlError, file: String) -> ConfigurationError {
        switch error {
        case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _), .composer(_, let problem, let mark, _):
            return ConfigurationError(file: file, line: mark.line, message: "invalid YAML: \(problem)")
        case .reader(let problem, _, _, _):
            return ConfigurationError(file: file, line: 1, message: "invalid YAML: \(problem)")
        default:
            return ConfigurationError(file: file, line: 1, message: "invalid YAML: \(error)")
        }
    }

    func error(_ node: Yams.Node, _ message: String) -> ConfigurationError {
        ConfigurationError(file: file, line: node.mark?.line ?? 1, message: message)
    }

    private static func isNull(_ node: Yams.Node) -> Bool {
        guard let scalar = node.scalar else { return false }
        return scalar.style == .plain && node.null != nil
    }

    /// One entry of a mapping: the key's text, the key's node (for messages about the key)
    /// and the value.
    struct Entry {
        var key: String
        var keyNode: Yams.Node
        var value: Yams.Node
    }

    /// Entries in order; `key:` with nothing after it counts as empty. Keys must be strings
    /// and appear once.
    func mapping(_ node: Yams.Node, what: String) throws(ConfigurationError) -> [Entry] {
        if Self.isNull(node) { return [] }
        guard let mapping = node.mapping else { throw error(node, "\(what) must be a mapping of keys to values") }
        var seen = Set<String>()
        var entries: [Entry] = []
        for (key, value) in mapping {
            guard let name = key.scalar?.string else { throw error(key, "keys in \(what) must be plain names") }
            guard seen.insert(name).inserted else { throw error(key, "'\(name)' appears twice in \(what)") }
            entries.append(Entry(key: name, keyNode: key, value: value))
        }
        return entries
    }

    /// A scalar as text (numbers and booleans too: rule ids and names are compared as text).
    func scalar(_ node: Yams.Node, what: String) throws(ConfigurationError) -> String {
        guard let scalar = node.scalar, !Self.isNull(node) else { throw error(node, "\(what) must be a single value") }
        return scalar.string
    }

    /// `true` or `false`, unquoted (a quoted "false" is text, not a switch).
    func bool(_ node: Yams.Node, what: String) throws(ConfigurationError) -> Bool {
        guard node.scalar?.style == .plain, let value = node.bool else { throw error(node, "\(what) must be true or false") }
        return value
    }

    /// A list of strings, each with its node for messages; a single string is not a list.
    func strings(_ node: Yams.Node, what: String) throws(ConfigurationError) -> [(String, Yams.Node)] {
        if Self.isNull(node) { return [] }
        guard let sequence = node.sequence else { throw error(node, "\(what) must be a list, e.g. [a, b]") }
        return try sequence.map { element throws(ConfigurationError) in
            (try scalar(element, what: "each entry of \(what)"), element)
        }
    }

    func optionValue(_ node: Yams.Node, _ option: RuleOption, rule: String) throws(ConfigurationError) -> RuleOptionValue {
        let what = "\(option.name) of \(rule)"
        switch option.kind {
        case .string: return .string(try scalar(node, what: what))
        case .stringList: return .stringList(try strings(node, what: what).map(\.0))
        case .bool: return .bool(try bool(node, what: what))
        case .int:
            guard node.scalar?.style == .plain, let value = node.int else { throw error(node, "\(what) must be an integer") }
            return .int(value)
        }
    }
}
