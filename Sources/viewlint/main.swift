import ArgumentParser
import Foundation

// Exit codes (PRODUCT.md): 0 clean, 1 diagnostics that fail, 2 usage error, unreadable path,
// bad configuration or internal failure. ArgumentParser's own usage errors are mapped to 2,
// with a one-line message on stderr.
do {
    var command = try ViewlintCommand.parseAsRoot()
    try command.run()
} catch let exit as ExitCode {
    Foundation.exit(exit.rawValue)
} catch {
    let code = ViewlintCommand.exitCode(for: error)
    if code == .success {
        // --help and --version.
        print(ViewlintCommand.fullMessage(for: error))
        Foundation.exit(0)
    }
    let message = ViewlintCommand.message(for: error).split(separator: "\n").first.map(String.init) ?? "\(error)"
    Console.error("viewlint: \(message)")
    Foundation.exit(2)
}
