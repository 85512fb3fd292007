import Foundation
import Testing

/// Nothing the build or the tests run may read outside the repository: a contributor's or a
/// user's clone has nothing beside it. (The string searched for is put together at run time so
/// that this file does not contain it.)
@Suite("Repository boundary")
struct RepositoryBoundaryTests {
    static let outside = ["..", "shared"].joined(separator: "/")

    @Test func noBuildOrTestFileRefersToAFolderBesideTheRepository() throws {
        let root = CLI.repositoryRoot
        var offenders: [String] = []
        for entry in ["Sources", "Tests", "scripts", "Plugins", "Tools", ".ci", "Makefile", "Package.swift"] {
            for file in Self.files(under: root.appendingPathComponent(entry)) {
                // Text files only (an artifact bundle or other binary would not decode).
                guard let text = try? String(contentsOf: file, encoding: .utf8) else { continue }
                for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
                where line.contains(Self.outside) {
                    offenders.append("\(file.path.dropFirst(root.path.count + 1)):\(number + 1): \(line)")
                }
            }
        }
        #expect(offenders.isEmpty, "these lines refer to a folder beside the repository:\n\(offenders.joined(separator: "\n"))")
    }

    /// `url` itself when it is a file, else the files below it, skipping hidden folders (build
    /// products and SwiftPM state).
    static func files(under url: URL) -> [URL] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else { return [] }
        guard isDirectory.boolValue else { return [url] }
        let enumerator = FileManager.default.enumerator(
            at: url, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles])
        return (enumerator?.allObjects as? [URL] ?? []).filter {
            (try? $0.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true
        }
    }
}
