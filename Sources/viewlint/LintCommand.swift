import ArgumentParser
import Foundation
import ViewLintDiagnostics
import ViewLintEngine
import ViewLintFormatters
import ViewLintSources

struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Lint Swift files and folders (default: the current directory)."
    )

    @Argument(help: "Files or folders to lint. Folders are searched recursively for *.swift.")
    var paths: [String] = []

    @Option(help: "Output format: text or json.")
    var format: OutputFormat = .text

    @Flag(help: "Fail on warnings too.")
    var strict = false

    @Option(name: .customLong("stdin-path"), help: "Read one file's source from standard input and report it as PATH.")
    var stdinPath: String?

    func validate() throws {
        if stdinPath != nil, !paths.isEmpty {
            throw ValidationError("--stdin-path reads one file from standard input; do not pass paths as well")
        }
    }

    func run() throws {
        var inputs: [LintInput] = []
        var unreadable: [SkippedFile] = []
        if let stdinPath {
            let bytes = FileHandle.standardInput.readDataToEndOfFile()
            inputs = [LintInput(path: stdinPath, content: .bytes(Array(bytes)))]
        } else {
            let discovered = SourceDiscovery().discover(paths.isEmpty ? ["."] : paths)
            inputs = discovered.files.map { .file($0.displayPath) }
            unreadable = discovered.unreadablePaths
        }

        let report = Linter().lint(inputs)
        print(format.formatter.format(report), terminator: "")

        for problem in unreadable + report.skippedFiles {
            Console.error("\(problem.path): \(problem.reason)")
        }
        if inputs.isEmpty && unreadable.isEmpty {
            Console.error("viewlint: no Swift files found in \(paths.isEmpty ? "." : paths.joined(separator: ", "))")
        }
        Console.error(TextFormatter.summary(report))

        if !unreadable.isEmpty || (!inputs.isEmpty && report.filesLinted == 0) {
            throw ExitCode(2)
        }
        let failing = report.errorCount + (strict ? report.warningCount : 0)
        if failing > 0 { throw ExitCode(1) }
    }
}

extension OutputFormat: ExpressibleByArgument {}
