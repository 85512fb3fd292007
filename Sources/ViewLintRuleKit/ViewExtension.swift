import ViewLintSyntax

/// Members of `extension View { }` (also `extension SwiftUI.View where …`): helpers every
/// view can call, such as erasing or conditional-modifier helpers.
public enum ViewExtension {
    /// Whether a declaration whose ancestor path (root first, parent last) is `ancestors` is
    /// a direct member of an extension of `View`.
    public static func isMember(_ ancestors: ArraySlice<Node>) -> Bool {
        guard ancestors.count >= 2, let body = ancestors.last, body.is(.classBody) else { return false }
        let declaration = ancestors[ancestors.endIndex - 2]
        guard declaration.is(.classDeclaration), let extended = declaration.child(field: .name) else { return false }
        return declaration.children.contains { !$0.isNamed && $0.textEquals("extension") }
            && SyntaxHelpers.typeBaseName(extended) == "View"
    }
}
