import ViewLintSyntax

/// Collects one file's index facts during the shared tree walk.
///
/// The engine calls `visit` for every node; only type declarations are inspected, and only
/// their direct members, so the cost per file is linear and no recursion is involved
/// (nested types are reached by the walk itself).
public struct FileFactsCollector {
    public private(set) var facts: FileFacts

    public init(path: String) { facts = FileFacts(path: path) }

    public static let interestingKinds: [NodeKind] = [.classDeclaration, .protocolDeclaration]

    public mutating func visit(_ node: Node) {
        if node.is(.classDeclaration) || node.is(.protocolDeclaration), let declaration = declaration(node) {
            facts.declarations.append(declaration)
        }
    }

    private func declaration(_ node: Node) -> TypeDeclarationFact? {
        guard let kind = Self.declarationKind(node), let nameNode = node.child(field: .name) else { return nil }
        let name = SyntaxHelpers.typeBaseName(nameNode)
        let conformances = node.children.filter { $0.is(.inheritanceSpecifier) }.compactMap { specifier in
            specifier.child(field: .inheritsFrom).map { $0.compactText }
        }
        var properties: [PropertyFact] = []
        var methods: [MethodFact] = []
        if let body = node.child(field: .body) {
            for member in body.namedChildren {
                if member.is(.propertyDeclaration) || member.is(.protocolPropertyDeclaration) {
                    properties += self.properties(member)
                } else if member.is(.functionDeclaration) || member.is(.protocolFunctionDeclaration) {
                    if let method = method(member) { methods.append(method) }
                }
            }
        }
        return TypeDeclarationFact(
            name: name, kind: kind, conformances: conformances,
            properties: properties, methods: methods, site: site(nameNode))
    }

    private static func declarationKind(_ node: Node) -> DeclarationKind? {
        if node.is(.protocolDeclaration) { return .protocol }
        for child in node.children where !child.isNamed {
            if let kind = DeclarationKind(rawValue: child.text) { return kind }
        }
        return nil
    }

    /// A property declaration may bind several names (`var a: Int, b: Int`): one fact each.
    private func properties(_ node: Node) -> [PropertyFact] {
        let modifiers = node.firstChild(.modifiers)
        let attributes = modifiers.map(SyntaxHelpers.attributeNames) ?? []
        let isStatic = modifiers.map { $0.text.contains("static") || $0.text.contains("class ") } ?? false
        var result: [PropertyFact] = []
        for (field, child) in node.childrenWithFields where child.isNamed {
            if child.is(.pattern), let identifier = child.child(field: .boundIdentifier) {
                result.append(PropertyFact(
                    name: identifier.text, type: nil, isStatic: isStatic, attributes: attributes,
                    initialValue: nil, getterBody: nil, site: site(identifier)))
            } else if !result.isEmpty {
                let last = result.count - 1
                if child.is(.typeAnnotation), let type = child.namedChild(0) {
                    result[last].type = SyntaxHelpers.typeReference(type)
                } else if child.is(.computedProperty) {
                    result[last].getterBody = SyntaxHelpers.getterStatements(child)?.text ?? ""
                } else if field == FieldName.value.id {
                    result[last].initialValue = child.text
                }
            }
        }
        return result
    }

    private func method(_ node: Node) -> MethodFact? {
        guard let nameNode = node.child(field: .name) else { return nil }
        let attributes = node.firstChild(.modifiers).map(SyntaxHelpers.attributeNames) ?? []
        let parameters = node.namedChildren.filter { $0.is(.parameter) }.map(SyntaxHelpers.parameter)
        return MethodFact(
            name: nameNode.text, parameters: parameters, returnType: SyntaxHelpers.returnType(ofFunction: node),
            attributes: attributes, site: site(nameNode))
    }

    private func site(_ node: Node) -> DeclarationSite {
        let start = node.start, end = node.end
        return DeclarationSite(
            path: facts.path, startByte: node.startByte, endByte: node.endByte,
            line: start.line, column: start.column, endLine: end.line, endColumn: end.column)
    }
}
