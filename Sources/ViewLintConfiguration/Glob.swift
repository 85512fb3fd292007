/// A path pattern of `included`/`excluded`, relative to the configuration's folder:
/// `*` matches within one path component, `?` one character, `[abc]`, `[a-z]` and `[!abc]`
/// one character of a set, and a whole component `**` any number of folders. A pattern that
/// matches a folder also matches everything below it (`Generated` excludes `Generated/A.swift`).
public struct Glob: Sendable, CustomStringConvertible {
    public let pattern: String
    private let components: [Component]

    private enum Component: Sendable {
        case anyFolders
        case name([Element])
    }

    private enum Element: Sendable {
        case character(Character)
        case anyRun
        case anyOne
        case set(ranges: [ClosedRange<Character>], negated: Bool)
    }

    public struct SyntaxError: Error, CustomStringConvertible {
        public let description: String
    }

    public var description: String { pattern }

    public init(_ pattern: String) throws(SyntaxError) {
        self.pattern = pattern
        guard !pattern.isEmpty else { throw SyntaxError(description: "an empty pattern matches nothing") }
        guard !pattern.hasPrefix("/") else {
            throw SyntaxError(description: "'\(pattern)' is absolute; patterns are relative to the folder of the configuration file")
        }
        var trimmed = Substring(pattern)
        while trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        components = try trimmed.split(separator: "/", omittingEmptySubsequences: true).map { text throws(SyntaxError) in
            if text == "**" { return .anyFolders }
            if text.contains("**") {
                throw SyntaxError(description: "'\(pattern)': ** must be a whole path component, as in Generated/** or **/*.swift")
            }
            return .name(try Self.elements(text, in: pattern))
        }
    }

    private static func elements(_ text: Substring, in pattern: String) throws(SyntaxError) -> [Element] {
        var elements: [Element] = []
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            index = text.index(after: index)
            switch character {
            case "*": elements.append(.anyRun)
            case "?": elements.append(.anyOne)
            case "[":
                guard let close = text[index...].dropFirst().firstIndex(of: "]") else {
                    throw SyntaxError(description: "'\(pattern)': '[' opens a character set that is never closed")
                }
                var body = text[index..<close]
                let negated = body.first == "!" || body.first == "^"
                if negated { body = body.dropFirst() }
                elements.append(.set(ranges: ranges(body), negated: negated))
                index = text.index(after: close)
            default: elements.append(.character(character))
            }
        }
        return elements
    }

    /// `a-z0` → `a...z`, `0...0`.
    private static func ranges(_ body: Substring) -> [ClosedRange<Character>] {
        let characters = Array(body)
        var ranges: [ClosedRange<Character>] = []
        var index = 0
        while index < characters.count {
            if index + 2 < characters.count, characters[index + 1] == "-", characters[index] <= characters[index + 2] {
                ranges.append(characters[index]...characters[index + 2])
                index += 3
            } else {
                ranges.append(characters[index]...characters[index])
                index += 1
            }
        }
        return ranges
    }

    /// Whether `relativePath` (`/`-separated, relative to the configuration's folder) or one
    /// of the folders it lies in matches.
    public func matches(_ relativePath: String) -> Bool {
        let names = relativePath.split(separator: "/")
        return (1...max(names.count, 1)).contains { Self.match(components[...], names[..<$0]) }
    }

    /// Components against names; `**` tries every number of folders (patterns are a few
    /// components long, so this stays small).
    private static func match(_ components: ArraySlice<Component>, _ names: ArraySlice<Substring>) -> Bool {
        guard let first = components.first else { return names.isEmpty }
        switch first {
        case .anyFolders:
            return (names.startIndex...names.endIndex).contains { match(components.dropFirst(), names[$0...]) }
        case .name(let elements):
            guard let name = names.first, matchName(elements[...], Array(name)[...]) else { return false }
            return match(components.dropFirst(), names.dropFirst())
        }
    }

    private static func matchName(_ elements: ArraySlice<Element>, _ characters: ArraySlice<Character>) -> Bool {
        guard let first = elements.first else { return characters.isEmpty }
        switch first {
        case .anyRun:
            return (characters.startIndex...characters.endIndex).contains { matchName(elements.dropFirst(), characters[$0...]) }
        case .anyOne:
            return !characters.isEmpty && matchName(elements.dropFirst(), characters.dropFirst())
        case .character(let expected):
            return characters.first == expected && matchName(elements.dropFirst(), characters.dropFirst())
        case .set(let ranges, let negated):
            guard let character = characters.first, ranges.contains(where: { $0.contains(character) }) != negated else { return false }
            return matchName(elements.dropFirst(), characters.dropFirst())
        }
    }
}
