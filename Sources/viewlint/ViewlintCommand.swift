import ArgumentParser
import CTreeSitterSwift
import ViewLintFormatters

/// `viewlint`: the root command. `lint` is the default, so `viewlint Sources` lints Sources.
struct ViewlintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "viewlint",
        abstract: "Finds SwiftUI view identity and lifetime mistakes: type erasure, split identities, unstable and duplicate ids.",
        version: versionLine,
        subcommands: [LintCommand.self, RulesCommand.self, ExplainCommand.self, InstallHookCommand.self, LSPCommand.self],
        defaultSubcommand: LintCommand.self
    )
}

/// `viewlint --version`: viewlint's version, then the tree-sitter runtime and Swift grammar it
/// parses with, pinned in scripts/setup-tree-sitter.sh (which writes them into the grammar's
/// generated header).
let versionLine = "\(ToolInfo.version) (tree-sitter \(VIEWLINT_TREE_SITTER_VERSION), tree-sitter-swift \(VIEWLINT_TREE_SITTER_SWIFT_VERSION))"
