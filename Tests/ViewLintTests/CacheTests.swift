import Foundation
import Testing
import ViewLintCache
import ViewLintDiagnostics
import ViewLintEngine

/// The result cache never changes what a run reports: after every kind of change, a run with
/// the cache gives exactly the diagnostics of a run without it, and parses only what changed.
@Suite struct CacheStalenessTests {
    /// A project whose diagnostics cross files: `Pet.id` is fresh, and that matters only
    /// because `PetList` (another file) iterates pets by identity.
    let project: TemporaryDirectory
    let cacheFile: String

    static let model = "struct Pet {\n    var name: String\n    var id: UUID { UUID() }\n}\n"
    static let conformance = "extension Pet: Identifiable {}\n"
    static let list = """
        import SwiftUI

        struct PetList: View {
            var pets: [Pet]
            var body: some View {
                List { ForEach(pets) { pet in Text(pet.name) } }
            }
        }

        """
    static let other = "import SwiftUI\n\nstruct Banner: View {\n    var body: some View { AnyView(Text(\"Hi\")) }\n}\n"

    init() throws {
        project = try TemporaryDirectory()
        try project.write("Pet.swift", Self.model)
        try project.write("Pet+Identifiable.swift", Self.conformance)
        try project.write("PetList.swift", Self.list)
        try project.write("Banner.swift", Self.other)
        cacheFile = project.url.appendingPathComponent("cache/project.cache").path
    }

