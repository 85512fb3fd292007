import ArgumentParser
import Foundation
import ViewLintLanguageServer

struct LSPCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lsp",
        abstract: "Run a Language Server Protocol server on standard input and output (for editors).",
        discussion: "Diagnostics as you type, quick fixes, \"disable for this line\" and source.fixAll.viewlint. Logs go to standard error.")

    func run() throws {
        let code = LanguageServer().run()
        if code != 0 { throw ExitCode(code) }
    }
}
