import Foundation
import Testing

/// The SwiftPM plugins of Plugins/ViewLintPlugin, used the way a consumer uses them: a sample
/// package in a temporary folder depends on the plugin package by path (so it has its own
/// build folder and lock), is built with `swift build`, and is linted with the command plugin.
/// The plugins run the release binary from the artifact bundle that `make test` builds first
/// (`make artifactbundle`).
@Suite("SwiftPM plugins")
struct PluginPackageTests {
    static let pluginPackage = CLI.repositoryRoot.appendingPathComponent("Plugins/ViewLintPlugin")
    static let bundle = pluginPackage.appendingPathComponent("viewlint.artifactbundle.zip")
    static let bundleMissing: Comment = "Plugins/ViewLintPlugin/viewlint.artifactbundle.zip is not built (`make artifactbundle`, which `make test` runs first); the SwiftPM plugin test is skipped"

    static let manifest = """
        // swift-tools-version:6.1
        import PackageDescription

        let package = Package(
            name: "Sample",
            dependencies: [.package(path: \(String(reflecting: pluginPackage.path)))],
            targets: [
                .target(name: "Sample", plugins: [.plugin(name: "ViewLintBuildToolPlugin", package: "ViewLintPlugin")]),
            ]
        )

        """
    /// The identity mistake: a new `UUID()` for `.id` each time `body` runs (line 7, column 23).
    static let row = """
        import Foundation

        struct Row: View {
            var name: String

            var body: some View {
                Text(name).id(UUID())
            }
        }

        """
    /// SwiftUI where it exists; elsewhere (Linux) just enough of its shape for `Row` to compile.
    static let stubs = """
        #if canImport(SwiftUI)
        @_exported import SwiftUI
        #else
        public protocol View {
            associatedtype Body: View
            var body: Body { get }
        }
        extension Never: View {
            public var body: Never { fatalError() }
        }
        public struct Text: View {
            public init(_ text: String) {}
            public var body: Never { fatalError() }
        }
        public struct IdentifiedView<Content: View, ID: Hashable>: View {
            let content: Content
            let id: ID
            public var body: Never { fatalError() }
        }
        extension View {
            public func id<ID: Hashable>(_ id: ID) -> IdentifiedView<Self, ID> { IdentifiedView(content: self, id: id) }
        }
        #endif

        """

    @Test(.enabled(if: FileManager.default.fileExists(atPath: bundle.path), bundleMissing))
    func buildToolAndCommandPluginsReportAtFileLineAndRule() throws {
        let sample = try TemporaryDirectory()
        try sample.write("Package.swift", Self.manifest)
        try sample.write("Sources/Sample/Stubs.swift", Self.stubs)
        try sample.write("Sources/Sample/Row.swift", Self.row)
        let place = "Sources/Sample/Row.swift:7:23: "

        // unstable-id is an error by default: the build fails at the mistake.
        let failed = try Self.swift(["build"], in: sample.url)
        #expect(failed.exitCode != 0, "an error-severity diagnostic fails the build")
        #expect(Self.line(in: failed.output, containing: place, "error: ", "[unstable-id]"), "swift build output:\n\(failed.output)")

        // The nearest .viewlint.yml lowers it to a warning: the build passes and shows it.
        try sample.write(".viewlint.yml", "rules:\n  unstable-id:\n    severity: warning\n")
        let built = try Self.swift(["build"], in: sample.url)
        #expect(built.exitCode == 0, "swift build output:\n\(built.output)")
        #expect(Self.line(in: built.output, containing: place, "warning: ", "[unstable-id]"), "swift build output:\n\(built.output)")

        // Nothing changed: the lint does not run again.
        let again = try Self.swift(["build"], in: sample.url)
        #expect(again.exitCode == 0)
        #expect(!again.output.contains("[unstable-id]"), "the lint re-ran with no input changed:\n\(again.output)")

        // The command plugin, both spellings: the package's targets, then a path given.
        let command = try Self.swift(["package", "viewlint"], in: sample.url)
        #expect(command.exitCode == 0, "swift package viewlint:\n\(command.output)")
        #expect(Self.line(in: command.output, containing: place, "warning: ", "[unstable-id]"), "swift package viewlint:\n\(command.output)")
        let strict = try Self.swift(["package", "plugin", "viewlint", "--strict", "Sources/Sample/Row.swift"], in: sample.url)
        #expect(strict.exitCode != 0, "--strict fails on the warning")
        #expect(Self.line(in: strict.output, containing: place, "warning: ", "[unstable-id]"), "swift package plugin viewlint:\n\(strict.output)")
    }

    /// Whether one line of `output` holds every part (file:line:column, severity, rule id).
    static func line(in output: String, containing parts: String...) -> Bool {
        output.split(separator: "\n").contains { line in parts.allSatisfy { line.contains($0) } }
    }

    /// Runs `swift` in `directory` with a time limit (a SwiftPM that waited on a lock would
    /// otherwise hang the suite); stdout and stderr together.
    static func swift(_ arguments: [String], in directory: URL) throws -> (exitCode: Int32, output: String) {
        let result = try CLI.run(["timeout", "600", "swift"] + arguments, in: directory, executable: URL(fileURLWithPath: "/usr/bin/env"))
        return (result.exitCode, result.stdout + result.stderr)
    }
}
