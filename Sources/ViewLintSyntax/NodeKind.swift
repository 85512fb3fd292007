import CTreeSitter

/// A node type of the Swift grammar, compared by symbol id so that dispatch never touches strings.
///
/// Kinds are resolved against the pinned grammar once; a name the grammar does not know is a
/// programming error, caught by an assertion in debug builds (so by every test that uses it).
/// All kinds live in this one file, so two rule families never declare the same kind twice.
public struct NodeKind: Hashable, Sendable, CustomStringConvertible {
    public let symbol: UInt16
    /// The name as written in this file: a static string, so that a kind is a plain value
    /// (every `node.is(.kind)` copies one; a `String` would be retained and released each time).
    private let staticName: StaticString

    public var name: String { staticName.description }

    public init(_ name: StaticString) {
        self.staticName = name
        self.symbol = SwiftGrammar.symbol(named: name.description) ?? UInt16.max
        assert(symbol != UInt16.max, "tree-sitter-swift has no node kind '\(name)'")
    }

    public var isKnownToGrammar: Bool { symbol != UInt16.max }
    public var description: String { name }

    public static func == (lhs: NodeKind, rhs: NodeKind) -> Bool {
        lhs.symbol == rhs.symbol && lhs.name == rhs.name
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(symbol)
        hasher.combine(name)
    }
}

/// The node kinds viewlint's rules and index talk about. Names are tree-sitter-swift 0.7.4's.
extension NodeKind {
    public static let sourceFile = NodeKind("source_file")
    public static let comment = NodeKind("comment")
    public static let multilineComment = NodeKind("multiline_comment")
    public static let lineStringLiteral = NodeKind("line_string_literal")
    public static let multiLineStringLiteral = NodeKind("multi_line_string_literal")
    public static let rawStringLiteral = NodeKind("raw_string_literal")
    public static let regexLiteral = NodeKind("regex_literal")

    public static let classDeclaration = NodeKind("class_declaration")
    public static let protocolDeclaration = NodeKind("protocol_declaration")
    public static let classBody = NodeKind("class_body")
    public static let enumClassBody = NodeKind("enum_class_body")
    public static let protocolBody = NodeKind("protocol_body")
    public static let inheritanceSpecifier = NodeKind("inheritance_specifier")
    public static let propertyDeclaration = NodeKind("property_declaration")
    public static let protocolPropertyDeclaration = NodeKind("protocol_property_declaration")
    public static let functionDeclaration = NodeKind("function_declaration")
    public static let protocolFunctionDeclaration = NodeKind("protocol_function_declaration")
    public static let subscriptDeclaration = NodeKind("subscript_declaration")
    public static let typealiasDeclaration = NodeKind("typealias_declaration")
    public static let initDeclaration = NodeKind("init_declaration")
    public static let parameter = NodeKind("parameter")
    public static let lambdaParameter = NodeKind("lambda_parameter")
    public static let computedProperty = NodeKind("computed_property")
    public static let computedGetter = NodeKind("computed_getter")
    public static let functionBody = NodeKind("function_body")
    public static let modifiers = NodeKind("modifiers")
    public static let attribute = NodeKind("attribute")
    public static let pattern = NodeKind("pattern")
    public static let typeAnnotation = NodeKind("type_annotation")
    public static let typeParameters = NodeKind("type_parameters")

    public static let userType = NodeKind("user_type")
    public static let typeIdentifier = NodeKind("type_identifier")
    public static let arrayType = NodeKind("array_type")
    public static let dictionaryType = NodeKind("dictionary_type")
    public static let optionalType = NodeKind("optional_type")
    public static let opaqueType = NodeKind("opaque_type")
    public static let typeArguments = NodeKind("type_arguments")
    public static let functionType = NodeKind("function_type")
    public static let tupleType = NodeKind("tuple_type")
    public static let tupleTypeItem = NodeKind("tuple_type_item")

