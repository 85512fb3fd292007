/// Node kinds and fields used by the explicit-identity rules (`unstable-id`, `non-unique-id`,
/// `non-constant-range`) and the index facts they need. Kept apart from `NodeKind.swift` so
/// that rule families can add kinds without touching one shared list.
extension NodeKind {
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
}

extension FieldName {
    public static let result = FieldName("result")
    public static let operation = FieldName("operation")
    public static let ifTrue = FieldName("if_true")
    public static let ifFalse = FieldName("if_false")
    public static let ifNil = FieldName("if_nil")
    public static let interpolation = FieldName("interpolation")
    public static let constructedType = FieldName("constructed_type")
}
