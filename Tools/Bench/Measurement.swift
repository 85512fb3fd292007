import Dispatch
import Foundation
import Synchronization
import ViewLintCache
import ViewLintEngine
import ViewLintRuleKit
import ViewLintSources

/// What the benchmark measures in one child process.
enum BenchMode: String {
    /// Read and parse every file, nothing else: the floor every linter on tree-sitter pays.
    case parse
    /// Parse and collect index facts (no rules).
    case index
    /// Everything `viewlint lint` does except printing.
    case lint
    /// The same with the result cache in the folder given (cold when it is empty).
    case cachedLint = "cached-lint"

    func measure(corpus: URL, workers: Int, cacheFolder: String?) throws -> Measurement {
        let files = SourceDiscovery().discover([corpus.path]).files.map(\.displayPath)
        let cpuBefore = Measurement.cpuSeconds()
        let start = DispatchTime.now().uptimeNanoseconds
        var diagnostics = 0, parsed = files.count
        var phases = PhaseTimings()
        switch self {
        case .parse:
            parseOnly(files, workers: workers)
        case .index, .lint, .cachedLint:
            let rules = self == .index ? RuleSet(enabled: []) : RuleSet()
            let cache = self == .cachedLint ? cacheFolder.map { ResultCache(path: $0 + "/bench.cache", identity: "viewlint-bench") } : nil
            let report = Linter(rules: rules, workers: workers, cache: cache).lint(files.map(LintInput.file))
            try cache?.save()
            diagnostics = report.diagnostics.count
            parsed = report.filesLinted - report.filesFromCache
            phases = report.phases
        }
        let wall = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        return Measurement(
            wall: wall, cpu: Measurement.cpuSeconds() - cpuBefore, peakRSSMegabytes: Measurement.peakRSSMegabytes(),
            diagnostics: diagnostics, filesParsed: parsed, filePass: phases.filePass, indexMerge: phases.indexMerge, crossFile: phases.crossFileChecks)
    }

    private func parseOnly(_ files: [String], workers: Int) {
        let next = Atomic<Int>(0)
        let loader = SourceLoader()
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            let parser = SyntaxParser()
            while true {
                let index = next.add(1, ordering: .relaxed).oldValue
                guard index < files.count else { return }
                if case .success(let bytes) = loader.load(files[index]) {
                    _ = parser.parse(SourceText(bytes: bytes))
                }
            }
        }
    }
}

/// One mode's figures, passed from the child process as a line of numbers.
struct Measurement {
    var wall: Double
    var cpu: Double
    var peakRSSMegabytes: Double
    var diagnostics: Int
    var filesParsed: Int
    var filePass: Double
    var indexMerge: Double
    var crossFile: Double

    var encoded: String { "\(wall) \(cpu) \(peakRSSMegabytes) \(diagnostics) \(filesParsed) \(filePass) \(indexMerge) \(crossFile)" }

    init(wall: Double, cpu: Double, peakRSSMegabytes: Double, diagnostics: Int, filesParsed: Int, filePass: Double, indexMerge: Double, crossFile: Double) {
        self.wall = wall
        self.cpu = cpu
        self.peakRSSMegabytes = peakRSSMegabytes
        self.diagnostics = diagnostics
        self.filesParsed = filesParsed
        self.filePass = filePass
        self.indexMerge = indexMerge
        self.crossFile = crossFile
    }

    init?(decoding line: String) {
        let fields = line.split(separator: " ").compactMap { Double($0) }
        guard fields.count == 8 else { return nil }
        self.init(wall: fields[0], cpu: fields[1], peakRSSMegabytes: fields[2], diagnostics: Int(fields[3]), filesParsed: Int(fields[4]),
                  filePass: fields[5], indexMerge: fields[6], crossFile: fields[7])
    }

    /// Runs this executable again with `--mode` and reads its figures.
    static func inChild(mode: BenchMode, corpus: URL, workers: Int, cacheFolder: String? = nil) throws -> Measurement {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
        process.arguments = ["--mode", mode.rawValue, "--measure", corpus.path, "--workers", String(workers)]
            + (cacheFolder.map { ["--cache-folder", $0] } ?? [])
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard let measurement = Measurement(decoding: output.trimmingCharacters(in: .whitespacesAndNewlines)) else {
            throw NSError(domain: "viewlint-bench", code: 1, userInfo: [NSLocalizedDescriptionKey: "mode \(mode) failed: \(output)"])
        }
        return measurement
    }

    static func cpuSeconds() -> Double {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
        return seconds(usage.ru_utime) + seconds(usage.ru_stime)
    }

    /// Peak resident set size of this process (Linux reports ru_maxrss in kilobytes).
    static func peakRSSMegabytes() -> Double {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return Double(usage.ru_maxrss) / 1024
    }
}
