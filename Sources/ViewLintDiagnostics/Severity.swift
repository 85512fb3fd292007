/// How much a diagnostic matters: errors fail the run, warnings fail it only under `--strict`.
public enum Severity: String, Sendable, Codable, Comparable, CaseIterable {
    case warning
    case error

    public static func < (a: Severity, b: Severity) -> Bool { a == .warning && b == .error }
}
