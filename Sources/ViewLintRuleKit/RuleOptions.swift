/// A setting a rule accepts in `.viewlint.yml` under `rules: <id>:`, beside `severity`.
///
/// Rules declare their options so that the configuration can be checked generically: an
/// option a rule does not declare, or a value of the wrong type, is a configuration error
/// with a line number, before any file is linted.
public struct RuleOption: Sendable {
    public enum Kind: String, Sendable {
        case string
        case stringList = "list of strings"
        case bool = "boolean"
        case int = "integer"
    }

    /// The key in the configuration, snake_case like the other keys (`descriptive_names`).
    public let name: String
    public let kind: Kind
    /// One line for documentation and error messages.
    public let summary: String

    public init(_ name: String, _ kind: Kind, summary: String) {
        self.name = name
        self.kind = kind
        self.summary = summary
    }
}

/// A validated option value.
public enum RuleOptionValue: Sendable, Equatable {
    case string(String)
    case stringList([String])
    case bool(Bool)
    case int(Int)
}

/// The options configured for one rule, handed to `Rule.init(options:)`. Values have already
/// been checked against the rule's declared `options`, so a rule only reads them.
public struct RuleOptions: Sendable, Equatable {
    public var values: [String: RuleOptionValue]

    public init(_ values: [String: RuleOptionValue] = [:]) { self.values = values }

    public static let none = RuleOptions()

    public func string(_ name: String) -> String? {
        if case .string(let value)? = values[name] { return value }
        return nil
    }

    public func stringList(_ name: String) -> [String]? {
        if case .stringList(let value)? = values[name] { return value }
        return nil
    }

    public func bool(_ name: String) -> Bool? {
        if case .bool(let value)? = values[name] { return value }
        return nil
    }

    public func int(_ name: String) -> Int? {
        if case .int(let value)? = values[name] { return value }
        return nil
    }
}
