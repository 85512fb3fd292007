import ArgumentParser
import Foundation
import ViewLintBaseline
import ViewLintConfiguration
import ViewLintDiagnostics
import ViewLintEngine
import ViewLintFixer
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

    @Flag(help: ArgumentHelp(
        "Apply safe fixes in place, then report the diagnostics that remain.",
        discussion: "Only files whose content changes are written, keeping their permissions, line endings and BOM. Baselined and suppressed diagnostics are never fixed. The exit status is that of the diagnostics that remain (2 when a file cannot be written). With --stdin-path, prints the fixed source instead."))
    var fix = false

    @Flag(name: .customLong("unsafe-fixes"), help: "With --fix or --diff: apply unsafe fixes too (they may change behaviour or need a follow-up edit).")
    var unsafeFixes = false

    @Flag(help: ArgumentHelp(
        "Print a unified diff of what --fix would change, and write nothing.",
        discussion: "Paths are relative to the current folder, after a/ and b/: apply it there with `patch -p1` or `git apply`. Exits 1 when there is something to fix, else 0."))
    var diff = false

    @Option(name: .customLong("cache-path"), help: ArgumentHelp(
        "Keep the cache in DIR instead of the user's cache folder.",
        discussion: "By default $XDG_CACHE_HOME/viewlint or ~/.cache/viewlint (Linux), ~/Library/Caches/viewlint (macOS): one file per project root and configuration. A file whose bytes and rules did not change is not parsed again; cross-file checks always run again.",
        valueName: "DIR"))
    var cachePath: String?

    @Flag(name: .customLong("no-cache"), help: "Parse every file, and neither read nor write the cache.")
    var noCache = false

    func validate() throws {
        if stdinPath != nil, !paths.isEmpty {
            throw ValidationError("--stdin-path reads one file from standard input; do not pass paths as well")
        }
        if noCache, cachePath != nil {
            throw ValidationError("--no-cache turns the cache off; --cache-path says where to keep it: pass one of them")
        }
        if unsafeFixes, !fix, !diff {
            throw ValidationError("--unsafe-fixes needs --fix (to apply them) or --diff (to show them)")
        }
        if fix || diff, writeBaseline != nil {
            throw ValidationError("--write-baseline records diagnostics as they are; fix first, then write the baseline in a second run")
        }
    }

    func run() throws {
        let stdin = stdinPath.map { ($0, Array(FileHandle.standardInput.readDataToEndOfFile())) }
        let plan: LintPlan
        let baselineFilter: BaselineFilter?
        let configuredFilters: [(BaselineFilter, Set<String>)]
        do {
            plan = try LintPlan(paths: paths, stdin: stdin, configFile: config)
            baselineFilter = try baseline.map { path throws(Baseline.FileError) in try BaselineFilter(path: path) }
            // Without --baseline, the baselines the configurations name, each for its files.
            configuredFilters = baseline != nil ? [] : try plan.configuredBaselines.sorted { $0.key < $1.key }.map { file, paths throws(Baseline.FileError) in
                (try BaselineFilter(path: file), paths)
            }
        } catch let error as ConfigurationError {
            Console.error(error.description)
            throw ExitCode(2)
        } catch {
            Console.error("viewlint: \(error)")
            throw ExitCode(2)
        }
        let inMemory = stdin.map { [$0.0: $0.1] } ?? [:]
        // The diagnostics the run reports: the baseline's are left out, here and on each fix pass.
        let reported = { (report: LintReport, fixed: [String: [UInt8]]) -> LintReport in
            var report = report
            let lines = FlaggedLines(inMemory: inMemory.merging(fixed) { _, new in new })
            baselineFilter?.apply(to: &report, lines: lines)
            for (filter, paths) in configuredFilters { filter.apply(to: &report, lines: lines, only: paths) }
            return report
        }

        var report: LintReport
        var fixing: FixOutcome?
        var recorded: String?
        var cacheProblem: String?
        if fix || diff {
            let outcome = FixSession(linter: Linter(), includesUnsafe: unsafeFixes, reported: reported).run(plan.inputs)
            report = outcome.report
            fixing = outcome
        } else {
            let cache = openCache()
            let linted = Linter(cache: cache).lint(plan.inputs)
            do {
                try cache?.save()
            } catch {
                cacheProblem = "viewlint: the cache was not saved: \(error.description)"
            }
            if let writeBaseline { recorded = try record(linted, in: writeBaseline, lines: FlaggedLines(inMemory: inMemory)) }
            report = reported(linted, [:])
        }

        var failedWrites = false
        if let outcome = fixing {
            let delivered = deliver(outcome, stdin: stdin?.1)
            (fixing, failedWrites, report) = (delivered.0, delivered.failed, delivered.0.report)
        } else {
            print(format.formatter(rules: RuleCatalogue.summaries()).format(report), terminator: "")
        }
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
        if let recorded { Console.error(recorded) }
        if let cacheProblem { Console.error(cacheProblem) }
        if let baselineFilter { Console.error(baselineFilter.note) }
        for (filter, _) in configuredFilters { Console.error(filter.note) }
        if let fixing {
            for line in FixSummary.afterFixing(fixing, report: report, includesUnsafe: unsafeFixes, dryRun: diff) { Console.error(line) }
        }
        Console.error(TextFormatter.summary(report))
        if fixing == nil, let fixable = FixSummary.fixable(report) { Console.error(fixable) }

        if failedWrites || !plan.unreadable.isEmpty || (!plan.inputs.isEmpty && report.filesLinted == 0) {
            throw ExitCode(2)
        }
        if diff {
            if fixing?.changes.isEmpty == false { throw ExitCode(1) }
            return
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

    /// `--write-baseline`: records every diagnostic of the run; returns the line for stderr.
    private func record(_ report: LintReport, in path: String, lines: FlaggedLines) throws -> String {
        do throws(Baseline.FileError) {
            try Baseline(recording: report.diagnostics, lines: lines, baselineFile: path).write(to: path)
        } catch {
            Console.error("viewlint: \(error.description)")
            throw ExitCode(2)
        }
        return "viewlint: recorded \(report.diagnostics.count) diagnostics in \(path)"
    }
}

extension OutputFormat: ExpressibleByArgument {}
