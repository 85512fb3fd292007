/// A grammar field name, resolved to its id once. All fields live in this one file.
public struct FieldName: Sendable {
    public let id: UInt16
    public init(_ name: String) { id = SwiftGrammar.fieldID(named: name) ?? UInt16.max }

    public static let name = FieldName("name")
    public static let body = FieldName("body")
    public static let value = FieldName("value")
    public static let target = FieldName("target")
    public static let suffix = FieldName("suffix")
    public static let condition = FieldName("condition")
    public static let computedValue = FieldName("computed_value")
    public static let returnType = FieldName("return_type")
    public static let inheritsFrom = FieldName("inherits_from")
    public static let declarationKind = FieldName("declaration_kind")
    public static let boundIdentifier = FieldName("bound_identifier")
    public static let type = FieldName("type")
    public static let element = FieldName("element")
    public static let wrapped = FieldName("wrapped")
    public static let start = FieldName("start")
    public static let end = FieldName("end")
    public static let op = FieldName("op")
    public static let externalName = FieldName("external_name")
    public static let defaultValue = FieldName("default_value")
    public static let result = FieldName("result")
    public static let operation = FieldName("operation")
    public static let ifTrue = FieldName("if_true")
    public static let ifFalse = FieldName("if_false")
    public static let ifNil = FieldName("if_nil")
    public static let interpolation = FieldName("interpolation")
    public static let constructedType = FieldName("constructed_type")
}
