import Foundation

/// Path arithmetic for configuration lookup and globs: lexical only (symbolic links are not
/// resolved), so that a file and the folders above it are always spelled the same way.
public enum FilePaths {
    /// `path` made absolute against the current directory, with `.` and `..` removed.
    public static func absolute(_ path: String) -> String {
        let joined = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        var components: [Substring] = []
        for component in joined.split(separator: "/") {
            switch component {
            case ".": continue
            case "..": if !components.isEmpty { components.removeLast() }
            default: components.append(component)
            }
        }
        return "/" + components.joined(separator: "/")
    }

    /// The folder holding `absolutePath`; `/` for `/` itself.
    public static func parent(_ absolutePath: String) -> String {
        guard let slash = absolutePath.lastIndex(of: "/"), slash != absolutePath.startIndex else { return "/" }
        return String(absolutePath[..<slash])
    }

    /// `absolutePath` relative to `directory` (both absolute and normalised), with `..` steps
    /// when it lies outside.
    public static func relative(_ absolutePath: String, to directory: String) -> String {
        let path = absolutePath.split(separator: "/"), base = directory.split(separator: "/")
        var shared = 0
        while shared < min(path.count, base.count), path[shared] == base[shared] { shared += 1 }
        let steps = Array(repeating: Substring(".."), count: base.count - shared) + path[shared...]
        return steps.joined(separator: "/")
    }
}
