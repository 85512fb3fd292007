import Foundation
import Testing

/// The two ways to lint before each commit, each driven through a real `git commit`: the
/// pre-commit framework with this repository's `.pre-commit-hooks.yaml`, and the plain git
/// hook of `viewlint install-hook`.
///
/// The staged bug is an `AnyView`, raised to error severity by the sandbox's `.viewlint.yml`,
/// so the round trip runs on any branch. (With the `unstable-id` rule, an `.id(UUID())` fails
/// a commit without configuration; using configuration here also covers its discovery from
/// the files pre-commit passes.)
@Suite("Commit hooks")
struct CommitHookTests {
    static let configuration = "rules:\n  any-view:\n    severity: error\n"
    static let buggy = """
        import SwiftUI

        struct PetRow: View {
            var name: String
            var body: some View { AnyView(Text(name)) }
        }

        """
    static let fixed = buggy.replacingOccurrences(of: "AnyView(Text(name))", with: "Text(name)")

    /// Commits the configuration, then shows that the buggy file is refused with viewlint's
    /// message and the fixed one goes through.
    private func roundTrip(_ sandbox: GitSandbox) throws {
        try sandbox.write(".viewlint.yml", Self.configuration)
        let setup = try sandbox.commitAll("Configure viewlint")
        #expect(setup.exitCode == 0, "committing the configuration: \(setup.stdout)\(setup.stderr)")
        let before = sandbox.commitCount

        try sandbox.write("Sources/Pet Row.swift", Self.buggy)
        let refused = try sandbox.commitAll("Add PetRow")
        #expect(refused.exitCode != 0, "a commit with an error-severity diagnostic must be refused")
        let output = refused.stdout + refused.stderr
        #expect(output.contains("Sources/Pet Row.swift:5:27: error: "), "viewlint's message: \(output)")
        #expect(output.contains("[any-view]"))
        #expect(sandbox.commitCount == before)

        try sandbox.write("Sources/Pet Row.swift", Self.fixed)
        let accepted = try sandbox.commitAll("Add PetRow")
        #expect(accepted.exitCode == 0, "the fixed file commits: \(accepted.stdout)\(accepted.stderr)")
        #expect(sandbox.commitCount == before + 1)
    }

    @Test(.enabled(if: PreCommitTool.path != nil, PreCommitTool.missingReason))
    func preCommitFrameworkRefusesThenAccepts() throws {
        let sandbox = try GitSandbox()
        let hooksRepository = try PreCommitTool.hooksRepositorySnapshot()
        try sandbox.write(".pre-commit-config.yaml", """
            repos:
              - repo: \(hooksRepository.url.path)
                rev: \(hooksRepository.head)
                hooks:
                  - id: viewlint

            """)
        let install = try sandbox.run(try #require(PreCommitTool.path), ["install"])
        #expect(install.exitCode == 0, "pre-commit install: \(install.stdout)\(install.stderr)")
        try roundTrip(sandbox)
        withExtendedLifetime(hooksRepository) {}
    }

    @Test func installHookRefusesThenAccepts() throws {
        let sandbox = try GitSandbox()
        let install = try CLI.run(["install-hook"], in: sandbox.url, environment: sandbox.environment)
        #expect(install.exitCode == 0, "install-hook: \(install.stderr)")
        let hook = sandbox.url.appendingPathComponent(".git/hooks/pre-commit")
        #expect(FileManager.default.isExecutableFile(atPath: hook.path))
        try roundTrip(sandbox)

        // Reinstalling replaces viewlint's own hook; another tool's hook is kept unless --force.
        #expect(try CLI.run(["install-hook"], in: sandbox.url, environment: sandbox.environment).exitCode == 0)
        try "#!/bin/sh\necho someone else's hook\n".write(to: hook, atomically: true, encoding: .utf8)
        let refused = try CLI.run(["install-hook"], in: sandbox.url, environment: sandbox.environment)
        #expect(refused.exitCode == 2)
        #expect(refused.stderr.contains("was not written by viewlint"))
        #expect(try String(contentsOf: hook, encoding: .utf8).contains("someone else's hook"))
        #expect(try CLI.run(["install-hook", "--force"], in: sandbox.url, environment: sandbox.environment).exitCode == 0)
        #expect(try String(contentsOf: hook, encoding: .utf8).contains("viewlint pre-commit hook"))
    }

    /// The plain hook judges what is staged, not the working tree: a bug left unstaged does not
    /// block the commit, and a staged bug is refused even once the working copy is fixed.
    @Test func installHookLintsTheStagedContent() throws {
        let sandbox = try GitSandbox()
        #expect(try CLI.run(["install-hook"], in: sandbox.url, environment: sandbox.environment).exitCode == 0)
        try sandbox.write(".viewlint.yml", Self.configuration)
        #expect(try sandbox.commitAll("Configure viewlint").exitCode == 0)
        let file = "Sources/Pet Row.swift"

        try sandbox.write(file, Self.fixed)
        try sandbox.git("add", "--", file)
        try sandbox.write(file, Self.buggy)
        let clean = try sandbox.git("commit", "-q", "-m", "Add PetRow")
        #expect(clean.exitCode == 0, "only the fixed version is staged: \(clean.stdout)\(clean.stderr)")
        #expect(sandbox.commitCount == 2)

        try sandbox.git("add", "--", file)
        try sandbox.write(file, Self.fixed)
        let refused = try sandbox.git("commit", "-q", "-m", "Break PetRow")
        #expect(refused.exitCode != 0, "the staged version has the bug")
        #expect((refused.stdout + refused.stderr).contains("\(file):5:27: error: "), "\(refused.stdout)\(refused.stderr)")
        #expect(sandbox.commitCount == 2)
    }

    @Test func installHookOutsideARepositoryFails() throws {
        let directory = try TemporaryDirectory()
        let result = try CLI.run(["install-hook"], in: directory.url, environment: ["GIT_CEILING_DIRECTORIES": directory.url.deletingLastPathComponent().path])
        #expect(result.exitCode == 2)
        #expect(result.stderr.contains("inside a git repository"))
    }
}

/// The `pre-commit` tool: installed into `.tools/venv` by `make test` (scripts/setup-test-tools.sh)
/// from PyPI, or already on PATH.
enum PreCommitTool {
    static let path: String? = {
        let local = CLI.repositoryRoot.appendingPathComponent(".tools/venv/bin/pre-commit").path
        if FileManager.default.isExecutableFile(atPath: local) { return local }
        let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
        return paths.map { "\($0)/pre-commit" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    static let missingReason: Comment = "pre-commit is not installed and could not be installed from PyPI (scripts/setup-test-tools.sh); the pre-commit round trip is skipped"

    /// A one-commit git repository holding the working tree's `.pre-commit-hooks.yaml`, so the
    /// test uses the file as it is now (committed or not) the way pre-commit fetches hooks.
    static func hooksRepositorySnapshot() throws -> (directory: GitSandbox, url: URL, head: String) {
        let repository = try GitSandbox()
        let hooks = try String(contentsOf: CLI.repositoryRoot.appendingPathComponent(".pre-commit-hooks.yaml"), encoding: .utf8)
        try repository.write(".pre-commit-hooks.yaml", hooks)
        try repository.git("add", "-A")
        try repository.git("commit", "-q", "-m", "hooks")
        let head = try repository.git("rev-parse", "HEAD").stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        return (repository, repository.url, head)
    }
}
