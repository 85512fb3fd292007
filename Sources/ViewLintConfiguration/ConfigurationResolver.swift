import Foundation
import ViewLintRuleKit
import ViewLintSources

/// Finds the configuration that applies to each linted file: the `.viewlint.yml` nearest
/// above it (nearest wins, no merging), or the one file given with `--config`, or the
/// defaults. Lookups and parsed files are cached, so a run over many files in few folders
/// reads each configuration once.
public final class ConfigurationResolver {
    private let parser: ConfigurationParser
    private let explicitFile: String?
    /// Folder → the configuration file found for it (nil: none up to the root).
    private var fileForFolder: [String: String?] = [:]
    private var parsed: [String: Configuration] = [:]

    /// `explicitFile` is `--config FILE`: it then applies to every file and nothing is searched.
    public init(rules: [RegisteredRule], explicitFile: String? = nil) {
        parser = ConfigurationParser(rules: rules)
        self.explicitFile = explicitFile
    }

    /// The configuration for a file (which need not exist, as with `--stdin-path`).
    public func configuration(forFile path: String) throws(ConfigurationError) -> Configuration {
        try configuration(forFolder: FilePaths.parent(FilePaths.absolute(path)))
    }

    /// The configuration for files in `folder` (absolute and normalised, or relative).
    public func configuration(forFolder folder: String) throws(ConfigurationError) -> Configuration {
        if let explicitFile { return try load(explicitFile) }
        let absolute = FilePaths.absolute(folder)
        guard let file = nearestFile(from: absolute) else { return Configuration(directory: absolute) }
        return try load(file)
    }

    /// Relative to the current folder when below it, as users and editors expect in messages.
    private static func displayPath(_ file: String) -> String {
        guard file.hasPrefix("/") else { return file }
        let relative = FilePaths.relative(file, to: FilePaths.absolute("."))
        return relative.hasPrefix("..") ? file : relative
    }

    private func nearestFile(from folder: String) -> String? {
        var visited: [String] = []
        var current = folder
        var found: String?
        while true {
            if let cached = fileForFolder[current] {
                found = cached
                break
            }
            visited.append(current)
            let candidate = (current == "/" ? "" : current) + "/" + Configuration.fileName
            if FileManager.default.fileExists(atPath: candidate) {
                found = candidate
                break
            }
            guard current != "/" else { break }
            current = FilePaths.parent(current)
        }
        for folder in visited { fileForFolder[folder] = .some(found) }
        return found
    }

    private func load(_ file: String) throws(ConfigurationError) -> Configuration {
        if let cached = parsed[file] { return cached }
        let shown = Self.displayPath(file)
        guard let data = FileManager.default.contents(atPath: file) else {
            throw ConfigurationError(file: shown, line: 1, message: "cannot be read")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw ConfigurationError(file: shown, line: 1, message: "is not valid UTF-8")
        }
        let configuration = try parser.parse(text, file: shown, directory: FilePaths.parent(FilePaths.absolute(file)))
        parsed[file] = configuration
        return configuration
    }
}
