import Foundation
import Testing
import ViewLintSyntax

/// `viewlint lint --fix`, `--unsafe-fixes` and `--diff`, run as users run them: what is written,
/// what is left alone, and what the summary says.
@Suite("Fix command")
struct FixCommandTests {
    /// Two safe fixes (print-changes, observed-object-init with literal arguments) and one
    /// unsafe one (observed-object-init with an argument from the view's input).
    static let view = """
        import SwiftUI

        struct Profile: View {
            let name: String
            @ObservedObject var model = Model()
            @ObservedObject var greeting = Greeting(name: name)
            var body: some View {
                let _ = Self._printChanges()
                Text(name + model.title + greeting.text)
            }
        }

        """

    static let safelyFixed = """
        import SwiftUI

        struct Profile: View {
            let name: String
            @StateObject var model = Model()
            @ObservedObject var greeting = Greeting(name: name)
            var body: some View {
                Text(name + model.title + greeting.text)
            }
        }

        """

    /// Another file of the project: the models, and the `App` that shows the project targets
    /// iOS 14 (observed-object-init's evidence, and what makes its fix safe, come from here).
    static let models = """
        import SwiftUI

        final class Model: ObservableObject {}
        final class Greeting: ObservableObject { init(name: String) {} }
        @main struct ProfileApp: App {
            @AppStorage("name") private var name = ""
            var body: some Scene { WindowGroup { Profile(name: name) } }
        }

        """

    static func project() throws -> TemporaryDirectory {
        let project = try TemporaryDirectory()
        try project.write("Sources/Profile.swift", Self.view)
        try project.write("Sources/Models.swift", Self.models)
        return project
    }

    static func contents(_ project: TemporaryDirectory, _ name: String) throws -> String {
        String(decoding: try Data(contentsOf: project.url.appendingPathComponent(name)), as: UTF8.self)
    }

    @Test func fixWritesSafeFixesAndASecondRunChangesNothing() throws {
        let project = try Self.project()
        let first = try CLI.run(["lint", "--fix", "Sources"], in: project.url)
        #expect(first.exitCode == 0)
        #expect(try Self.contents(project, "Sources/Profile.swift") == Self.safelyFixed)
        #expect(try Self.contents(project, "Sources/Models.swift") == Self.models)
        // The report lists what remains: the unsafe fix's diagnostic.
        #expect(first.stdout.split(separator: "\n").map { String($0.prefix(40)) } == ["Sources/Profile.swift:6:5: warning: `gre"])
        #expect(first.stderr.contains("viewlint: fixed 2 diagnostics in 1 file; 1 remains\n"))
        #expect(first.stderr.contains("viewlint: 1 more fix is available with --unsafe-fixes\n"))

        let second = try CLI.run(["lint", "--fix", "Sources"], in: project.url)
        #expect(second.stderr.contains("viewlint: fixed 0 diagnostics in 0 files; 1 remains\n"))
        #expect(try Self.contents(project, "Sources/Profile.swift") == Self.safelyFixed)

        // The fixed file parses as cleanly as before and no longer shows the fixed diagnostics.
        let tree = try #require(SyntaxParser().parse(SourceText(Self.safelyFixed)))
        #expect(!tree.hasErrors)
        let relint = try CLI.run(["lint", "Sources"], in: project.url)
        #expect(!relint.stdout.contains("[print-changes]"))
        #expect(relint.stdout.split(separator: "\n").count == 1)
    }