    var files: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: project.url.path)) ?? [])
            .filter { $0.hasSuffix(".swift") }.sorted().map { project.url.appendingPathComponent($0).path }
    }

    /// One run with the cache (saved afterwards), checked against a run without it.
    @discardableResult
    func lintWithCache(rules: RuleSet = RuleSet(), identity: String = "test build", sourceLocation: SourceLocation = #_sourceLocation) throws -> LintReport {
        let inputs = files.map(LintInput.file)
        let cache = ResultCache(path: cacheFile, identity: identity)
        let cached = Linter(rules: rules, cache: cache).lint(inputs)
        try cache.save()
        let fresh = Linter(rules: rules).lint(inputs)
        #expect(Self.lines(cached) == Self.lines(fresh), sourceLocation: sourceLocation)
        #expect(cached.filesLinted == fresh.filesLinted && cached.filesWithParseErrors == fresh.filesWithParseErrors, sourceLocation: sourceLocation)
        return cached
    }

    static func lines(_ report: LintReport) -> [String] {
        report.diagnostics.map { "\($0.path):\($0.span.line):\($0.span.column) \($0.severity) \($0.ruleID) \($0.message) \(String(describing: $0.fix))" }
    }

    func parsed(_ report: LintReport) -> Int { report.filesLinted - report.filesFromCache }

    @Test func aWarmRunParsesNothingAndReportsTheSame() throws {
        let cold = try lintWithCache()
        #expect(parsed(cold) == 4)
        #expect(cold.diagnostics.contains { $0.ruleID == "unstable-id" && $0.path.hasSuffix("Pet.swift") })
        let warm = try lintWithCache()
        #expect(parsed(warm) == 0)
    }

    /// The last run's report is kept whole for a run over the same files; a run over other
    /// files (here a part of the project) lints them, from the per-file entries.
    @Test func theLastReportServesOnlyTheSameFiles() throws {
        try lintWithCache()
        #expect(ResultCache(path: cacheFile, identity: "test build").loadedRun != nil)
        let part = files.filter { !$0.hasSuffix("PetList.swift") }.map(LintInput.file)
        let cache = ResultCache(path: cacheFile, identity: "test build")
        let partial = Linter(cache: cache).lint(part)
        #expect(Self.lines(partial) == Self.lines(Linter().lint(part)))
        #expect(!partial.diagnostics.contains { $0.path.hasSuffix("Pet.swift") }, "without the list, Pet's identity is not read")
        #expect(parsed(partial) == 0)
    }

    @Test func anEditedFileIsParsedAgain() throws {
        try lintWithCache()
        try project.write("Banner.swift", Self.other.replacingOccurrences(of: "AnyView(Text(\"Hi\"))", with: "Text(\"Hi\")"))
        let warm = try lintWithCache()
        #expect(parsed(warm) == 1)
        #expect(!warm.diagnostics.contains { $0.ruleID == "any-view" })
    }

    /// `Pet.swift` is unchanged and cached, yet its diagnostic goes: the list that made its
    /// identity matter no longer iterates pets (the cross-file checks run again every time).
    @Test func aCrossFileFactChangedInAnotherFile() throws {
        try lintWithCache()
        try project.write("PetList.swift", Self.list.replacingOccurrences(of: "ForEach(pets) { pet in Text(pet.name) }", with: "Text(\"No pets\")"))
        let warm = try lintWithCache()
        #expect(parsed(warm) == 1)
        #expect(!warm.diagnostics.contains { $0.path.hasSuffix("Pet.swift") })
    }

    @Test func changedRulesInvalidateEveryEntry() throws {
        try lintWithCache()
        let stricter = try lintWithCache(rules: RuleSet(severities: ["any-view": .error]))
        #expect(parsed(stricter) == 4)
        #expect(stricter.diagnostics.contains { $0.ruleID == "any-view" && $0.severity == .error })
        #expect(parsed(try lintWithCache(rules: RuleSet(severities: ["any-view": .error]))) == 0)
    }

    @Test func anotherToolVersionIgnoresTheCache() throws {
        try lintWithCache()
        #expect(ResultCache(path: cacheFile, identity: "test build").loadedCount == 4)
        let other = ResultCache(path: cacheFile, identity: "another build")
        #expect(other.loadedCount == 0)
        #expect(other.ignoredBecause?.contains("another version") == true)
        #expect(parsed(try lintWithCache(identity: "another build")) == 4)
    }

    @Test func deletedAndRenamedFiles() throws {
        try lintWithCache()
        try FileManager.default.removeItem(at: project.url.appendingPathComponent("Banner.swift"))
        try FileManager.default.moveItem(at: project.url.appendingPathComponent("Pet+Identifiable.swift"), to: project.url.appendingPathComponent("Conformances.swift"))
        let warm = try lintWithCache()
        #expect(parsed(warm) == 1)
        // The deleted file's entry and the renamed file's old entry are gone.
        #expect(ResultCache(path: cacheFile, identity: "test build").loadedCount == 3)
    }

    @Test func twoRunsAtOnceLeaveAReadableCache() throws {
        try lintWithCache()
        try project.write("Banner.swift", Self.other + "\n// edited\n")
        let inputs = files.map(LintInput.file), path = cacheFile
        DispatchQueue.concurrentPerform(iterations: 4) { _ in
            let cache = ResultCache(path: path, identity: "test build")
            _ = Linter(cache: cache).lint(inputs)
            try? cache.save()
        }
        #expect(ResultCache(path: cacheFile, identity: "test build").ignoredBecause == nil)
        #expect(parsed(try lintWithCache()) == 0)
    }

    /// Cut anywhere, flipped anywhere: the cache is refused as a whole and rewritten.
    @Test func aDamagedCacheIsIgnoredAndRewritten() throws {
        try lintWithCache()
        let bytes = try Data(contentsOf: URL(fileURLWithPath: cacheFile))
        for length in stride(from: 0, to: bytes.count, by: max(1, bytes.count / 40)) {
            try bytes.prefix(length).write(to: URL(fileURLWithPath: cacheFile))
            #expect(ResultCache(path: cacheFile, identity: "test build").loadedCount == 0)
            #expect(parsed(try lintWithCache()) == 4)
        }
        for offset in stride(from: 0, to: bytes.count, by: max(1, bytes.count / 40)) {
            var damaged = bytes
            damaged[offset] ^= 0x20
            try damaged.write(to: URL(fileURLWithPath: cacheFile))
            #expect(ResultCache(path: cacheFile, identity: "test build").loadedCount == 0)
        }
        try Data("not a cache at all".utf8).write(to: URL(fileURLWithPath: cacheFile))
        #expect(parsed(try lintWithCache()) == 4)
        #expect(parsed(try lintWithCache()) == 0)
    }
}

