import Foundation
import Testing
import SeededRandom
import ViewLintCache
import ViewLintDiagnostics
import ViewLintEngine
import ViewLintIndex
import ViewLintRuleKit
import ViewLintRules
import ViewLintSources
import ViewLintSyntax

/// Pass-1 results as a cache keeps them (`CachedFileResult` in `BinaryFormat`): every README
/// example and fixture project, linted, encoded, decoded and checked across files again, gives
/// exactly the diagnostics of the run in memory; and bad bytes throw.
@Suite("Cached pass-1 results")
struct CachedResultTests {
    static var decoder: BinaryDecoder {
        var decoder = BinaryDecoder()
        decoder.userInfo[IndexCheckTypes.userInfoKey] = CachedFileResult.indexCheckTypes
        return decoder
    }

    /// Pass 1 on `inputs`, each file's result through the binary coder, then pass 2 on what was
    /// decoded; with the bytes of each file's encoding.
    static func diagnosticsThroughCache(_ inputs: [LintInput], _ linter: Linter) throws -> (diagnostics: [Diagnostic], encodings: [[UInt8]]) {
        let encodings = try linter.analyze(inputs).compactMap { try? $0.get() }.map { try BinaryEncoder().encode($0.cached) }
        let decoded = try encodings.map { FileAnalysis(cached: try decoder.decode(CachedFileResult.self, from: $0), rules: linter.rules) }
        return (diagnostics(decoded), encodings)
    }

    /// Pass 2 over analyses, in report order.
    static func diagnostics(_ analyses: [FileAnalysis]) -> [Diagnostic] {
        let index = ProjectIndex(analyses.map(\.facts))
        return analyses.flatMap { $0.diagnostics(index: index) }.sorted(by: Diagnostic.reportOrder)
    }

    @Test("README examples: the same diagnostics through the cache", arguments: RuleExampleTests.rules.map(\.id))
    func ruleExamples(_ id: String) throws {
        let rule = try #require(RuleExampleTests.rules.first { $0.id == id })
        for example in RuleExample.parse(documentation: rule.documentation) {
            let linter = ExampleHarness.linter(for: id, options: example.options)
            let inputs = example.files.map { LintInput.text($0.source, path: $0.name) }
            let cached = try Self.diagnosticsThroughCache(inputs, linter).diagnostics
            #expect(cached == linter.lint(inputs).diagnostics, "\(id) README.md:\(example.documentationLine)")
        }
    }

    @Test("fixture projects with every rule: the same diagnostics through the cache", arguments: ["Examples", "Tests/ViewLintTests/Fixtures"])
    func projects(_ folder: String) throws {
        let inputs = CLI.files(under: folder, extension: "swift").map { LintInput.file($0.path) }
        let linter = Linter()
        let expected = linter.lint(inputs).diagnostics
        #expect(!expected.isEmpty)
        #expect(try Self.diagnosticsThroughCache(inputs, linter).diagnostics == expected)
    }

    @Test("values coded flat come back field for field")
    func flatValues() throws {
        let site = DeclarationSite(path: "Sources/A.swift", span: SourceSpan(startByte: 11, endByte: 22, line: 3, column: 4, endLine: 5, endColumn: 6))
        #expect(try BinaryDecoder().decode([DeclarationSite].self, from: BinaryEncoder().encode([site, site])) == [site, site])
        let hashes = [NameHash("items"), NameHash("")]
        #expect(try BinaryDecoder().decode([NameHash].self, from: BinaryEncoder().encode(hashes)) == hashes)
        let key = ConstructionFacts.ArgumentKey(callee: "Row", label: "item")
        #expect(try BinaryDecoder().decode(ConstructionFacts.ArgumentKey.self, from: BinaryEncoder().encode(key)) == key)
    }

    /// A real encoding: the PetStore example, every rule, the file with the most bytes.
    static func sampleEncoding() throws -> [UInt8] {
        let inputs = CLI.files(under: "Examples", extension: "swift").map { LintInput.file($0.path) }
        return try #require(try diagnosticsThroughCache(inputs, Linter()).encodings.max { $0.count < $1.count })
    }

