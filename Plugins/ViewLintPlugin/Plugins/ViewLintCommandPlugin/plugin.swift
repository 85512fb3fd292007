import Foundation
import PackagePlugin

/// `swift package viewlint [--target NAME]... [VIEWLINT ARGUMENTS] [PATHS]`
///
/// Runs `viewlint lint` in the package's folder on the given paths (relative to that folder),
/// or, when none is given, on the folders of the named targets (default: every Swift target).
/// Other arguments (`--format json`, `--strict`, `--baseline FILE`, …) go to viewlint as they
/// are. The command fails when viewlint does (error-severity diagnostics, or a usage error).
@main
struct ViewLintCommandPlugin: CommandPlugin {
    /// viewlint's options that take a value: their value is not a path.
    static let optionsWithValue: Set<String> = [
        "--format", "--config", "--baseline", "--write-baseline", "--stdin-path", "--stamp",
    ]

    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        var lintArguments = extractor.remainingArguments
        let package = context.package.directoryURL.standardizedFileURL

        if !Self.containsPath(lintArguments) {
            let targets = targetNames.isEmpty
                ? context.package.targets
                : try context.package.targets(named: targetNames)
            let folders = targets.compactMap { $0.sourceModule }
                .filter { !Array($0.sourceFiles(withSuffix: "swift")).isEmpty }
                .map { Self.relative($0.directoryURL, to: package) }
            guard !folders.isEmpty else {
                Diagnostics.warning("viewlint: the package has no Swift targets to lint")
                return
            }
            lintArguments += folders
        }
        let status = try Self.run(tool: context.tool(named: "viewlint").url, arguments: ["lint"] + lintArguments, in: package)
        if status != 0 {
            throw CommandError(description: status == 1
                ? "viewlint found diagnostics that fail (see above)"
                : "viewlint failed (exit code \(status))")
        }
    }

    /// Whether the arguments name a path (anything that is neither an option nor its value).
    static func containsPath(_ arguments: [String]) -> Bool {
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            if argument == "--" { return index + 1 < arguments.count }
            if optionsWithValue.contains(argument) {
                index += 2
                continue
            }
            if !argument.hasPrefix("-") { return true }
            index += 1
        }
        return false
    }

    /// `url` relative to `base` when below it (paths in the output read as in the package).
    static func relative(_ url: URL, to base: URL) -> String {
        let path = url.standardizedFileURL.path
        let prefix = base.path.hasSuffix("/") ? base.path : base.path + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }

    /// Runs viewlint and passes its output on (report first, then its stderr lines, as it
    /// wrote them) on standard output, which SwiftPM shows; returns its exit code.
    static func run(tool: URL, arguments: [String], in directory: URL) throws -> Int32 {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        process.currentDirectoryURL = directory
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        FileHandle.standardOutput.write(data)
        return process.terminationStatus
    }

    struct CommandError: Error, CustomStringConvertible { let description: String }
}
