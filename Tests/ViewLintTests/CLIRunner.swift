import Foundation

/// Runs the built `viewlint` binary the way a user or CI does.
enum CLI {
    /// The repository root (tests read Examples/ and golden files from the checkout).
    static let repositoryRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The `viewlint` binary built beside the tests (`.build/<configuration>/viewlint`).
    static let binary: URL = {
        let testBinaryDirectory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let candidates = [Bundle.main.bundleURL, Bundle.main.bundleURL.deletingLastPathComponent(), testBinaryDirectory]
            .map { $0.appendingPathComponent("viewlint") }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) } ?? candidates[0]
    }()

    /// Files under `folder` of the checkout, with the extension `wanted` (nil: any), by path.
    static func files(under folder: String, extension wanted: String?) -> [URL] {
        let enumerator = FileManager.default.enumerator(at: repositoryRoot.appendingPathComponent(folder), includingPropertiesForKeys: nil)
        var urls: [URL] = []
        while let url = enumerator?.nextObject() as? URL {
            if !url.hasDirectoryPath, wanted == nil || url.pathExtension == wanted { urls.append(url) }
        }
        return urls.sorted { $0.path < $1.path }
    }

    /// The inputs kept in a folder of fuzz findings (all but its README).
    static func findings(in folder: String) -> [URL] {
        files(under: folder, extension: nil).filter { $0.lastPathComponent != "README.md" }
    }

    static let testCacheHome = FileManager.default.temporaryDirectory.appendingPathComponent("viewlint-test-caches-\(getpid())").path

    struct Result {
        var exitCode: Int32
        var stdout: String
        var stderr: String
    }

    /// `environment` adds to (or overrides) this process's environment.
    static func run(
        _ arguments: [String], stdin: Data? = nil, in directory: URL = repositoryRoot, executable: URL? = nil,
        environment: [String: String] = [:]
    ) throws -> Result {
        let process = Process()
        process.executableURL = executable ?? binary
        process.arguments = arguments
        process.currentDirectoryURL = directory
        // Caches go to a folder of the test run, never to the user's own cache folder.
        process.environment = ProcessInfo.processInfo.environment
            .merging(["XDG_CACHE_HOME": testCacheHome]) { _, new in new }
            .merging(environment) { _, new in new }
        let output = Pipe(), errors = Pipe(), input = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = input
        try process.run()
        // Read both pipes concurrently so a large output cannot fill one and block the child.
        nonisolated(unsafe) var errorData = Data()
        let group = DispatchGroup()
        group.enter()
        DispatchQueue.global().async {
            errorData = errors.fileHandleForReading.readDataToEndOfFile()
            group.leave()
        }
        if let stdin { input.fileHandleForWriting.write(stdin) }
        try input.fileHandleForWriting.close()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        return Result(
            exitCode: process.terminationStatus,
            stdout: String(decoding: outputData, as: UTF8.self),
            stderr: String(decoding: errorData, as: UTF8.self))
    }
}

/// A temporary folder removed when the test ends.
final class TemporaryDirectory {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("viewlint-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    @discardableResult
    func write(_ name: String, _ contents: String) throws -> URL { try write(name, Data(contents.utf8)) }

    @discardableResult
    func write(_ name: String, _ data: Data) throws -> URL {
        let file = url.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: file)
        return file
    }
}