    @Test("every truncation of a real encoding throws")
    func truncated() throws {
        let bytes = try Self.sampleEncoding()
        #expect(bytes.count > 1000)
        for count in 0..<bytes.count {
            #expect(throws: (any Error).self, "truncated to \(count) bytes") {
                try Self.decoder.decode(CachedFileResult.self, from: Array(bytes[..<count]))
            }
        }
        #expect(throws: BinaryDecodingError.self) { try Self.decoder.decode(CachedFileResult.self, from: bytes + [0]) }
    }

    @Test("a wrong version byte throws")
    func wrongVersion() throws {
        var bytes = try Self.sampleEncoding()
        bytes[0] = BinaryFormat.version &+ 1
        #expect(throws: BinaryDecodingError.unsupportedVersion(BinaryFormat.version &+ 1)) {
            try Self.decoder.decode(CachedFileResult.self, from: bytes)
        }
    }

    @Test("a huge length or count throws before anything is allocated")
    func hugeLength() throws {
        // The path's length comes first: the largest varint there is.
        let huge: [UInt8] = [BinaryFormat.version] + Array(repeating: 0xff, count: 9) + [0x01] + Array("x".utf8)
        #expect(throws: BinaryDecodingError.self) { try Self.decoder.decode(CachedFileResult.self, from: huge) }
        let tooLong: [UInt8] = [BinaryFormat.version] + Array(repeating: 0xff, count: 10) + [0x01]
        #expect(throws: BinaryDecodingError.self) { try Self.decoder.decode(String.self, from: tooLong) }
        let count: [UInt8] = [BinaryFormat.version, 0xff, 0xff, 0xff, 0xff, 0x0f, 1, 2, 3]
        #expect(throws: BinaryDecodingError.self) { try Self.decoder.decode([Int].self, from: count) }
        #expect(throws: BinaryDecodingError.self) { try Self.decoder.decode([String: Int].self, from: count) }
    }

    @Test("salted bytes throw or decode, never crash")
    func salted() throws {
        let bytes = try Self.sampleEncoding()
        var generator = SeededRandom(seed: 7)
        for _ in 0..<2_000 {
            var salted = bytes
            for _ in 0...generator.below(4) { salted[1 + generator.below(salted.count - 1)] = UInt8(generator.below(256)) }
            _ = try? Self.decoder.decode(CachedFileResult.self, from: salted)
        }
    }

    @Test("invalid UTF-8, a Bool that is not 0 or 1, an unknown check and a decoder without check types throw")
    func invalidValues() throws {
        #expect(throws: BinaryDecodingError.self) { try Self.decoder.decode(String.self, from: [BinaryFormat.version, 4, 0xc3, 0x28]) }
        #expect(throws: BinaryDecodingError.self) { try Self.decoder.decode(Bool.self, from: [BinaryFormat.version, 2]) }
        // A stored check is its rule id, its tag, then its fields.
        let span = SourceSpan(startByte: 0, endByte: 1, line: 1, column: 1, endLine: 1, endColumn: 2)
        let fields = HelperDefinitionCheckFields(helper: "eraseToAnyView", span: span)
        let check = try BinaryEncoder().encode(StoredCheck(ruleID: "any-view", tag: "ErasingHelperDefinitionCheck", fields: fields))
        #expect(try Self.decoder.decode(DeferredCheck.self, from: check).ruleID == "any-view")
        let unknown = try BinaryEncoder().encode(StoredCheck(ruleID: "any-view", tag: "NoSuchCheck", fields: fields))
        #expect(throws: (any Error).self) { try Self.decoder.decode(DeferredCheck.self, from: unknown) }
        #expect(throws: (any Error).self) { try BinaryDecoder().decode(DeferredCheck.self, from: check) }
    }

    /// A `DeferredCheck` as it is stored.
    struct StoredCheck: Codable {
        var ruleID: String
        var tag: String
        var fields: HelperDefinitionCheckFields
    }

    /// The fields of any-view's `ErasingHelperDefinitionCheck`, in order.
    struct HelperDefinitionCheckFields: Codable {
        var helper: String
        var span: SourceSpan
    }

    struct Sample: Codable, Equatable {
        enum Kind: Codable, Equatable {
            case plain
            case named(String, count: Int)
        }

        var text: String
        var numbers: [Int]
        var optional: String?
        var nested: Int??
        var kinds: [Kind]
        var table: [String: Set<String>]
        var range: Range<Int>
        var small: Int8
        var unsigned: UInt64
        var real: Double
        /// Canonically equivalent, different bytes: `é` and `e` with a combining accent.
        var equivalent: [String]
    }

    @Test("values round-trip: enums with and without associated values, optionals, collections, ranges")
    func values() throws {
        let sample = Sample(
            text: "👋 é", numbers: [0, -1, 1, Int.max, Int.min], optional: nil, nested: .some(nil),
            kinds: [.plain, .named("a", count: -3)], table: ["t": ["x", "y"], "": []], range: 3..<9, small: -128,
            unsigned: .max, real: -0.5, equivalent: ["\u{e9}", "e\u{301}", "\u{e9}"])
        let bytes = try BinaryEncoder().encode(sample)
        let decoded = try BinaryDecoder().decode(Sample.self, from: bytes)
        #expect(decoded == sample)
        #expect(decoded.equivalent.map { Array($0.utf8) } == sample.equivalent.map { Array($0.utf8) })
        var other = sample
        other.optional = "o"
        other.nested = .some(.some(4))
        #expect(try BinaryDecoder().decode(Sample.self, from: try BinaryEncoder().encode(other)) == other)
    }

    /// `VIEWLINT_CACHE_CORPUS=/path/to/apps swift test --filter CachedResultTests/corpus`: each
    /// folder under it linted (1 thread) and its pass-1 results encoded and decoded, with the
    /// figures printed; the diagnostics through the cache must equal those from memory.
    @Test("corpus figures (VIEWLINT_CACHE_CORPUS)", .enabled(if: ProcessInfo.processInfo.environment["VIEWLINT_CACHE_CORPUS"] != nil))
    func corpus() throws {
        let root = try #require(ProcessInfo.processInfo.environment["VIEWLINT_CACHE_CORPUS"])
        let apps = try FileManager.default.contentsOfDirectory(atPath: root).sorted()
        let linter = Linter(workers: 1)
        var files = 0, sourceBytes = 0, encodedBytes = 0
        var encodeTime = Duration.zero, decodeTime = Duration.zero
        let clock = ContinuousClock()
        for app in apps {
            let paths = SourceDiscovery().discover([root + "/" + app]).files.map(\.displayPath)
            let analyses = linter.analyze(paths.map(LintInput.file)).compactMap { try? $0.get() }
            var encodings: [[UInt8]] = []
            encodeTime += try clock.measure { encodings = try analyses.map { try BinaryEncoder().encode($0.cached) } }
            var decoded: [CachedFileResult] = []
            decodeTime += try clock.measure { decoded = try encodings.map { try Self.decoder.decode(CachedFileResult.self, from: $0) } }
            let throughCache = Self.diagnostics(decoded.map { FileAnalysis(cached: $0, rules: linter.rules) })
            #expect(throughCache == Self.diagnostics(analyses), "\(app)")
            files += analyses.count
            sourceBytes += paths.reduce(0) { $0 + ((try? FileManager.default.attributesOfItem(atPath: $1)[.size] as? Int) ?? 0) }
            encodedBytes += encodings.reduce(0) { $0 + $1.count }
        }
        let seconds = { (duration: Duration) in Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18 }
        let megabytes = Double(encodedBytes) / 1_048_576
        print(String(
            format: "cache figures: %d files, %.1f MB source, %.2f MB encoded (%.0f bytes per file); encode %.3f s (%.1f MB/s), decode %.3f s (%.1f MB/s)",
            files, Double(sourceBytes) / 1_048_576, megabytes, Double(encodedBytes) / Double(max(files, 1)),
            seconds(encodeTime), megabytes / seconds(encodeTime), seconds(decodeTime), megabytes / seconds(decodeTime)))
    }
}
