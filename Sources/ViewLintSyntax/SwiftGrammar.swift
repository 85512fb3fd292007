import CTreeSitter
import CTreeSitterSwift

/// The pinned tree-sitter Swift grammar, loaded once per process.
public enum SwiftGrammar {
    /// The grammar's `TSLanguage`; static grammars are immutable and shareable across threads.
    nonisolated(unsafe) static let language: OpaquePointer = tree_sitter_swift()

    /// The ABI version the grammar was generated for (15 for tree-sitter-swift 0.7.4).
    public static var abiVersion: Int { Int(ts_language_abi_version(language)) }

    /// Resolves a node kind name to the grammar's public symbol, or nil when the grammar has none.
    static func symbol(named name: String, isNamed: Bool = true) -> UInt16? {
        let symbol = name.withCString { ts_language_symbol_for_name(language, $0, UInt32(name.utf8.count), isNamed) }
        return symbol == 0 ? nil : symbol
    }

    /// Resolves a field name to its id, or nil when the grammar has no such field.
    static func fieldID(named name: String) -> UInt16? {
        let id = name.withCString { ts_language_field_id_for_name(language, $0, UInt32(name.utf8.count)) }
        return id == 0 ? nil : id
    }
}
