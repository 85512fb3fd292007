import Foundation
import Testing

/// `--write-baseline` records today's diagnostics; `--baseline` reports only new ones,
/// matching on rule, file and the flagged line's text rather than line numbers.
@Suite("Baseline")
struct BaselineTests {
    static let legacy = """
        import SwiftUI

        struct Legacy: View {
            var body: some View { AnyView(Text("old")) }
            var footer: some View { AnyView(Text("old")) }
        }

        """

    @Test func survivesAnInsertedLineAndReportsOnlyNewDiagnostics() throws {
        let project = try TemporaryDirectory()
        try project.write("Sources/Legacy.swift", Self.legacy)
        let write = try CLI.run(["lint", "Sources", "--write-baseline", "viewlint-baseline.json"], in: project.url)
        #expect(write.exitCode == 0)
        #expect(write.stdout.split(separator: "\n").count == 2, "the run still reports what it records")
        #expect(write.stderr.contains("recorded 2 diagnostics in viewlint-baseline.json"))

        // Unrelated edits above the findings, and re-indentation, move them without making them new.
        let edited = Self.legacy
            .replacingOccurrences(of: "struct Legacy", with: "/// Kept for old clients.\n// Another line.\nstruct Legacy")
            .replacingOccurrences(of: "    var body", with: "        var body")
        try project.write("Sources/Legacy.swift", edited)
        let unchanged = try CLI.run(["lint", "Sources", "--baseline", "viewlint-baseline.json", "--strict"], in: project.url)
        #expect(unchanged.stdout.isEmpty)
        #expect(unchanged.exitCode == 0)
        #expect(unchanged.stderr.contains("2 diagnostics are in the baseline"))

        // A new finding is reported, the recorded ones still are not.
        try project.write("Sources/Legacy.swift", edited.replacingOccurrences(of: "    var footer", with: "    var badge: some View { AnyView(Text(\"new\")) }\n    var footer"))
        let new = try CLI.run(["lint", "Sources", "--baseline", "viewlint-baseline.json", "--strict"], in: project.url)
        #expect(new.stdout.split(separator: "\n").map { String($0.prefix(29)) } == ["Sources/Legacy.swift:7:28: wa"])
        #expect(new.exitCode == 1)

        // A second identical line is new: entries are counted, not just looked up.
        try project.write("Sources/Legacy.swift", Self.legacy.replacingOccurrences(of: "    var footer", with: "    var body2: some View { AnyView(Text(\"old\")) }\n    var footer"))
        let duplicate = try CLI.run(["lint", "Sources", "--baseline", "viewlint-baseline.json"], in: project.url)
        #expect(duplicate.stdout.split(separator: "\n").count == 1)
    }

    @Test func matchesFromAnotherFolderAndNotesFixedEntries() throws {
        let project = try TemporaryDirectory()
        try project.write("Sources/Legacy.swift", Self.legacy)
        try project.write("ci/README", "Baselines live here.\n")
        #expect(try CLI.run(["lint", ".", "--write-baseline", "ci/baseline.json"], in: project.url).exitCode == 0)
        let baseline = try String(contentsOf: project.url.appendingPathComponent("ci/baseline.json"), encoding: .utf8)
        #expect(baseline.contains("\"file\" : \"../Sources/Legacy.swift\""), "paths are relative to the baseline: \(baseline)")
        #expect(baseline.contains("\"line\" : \"var body: some View { AnyView(Text(\\\"old\\\")) }\""))

        try project.write("Sources/Legacy.swift", Self.legacy.replacingOccurrences(of: "    var footer: some View { AnyView(Text(\"old\")) }\n", with: ""))
        let fromSources = try CLI.run(["lint", "Legacy.swift", "--baseline", "../ci/baseline.json"], in: project.url.appendingPathComponent("Sources"))
        #expect(fromSources.stdout.isEmpty)
        #expect(fromSources.stderr.contains("1 of its entries no longer occur"))
    }

    @Test func aBaselineNamedInTheConfigurationAppliesToTheFilesItGoverns() throws {
        let project = try TemporaryDirectory()
        try project.write("App/Legacy.swift", Self.legacy)
        try project.write("Other/Legacy.swift", Self.legacy)
        #expect(try CLI.run(["lint", "App", "--write-baseline", "App/baseline.json"], in: project.url).exitCode == 0)
        try project.write("App/.viewlint.yml", "baseline: baseline.json\n")
        // Relative to the configuration's folder, whatever the current folder; Other/ has no
        // configuration, so its copy of the same lines is reported.
        let run = try CLI.run(["lint", ".", "--strict"], in: project.url)
        #expect(run.stdout.split(separator: "\n").count == 2)
        #expect(run.stdout.split(separator: "\n").allSatisfy { $0.hasPrefix("./Other/Legacy.swift") })
        #expect(run.stderr.contains("2 diagnostics are in the baseline"))
        // --baseline replaces it.
        let explicit = try CLI.run(["lint", "App", "--baseline", "App/baseline.json"], in: project.url)
        #expect(explicit.stdout.isEmpty)
        try project.write("App/.viewlint.yml", "baseline: nowhere.json\n")
        #expect(try CLI.run(["lint", "App"], in: project.url).exitCode == 2)
    }

    @Test func badBaselinesExitTwo() throws {
        let project = try TemporaryDirectory()
        try project.write("A.swift", "let a = 1\n")
        try project.write("broken.json", "{ not json")
        let missing = try CLI.run(["lint", "A.swift", "--baseline", "missing.json"], in: project.url)
        #expect(missing.exitCode == 2)
        #expect(missing.stderr.contains("missing.json: the baseline cannot be read"))
        let broken = try CLI.run(["lint", "A.swift", "--baseline", "broken.json"], in: project.url)
        #expect(broken.exitCode == 2)
        #expect(broken.stderr.contains("broken.json: not a viewlint baseline"))
        let unwritable = try CLI.run(["lint", "A.swift", "--write-baseline", "no/such/folder/b.json"], in: project.url)
        #expect(unwritable.exitCode == 2)
        #expect(try FileManager.default.contentsOfDirectory(atPath: project.url.path).sorted() == ["A.swift", "broken.json"], "no stray temporary file")
    }
}