    @Test func unsafeFixesApplyOnlyWhenAsked() throws {
        let project = try Self.project()
        let result = try CLI.run(["lint", "--fix", "--unsafe-fixes", "--strict", "Sources"], in: project.url)
        #expect(result.exitCode == 0)
        #expect(result.stdout.isEmpty)
        #expect(try Self.contents(project, "Sources/Profile.swift") == Self.safelyFixed.replacingOccurrences(
            of: "@ObservedObject var greeting", with: "@StateObject var greeting"))
        #expect(result.stderr.contains("viewlint: fixed 3 diagnostics in 1 file; 0 remain\n"))
        #expect(!result.stderr.contains("--unsafe-fixes"))
    }

    @Test func aPlainLintSaysWhatIsFixable() throws {
        let project = try Self.project()
        let result = try CLI.run(["lint", "Sources"], in: project.url)
        #expect(result.stderr.contains("viewlint: 2 diagnostics fixable with --fix (1 more with --unsafe-fixes)\n"))
        #expect(try Self.contents(project, "Sources/Profile.swift") == Self.view)
    }

    @Test(arguments: [
        (["lint", "--unsafe-fixes"], "viewlint: --unsafe-fixes needs --fix (to apply them) or --diff (to show them)\n"),
        (["lint", "--fix", "--write-baseline", "b.json"], "viewlint: --write-baseline records diagnostics as they are; fix first, then write the baseline in a second run\n"),
    ])
    func invalidCombinations(_ arguments: [String], _ message: String) throws {
        let project = try Self.project()
        let result = try CLI.run(arguments, in: project.url)
        #expect(result.exitCode == 2)
        #expect(result.stderr == message)
        #expect(try Self.contents(project, "Sources/Profile.swift") == Self.view)
    }

    @Test func exitStatusReflectsWhatRemains() throws {
        let project = try Self.project()
        // A warning remains (the unsafe fix): --strict fails, as a plain lint would.
        #expect(try CLI.run(["lint", "--fix", "--strict", "Sources"], in: project.url).exitCode == 1)
        let errors = try TemporaryDirectory()
        try errors.write("Row.swift", "import SwiftUI\nstruct Row: View { var body: some View { Text(\"\").id(UUID()) } }\n")
        #expect(try CLI.run(["lint", "--fix", "Row.swift"], in: errors.url).exitCode == 1)
    }

    @Test func fixFalseInTheConfigurationLeavesTheRuleAlone() throws {
        let project = try Self.project()
        try project.write(".viewlint.yml", "rules:\n  print-changes:\n    fix: false\n")
        let result = try CLI.run(["lint", "--fix", "Sources"], in: project.url)
        #expect(try Self.contents(project, "Sources/Profile.swift") == Self.safelyFixed.replacingOccurrences(
            of: "    var body: some View {\n", with: "    var body: some View {\n        let _ = Self._printChanges()\n"))
        #expect(result.stderr.contains("viewlint: fixed 1 diagnostic in 1 file; 2 remain\n"))
    }

    @Test func lineEndingsBOMPermissionsAndUntouchedFilesAreKept() throws {
        let project = try Self.project()
        let crlf = "\u{FEFF}" + Self.view.replacingOccurrences(of: "\n", with: "\r\n")
        let file = try project.write("Sources/Profile.swift", crlf)
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: file.path)
        let untouched = project.url.appendingPathComponent("Sources/Models.swift")
        let past = Date(timeIntervalSince1970: 1_000_000_000)
        try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: untouched.path)

        let result = try CLI.run(["lint", "--fix", "Sources"], in: project.url)
        #expect(result.stderr.contains("fixed 2 diagnostics in 1 file"))
        let expected = "\u{FEFF}" + Self.safelyFixed.replacingOccurrences(of: "\n", with: "\r\n")
        #expect(try Data(contentsOf: file) == Data(expected.utf8))
        let attributes = try FileManager.default.attributesOfItem(atPath: file.path)
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o640)
        let untouchedDate = try FileManager.default.attributesOfItem(atPath: untouched.path)[.modificationDate] as? Date
        #expect(untouchedDate == past)
    }

    @Test func diffWritesNothingAndReproducesTheFixWithPatchAndGitApply() throws {
        let project = try Self.project()
        try project.write("Sources/Windows.swift", Self.view.replacingOccurrences(of: "Profile", with: "WindowsProfile").replacingOccurrences(of: "\n", with: "\r\n"))
        let diff = try CLI.run(["lint", "--diff", "Sources"], in: project.url)
        #expect(diff.exitCode == 1)
        #expect(diff.stdout.hasPrefix("--- a/Sources/Profile.swift\n+++ b/Sources/Profile.swift\n@@ -2,10 +2,9 @@\n"))
        #expect(diff.stderr.contains("viewlint: --fix would fix 4 diagnostics in 2 files; 2 would remain\n"))
        #expect(try Self.contents(project, "Sources/Profile.swift") == Self.view, "--diff writes nothing")

        let fixed = try Self.copy(project)
        _ = try CLI.run(["lint", "--fix", "Sources"], in: fixed.url)
        for tool in [["patch", "-p1", "--quiet"], ["git", "apply"]] {
            let patched = try Self.copy(project)
            let applied = try CLI.run(tool, stdin: Data(diff.stdout.utf8), in: patched.url, executable: URL(fileURLWithPath: "/usr/bin/env"))
            #expect(applied.exitCode == 0, "\(tool): \(applied.stderr)")
            for name in ["Sources/Profile.swift", "Sources/Windows.swift", "Sources/Models.swift"] {
                #expect(try Data(contentsOf: patched.url.appendingPathComponent(name)) == Data(contentsOf: fixed.url.appendingPathComponent(name)), "\(tool) \(name)")
            }
        }
        let clean = try CLI.run(["lint", "--diff", "Sources"], in: fixed.url)
        #expect(clean.exitCode == 0)
        #expect(clean.stdout.isEmpty)
    }

    @Test func stdinPathWithFixPrintsTheFixedSource() throws {
        let project = try Self.project()
        let result = try CLI.run(["lint", "--fix", "--stdin-path", "Sources/Profile.swift"], stdin: Data(Self.view.utf8), in: project.url)
        // One file alone: observed-object-init has no evidence of iOS 14 without Models.swift.
        #expect(result.stdout == Self.view.replacingOccurrences(of: "        let _ = Self._printChanges()\n", with: ""))
        #expect(result.stderr.contains("viewlint: fixed 1 diagnostic in 1 file; 0 remain\n"))
        #expect(try Self.contents(project, "Sources/Profile.swift") == Self.view, "the file on disk is not touched")
        let unchanged = try CLI.run(["lint", "--fix", "--stdin-path", "Sources/Models.swift"], stdin: Data(Self.models.utf8), in: project.url)
        #expect(unchanged.stdout == Self.models)
    }

    @Test func aReadOnlyFileIsReportedAndTheRunGoesOn() throws {
        let project = try Self.project()
        try project.write("Sources/Other.swift", Self.view.replacingOccurrences(of: "Profile", with: "Other"))
        let readOnly = project.url.appendingPathComponent("Sources/Profile.swift")
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: readOnly.path)
        let result = try CLI.run(["lint", "--fix", "Sources"], in: project.url)
        #expect(result.exitCode == 2)
        #expect(result.stderr.contains("viewlint: Sources/Profile.swift: is read-only; fixes not written\n"))
        #expect(try Self.contents(project, "Sources/Profile.swift") == Self.view)
        #expect(try Self.contents(project, "Sources/Other.swift") == Self.safelyFixed.replacingOccurrences(of: "Profile", with: "Other"))
        // The file that stays as it was keeps its diagnostics in the report; only the written
        // one counts as fixed.
        #expect(result.stdout.contains("Sources/Profile.swift:8:17: warning:"), "\(result.stdout)")
        #expect(result.stderr.contains("viewlint: fixed 2 diagnostics in 1 file;"), "\(result.stderr)")
    }

    @Test func baselinedAndSuppressedDiagnosticsAreNotFixed() throws {
        let project = try Self.project()
        let suppressed = Self.view.replacingOccurrences(of: "Profile", with: "Quiet").replacingOccurrences(
            of: "        let _ = Self._printChanges()", with: "        // viewlint:disable-next-line print-changes -- on purpose\n        let _ = Self._printChanges()")
        try project.write("Sources/Quiet.swift", suppressed)
        #expect(try CLI.run(["lint", "Sources/Profile.swift", "Sources/Models.swift", "--write-baseline", "baseline.json"], in: project.url).exitCode == 0)
        let result = try CLI.run(["lint", "--fix", "--unsafe-fixes", "--baseline", "baseline.json", "Sources"], in: project.url)
        #expect(try Self.contents(project, "Sources/Profile.swift") == Self.view, "baselined")
        #expect(try Self.contents(project, "Sources/Quiet.swift") == suppressed
            .replacingOccurrences(of: "@ObservedObject", with: "@StateObject"), "only the suppressed diagnostic is left")
        #expect(result.stderr.contains("viewlint: fixed 2 diagnostics in 1 file; 0 remain\n"))
    }

    @Test func aSymbolicLinkStaysALink() throws {
        let project = try Self.project()
        let target = try project.write("Shared/Profile.swift", Self.view)
        let link = project.url.appendingPathComponent("Sources/Profile.swift")
        try FileManager.default.removeItem(at: link)
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "../Shared/Profile.swift")
        _ = try CLI.run(["lint", "--fix", "Sources"], in: project.url)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == "../Shared/Profile.swift")
        #expect(try String(contentsOf: target, encoding: .utf8) == Self.safelyFixed)
    }

    /// One file under two names: a symbolic link is fixed once, through the file it names; a
    /// hard link is not written at all (a renamed file would split the names).
    @Test func aFileWithTwoNamesIsWrittenOnceOrNotAtAll() throws {
        let linked = try Self.project()
        try FileManager.default.createSymbolicLink(
            atPath: linked.url.appendingPathComponent("Sources/Alias.swift").path, withDestinationPath: "Profile.swift")
        let viaLink = try CLI.run(["lint", "--fix", "Sources"], in: linked.url)
        #expect(viaLink.exitCode == 0, "\(viaLink.stderr)")
        #expect(try Self.contents(linked, "Sources/Profile.swift") == Self.safelyFixed)

        let hard = try Self.project()
        try FileManager.default.linkItem(
            at: hard.url.appendingPathComponent("Sources/Profile.swift"), to: hard.url.appendingPathComponent("Sources/Hard.swift"))
        let viaHardLink = try CLI.run(["lint", "--fix", "Sources"], in: hard.url)
        #expect(viaHardLink.exitCode == 2)
        #expect(viaHardLink.stderr.contains("Sources/Profile.swift: has other hard links"), "\(viaHardLink.stderr)")
        #expect(try Self.contents(hard, "Sources/Profile.swift") == Self.view)
    }

    static func copy(_ project: TemporaryDirectory) throws -> TemporaryDirectory {
        let copy = try TemporaryDirectory()
        try FileManager.default.removeItem(at: copy.url)
        try FileManager.default.copyItem(at: project.url, to: copy.url)
        return copy
    }
}
