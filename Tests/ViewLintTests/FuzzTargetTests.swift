import Foundation
import Testing
import ViewLintFuzzHarness

/// The fuzz target's pipeline (`make fuzz`, Tools/Fuzz) in the ordinary test run: every input
/// fuzzing once broke (Tests/ViewLintTests/FuzzFindings/, raw bytes, one file each, named after
/// what it broke) and every seed it starts from pass its checks: no crash, every span and edit
/// inside the file, valid JSON and SARIF, fixes that add no parse error and a second fix pass
/// that changes nothing.
@Suite("Fuzz target")
struct FuzzTargetTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func files(under folder: String, extension wanted: String?) -> [URL] {
        let enumerator = FileManager.default.enumerator(at: root.appendingPathComponent(folder), includingPropertiesForKeys: nil)
        var urls: [URL] = []
        while let url = enumerator?.nextObject() as? URL {
            if !url.hasDirectoryPath, wanted == nil || url.pathExtension == wanted { urls.append(url) }
        }
        return urls.sorted { $0.path < $1.path }
    }

    static let findings = files(under: "Tests/ViewLintTests/FuzzFindings", extension: nil).filter { $0.lastPathComponent != "README.md" }

    @Test(arguments: findings.map(\.lastPathComponent))
    func findingStaysFixed(name: String) throws {
        let bytes = try [UInt8](Data(contentsOf: Self.root.appendingPathComponent("Tests/ViewLintTests/FuzzFindings/\(name)")))
        #expect(throws: Never.self) { try FuzzPipeline().run(bytes) }
    }

    @Test func everySeedPassesTheChecks() throws {
        let pipeline = FuzzPipeline()
        var seeds = FuzzSeeds.ruleExamples().map { ($0.name, Array($0.text.utf8)) }
        for url in Self.files(under: "Examples", extension: "swift") + Self.files(under: "Tests/ViewLintTests/Fixtures", extension: "swift") {
            seeds.append((url.lastPathComponent, try [UInt8](Data(contentsOf: url))))
        }
        #expect(seeds.count > 200, "\(seeds.count) seeds")
        var diagnostics = 0, fixed = 0
        for (name, bytes) in seeds {
            #expect(throws: Never.self, "\(name)") {
                let outcome = try pipeline.run(bytes)
                diagnostics += outcome.diagnostics
                fixed += outcome.fixedBytes == nil ? 0 : 1
            }
        }
        #expect(diagnostics > 100 && fixed > 20, "the pipeline really ran: \(diagnostics) diagnostics, \(fixed) files fixed")
    }
}
