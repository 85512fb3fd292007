import CTreeSitter

/// A compiled tree-sitter query (S-expression patterns with `@captures`) for the Swift grammar.
/// Queries are immutable after compilation and can be shared across threads.
public final class Query: @unchecked Sendable {
    let raw: OpaquePointer
    private let captureNames: [String]

    public struct CompileError: Error, CustomStringConvertible {
        public let offset: Int
        public let kind: String
        public var description: String { "query error (\(kind)) at offset \(offset)" }
    }

    public init(_ source: String) throws {
        var errorOffset: UInt32 = 0
        var errorType = TSQueryErrorNone
        let compiled = source.withCString {
            ts_query_new(SwiftGrammar.language, $0, UInt32(source.utf8.count), &errorOffset, &errorType)
        }
        guard let compiled else {
            throw CompileError(offset: Int(errorOffset), kind: Query.describe(errorType))
        }
        raw = compiled
        captureNames = (0..<ts_query_capture_count(compiled)).map { id in
            var length: UInt32 = 0
            let name = ts_query_capture_name_for_id(compiled, id, &length)!
            return String(decoding: UnsafeRawBufferPointer(start: name, count: Int(length)), as: UTF8.self)
        }
    }

    deinit { ts_query_delete(raw) }

    /// One match: the pattern that matched and its captured nodes.
    public struct Match {
        public let patternIndex: Int
        public let captures: [(name: String, node: Node)]
        public func node(_ capture: String) -> Node? { captures.first { $0.name == capture }?.node }
    }

    /// All matches under `node`, in document order.
    public func matches(in node: Node) -> [Match] {
        guard let cursor = ts_query_cursor_new() else { return [] }
        defer { ts_query_cursor_delete(cursor) }
        ts_query_cursor_exec(cursor, raw, node.raw)
        var result: [Match] = []
        var match = TSQueryMatch()
        while ts_query_cursor_next_match(cursor, &match) {
            let captures = (0..<Int(match.capture_count)).map { index in
                let capture = match.captures[index]
                return (name: captureNames[Int(capture.index)], node: Node(raw: capture.node, tree: node.tree))
            }
            result.append(Match(patternIndex: Int(match.pattern_index), captures: captures))
        }
        return result
    }

    private static func describe(_ error: TSQueryError) -> String {
        switch error {
        case TSQueryErrorSyntax: return "syntax"
        case TSQueryErrorNodeType: return "unknown node type"
        case TSQueryErrorField: return "unknown field"
        case TSQueryErrorCapture: return "unknown capture"
        case TSQueryErrorStructure: return "impossible pattern"
        case TSQueryErrorLanguage: return "language"
        default: return "unknown"
        }
    }
}
