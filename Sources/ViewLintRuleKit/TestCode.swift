import Foundation

/// Test targets: code that exercises the app rather than being it. What a test builds (a
/// fixture table, a snapshot host) is no evidence about the app's own data or views.
public enum TestCode {
    /// A file in a `Tests` folder (`Tests/`, `AppTests/`, `AppUITests/`) or named
    /// `…Tests.swift`/`…Test.swift`. Folders that hold the current folder do not count: a
    /// checkout in `~/Work/AppTests/` is not all test code, whether its files are named by
    /// relative or absolute paths (the language server names them absolutely).
    public static func isTestFile(_ path: String, currentFolder: String = currentFolder) -> Bool {
        var components = path.split(separator: "/")
        let name = components.last ?? ""
        if name.hasSuffix("Tests.swift") || name.hasSuffix("Test.swift") { return true }
        if path.hasPrefix("/") {
            let folder = currentFolder.split(separator: "/")
            if folder.count < components.count, components.starts(with: folder) { components.removeFirst(folder.count) }
        }
        return components.dropLast().contains { $0 == "Tests" || $0.hasSuffix("Tests") }
    }

    /// Read once: nothing viewlint runs changes it.
    public static let currentFolder = FileManager.default.currentDirectoryPath
}
