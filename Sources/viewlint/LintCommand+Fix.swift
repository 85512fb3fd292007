import Foundation
import ViewLintDiagnostics
import ViewLintFixer
import ViewLintFormatters
import ViewLintSources

extension LintCommand {
    /// Hands over what `--fix` or `--diff` produced: the diff, the fixed standard input, or
    /// the files written and the report of what remains. `stdin` is the source read for
    /// `--stdin-path`. Returns the outcome as it stands on disk (a file that could not be
    /// written keeps its diagnostics) and whether a write failed.
    func deliver(_ outcome: FixOutcome, stdin: [UInt8]?) -> (FixOutcome, failed: Bool) {
        for path in outcome.refusedFiles {
            Console.error("viewlint: \(path): fixes not applied: they would break the syntax")
        }
        if !outcome.converged {
            Console.error("viewlint: fixing stopped at its last pass while fixes still changed files (they may undo each other); the report shows what remains")
        }
        if diff {
            let here = FilePaths.absolute(".")
            for change in outcome.changes {
                let label = stdinPath == nil ? FilePaths.relative(FilePaths.absolute(change.path), to: here) : change.path
                print(UnifiedDiff.render(path: label, old: change.original, new: change.fixed), terminator: "")
            }
            return (outcome, false)
        }
        if let stdin {
            // Editors replace the buffer with this: the source, fixed or not, and nothing else.
            FileHandle.standardOutput.write(Data(outcome.changes.first?.fixed ?? stdin))
            return (outcome, false)
        }
        var unwritten: Set<String> = []
        for change in outcome.changes {
            do throws(FixedFileWriter.Refusal) {
                try FixedFileWriter.write(change)
            } catch {
                Console.error("viewlint: \(error.description)")
                unwritten.insert(change.path)
            }
        }
        let onDisk = outcome.keepingOnDisk(unwritten)
        print(format.formatter(rules: RuleCatalogue.summaries()).format(onDisk.report), terminator: "")
        return (onDisk, !unwritten.isEmpty)
    }
}

/// The stderr lines that say what fixing did, or, after a plain lint, what it could do.
enum FixSummary {
    /// After `--fix` or `--diff`: fixed and remaining counts, and the unsafe fixes left out.
    static func afterFixing(_ outcome: FixOutcome, report: LintReport, includesUnsafe: Bool, dryRun: Bool) -> [String] {
        let files = TextFormatter.counted(outcome.changes.count, "file")
        let fixed = TextFormatter.counted(outcome.fixedCount, "diagnostic")
        let remaining = report.diagnostics.count
        var lines = [dryRun
            ? "viewlint: --fix would fix \(fixed) in \(files); \(remaining) would remain"
            : "viewlint: fixed \(fixed) in \(files); \(remaining) \(remaining == 1 ? "remains" : "remain")"]
        let unsafe = report.diagnostics.count { $0.fix?.applicability == .unsafe }
        if !includesUnsafe, unsafe > 0 {
            lines.append("viewlint: \(unsafe) more \(unsafe == 1 ? "fix is" : "fixes are") available with --unsafe-fixes")
        }
        return lines
    }

    /// After a plain lint, as other linters do: how many diagnostics `--fix` would fix.
    static func fixable(_ report: LintReport) -> String? {
        let safe = report.diagnostics.count { $0.fix?.applicability == .safe }
        let unsafe = report.diagnostics.count { $0.fix?.applicability == .unsafe }
        if safe > 0 { return "viewlint: \(TextFormatter.counted(safe, "diagnostic")) fixable with --fix" + (unsafe > 0 ? " (\(unsafe) more with --unsafe-fixes)" : "") }
        return unsafe > 0 ? "viewlint: \(TextFormatter.counted(unsafe, "diagnostic")) fixable with --fix --unsafe-fixes" : nil
    }
}
