import ViewLintRuleKit

/// Why two values of a type can share a descriptive key, as the project shows it. Without
/// any of these the rule stays silent: a name can be unique by construction (a literal
/// table, dictionary keys, a registry's names) and syntax cannot tell.
struct KeyEvidence {
    /// A stored identifier of the type itself (`id`, `uuid`, `articleID`) that the key ignores.
    var identifier: String?
    /// Where the key's value is typed by the user or changed after creation.
    var write: KeyWriteFact?

    /// Names that identify a value of `typeName` when stored without an initial value: set
    /// from the data, not minted anew each time a value is built.
    static func isOwnIdentifier(_ name: String, of typeName: String) -> Bool {
        let lowered = name.lowercased(), type = typeName.lowercased()
        return ["id", "uuid", "identifier", "guid", "serialnumber", type + "id", type + "uuid", type + "identifier"]
            .contains(lowered)
    }

    static func find(type: String, key: String, declaration: TypeDeclarationFact?, from path: String, in index: ProjectIndex) -> KeyEvidence? {
        var evidence = KeyEvidence()
        if declaration != nil {
            // An optional identifier (`let id: Int64?`) may be nil for every value (a decoder
            // that never fills it): rows keyed by it could all collide, so it is never advised.
            evidence.identifier = index.properties(of: type, nearestTo: path).first { property in
                property.name != key && !property.isComputed && !property.hasInitialValue && isOwnIdentifier(property.name, of: type)
                    && !isOptional(property.type)
            }?.name
        }
        let checked = index.identityEvidence.isChecked(key)
        let writes = index.identityEvidence.writes(toKey: key).filter { write in
            if write.kind == .enteredInitializerArgument, checked { return false }
            // A test's fixture table says nothing about the app's data.
            if TestCode.isTestFile(write.site.path) { return false }
            return index.ownerType(of: write) == type && index.resolves(type, from: write.site.path, to: declaration?.site)
        }
        evidence.write = writes.min { ($0.site.path, $0.site.span.line) < ($1.site.path, $1.site.span.line) }
        return evidence.identifier == nil && evidence.write == nil ? nil : evidence
    }

    /// `Int64?`, `Optional<String>`, `String!`.
    static func isOptional(_ type: TypeReference?) -> Bool {
        guard let type else { return false }
        return type.baseName == "Optional" || type.text.hasSuffix("?") || type.text.hasSuffix("!")
    }

    /// The evidence as a clause of the message.
    func reason(_ type: String, _ key: String) -> String {
        if let write {
            let site = IdentityContext.describe(write.site)
            switch write.kind {
            case .textInput: return "the user types it in the text input at \(site), and each edit also gives the row a new identity"
            case .enteredInitializerArgument: return "it is text the user typed, passed to \(type) at \(site), and nothing checks it for duplicates"
            case .repeatedLiteral(let firstSite, let literal):
                return "the table at \(IdentityContext.describe(firstSite)) creates two with `\(key): \(literal)`, the second at \(site)"
            case .assignment: return "it is changed after creation at \(site), and each change also gives the row a new identity"
            }
        }
        return "nothing keeps it unique, while \(type) has its own identifier `\(identifier ?? "id")`"
    }

    /// What to check when no rewrite is known to be right.
    func checkAdvice(_ type: String, _ key: String) -> String {
        if case .repeatedLiteral? = write?.kind {
            return "Give each value in the table a distinct \(key), or identify the values by something else that is unique."
        }
        return "If two \(type) values can have one \(key), identify them by a value that is unique and never changes, stored when each value is created, or reject a duplicate \(key) where values are added."
    }
}
