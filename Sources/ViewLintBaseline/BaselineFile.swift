import Foundation
import ViewLintSources

/// Reading and writing the baseline file: JSON with sorted keys, one entry per diagnostic.
///
/// ```json
/// { "entries": [ { "file": "Sources/A.swift", "line": "AnyView(Text(\"a\"))", "rule": "any-view" } ],
///   "tool": "viewlint", "version": 1 }
/// ```
extension Baseline {
    public struct FileError: Error, CustomStringConvertible {
        public let description: String
    }

    private struct Document: Codable {
        var version: Int
        var tool: String
        var entries: [Entry]
    }

    public static func read(from path: String) throws(FileError) -> Baseline {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw FileError(description: "\(path): the baseline cannot be read")
        }
        let document: Document
        do {
            document = try JSONDecoder().decode(Document.self, from: data)
        } catch {
            throw FileError(description: "\(path): not a viewlint baseline (\(error.localizedDescription)); write one with --write-baseline")
        }
        guard document.version == formatVersion else {
            throw FileError(description: "\(path): baseline version \(document.version) is not supported (expected \(formatVersion))")
        }
        return Baseline(entries: document.entries)
    }

    /// Writes atomically: an interrupted run leaves the previous baseline intact.
    public func write(to path: String) throws(FileError) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        do {
            let data = try encoder.encode(Document(version: Self.formatVersion, tool: "viewlint", entries: entries))
            try AtomicFile.write(Array(data) + [UInt8(ascii: "\n")], to: path)
        } catch let error as AtomicFile.WriteError {
            throw FileError(description: error.description)
        } catch {
            throw FileError(description: "\(path): \(error)")
        }
    }
}
