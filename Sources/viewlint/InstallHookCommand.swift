import ArgumentParser
import Foundation
import ViewLintSources

struct InstallHookCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "install-hook",
        abstract: "Install a git pre-commit hook that lints the staged content of each Swift file.")

    @Flag(help: "Replace an existing pre-commit hook that viewlint did not write.")
    var force = false

    func run() throws {
        let hooks: String
        do {
            hooks = try Self.git(["rev-parse", "--git-path", "hooks"])
        } catch {
            Console.error("viewlint: install-hook must run inside a git repository (\(error))")
            throw ExitCode(2)
        }
        let hook = hooks + "/pre-commit"
        if let existing = FileManager.default.contents(atPath: hook), !force,
           !String(decoding: existing, as: UTF8.self).contains(PreCommitHook.marker) {
            Console.error("viewlint: \(hook) exists and was not written by viewlint; pass --force to replace it, or call `viewlint lint` from it")
            throw ExitCode(2)
        }
        do {
            try FileManager.default.createDirectory(atPath: hooks, withIntermediateDirectories: true)
            let script = PreCommitHook.script(fallbackBinary: Self.ownExecutable())
            try AtomicFile.write(Array(script.utf8), to: hook, permissions: 0o755)
        } catch let error as AtomicFile.WriteError {
            Console.error("viewlint: \(error.description)")
            throw ExitCode(2)
        }
        Console.error("viewlint: installed the pre-commit hook at \(hook)")
    }

    /// The absolute path of this binary, for the hook to fall back on.
    private static func ownExecutable() -> String {
        let url = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
        return url.resolvingSymlinksInPath().path
    }

    struct GitError: Error, CustomStringConvertible { let description: String }

    /// Runs git in the current folder and returns its first line of output.
    private static func git(_ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw GitError(description: "git \(arguments.joined(separator: " ")) failed") }
        return String(decoding: data, as: UTF8.self).split(separator: "\n").first.map(String.init) ?? ""
    }
}
