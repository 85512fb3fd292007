import Foundation

/// Parts of a rule's README.md for places that show less than the whole page (SARIF's
/// full description and help text, for instance).
extension RegisteredRule {
    /// The text under the `## title` heading, up to the next heading of level 1 or 2,
    /// trimmed; nil when the README has no such section. Scans the README's bytes once: SARIF
    /// output reads three sections of every rule on each run.
    public func documentationSection(_ title: String) -> String? {
        let bytes = Array(documentation.utf8)
        let heading = Array("## \(title)".utf8)
        var body: Range<Int>?
        var lineStart = 0
        while lineStart < bytes.count {
            let lineEnd = bytes[lineStart...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
            let line = bytes[lineStart..<lineEnd]
            if let start = body?.lowerBound {
                if line.starts(with: "# ".utf8) || line.starts(with: "## ".utf8) { body = start..<lineStart; break }
            } else if line.elementsEqual(heading) {
                body = min(lineEnd + 1, bytes.count)..<bytes.count
            }
            lineStart = lineEnd + 1
        }
        guard let body else { return nil }
        let text = String(decoding: bytes[body], as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return text.isEmpty ? nil : text
    }
}
