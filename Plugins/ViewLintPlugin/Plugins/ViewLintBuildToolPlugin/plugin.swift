import Foundation
import PackagePlugin

/// Lints a target's Swift files as part of its build. viewlint prints compiler-style lines
/// (`path:line:column: warning: message [rule]`), which `swift build` and Xcode show as
/// diagnostics at that place; an error-severity diagnostic fails the build, as a compiler
/// error would.
///
/// The command declares the Swift files and every `.viewlint.yml` above them as inputs and a
/// stamp (written only by a run that does not fail) as its output, so the build system re-runs
/// it only when one of them changed. The stamp is a Swift file holding one comment: SwiftPM
/// compiles a plugin's Swift outputs into the target (which costs nothing here) but would
/// bundle any other kind of file as a resource of the target.
@main
struct ViewLintBuildToolPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let module = target.sourceModule else { return [] }
        let sources = module.sourceFiles(withSuffix: "swift").map(\.url)
        return try Self.commands(
            tool: context.tool(named: "viewlint").url, sources: sources,
            workDirectory: context.pluginWorkDirectoryURL, targetName: target.name)
    }

    static func commands(tool: URL, sources: [URL], workDirectory: URL, targetName: String) -> [Command] {
        guard !sources.isEmpty else { return [] }
        let stamp = workDirectory.appendingPathComponent("\(targetName)+ViewLintStamp.swift")
        return [
            .buildCommand(
                displayName: "viewlint \(targetName)",
                executable: tool,
                arguments: ["lint", "--stamp", stamp.path] + sources.map(\.path),
                inputFiles: sources + configurationFiles(above: sources),
                outputFiles: [stamp]
            ),
        ]
    }

    /// The `.viewlint.yml` files that viewlint may pick for these sources: each one's nearest
    /// configuration is in its folder or a folder above it.
    static func configurationFiles(above sources: [URL]) -> [URL] {
        var folders = Set<String>()
        for source in sources {
            var folder = source.deletingLastPathComponent().standardizedFileURL.path
            while folders.insert(folder).inserted, folder != "/", !folder.isEmpty {
                folder = (folder as NSString).deletingLastPathComponent
            }
        }
        return folders.sorted()
            .map { URL(fileURLWithPath: $0).appendingPathComponent(".viewlint.yml") }
            .filter { FileManager.default.fileExists(atPath: $0.path) }
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension ViewLintBuildToolPlugin: XcodeBuildToolPlugin {
    /// The same command for a target of an Xcode project (the plugin added under Build Phases).
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let sources = target.inputFiles.map(\.url).filter { $0.pathExtension == "swift" }
        return try Self.commands(
            tool: context.tool(named: "viewlint").url, sources: sources,
            workDirectory: context.pluginWorkDirectoryURL, targetName: target.displayName)
    }
}
#endif
