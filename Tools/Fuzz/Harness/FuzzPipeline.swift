import Foundation
import ViewLintDiagnostics
import ViewLintEngine
import ViewLintFixer
import ViewLintFormatters
import ViewLintRuleKit
import ViewLintRules
import ViewLintSources
import ViewLintSyntax

/// The per-file pipeline of `viewlint lint`, run on one input with every rule enabled:
/// lint, render every output format, apply every fix (safe and unsafe) until stable, lint the
/// result again, and check what the tests state for every file. Built once and reused for
/// every input (`make fuzz`, and the regression tests of what fuzzing found).
public final class FuzzPipeline {
    /// The file name every input is linted under.
    public static let path = "Fuzz.swift"

    let linter: Linter
    let fixSession: FixSession
    let formatters: [(OutputFormat, any ReportFormatter)]
    let parser = SyntaxParser()

    public init() {
        let rules = RuleSet(enabled: Set(RuleRegistry.rules.map(\.id)))
        // One worker: the fuzzer runs the pipeline on its own thread, input after input.
        linter = Linter(rules: rules, workers: 1)
        fixSession = FixSession(linter: linter, includesUnsafe: true)
        // SARIF's rule list with ids only: the descriptions are the same for every input, and
        // rendering them would be most of the work of each run.
        let summaries = RuleRegistry.rules.map {
            RuleSummary(id: $0.id, severity: $0.type.defaultSeverity, summary: "", enabled: true,
                        enabledByDefault: $0.isEnabledByDefault, defaultSeverity: $0.type.defaultSeverity)
        }
        formatters = OutputFormat.allCases.map { ($0, $0.formatter(rules: summaries)) }
    }


    /// What one run did, for the replay summary.
    public struct Outcome {
        public var skipped: String?
        public var diagnostics = 0
        public var fixedBytes: [UInt8]?
    }

    /// Runs the pipeline on `bytes`; throws the first broken promise.
    /// Input that is not valid UTF-8 is also run once decoded leniently, so that the mutations
    /// the fuzzer makes to bytes still reach the parser and the rules.
    @discardableResult
    public func run(_ bytes: [UInt8]) throws -> Outcome {
        if case .failure(let error) = linter.loader.validate(bytes) {
            let report = linter.lint([LintInput(path: Self.path, content: .bytes(bytes))])
            try FuzzViolation.expect(report.filesLinted == 0 && report.skippedFiles.count == 1, "invalid input (\(error)) is skipped, not linted")
            try renderAll(report)
            let repaired = Array(String(decoding: bytes.lazy.map { $0 == 0 ? 0x20 : $0 }, as: UTF8.self).utf8)
            guard repaired.count <= linter.loader.maximumFileSize else { return Outcome(skipped: error.description) }
            var outcome = try runValid(repaired)
            outcome.skipped = error.description
            return outcome
        }
        return try runValid(bytes)
    }

    private func runValid(_ bytes: [UInt8]) throws -> Outcome {
        let input = LintInput(path: Self.path, content: .bytes(bytes))
        let session = fixSession.run([input])
        let initial = session.initialDiagnostics
        try FuzzViolation.expect(session.report.skippedFiles.isEmpty, "a valid file is linted, not skipped: \(session.report.skippedFiles)")
        try checkInside(initial, bytes, "the first lint")
        try renderAll(LintReport(diagnostics: initial, filesLinted: 1, filesWithParseErrors: 0, skippedFiles: [], elapsedSeconds: 0))

        guard let change = session.changes.first else {
            return Outcome(diagnostics: initial.count)
        }
        try FuzzViolation.expect(session.changes.count == 1 && change.path == Self.path && change.original == bytes, "the session changes the one file it was given")
        let fixed = change.fixed
        try FuzzViolation.expect(fixed != bytes, "a change changes the bytes")
        // The fixed file: its report is inside it, it parses no worse, and fixing again changes nothing.
        try checkInside(session.report.diagnostics, fixed, "the lint after fixing")
        // The files are parsed again only when the lint after fixing saw damage to compare.
        if session.report.filesWithParseErrors > 0 {
            let (before, after) = (damage(bytes), damage(fixed))
            try FuzzViolation.expect(after <= before, "fixes add parse errors: \(before) ERROR/MISSING nodes before, \(after) after")
        }
        // A converged session's last pass linted the fixed file and applied nothing: that pass
        // is the second fix pass that must change nothing.
        if !session.converged {
            let again = fixSession.run([LintInput(path: Self.path, content: .bytes(fixed))])
            throw FuzzViolation("fixing never settles: a second fix pass still changes the fixed file:\n"
                + UnifiedDiff.render(path: Self.path, old: fixed, new: again.changes.first?.fixed ?? fixed))
        }
        return Outcome(diagnostics: initial.count, fixedBytes: fixed)
    }

    /// Every span and edit inside the file, with consistent lines and columns, and every fix applicable.
    private func checkInside(_ diagnostics: [Diagnostic], _ bytes: [UInt8], _ stage: String) throws {
        let lineCount = bytes.count { $0 == UInt8(ascii: "\n") } + 1
        for diagnostic in diagnostics {
            let where_ = "\(stage): \(diagnostic.ruleID) at \(diagnostic.span)"
            try FuzzViolation.expect(diagnostic.path == Self.path, "\(where_) names another file")
            try checkSpan(diagnostic.span, bytes.count, lineCount, where_)
            guard let fix = diagnostic.fix else { continue }
            try FuzzViolation.expect(!fix.edits.isEmpty, "\(where_): a fix without edits")
            for edit in fix.edits { try checkSpan(edit.span, bytes.count, lineCount, "\(where_), edit \(edit.span)") }
            try FuzzViolation.expect(fix.apply(to: bytes) != nil, "\(where_): the fix's edits overlap")
        }
    }

    private func checkSpan(_ span: SourceSpan, _ byteCount: Int, _ lineCount: Int, _ where_: String) throws {
        try FuzzViolation.expect(0 <= span.startByte && span.startByte <= span.endByte && span.endByte <= byteCount, "\(where_) lies outside the file (\(byteCount) bytes)")
        try FuzzViolation.expect(1 <= span.line && span.line <= span.endLine && span.endLine <= lineCount, "\(where_): lines outside the file (\(lineCount) lines)")
        try FuzzViolation.expect(span.column >= 1 && span.endColumn >= 1, "\(where_): a column below 1")
    }

    /// Every output format renders the report; JSON and SARIF are valid JSON.
    private func renderAll(_ report: LintReport) throws {
        for (format, formatter) in formatters {
            let output = formatter.format(report)
            if format == .json || format == .sarif, (try? JSONSerialization.jsonObject(with: Data(output.utf8))) == nil {
                throw FuzzViolation("the \(format.rawValue) output is not valid JSON:\n\(output)")
            }
        }
    }

    private func damage(_ bytes: [UInt8]) -> Int {
        parser.parse(SourceText(bytes: bytes)).map { SyntaxDamage($0).count } ?? Int.max
    }

}
