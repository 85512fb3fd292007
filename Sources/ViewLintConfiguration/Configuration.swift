import ViewLintRuleKit
import ViewLintSources

/// The settings of one `.viewlint.yml`, validated: which rules run, at what severity, with
/// which options, and which files are linted.
public struct Configuration: Sendable {
    public static let fileName = ".viewlint.yml"

    /// The file it was read from; nil for the defaults (no configuration file).
    public var file: String?
    /// The absolute folder that `included` and `excluded` globs are relative to.
    public var directory: String
    public var disabledRules: Set<String> = []
    /// Opt-in rules (off by default) that this configuration turns on.
    public var optInRules: Set<String> = []
    public var severities: [String: Severity] = [:]
    public var options: [String: RuleOptions] = [:]
    /// Rules whose fixes are dropped (`fix: false`): `--fix` leaves their findings alone and
    /// no output offers their edits.
    public var unfixableRules: Set<String> = []
    public var excluded: [Glob] = []
    /// When not empty, only files matching one of these globs are linted.
    public var included: [Glob] = []
    /// The baseline file (absolute) whose diagnostics are not reported for the files this
    /// configuration governs, unless `--baseline` names another.
    public var baseline: String?

    public init(file: String? = nil, directory: String) {
        self.file = file
        self.directory = directory
    }

    /// Whether a rule runs: not disabled, and on by default or opted in.
    public func isEnabled(_ ruleID: String, byDefault: Bool = true) -> Bool {
        !disabledRules.contains(ruleID) && (byDefault || optInRules.contains(ruleID))
    }

    /// Whether a registered rule runs under this configuration.
    public func isEnabled(_ rule: RegisteredRule) -> Bool { isEnabled(rule.id, byDefault: rule.isEnabledByDefault) }

    /// Whether a file is linted under this configuration. `absolutePath` must be normalised
    /// like `directory` (see `FilePaths.absolute`).
    public func lints(absolutePath: String) -> Bool {
        guard !included.isEmpty || !excluded.isEmpty else { return true }
        let relative = FilePaths.relative(absolutePath, to: directory)
        if !included.isEmpty, !included.contains(where: { $0.matches(relative) }) { return false }
        return !excluded.contains { $0.matches(relative) }
    }
}
