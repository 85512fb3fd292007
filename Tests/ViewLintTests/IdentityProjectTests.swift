import Foundation
import Testing
import ViewLintEngine
import ViewLintRuleKit

/// The explicit-identity rules over a small multi-file project (`Fixtures/IdentityProject`):
/// model types live in other files than the views, conformances in extensions and through a
/// refining protocol, collections behind view properties, store properties and parameters.
@Suite("Identity rules across files")
struct IdentityProjectTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/IdentityProject")
    static let identityRules: Set<String> = ["unstable-id", "non-unique-id", "non-constant-range"]

    struct Located: Hashable, CustomStringConvertible {
        var file: String
        var line: Int
        var rule: String
        var description: String { "\(file):\(line) \(rule)" }
    }

    static func lintFixture() throws -> LintReport {
        let files = try FileManager.default.subpathsOfDirectory(atPath: root.path)
            .filter { $0.hasSuffix(".swift") }.sorted()
        #expect(files.count == 8)
        let inputs = files.map { LintInput.file(root.appendingPathComponent($0).path) }
        return Linter(rules: RuleSet(enabled: identityRules)).lint(inputs)
    }

    static func relative(_ path: String) -> String {
        String(path.dropFirst(root.path.count + 1))
    }

    @Test("reports exactly the expected diagnostics, by file, line and rule")
    func exactDiagnostics() throws {
        let report = try Self.lintFixture()
        #expect(report.skippedFiles.isEmpty)
        let actual = report.diagnostics.map { Located(file: Self.relative($0.path), line: $0.span.line, rule: $0.ruleID) }
        let expected = [
            Located(file: "Models/Pet.swift", line: 6, rule: "unstable-id"),
            Located(file: "Views/PetList.swift", line: 12, rule: "non-unique-id"),
            Located(file: "Views/PetList.swift", line: 15, rule: "unstable-id"),
            Located(file: "Views/PetList.swift", line: 18, rule: "non-constant-range"),
            Located(file: "Views/PetList.swift", line: 20, rule: "non-unique-id"),
            Located(file: "Views/PetList.swift", line: 21, rule: "unstable-id"),
            Located(file: "Views/TreatGrid.swift", line: 7, rule: "non-unique-id"),
            Located(file: "Views/TreatGrid.swift", line: 14, rule: "unstable-id"),
        ]
        #expect(actual == expected, "got \(actual)")
    }

    @Test("messages use facts from other files")
    func messagesUseIndexFacts() throws {
        let report = try Self.lintFixture()
        func message(_ file: String, _ line: Int) -> String {
            report.diagnostics.first { Self.relative($0.path) == file && $0.span.line == line }?.message ?? ""
        }
        // Pet.id is fresh; the index links it to the ForEach over `store.pets` in another file.
        #expect(message("Models/Pet.swift", 6).contains("PetList.swift:9"))
        // `store.treats` is `IdentifiedArrayOf<Treat>` in PetStore.swift; Treat has a serial number.
        #expect(message("Views/PetList.swift", 12).contains("`\\.serialNumber`"))
        #expect(message("Views/PetList.swift", 12).contains("two Treat values"))
        // A function parameter `_ treats: [Treat]` resolves the same way.
        #expect(message("Views/TreatGrid.swift", 7).contains("`\\.serialNumber`"))
        // Country is Identifiable through `Entity` and iterated by the List in TreatGrid.swift,
        // but nothing shows two countries sharing a name: not reported.
        #expect(message("Models/Country.swift", 9).isEmpty)
        // Positions: the change is in PetStore.swift, the row state is the TextField.
        #expect(message("Views/PetList.swift", 15).contains("`pets.insert(…)` at PetStore.swift:8"))
        #expect(message("Views/PetList.swift", 15).contains("a `TextField` in the row"))
        // The `.id(index)` inside repeats the loop's own positional identity: judged at the loop.
        #expect(message("Views/PetList.swift", 16).isEmpty)
        // Inside a loop keyed by something else, `.id(offset)` is the positional identity.
        #expect(message("Views/PetList.swift", 21).hasPrefix("`.id(offset)` ties the view's identity to its position in `Array(store.pets.enumerated())`"))
        #expect(message("Views/PetList.swift", 18).contains("`pets.insert(…)` at PetStore.swift:8"))
    }

    @Test("every message is one or two sentences with advice")
    func messagesAreShort() throws {
        for diagnostic in try Self.lintFixture().diagnostics {
            let sentences = diagnostic.message.split(separator: ". ").count
            #expect(sentences <= 3, "\(diagnostic.message)")
            #expect(diagnostic.message.contains("Use") || diagnostic.message.contains("Store") || diagnostic.message.contains("Iterate")
                || diagnostic.message.contains("Return") || diagnostic.message.contains("Give") || diagnostic.message.contains("Pass")
                || diagnostic.message.contains("key the id") || diagnostic.message.contains("Add `id:") || diagnostic.message.contains("If two"), "\(diagnostic.message)")
        }
    }
}
