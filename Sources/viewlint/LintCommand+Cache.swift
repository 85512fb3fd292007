import Foundation
import ViewLintCache
import ViewLintSources

extension LintCommand {
    /// The cache of this project root and configuration, or nil when this run does not use one:
    /// `--no-cache`, source from standard input, and `--fix`/`--diff` (each fix pass lints
    /// text that is not on disk yet).
    func openCache() -> ResultCache? {
        guard !noCache, stdinPath == nil, !fix, !diff, let folder = cachePath ?? CacheLocation.defaultFolder() else { return nil }
        let root = FileManager.default.currentDirectoryPath
        let file = CacheLocation.file(in: folder, root: root, configuration: config.map(FilePaths.absolute))
        return ResultCache(path: file, identity: Self.cacheIdentity)
    }

    /// Everything a cached result depends on besides the file and its rules: this build of
    /// viewlint (a rebuilt binary has another size or time, so a development build never reads
    /// results of an older one) and the grammar.
    static let cacheIdentity: String = {
        var build = "unknown build"
        var info = stat()
        if let executable = Bundle.main.executablePath, stat(executable, &info) == 0 {
            #if os(macOS)
            let modified = info.st_mtimespec
            #else
            let modified = info.st_mtim
            #endif
            build = "\(info.st_size) bytes, modified \(modified.tv_sec).\(modified.tv_nsec)"
        }
        return "viewlint \(versionLine); \(build)"
    }()
}
