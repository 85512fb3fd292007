import Foundation
import Testing

/// The CLI's output on the bundled Examples/, compared with checked-in golden files.
/// Set VIEWLINT_UPDATE_GOLDEN=1 to rewrite them after an intended change, then review the diff.
@Suite("CLI golden output")
struct CLIGoldenTests {
    static let goldenDirectory = CLI.repositoryRoot.appendingPathComponent("Tests/ViewLintTests/Golden")

    private func compare(_ actual: String, golden name: String) throws {
        let file = Self.goldenDirectory.appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["VIEWLINT_UPDATE_GOLDEN"] == "1" {
            try actual.write(to: file, atomically: true, encoding: .utf8)
        }
        let expected = try String(contentsOf: file, encoding: .utf8)
        #expect(actual == expected, "output differs from Golden/\(name); rerun with VIEWLINT_UPDATE_GOLDEN=1 if intended")
    }

    @Test func textFormat() throws {
        let result = try CLI.run(["lint", "Examples"])
        try compare(result.stdout, golden: "examples.txt")
        let swiftFiles = FileManager.default.enumerator(atPath: CLI.repositoryRoot.appendingPathComponent("Examples").path)?
            .compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.count ?? 0
        #expect(result.stderr.hasPrefix("viewlint: \(swiftFiles) files, "), "summary line: \(result.stderr)")
    }

    @Test func jsonFormat() throws {
        let result = try CLI.run(["lint", "Examples", "--format", "json"])
        try compare(result.stdout, golden: "examples.json")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(object["version"] as? Int == 1)
        let summary = try #require(object["summary"] as? [String: Int])
        let diagnostics = try #require(object["diagnostics"] as? [[String: Any]])
        #expect(summary["warnings", default: 0] + summary["errors", default: 0] == diagnostics.count)
        for diagnostic in diagnostics {
            for key in ["file", "line", "column", "endLine", "endColumn", "severity", "rule", "message"] {
                #expect(diagnostic[key] != nil, "diagnostic lacks \(key)")
            }
        }
    }

    @Test func lintIsTheDefaultSubcommand() throws {
        let explicit = try CLI.run(["lint", "Examples"])
        let implicit = try CLI.run(["Examples"])
        #expect(explicit.stdout == implicit.stdout)
        #expect(explicit.exitCode == implicit.exitCode)
    }

    @Test func rulesCatalogue() throws {
        let text = try CLI.run(["rules"])
        #expect(text.exitCode == 0)
        #expect(text.stdout.contains("any-view"))
        let json = try CLI.run(["rules", "--format", "json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let rules = try #require(object["rules"] as? [[String: Any]])
        #expect(rules.contains { $0["id"] as? String == "any-view" && $0["severity"] as? String == "warning" && $0["enabled"] as? Bool == true })
    }

    @Test func explainPrintsTheEmbeddedDocumentation() throws {
        let result = try CLI.run(["explain", "any-view"])
        #expect(result.exitCode == 0)
        #expect(result.stdout.contains("## Why it matters"))
        let unknown = try CLI.run(["explain", "no-such-rule"])
        #expect(unknown.exitCode == 2)
        #expect(unknown.stderr.contains("unknown rule 'no-such-rule'"))
    }

    /// The binary embeds rules and docs: copied elsewhere and run from elsewhere it still works.
    @Test func binaryRunsAloneWhenCopied() throws {
        let directory = try TemporaryDirectory()
        let copy = directory.url.appendingPathComponent("viewlint")
        try FileManager.default.copyItem(at: CLI.binary, to: copy)
        try directory.write("View.swift", "import SwiftUI\n@ViewBuilder var v: some View { AnyView(Text(\"x\")) }\n")
        let lint = try CLI.run(["lint", "View.swift"], in: directory.url, executable: copy)
        #expect(lint.stdout == "View.swift:2:33: warning: \(lint.stdout.components(separatedBy: "warning: ").last ?? "")")
        #expect(lint.stdout.hasSuffix("[any-view]\n"))
        let explain = try CLI.run(["explain", "any-view"], in: directory.url, executable: copy)
        #expect(explain.stdout.contains("# any-view"))
    }
}
