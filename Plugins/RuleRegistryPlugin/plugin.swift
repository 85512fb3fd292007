// Runs RuleRegistryGenerator over Rules/ so that adding a rule means adding a folder:
// no hand-edited list of rules exists anywhere.
import Foundation
import PackagePlugin

@main
struct RuleRegistryPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let rulesDirectory = target.directoryURL
        let output = context.pluginWorkDirectoryURL.appending(path: "RuleRegistry.generated.swift")
        let folders = try FileManager.default.contentsOfDirectory(atPath: rulesDirectory.path).sorted()
        let readmes = folders.map { rulesDirectory.appending(path: $0).appending(path: "README.md") }
            .filter { FileManager.default.fileExists(atPath: $0.path) }
        return [
            .buildCommand(
                displayName: "Generating the rule registry from \(readmes.count) rule folders",
                executable: try context.tool(named: "RuleRegistryGenerator").url,
                arguments: [rulesDirectory.path, output.path],
                inputFiles: readmes,
                outputFiles: [output]
            ),
        ]
    }
}
