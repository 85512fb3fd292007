import ArgumentParser
import ViewLintFormatters

/// `viewlint`: the root command. `lint` is the default, so `viewlint Sources` lints Sources.
struct ViewlintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "viewlint",
        abstract: "Finds SwiftUI view identity and lifetime mistakes: type erasure, split identities, unstable and duplicate ids.",
        version: ToolInfo.version,
        subcommands: [LintCommand.self, RulesCommand.self, ExplainCommand.self, InstallHookCommand.self],
        defaultSubcommand: LintCommand.self
    )
}