/// The cache from the command line: where it goes, and the flags that steer it.
@Suite struct CacheCommandTests {
    #if !os(macOS)
    @Test func theDefaultFolderFollowsXDGAndNoCacheWritesNothing() throws {
        let project = try TemporaryDirectory(), home = try TemporaryDirectory()
        try project.write("Banner.swift", CacheStalenessTests.other)
        let environment = ["XDG_CACHE_HOME": home.url.path]
        let uncached = try CLI.run(["lint", "--no-cache", "--format", "json"], in: project.url, environment: environment)
        #expect(try FileManager.default.contentsOfDirectory(atPath: home.url.path).isEmpty)
        let cold = try CLI.run(["lint", "--format", "json"], in: project.url, environment: environment)
        let files = try FileManager.default.contentsOfDirectory(atPath: home.url.path + "/viewlint")
        #expect(files.count == 1 && files[0].hasSuffix(".cache"))
        let warm = try CLI.run(["lint", "--format", "json"], in: project.url, environment: environment)
        #expect(cold.stdout == uncached.stdout && warm.stdout == uncached.stdout && warm.exitCode == uncached.exitCode)
    }
    #endif

    /// Each change of `.viewlint.yml` (a severity, a disabled rule, an option) reaches a
    /// warm run exactly as it reaches a run without the cache.
    @Test func aChangedConfigurationFile() throws {
        let project = try TemporaryDirectory()
        try project.write("Banner.swift", CacheStalenessTests.other)
        try project.write("Pet.swift", CacheStalenessTests.model)
        try project.write("Pet+Identifiable.swift", CacheStalenessTests.conformance)
        try project.write("PetList.swift", CacheStalenessTests.list)
        var previous: String?
        for configuration in ["", "rules:\n  any-view:\n    severity: error\n", "disabled_rules:\n  - unstable-id\n", "rules:\n  any-view:\n    fix: false\n"] {
            try project.write(".viewlint.yml", configuration)
            let warm = try CLI.run(["lint", "--cache-path", "caches", "--format", "json"], in: project.url)
            let uncached = try CLI.run(["lint", "--no-cache", "--format", "json"], in: project.url)
            #expect(warm.stdout == uncached.stdout && warm.exitCode == uncached.exitCode, "\(configuration)")
            #expect(warm.stdout != previous, "each configuration changes the report: \(configuration)")
            previous = warm.stdout
        }
    }

    @Test func noCacheAndCachePathTogetherAreAUsageError() throws {
        let result = try CLI.run(["lint", "--no-cache", "--cache-path", "caches", "Examples"])
        #expect(result.exitCode == 2)
        #expect(result.stderr.contains("--no-cache turns the cache off"))
    }

    /// A cache folder that cannot be written: one line on stderr, the report and the exit
    /// status as without a cache.
    @Test func anUnwritableCacheFolderIsReportedAndTheRunGoesOn() throws {
        let project = try TemporaryDirectory()
        try project.write("Banner.swift", CacheStalenessTests.other)
        try project.write("not-a-folder", "a file where the cache folder should be")
        let result = try CLI.run(["lint", "--cache-path", "not-a-folder/caches", "--format", "json"], in: project.url)
        let uncached = try CLI.run(["lint", "--no-cache", "--format", "json"], in: project.url)
        #expect(result.stdout == uncached.stdout && result.exitCode == uncached.exitCode)
        #expect(result.stderr.contains("viewlint: the cache was not saved:"))
    }

    @Test func cachePathPutsTheCacheThere() throws {
        let project = try TemporaryDirectory()
        try project.write("Banner.swift", CacheStalenessTests.other)
        _ = try CLI.run(["lint", "--cache-path", "caches"], in: project.url)
        #expect(try FileManager.default.contentsOfDirectory(atPath: project.url.path + "/caches").count == 1)
    }
}
