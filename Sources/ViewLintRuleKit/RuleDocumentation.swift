import Foundation

/// Parts of a rule's README.md for places that show less than the whole page (SARIF's
/// full description and help text, for instance).
extension RegisteredRule {
    /// The text under the `## title` heading, up to the next heading of level 1 or 2,
    /// trimmed; nil when the README has no such section.
    public func documentationSection(_ title: String) -> String? {
        var collected: [Substring]?
        for line in documentation.split(separator: "\n", omittingEmptySubsequences: false) {
            let isHeading = line.hasPrefix("# ") || line.hasPrefix("## ")
            if collected != nil {
                if isHeading { break }
                collected?.append(line)
            } else if line == "## \(title)" {
                collected = []
            }
        }
        guard let lines = collected else { return nil }
        let text = lines.joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines)
        return text.isEmpty ? nil : text
    }
}