    public static let statements = NodeKind("statements")
    public static let callExpression = NodeKind("call_expression")
    public static let callSuffix = NodeKind("call_suffix")
    public static let valueArguments = NodeKind("value_arguments")
    public static let valueArgument = NodeKind("value_argument")
    public static let valueArgumentLabel = NodeKind("value_argument_label")
    public static let lambdaLiteral = NodeKind("lambda_literal")
    public static let navigationExpression = NodeKind("navigation_expression")
    public static let navigationSuffix = NodeKind("navigation_suffix")
    public static let simpleIdentifier = NodeKind("simple_identifier")
    public static let selfExpression = NodeKind("self_expression")
    public static let prefixExpression = NodeKind("prefix_expression")
    public static let constructorExpression = NodeKind("constructor_expression")
    public static let constructorSuffix = NodeKind("constructor_suffix")
    public static let ifStatement = NodeKind("if_statement")
    public static let switchStatement = NodeKind("switch_statement")
    public static let ternaryExpression = NodeKind("ternary_expression")
    public static let equalityExpression = NodeKind("equality_expression")
    public static let infixExpression = NodeKind("infix_expression")
    public static let keyPathExpression = NodeKind("key_path_expression")
    public static let rangeExpression = NodeKind("range_expression")
    public static let integerLiteral = NodeKind("integer_literal")
    public static let arrayLiteral = NodeKind("array_literal")
    public static let directive = NodeKind("directive")
    public static let diagnostic = NodeKind("diagnostic")

    // Identity rules and their index facts.
    public static let lambdaFunctionType = NodeKind("lambda_function_type")
    public static let lambdaFunctionTypeParameters = NodeKind("lambda_function_type_parameters")
    public static let controlTransferStatement = NodeKind("control_transfer_statement")
    public static let valueBindingPattern = NodeKind("value_binding_pattern")
    public static let booleanLiteral = NodeKind("boolean_literal")
    public static let realLiteral = NodeKind("real_literal")
    public static let hexLiteral = NodeKind("hex_literal")
    public static let lineStrText = NodeKind("line_str_text")
    public static let interpolatedExpression = NodeKind("interpolated_expression")
    public static let tupleExpression = NodeKind("tuple_expression")
    public static let nilCoalescingExpression = NodeKind("nil_coalescing_expression")
    public static let additiveExpression = NodeKind("additive_expression")
    public static let multiplicativeExpression = NodeKind("multiplicative_expression")
    public static let computedSetter = NodeKind("computed_setter")
    public static let propertyModifier = NodeKind("property_modifier")

    // Structural rules and the view-building context.
    public static let switchEntry = NodeKind("switch_entry")
    public static let switchPattern = NodeKind("switch_pattern")
    public static let availabilityCondition = NodeKind("availability_condition")
    public static let macroInvocation = NodeKind("macro_invocation")
    public static let computedModify = NodeKind("computed_modify")
    public static let willsetDidsetBlock = NodeKind("willset_didset_block")
    public static let deinitDeclaration = NodeKind("deinit_declaration")
    public static let guardStatement = NodeKind("guard_statement")
    public static let assignment = NodeKind("assignment")
    public static let forStatement = NodeKind("for_statement")
    public static let whileStatement = NodeKind("while_statement")
    public static let repeatWhileStatement = NodeKind("repeat_while_statement")
    public static let wildcardPattern = NodeKind("wildcard_pattern")
}

extension Node {
    /// Comments and string literals: text that is not code, never shown to rules.
    public var isCommentOrStringLiteral: Bool { NodeKind.commentAndStringSymbols[Int(symbol)] }
}

extension NodeKind {
    /// A membership table by symbol, for per-node checks: one array load, no hashing.
    public static func symbolTable(_ kinds: [NodeKind]) -> [Bool] {
        var table = [Bool](repeating: false, count: Int(UInt16.max) + 1)
        for kind in kinds { table[Int(kind.symbol)] = true }
        return table
    }

    /// Comments and string-like literals: text that is not code.
    public static let commentsAndStringLiterals: [NodeKind] = [
        .comment, .multilineComment, .lineStringLiteral, .multiLineStringLiteral, .rawStringLiteral, .regexLiteral,
    ]

    static let commentAndStringSymbols = symbolTable(commentsAndStringLiterals)
}
