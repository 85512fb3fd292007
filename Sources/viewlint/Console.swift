import Foundation

/// Writes to standard error, where every message that is not output goes.
enum Console {
    static func error(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
