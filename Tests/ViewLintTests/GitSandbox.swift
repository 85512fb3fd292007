import Foundation

/// A throw-away git repository for the hook tests, with an identity so commits work
/// whatever the machine's global git configuration says.
final class GitSandbox {
    let directory: TemporaryDirectory
    var url: URL { directory.url }
    /// Added to the environment of every command (PATH to the built viewlint, PRE_COMMIT_HOME).
    var environment: [String: String]

    init() throws {
        directory = try TemporaryDirectory()
        let binaries = CLI.binary.deletingLastPathComponent().path
        environment = [
            "PATH": binaries + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"),
            "PRE_COMMIT_HOME": directory.url.appendingPathComponent(".pre-commit-home").path,
            // Isolated from the machine's git configuration (a global core.hooksPath, say).
            "GIT_CONFIG_NOSYSTEM": "1",
            "GIT_CONFIG_GLOBAL": "/dev/null",
        ]
        try git("init", "-q")
        try git("config", "user.name", "viewlint tests")
        try git("config", "user.email", "tests@viewlint.invalid")
        try git("config", "commit.gpgsign", "false")
    }

    /// Runs a program found on PATH (or at an absolute path) in the repository.
    @discardableResult
    func run(_ program: String, _ arguments: [String]) throws -> CLI.Result {
        try CLI.run([program] + arguments, in: url, executable: URL(fileURLWithPath: "/usr/bin/env"), environment: environment)
    }

    @discardableResult
    func git(_ arguments: String...) throws -> CLI.Result {
        let result = try run("git", arguments)
        guard result.exitCode == 0 || arguments.first == "commit" else {
            throw SandboxError(description: "git \(arguments.joined(separator: " ")) failed: \(result.stderr)")
        }
        return result
    }

    func write(_ name: String, _ contents: String) throws { try directory.write(name, contents) }

    /// Stages everything and tries to commit; the result says whether the hook let it through.
    func commitAll(_ message: String) throws -> CLI.Result {
        try git("add", "-A")
        return try git("commit", "-q", "-m", message)
    }

    var commitCount: Int {
        (try? run("git", ["rev-list", "--count", "HEAD"]))
            .flatMap { $0.exitCode == 0 ? Int($0.stdout.trimmingCharacters(in: .whitespacesAndNewlines)) : nil } ?? 0
    }

    struct SandboxError: Error, CustomStringConvertible { let description: String }
}
