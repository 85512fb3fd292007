import Foundation
import Testing
import ViewLintFormatters
import ViewLintDiagnostics

/// `--format sarif` (validated against the official SARIF 2.1.0 schema with Python's
/// jsonschema) and `--format github` (workflow commands).
@Suite("SARIF and GitHub output")
struct CIFormatTests {
    /// The OASIS schema, kept in the shared folder beside the repository.
    static let schema = CLI.repositoryRoot.deletingLastPathComponent().appendingPathComponent("shared/data/sarif-schema-2.1.0.json")

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
        let venvPython = CLI.repositoryRoot.appendingPathComponent(".tools/venv/bin/python").path
        let python = FileManager.default.isExecutableFile(atPath: venvPython) ? venvPython : "python3"
        let result = try CLI.run([python, "-c", script, Self.schema.path, file.path], executable: URL(fileURLWithPath: "/usr/bin/env"))
        return result.exitCode == 0 ? nil : result.stdout + result.stderr
    }

    @Test func sarifOfTheExamplesIsValid() throws {
        try #require(FileManager.default.fileExists(atPath: Self.schema.path), "the SARIF schema is expected at \(Self.schema.path)")
        let result = try CLI.run(["lint", "Examples", "--format", "sarif"])
        #expect(try schemaViolations(result.stdout) == nil)

        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(object["version"] as? String == "2.1.0")
        let run = try #require((object["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "viewlint")
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.map { $0["id"] as? String } == ["any-view", "unused-suppression"])
        for rule in rules {
            for key in ["shortDescription", "fullDescription", "help", "defaultConfiguration"] {
                #expect(rule[key] != nil, "rule \(rule["id"] ?? "?") lacks \(key)")
            }
        }
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == 8)
        let first = try #require(results.first)
        #expect(first["ruleId"] as? String == "any-view")
        #expect(first["ruleIndex"] as? Int == 0)
        #expect(first["level"] as? String == "warning")
        let location = try #require((first["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        #expect((location["artifactLocation"] as? [String: Any])?["uri"] as? String == "Examples/PetStore/Erasure.swift")
        let region = try #require(location["region"] as? [String: Int])
        #expect(region == ["startLine": 5, "startColumn": 10, "endLine": 5, "endColumn": 24])
    }

    /// Fixes, odd paths and an error level, which the Examples do not have.
    @Test func sarifWithFixesAndAbsoluteAndSpacedPathsIsValid() throws {
        try #require(FileManager.default.fileExists(atPath: Self.schema.path), "the SARIF schema is expected at \(Self.schema.path)")
        let span = SourceSpan(startByte: 10, endByte: 20, line: 2, column: 3, endLine: 2, endColumn: 13)
        let fix = Fix(message: "Use \\.id", edits: [TextEdit(span: span, replacement: "\\.id")])
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

    @Test func githubWorkflowCommands() throws {
        let result = try CLI.run(["lint", "Examples", "--format", "github"])
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.count == 8)
        #expect(lines.first?.hasPrefix("::warning file=Examples/PetStore/Erasure.swift,line=5,col=10,endLine=5,endColumn=24,title=any-view::") == true)
        #expect(lines.allSatisfy { $0.hasPrefix("::warning file=") })
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
