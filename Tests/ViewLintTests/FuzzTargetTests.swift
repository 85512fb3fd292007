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
    static let findings = CLI.findings(in: "Tests/ViewLintTests/FuzzFindings")

    @Test(arguments: findings.map(\.lastPathComponent))
    func findingStaysFixed(name: String) throws {
        let bytes = try [UInt8](Data(contentsOf: CLI.repositoryRoot.appendingPathComponent("Tests/ViewLintTests/FuzzFindings/\(name)")))
        #expect(throws: Never.self) { try FuzzPipeline().run(bytes) }
    }

    @Test func everySeedPassesTheChecks() throws {
        let pipeline = FuzzPipeline()
        var seeds = FuzzSeeds.ruleExamples().map { ($0.name, Array($0.text.utf8)) }
        for url in CLI.files(under: "Examples", extension: "swift") + CLI.files(under: "Tests/ViewLintTests/Fixtures", extension: "swift") {
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
