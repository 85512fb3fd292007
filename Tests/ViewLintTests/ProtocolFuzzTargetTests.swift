import Foundation
import Testing
import ViewLintFuzzHarness
import ViewLintProtocolFuzzHarness

/// The language server's fuzz target (`make fuzz FUZZ_TARGET=lsp`, Tools/Fuzz/ProtocolHarness)
/// in the ordinary test run: every input it once broke (Tests/ViewLintTests/ProtocolFuzzFindings/,
/// raw bytes named after what they broke) and every seed session pass its checks: no crash,
/// every frame the server writes correctly framed JSON-RPC, every request before `exit`
/// answered once and in order with its id, ranges ordered.
@Suite("Protocol fuzz target")
struct ProtocolFuzzTargetTests {
    static let findings = CLI.findings(in: "Tests/ViewLintTests/ProtocolFuzzFindings")

    @Test(arguments: findings.map(\.lastPathComponent))
    func findingStaysFixed(name: String) throws {
        let bytes = try [UInt8](Data(contentsOf: CLI.repositoryRoot.appendingPathComponent("Tests/ViewLintTests/ProtocolFuzzFindings/\(name)")))
        #expect(throws: Never.self) { try ProtocolSession().run(bytes) }
    }

    @Test func everySeedPassesTheChecks() throws {
        let session = ProtocolSession()
        let seeds = ProtocolSeeds.sessions()
        #expect(seeds.count > 200, "\(seeds.count) seeds")
        var framed = 0, responses = 0, diagnostics = 0, codeActions = 0, cleanExits = 0
        for (name, bytes) in seeds {
            #expect(throws: Never.self, "\(name)") {
                let outcome = try session.run(bytes)
                framed += outcome.framed ? 1 : 0
                responses += outcome.responses
                diagnostics += outcome.diagnostics
                codeActions += outcome.codeActions
                cleanExits += outcome.exitCode == 0 ? 1 : 0
            }
        }
        // The sessions really reach the server's work: linting at pauses, pull diagnostics,
        // code actions, and `shutdown` then `exit` (counts of the seeds as written: rules that
        // report less leave fewer code actions, 198 when last lowered).
        #expect(framed > 200 && responses > 1000 && diagnostics > 300 && codeActions > 150 && cleanExits > 200,
                "\(framed) framed, \(responses) responses, \(diagnostics) diagnostics, \(codeActions) code actions, \(cleanExits) clean exits")
    }

    @Test func unframedStreamsAreReadAsGiven() throws {
        let body = #"{"jsonrpc":"2.0","id":7,"method":"initialize","params":{"capabilities":{}}}"#
        let outcome = try ProtocolSession().run(Array("Content-Length: \(body.utf8.count)\r\n\r\n\(body)".utf8))
        #expect(!outcome.framed && outcome.responses == 1 && outcome.errors == 0 && outcome.exitCode == 1)
    }

    @Test func aBrokenFrameIsCaught() {
        #expect(throws: FuzzViolation.self) { try ProtocolSession.frames(Array("Content-Length: 9\r\n\r\n{}".utf8)) }
        #expect(throws: FuzzViolation.self) { try ProtocolSession.frames(Array("Content-Length: 2\n\n{}".utf8)) }
        #expect(throws: FuzzViolation.self) { try ProtocolSession.frames(Array("Content-Length: 2\r\n\r\n[]".utf8)) }
        #expect((try? ProtocolSession.frames(Array("Content-Length: 2\r\n\r\n{}".utf8)))?.count == 1)
    }
}
