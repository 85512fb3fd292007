/// Node kinds used by the structural-identity rules (`inert-modifier-branch`,
/// `conditional-modifier`, `observed-object-init`, `print-changes`) and the view-building
/// context. Kept apart from `NodeKind.swift` so that rule families extend the list additively.
extension NodeKind {
    public static let switchEntry = NodeKind("switch_entry")
    public static let switchPattern = NodeKind("switch_pattern")
    public static let availabilityCondition = NodeKind("availability_condition")
    public static let macroInvocation = NodeKind("macro_invocation")
    public static let computedModify = NodeKind("computed_modify")
    public static let willsetDidsetBlock = NodeKind("willset_didset_block")
    public static let deinitDeclaration = NodeKind("deinit_declaration")
    public static let guardStatement = NodeKind("guard_statement")
    public static let wildcardPattern = NodeKind("wildcard_pattern")
}
