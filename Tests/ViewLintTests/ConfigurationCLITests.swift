import Foundation
import Testing

/// `.viewlint.yml` as the command line finds and applies it.
@Suite("Configuration on the command line")
struct ConfigurationCLITests {
    static let erasing = CLIBehaviourTests.erasing
    static let raiseToError = "rules:\n  any-view:\n    severity: error\n"

    @Test func nearestConfigurationWins() throws {
        let project = try TemporaryDirectory()
        try project.write(".viewlint.yml", Self.raiseToError)
        try project.write("App/Row.swift", Self.erasing)
        try project.write("Legacy/.viewlint.yml", "disabled_rules: [any-view]\n")
        try project.write("Legacy/Old.swift", Self.erasing)
        let result = try CLI.run(["lint", "."], in: project.url)
        #expect(result.stdout.split(separator: "\n").map { String($0.prefix(40)) } == ["./App/Row.swift:2:40: error: AnyView era"])
        #expect(result.exitCode == 1)
        // Found by walking up from the file, whatever the current folder.
        let fromInside = try CLI.run(["lint", "Row.swift"], in: project.url.appendingPathComponent("App"))
        #expect(fromInside.stdout.contains("Row.swift:2:40: error: "))
        let legacy = try CLI.run(["lint", "Old.swift"], in: project.url.appendingPathComponent("Legacy"))
        #expect(legacy.stdout.isEmpty)
        #expect(legacy.exitCode == 0)
    }

    @Test func explicitConfigurationReplacesDiscovery() throws {
        let project = try TemporaryDirectory()
        try project.write(".viewlint.yml", "disabled_rules: [any-view]\n")
        try project.write("ci/strict.yml", Self.raiseToError)
        try project.write("Row.swift", Self.erasing)
        #expect(try CLI.run(["lint", "Row.swift"], in: project.url).stdout.isEmpty)
        let strict = try CLI.run(["lint", "--config", "ci/strict.yml", "Row.swift"], in: project.url)
        #expect(strict.stdout.contains(": error: "))
        #expect(strict.exitCode == 1)
    }

    @Test func includedAndExcludedApplyToFoldersFilesAndStandardInput() throws {
        let project = try TemporaryDirectory()
        try project.write(".viewlint.yml", "included: [\"Sources/**\"]\nexcluded: [\"Sources/Generated/**\", \"**/*.generated.swift\"]\n")
        for path in ["Sources/App/Row.swift", "Sources/Generated/Api.swift", "Sources/App/Model.generated.swift", "Tests/RowTests.swift"] {
            try project.write(path, Self.erasing)
        }
        let folder = try CLI.run(["lint", "."], in: project.url)
        #expect(folder.stdout.split(separator: "\n").map { String($0.prefix { $0 != ":" }) } == ["./Sources/App/Row.swift"])
        // A pre-commit hook names files explicitly: exclusions still hold.
        let named = try CLI.run(["lint", "Sources/Generated/Api.swift", "Tests/RowTests.swift"], in: project.url)
        #expect(named.stdout.isEmpty)
        #expect(named.exitCode == 0)
        #expect(named.stderr.contains("excluded by the configuration"))
        let stdin = try CLI.run(["lint", "--stdin-path", "Sources/Generated/Api.swift"], stdin: Data(Self.erasing.utf8), in: project.url)
        #expect(stdin.stdout.isEmpty)
    }

    /// A rule option reaches the rule: `non-unique-id`'s `descriptive_names` replaces its list.
    @Test func ruleOptionsReachTheRule() throws {
        let project = try TemporaryDirectory()
        try project.write("List.swift", """
            import SwiftUI
            struct Post { let postID: Int; var slug: String; var name: String }
            struct Posts: View {
                var posts: [Post]
                var body: some View {
                    List { ForEach(posts, id: \\.slug) { Text($0.name) } }
                    List { ForEach(posts, id: \\.name) { Text($0.name) } }
                }
            }

            """)
        func flaggedLines() throws -> [String] {
            try CLI.run(["lint", "List.swift"], in: project.url).stdout.split(separator: "\n")
                .filter { $0.hasSuffix("[non-unique-id]") }.map { String($0.split(separator: ":")[1]) }
        }
        #expect(try flaggedLines() == ["7"], "default list: name, not slug")
        try project.write(".viewlint.yml", "rules:\n  non-unique-id:\n    descriptive_names: [slug, title]\n")
        #expect(try flaggedLines() == ["6"], "configured list replaces the default")
    }

    @Test func configurationErrorsExitTwoWithFileAndLine() throws {
        let project = try TemporaryDirectory()
        try project.write("Row.swift", Self.erasing)
        try project.write(".viewlint.yml", "rules:\n  any-view:\n    severity: error\n  any-veiw:\n    severity: error\n")
        let result = try CLI.run(["lint", "Row.swift"], in: project.url)
        #expect(result.exitCode == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix(".viewlint.yml:4: unknown rule 'any-veiw'; the rules are any-view, "))
        #expect(result.stderr.split(separator: "\n").count == 1)
        let rules = try CLI.run(["rules"], in: project.url)
        #expect(rules.exitCode == 2)
        #expect(rules.stderr.hasPrefix(".viewlint.yml:4: unknown rule 'any-veiw'"))
        let missing = try CLI.run(["lint", "--config", "nope.yml", "Row.swift"], in: project.url)
        #expect(missing.exitCode == 2)
        #expect(missing.stderr == "nope.yml:1: cannot be read\n")
    }

    @Test func rulesShowEffectiveSeverityAndWhetherEnabled() throws {
        let project = try TemporaryDirectory()
        try project.write(".viewlint.yml", "disabled_rules: [unused-suppression]\nrules:\n  any-view:\n    severity: error\n")
        let text = try CLI.run(["rules"], in: project.url)
        let lines = text.stdout.split(separator: "\n")
        #expect(lines.contains { $0.hasPrefix("any-view ") && $0.contains("  error    enabled   ") })
        #expect(lines.contains { $0.hasPrefix("unused-suppression ") && $0.contains("  warning  disabled  ") })
        let json = try CLI.run(["rules", "--format", "json"], in: project.url)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let rules = try #require(object["rules"] as? [[String: Any]])
        let anyView = try #require(rules.first { $0["id"] as? String == "any-view" })
        #expect(anyView["severity"] as? String == "error")
        #expect(anyView["enabled"] as? Bool == true)
        #expect(rules.first { $0["id"] as? String == "unused-suppression" }?["enabled"] as? Bool == false)
        #expect(try CLI.run(["rules", "--format", "sarif"], in: project.url).exitCode == 2)
    }
}
