import Foundation
import ViewLintSources

/// Cold and warm runs with the result cache on a corpus the benchmark may edit, beside the
/// parse-everything time and the uncached lint of the same files in the same run.
struct CacheBench {
    var corpus: URL
    var workers: Int
    var repeats: Int

    static let cacheFolder = ".bench/cache"

    struct Rows {
        var labels: [String]
        var best: [String: Measurement]

        func print() {
            let reference = best[CacheBench.parseLabel]!.wall
            Swift.print("mode                                           wall s   cpu s  peak RSS MB  files parsed  diagnostics  × parse (1 thread)")
            for label in labels {
                let measurement = best[label]!
                Swift.print(label.padding(toLength: 45, withPad: " ", startingAt: 0) + String(
                    format: " %7.3f %7.3f %10.1f %13d %12d %10.2f×", measurement.wall, measurement.cpu,
                    measurement.peakRSSMegabytes, measurement.filesParsed, measurement.diagnostics, measurement.wall / reference))
            }
        }
    }

    static let parseLabel = "parse everything, 1 thread"

    func run() throws -> Rows {
        let view = try EditedFile.view(in: corpus)
        let model = try EditedFile.model(in: corpus, other: view.url)
        var rows = Rows(labels: [], best: [:])
        func keep(_ label: String, _ measurement: Measurement) {
            if !rows.labels.contains(label) { rows.labels.append(label) }
            if rows.best[label].map({ measurement.wall < $0.wall }) ?? true { rows.best[label] = measurement }
        }
        func cached() throws -> Measurement {
            try Measurement.inChild(mode: .cachedLint, corpus: corpus, workers: workers, cacheFolder: Self.cacheFolder)
        }
        for _ in 0..<repeats {
            keep(Self.parseLabel, try Measurement.inChild(mode: .parse, corpus: corpus, workers: 1))
            keep("lint, no cache", try Measurement.inChild(mode: .lint, corpus: corpus, workers: workers))
            try? FileManager.default.removeItem(atPath: Self.cacheFolder)
            keep("cold, empty cache", try cached())
            keep("warm, nothing changed", try cached())
            for (label, file) in [("warm, one view file edited", view), ("warm, one model file edited", model)] {
                try file.edit()
                keep(label + " (\(file.url.lastPathComponent))", try cached())
                try file.restore()
                _ = try cached()
            }
        }
        return rows
    }
}

/// A file the benchmark edits and then puts back: a view file gains a view, a model file an
/// extension of its first type (a fact other files' checks read).
struct EditedFile {
    let url: URL
    let original: Data
    let addition: String

    func edit() throws { try (original + Data(addition.utf8)).write(to: url) }
    func restore() throws { try original.write(to: url) }

    static func view(in corpus: URL) throws -> EditedFile {
        guard let view = try swiftFiles(in: corpus).first(where: { contains($0.1, "some View") && contains($0.1, "import SwiftUI") }) else {
            throw BenchError("no view file in \(corpus.path)")
        }
        return EditedFile(url: view.0, original: view.1, addition: "\nprivate struct ViewlintBenchEdit: View {\n    var body: some View { Text(\"edited\") }\n}\n")
    }

    /// A file that does not import SwiftUI when there is one, else any other file with a type.
    static func model(in corpus: URL, other: URL) throws -> EditedFile {
        let files = try swiftFiles(in: corpus).filter { $0.0 != other }
        let typed = files.compactMap { file in firstTypeName(file.1).map { (file.0, file.1, $0) } }
        guard let (url, data, type) = typed.first(where: { !contains($0.1, "SwiftUI") }) ?? typed.first else {
            throw BenchError("no file declaring a type in \(corpus.path)")
        }
        return EditedFile(url: url, original: data, addition: "\nextension \(type) {\n    var viewlintBenchEdit: Int { 0 }\n}\n")
    }

    /// The files the lint reads (the same discovery), in path order.
    private static func swiftFiles(in corpus: URL) throws -> [(URL, Data)] {
        try SourceDiscovery().discover([corpus.path]).files.map { file in
            let url = URL(fileURLWithPath: file.displayPath)
            return (url, try Data(contentsOf: url))
        }
    }

    private static func contains(_ data: Data, _ text: String) -> Bool { data.range(of: Data(text.utf8)) != nil }

    /// The name after the first line-leading `struct ` or `final class `/`class `.
    private static func firstTypeName(_ data: Data) -> String? {
        for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
            for keyword in ["struct ", "class ", "final class "] where line.hasPrefix(keyword) {
                let name = line.dropFirst(keyword.count).prefix { $0.isLetter || $0.isNumber || $0 == "_" }
                if !name.isEmpty { return String(name) }
            }
        }
        return nil
    }
}

struct BenchError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
