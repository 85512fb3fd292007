import Foundation
import Testing
import ViewLintFormatters

/// Exit codes, standard input, and input that must never crash the process.
@Suite("CLI behaviour")
struct CLIBehaviourTests {
    static let erasing = "import SwiftUI\nstruct A: View { var body: some View { AnyView(Text(\"a\")) } }\n"
    static let clean = "import SwiftUI\nstruct A: View { var body: some View { Text(\"a\") } }\n"

    @Test func exitCodes() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Clean.swift", Self.clean)
        try directory.write("Warning.swift", Self.erasing)
        #expect(try CLI.run(["lint", "Clean.swift"], in: directory.url).exitCode == 0)
        // Warnings alone pass, unless --strict.
        #expect(try CLI.run(["lint", "Warning.swift"], in: directory.url).exitCode == 0)
        #expect(try CLI.run(["lint", "--strict", "Warning.swift"], in: directory.url).exitCode == 1)
        #expect(try CLI.run(["lint", "--strict", "Clean.swift"], in: directory.url).exitCode == 0)
        let usage = try CLI.run(["lint", "--format", "yaml"], in: directory.url)
        #expect(usage.exitCode == 2)
        #expect(usage.stderr.split(separator: "\n").count == 1, "one-line message: \(usage.stderr)")
        #expect(try CLI.run(["lint", "--no-such-flag"], in: directory.url).exitCode == 2)
    }

    @Test func errorSeverityFails() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Model.swift", "import SwiftUI\nstruct Pet: Identifiable { var id: UUID { UUID() } }\n")
        let result = try CLI.run(["lint", "Model.swift", "--format", "json"], in: directory.url)
        // Exit 1 exactly when an error-severity diagnostic is present.
        let hasError = result.stdout.contains("\"severity\": \"error\"")
        #expect(result.exitCode == (hasError ? 1 : 0))
    }

    @Test func missingPathExitsTwoAndLintsTheRest() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Warning.swift", Self.erasing)
        let result = try CLI.run(["lint", "Missing.swift", "Warning.swift"], in: directory.url)
        #expect(result.exitCode == 2)
        #expect(result.stderr.contains("Missing.swift: no such file or directory"))
        #expect(result.stdout.contains("Warning.swift:2:"), "the readable file is still linted")
    }

    @Test func directoryWithoutSwiftFiles() throws {
        let directory = try TemporaryDirectory()
        try directory.write("notes.txt", "AnyView(x)")
        let result = try CLI.run(["lint", "."], in: directory.url)
        #expect(result.exitCode == 0)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("no Swift files found"))
    }

    @Test func skippedFoldersAndHiddenFolders() throws {
        let directory = try TemporaryDirectory()
        for folder in [".build", ".git", "DerivedData", "Pods", "Carthage", ".hidden", "Guide.docc/Resources"] {
            try directory.write("\(folder)/Skipped.swift", Self.erasing)
        }
        try directory.write("Sources/App/Linted.swift", Self.erasing)
        let result = try CLI.run(["lint", "."], in: directory.url)
        #expect(result.stdout.split(separator: "\n").map { String($0.prefix { $0 != ":" }) } == ["./Sources/App/Linted.swift"])
        // An explicit file argument is always linted, even inside a skipped folder.
        let explicit = try CLI.run(["lint", "Pods/Skipped.swift"], in: directory.url)
        #expect(explicit.stdout.hasPrefix("Pods/Skipped.swift:2:"))
    }

    @Test func stdinMatchesTheFileOnDisk() throws {
        let examples = CLI.repositoryRoot.appendingPathComponent("Examples/PetStore/PetList.swift")
        let onDisk = try CLI.run(["lint", "Examples/PetStore/PetList.swift", "--format", "json"])
        let fromStdin = try CLI.run(["lint", "--stdin-path", "Examples/PetStore/PetList.swift", "--format", "json"], stdin: try Data(contentsOf: examples))
        #expect(!onDisk.stdout.isEmpty)
        #expect(onDisk.stdout == fromStdin.stdout)
        #expect(onDisk.exitCode == fromStdin.exitCode)
    }

    @Test func emptyFile() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Empty.swift", "")
        let result = try CLI.run(["lint", "Empty.swift"], in: directory.url)
        #expect(result.exitCode == 0)
        #expect(result.stderr.contains("1 file, 0 errors, 0 warnings"))
    }

    @Test func binaryAndInvalidUTF8AreSkippedAndTheRunGoesOn() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Binary.swift", Data([0xCF, 0xFA, 0xED, 0xFE, 0, 0, 0, 7, 0, 1]))
        try directory.write("Latin1.swift", Data("let café = 1 // ".utf8) + Data([0xE9, 0x0A]))
        try directory.write("Warning.swift", Self.erasing)
        let result = try CLI.run(["lint", "--strict", "."], in: directory.url)
        #expect(result.stderr.contains("./Binary.swift: is a binary file"))
        #expect(result.stderr.contains("./Latin1.swift: is not valid UTF-8 (first bad byte at offset 17)"))
        #expect(result.stdout.contains("./Warning.swift:2:"))
        #expect(result.exitCode == 1, "the readable file's warning fails under --strict")
        // Nothing readable at all: exit 2.
        let onlyBad = try CLI.run(["lint", "Binary.swift", "Latin1.swift"], in: directory.url)
        #expect(onlyBad.exitCode == 2)
    }

    @Test func unreadableFile() throws {
        guard getuid() != 0 else { return } // root reads everything; permission bits cannot be tested
        let directory = try TemporaryDirectory()
        let file = try directory.write("Secret.swift", Self.erasing)
        try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: file.path)
        let result = try CLI.run(["lint", "Secret.swift"], in: directory.url)
        #expect(result.exitCode == 2)
        #expect(result.stderr.contains("Secret.swift: cannot be read"))
    }

    /// A device has no size and may never end: it is refused unread, and said to be what it is.
    @Test func deviceIsNotARegularFile() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Warning.swift", Self.erasing)
        let result = try CLI.run(["lint", "/dev/zero", "Warning.swift"], in: directory.url)
        #expect(result.stderr.contains("/dev/zero: is not a regular file (a character device); skipped"), "\(result.stderr)")
        #expect(!result.stderr.contains("MB"))
        #expect(result.stdout.contains("Warning.swift:2:"), "the regular file is still linted")
        #expect(try CLI.run(["lint", "/dev/zero"], in: directory.url).exitCode == 2, "nothing could be linted")
    }

    /// Pipes and sockets named like Swift files in a walked folder are skipped without being
    /// opened (a pipe would block), and named once on stderr; an explicit pipe is refused unread.
    @Test func pipesAndSocketsInFoldersAreSkippedAndSaidOnce() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Sources/Warning.swift", Self.erasing)
        let folder = directory.url.appendingPathComponent("Sources")
        #expect(mkfifo(folder.appendingPathComponent("Pipe.swift").path, 0o644) == 0)
        #expect(mkfifo(folder.appendingPathComponent("notes.fifo").path, 0o644) == 0)
        let socketDescriptor = try Self.bindSocket(at: folder.appendingPathComponent("Socket.swift").path)
        defer { close(socketDescriptor) }

        let result = try CLI.run(["lint", "Sources"], in: directory.url)
        #expect(result.exitCode == 0)
        #expect(result.stdout.contains("Sources/Warning.swift:2:"))
        let notes = result.stderr.split(separator: "\n").filter { $0.contains("not a regular file") }
        #expect(notes == ["viewlint: skipped without reading 2 entries that are not a regular file: Sources/Pipe.swift (a pipe), Sources/Socket.swift (a socket)"], "\(result.stderr)")

        let explicit = try CLI.run(["lint", "Sources/Pipe.swift"], in: directory.url)
        #expect(explicit.exitCode == 2)
        #expect(explicit.stderr.contains("Sources/Pipe.swift: is not a regular file (a pipe); skipped"))
    }

    /// A listening-free Unix socket bound at `path` (closed by the caller).
    private static func bindSocket(at path: String) throws -> Int32 {
        let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path.utf8)
        try #require(bytes.count < MemoryLayout.size(ofValue: address.sun_path))
        withUnsafeMutableBytes(of: &address.sun_path) { $0.copyBytes(from: bytes) }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        try #require(descriptor >= 0 && bound == 0, "cannot bind a socket at \(path)")
        return descriptor
    }

    /// `--version` names the tree-sitter runtime and grammar pinned by the set-up script.
    @Test func versionNamesTheTreeSitterPins() throws {
        let script = try String(contentsOf: CLI.repositoryRoot.appendingPathComponent("scripts/setup-tree-sitter.sh"), encoding: .utf8)
        func pin(_ name: String) -> String? {
            script.split(separator: "\n").first { $0.hasPrefix(name + "=\"") }
                .map { String($0.dropFirst(name.count + 2).dropLast()) }
        }
        let runtime = try #require(pin("runtime_version")), grammar = try #require(pin("grammar_version"))
        let result = try CLI.run(["--version"])
        #expect(result.exitCode == 0)
        #expect(result.stdout == "\(ToolInfo.version) (tree-sitter \(runtime), tree-sitter-swift \(grammar))\n")
    }

    /// `--stamp FILE` (the build-tool plugin's output) is written only by a run that passes.
    @Test func stampIsWrittenOnlyWhenTheRunPasses() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Warning.swift", Self.erasing)
        try directory.write("Error.swift", "import SwiftUI\nstruct A: View { var body: some View { Text(\"a\").id(UUID()) } }\n")
        try directory.write(".viewlint.yml", "rules:\n  unstable-id:\n    severity: error\n")
        let stamp = directory.url.appendingPathComponent("out/Stamp.swift")
        try FileManager.default.createDirectory(at: stamp.deletingLastPathComponent(), withIntermediateDirectories: true)

        #expect(try CLI.run(["lint", "--stamp", stamp.path, "Error.swift"], in: directory.url).exitCode == 1)
        #expect(!FileManager.default.fileExists(atPath: stamp.path))
        #expect(try CLI.run(["lint", "--stamp", stamp.path, "Warning.swift"], in: directory.url).exitCode == 0)
        #expect(try String(contentsOf: stamp, encoding: .utf8).hasPrefix("// "), "a comment, valid Swift")
    }

    @Test func tenMegabyteFile() throws {
        let directory = try TemporaryDirectory()
        var source = "import SwiftUI\n"
        var index = 0
        while source.utf8.count < 10 * 1024 * 1024 {
            source += "struct Row\(index): View {\n    var title: String\n    var body: some View { Text(title).padding(\(index % 9)) }\n}\n"
            index += 1
        }
        source += "@ViewBuilder var erased: some View { AnyView(Text(\"end\")) }\n"
        try directory.write("Huge.swift", source)
        let result = try CLI.run(["lint", "Huge.swift"], in: directory.url)
        #expect(result.exitCode == 0)
        #expect(result.stdout.contains("Huge.swift:\(index * 4 + 2):38: warning:"))
    }

    static let deepBodies = [
        "closures": String(repeating: "VStack { ", count: 10_000) + "AnyView(Text(\"deep\"))" + String(repeating: " }", count: 10_000),
        "parentheses": "let x = " + String(repeating: "(", count: 10_000) + "1" + String(repeating: ")", count: 10_000),
    ]

    @Test(arguments: ["closures", "parentheses"])
    func deepNesting(_ shape: String) throws {
        let body = try #require(Self.deepBodies[shape])
        let directory = try TemporaryDirectory()
        try directory.write("Deep.swift", "import SwiftUI\nstruct Deep: View {\n    var body: some View {\n\(body)\n    }\n}\n")
        try directory.write("Other.swift", Self.erasing)
        let result = try CLI.run(["lint", "--format", "json", "Deep.swift", "Other.swift"], in: directory.url)
        #expect([0, 1].contains(result.exitCode), "\(shape): exit \(result.exitCode), stderr \(result.stderr)")
        #expect(result.stdout.contains("\"file\": \"Other.swift\""), "\(shape): the other file is still linted")
    }

    @Test func longLineKeepsExactColumns() throws {
        let directory = try TemporaryDirectory()
        let chain = String(repeating: ".padding()", count: 10_000)
        try directory.write("Long.swift", "import SwiftUI\nlet v = Text(\"x\")\(chain); @ViewBuilder var w: some View { AnyView(Text(\"y\")) }\n")
        let result = try CLI.run(["lint", "Long.swift"], in: directory.url)
        #expect(result.stdout.hasPrefix("Long.swift:2:\(8 + 9 + chain.count + 35):"), "\(result.stdout.prefix(80))")
    }

    @Test func deeplyNestedTypes() throws {
        let directory = try TemporaryDirectory()
        let depth = 10_000
        let source = "struct A {\n    var x: " + String(repeating: "Array<", count: depth) + "Int" + String(repeating: ">", count: depth)
            + "\n    var y: Int" + String(repeating: "?", count: depth)
            + "\n    var z: " + String(repeating: "[", count: depth) + "AnyView" + String(repeating: "]", count: depth) + "\n}\n"
        try directory.write("Types.swift", source)
        // The views stored in the deepest array are reported with any-view's storage setting.
        try directory.write(".viewlint.yml", "rules:\n  any-view:\n    storage: true\n")
        let result = try CLI.run(["lint", "Types.swift"], in: directory.url)
        #expect(result.exitCode == 0)
        #expect(result.stdout.hasPrefix("Types.swift:4:\(12 + depth): warning:"), "\(result.stdout.prefix(80))")
    }

    @Test func brokenSwiftReportsNothingInsideErrors() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Broken.swift", "import SwiftUI\nstruct A: View {\n    var body: some View {\n        AnyView(Text(\"x\"\n    }\n}}}\n")
        let result = try CLI.run(["lint", "--format", "json", "Broken.swift"], in: directory.url)
        #expect(result.exitCode == 0)
        #expect(result.stdout.contains("\"filesWithParseErrors\": 1"))
        #expect(!result.stdout.contains("any-view"))
    }

    @Test func unicodeColumns() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Unicode.swift", "import SwiftUI\nlet 标题 = \"👨‍👩‍👧 家族\"; @ViewBuilder var view: some View { AnyView(Text(标题)) }\n")
        let result = try CLI.run(["lint", "--format", "json", "Unicode.swift"], in: directory.url)
        // `let 标题 = "👨‍👩‍👧 家族"; @ViewBuilder var view: some View { ` is 56 Unicode scalars (the family emoji is 5, joined by zero-width joiners).
        #expect(result.stdout.contains("\"line\": 2,\n      \"column\": 57,"), "\(result.stdout)")
        let text = try CLI.run(["lint", "Unicode.swift"], in: directory.url)
        #expect(text.stdout.hasPrefix("Unicode.swift:2:57: warning:"))
    }
}
