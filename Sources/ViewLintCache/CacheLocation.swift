import Foundation

/// Where caches live: one file per project root and configuration in the user's cache folder.
public enum CacheLocation {
    /// `$XDG_CACHE_HOME/viewlint` (or `~/.cache/viewlint`) on Linux, `~/Library/Caches/viewlint`
    /// on macOS; nil when neither the variable nor a home folder is known.
    public static func defaultFolder(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        #if os(macOS)
        guard let home = environment["HOME"], !home.isEmpty else { return nil }
        return home + "/Library/Caches/viewlint"
        #else
        if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") { return xdg + "/viewlint" }
        guard let home = environment["HOME"], !home.isEmpty else { return nil }
        return home + "/.cache/viewlint"
        #endif
    }

    /// The cache file in `folder` for runs from `root` (an absolute path) with `configuration`
    /// (an explicit configuration file, or nil for the nearest `.viewlint.yml` of each file).
    public static func file(in folder: String, root: String, configuration: String?) -> String {
        folder + "/" + ContentDigest(combining: [root, configuration ?? ""]).hex + ".cache"
    }
}
