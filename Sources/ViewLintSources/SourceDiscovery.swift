import Foundation
import ViewLintDiagnostics

/// A Swift file to lint: how to show its path, and where to read it.
public struct SourceFileReference: Hashable, Sendable {
    /// The path as the user wrote it, joined with the path below it (relative stays relative).
    public let displayPath: String
    public init(displayPath: String) { self.displayPath = displayPath }
}

/// Turns command-line paths into the sorted list of Swift files to lint.
///
/// Directories are walked iteratively for `*.swift`, skipping build products, dependency
/// folders, hidden folders and DocC catalogs (`*.docc`: tutorial snapshots of code in the
/// making, never compiled); explicit file arguments are always linted.
public struct SourceDiscovery {
    /// Folder names never descended into (besides every name starting with a dot).
    public static let skippedFolderNames: Set<String> = [".build", ".git", "DerivedData", "Pods", "Carthage"]

    public struct Result: Sendable {
        public var files: [SourceFileReference]
        /// Paths given on the command line that do not exist or cannot be read.
        public var unreadablePaths: [SkippedFile]
        /// `*.swift` entries met in folders that are named pipes, sockets or devices: skipped
        /// without being opened (opening a pipe would wait for a writer).
        public var specialFiles: [SkippedFile] = []
    }

    public init() {}

    public func discover(_ paths: [String]) -> Result {
        var files = Set<String>()
        var unreadable: [SkippedFile] = []
        var special: [SkippedFile] = []
        let fileManager = FileManager.default
        for path in paths {
            var isDirectory: ObjCBool = false
            guard fileManager.fileExists(atPath: path, isDirectory: &isDirectory) else {
                unreadable.append(SkippedFile(path: path, reason: "no such file or directory"))
                continue
            }
            if isDirectory.boolValue {
                if let failure = walkDirectory(path, into: &files, special: &special) { unreadable.append(failure) }
            } else {
                files.insert(path)
            }
        }
        return Result(
            files: files.sorted().map(SourceFileReference.init), unreadablePaths: unreadable,
            specialFiles: special.sorted { $0.path < $1.path })
    }

    /// Collects `*.swift` below `root` with an explicit stack; symbolic links to folders are not
    /// followed, so link cycles cannot loop.
    private func walkDirectory(_ root: String, into files: inout Set<String>, special: inout [SkippedFile]) -> SkippedFile? {
        let fileManager = FileManager.default
        guard fileManager.isReadableFile(atPath: root), (try? fileManager.contentsOfDirectory(atPath: root)) != nil else {
            return SkippedFile(path: root, reason: "directory cannot be read")
        }
        var pending = [root]
        while let directory = pending.popLast() {
            guard let entries = try? fileManager.contentsOfDirectory(atPath: directory) else { continue }
            for name in entries {
                let path = Self.join(directory, name)
                guard let type = Self.fileType(path) else { continue }
                switch type {
                case .directory:
                    if !name.hasPrefix("."), !Self.skippedFolderNames.contains(name), !name.hasSuffix(".docc") { pending.append(path) }
                case .file:
                    if name.hasSuffix(".swift") { files.insert(path) }
                case .special(let type):
                    if name.hasSuffix(".swift") { special.append(SkippedFile(path: path, reason: SourceLoader.describe(type))) }
                }
            }
        }
        return nil
    }

    private enum EntryType {
        case file, directory
        /// A pipe, socket or device (or a link to one), with its `S_IFMT` type.
        case special(mode_t)
    }

    /// The entry's own type (links are resolved only to decide whether a linked file is a file).
    private static func fileType(_ path: String) -> EntryType? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        switch info.st_mode & S_IFMT {
        case S_IFDIR: return .directory
        case S_IFREG: return .file
        case S_IFLNK:
            var target = stat()
            guard stat(path, &target) == 0 else { return nil }
            switch target.st_mode & S_IFMT {
            case S_IFREG: return .file
            case S_IFDIR: return nil
            case let type: return .special(type)
            }
        case let type: return .special(type)
        }
    }

    static func join(_ directory: String, _ name: String) -> String {
        directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }
}
