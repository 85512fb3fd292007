import Foundation

/// A documented example of a rule, read from the fenced code blocks of its `README.md`:
///
///     ```swift triggering
///     let v = ↓AnyView(Text("x"))
///     ```
///
/// `↓` marks where a diagnostic must start; `triggering` blocks must have at least one
/// marker and raise exactly the marked diagnostics, `non-triggering` blocks must raise none.
/// A block may hold several files, each introduced by a `// file: NAME.swift` line.
///
/// A ```` ```swift fixed ```` block right after a triggering block (only blank lines between)
/// is that example once every fix of the rule is applied: all of its files, in the same layout.
///
/// An example of a setting names it after the kind, as `.viewlint.yml` would set it:
/// ```` ```swift triggering storage: true ````.
public struct RuleExample: Sendable {
    public struct File: Sendable {
        public var name: String
        /// The source with markers removed.
        public var source: String
        /// Marked positions, 1-based line and Unicode-scalar column in `source`.
        public var markers: [(line: Int, column: Int)]
    }

    public var isTriggering: Bool
    public var files: [File]
    /// The files after every fix of the rule, from the `swift fixed` block that follows a
    /// triggering block; nil when there is none.
    public var fixedFiles: [File]?
    /// 1-based line of the opening fence in README.md, for failure messages.
    public var documentationLine: Int
    /// The rule's settings the example runs with (`storage: true`); none for most.
    public var options: [String: RuleOptionValue] = [:]

    public static let marker: Character = "↓"

    /// Every example block of a rule's documentation, in order.
    public static func parse(documentation: String) -> [RuleExample] {
        enum Kind { case triggering, nonTriggering, fixed }
        var examples: [RuleExample] = []
        var current: (kind: Kind, line: Int, lines: [Substring], options: [String: RuleOptionValue])?
        // Whether the last block closed was a triggering one, with only blank lines since.
        var followsTriggering = false
        for (number, line) in documentation.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if var block = current {
                if trimmed == "```" {
                    let files = splitFiles(block.lines)
                    if block.kind == .fixed {
                        examples[examples.count - 1].fixedFiles = files
                    } else {
                        examples.append(RuleExample(
                            isTriggering: block.kind == .triggering, files: files, fixedFiles: nil, documentationLine: block.line, options: block.options))
                    }
                    followsTriggering = block.kind == .triggering
                    current = nil
                } else {
                    block.lines.append(line)
                    current = block
                }
            } else if let options = fenceOptions(trimmed, kind: "triggering") {
                current = (.triggering, number + 1, [], options)
            } else if let options = fenceOptions(trimmed, kind: "non-triggering") {
                current = (.nonTriggering, number + 1, [], options)
            } else if trimmed == "```swift fixed", followsTriggering {
                current = (.fixed, number + 1, [], [:])
            } else if !trimmed.isEmpty {
                followsTriggering = false
            }
        }
        return examples
    }

    /// The settings of a fence that opens a `kind` example (`` ```swift triggering storage: true ``:
    /// `key: value` pairs separated by commas, values `true`, `false`, integers or words); nil
    /// when the line opens no such example.
    private static func fenceOptions(_ line: String, kind: String) -> [String: RuleOptionValue]? {
        let opening = "```swift " + kind
        guard line.hasPrefix(opening) else { return nil }
        let rest = line.dropFirst(opening.count)
        guard rest.isEmpty || rest.first == " " else { return nil }
        var options: [String: RuleOptionValue] = [:]
        for pair in rest.split(separator: ",") {
            let parts = pair.split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard parts.count == 2 else { continue }
            switch parts[1] {
            case "true": options[parts[0]] = .bool(true)
            case "false": options[parts[0]] = .bool(false)
            default: options[parts[0]] = Int(parts[1]).map(RuleOptionValue.int) ?? .string(parts[1])
            }
        }
        return options
    }

    private static func splitFiles(_ lines: [Substring]) -> [File] {
        var files: [(name: String, lines: [Substring])] = []
        for line in lines {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("// file: ") {
                files.append((String(trimmed.dropFirst("// file: ".count)), []))
            } else if files.isEmpty {
                files.append(("Example.swift", [line]))
            } else {
                files[files.count - 1].lines.append(line)
            }
        }
        return files.map { file in
            var markers: [(Int, Int)] = []
            var cleaned: [String] = []
            for (index, line) in file.lines.enumerated() {
                var column = 1
                var text = ""
                for scalar in line.unicodeScalars {
                    if Character(scalar) == marker {
                        markers.append((index + 1, column))
                    } else {
                        text.unicodeScalars.append(scalar)
                        column += 1
                    }
                }
                cleaned.append(text)
            }
            return File(name: file.name, source: cleaned.joined(separator: "\n") + "\n", markers: markers)
        }
    }
}
