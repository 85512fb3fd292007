import ArgumentParser
import Foundation
import ViewLintBaseline
import ViewLintConfiguration
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

    @Option(help: "Output format: text, json, sarif or github.")
    var format: OutputFormat = .text

    @Flag(help: "Fail on warnings too.")
    var strict = false

    @Option(name: .customLong("stdin-path"), help: "Read one file's source from standard input and report it as PATH.")
    var stdinPath: String?

    @Option(help: "Use this configuration file for every file instead of the nearest .viewlint.yml.")
    var config: String?

    @Option(help: "Report only diagnostics not recorded in this baseline file.")
    var baseline: String?

    @Option(name: .customLong("write-baseline"), help: "Record the diagnostics of this run in FILE (then report them and exit 0).")
    var writeBaseline: String?

    @Option(help: ArgumentHelp(
        "After a run that does not fail, write FILE (one comment line, valid Swift).",
        discussion: "For build systems: the build-tool plugin declares FILE as the command's output, so the lint re-runs only when a source or configuration changed.",
        valueName: "FILE"))
    var stamp: String?

    func validate() throws {
        if stdinPath != nil, !paths.isEmpty {
            throw ValidationError("--stdin-path reads one file from standard input; do not pass paths as well")
        }
    }

    func run() throws {
        let stdin = stdinPath.map { ($0, Array(FileHandle.standardInput.readDataToEndOfFile())) }
        let plan: LintPlan
        do {
            plan = try LintPlan(paths: paths, stdin: stdin, configFile: config)
        } catch {
            Console.error(error.description)
            throw ExitCode(2)
        }

        var report = Linter().lint(plan.inputs)
        let lines = FlaggedLines(inMemory: stdin.map { [$0.0: $0.1] } ?? [:])
        let baselined = try applyBaseline(to: &report, lines: lines)
        print(format.formatter(rules: RuleCatalogue.summaries()).format(report), terminator: "")
        // The report before the messages below when both go to one place (a build log).
        fflush(nil)

        for problem in plan.unreadable + report.skippedFiles {
            Console.error("\(problem.path): \(problem.reason)")
        }
        if !plan.specialFiles.isEmpty {
            let list = plan.specialFiles.map { "\($0.path) (\($0.reason))" }.joined(separator: ", ")
            Console.error("viewlint: skipped without reading \(plan.specialFiles.count == 1 ? "an entry that is" : "\(plan.specialFiles.count) entries that are") not a regular file: \(list)")
        }
        if plan.inputs.isEmpty && plan.unreadable.isEmpty {
            let searched = stdinPath ?? (paths.isEmpty ? "." : paths.joined(separator: ", "))
            Console.error(plan.excludedCount > 0
                ? "viewlint: every Swift file in \(searched) is excluded by the configuration"
                : "viewlint: no Swift files found in \(searched)")
        }
        if let baselined { Console.error(baselined) }
        Console.error(TextFormatter.summary(report))

        if !plan.unreadable.isEmpty || (!plan.inputs.isEmpty && report.filesLinted == 0) {
            throw ExitCode(2)
        }
        let failing = report.errorCount + (strict ? report.warningCount : 0)
        if failing > 0 && writeBaseline == nil { throw ExitCode(1) }
        if let stamp { try writeStamp(stamp) }
    }

    /// The same bytes every time, so that a build compiling the stamp has nothing new to compile.
    private func writeStamp(_ path: String) throws {
        do {
            try AtomicFile.write(Array("// Written by `viewlint lint --stamp` after a run that passed.\n".utf8), to: path)
        } catch {
            Console.error("viewlint: \(error.description)")
            throw ExitCode(2)
        }
    }

    /// Writes and/or applies the baseline; returns a line for stderr saying what it did.
    private func applyBaseline(to report: inout LintReport, lines: FlaggedLines) throws -> String? {
        var notes: [String] = []
        do throws(Baseline.FileError) {
            if let writeBaseline {
                try Baseline(recording: report.diagnostics, lines: lines, baselineFile: writeBaseline).write(to: writeBaseline)
                notes.append("viewlint: recorded \(report.diagnostics.count) diagnostics in \(writeBaseline)")
            }
            if let baseline {
                let known = try Baseline.read(from: baseline)
                let (new, fixed) = known.newDiagnostics(report.diagnostics, lines: lines, baselineFile: baseline)
                var note = "viewlint: \(report.diagnostics.count - new.count) diagnostics are in the baseline \(baseline)"
                if fixed > 0 { note += "; \(fixed) of its entries no longer occur (rewrite it with --write-baseline to drop them)" }
                notes.append(note)
                report.diagnostics = new
            }
        } catch {
            Console.error("viewlint: \(error.description)")
            throw ExitCode(2)
        }
        return notes.isEmpty ? nil : notes.joined(separator: "\n")
    }
}

extension OutputFormat: ExpressibleByArgument {}
