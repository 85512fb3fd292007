import ViewLintRuleKit

/// The fix for identity by index: `ForEach(pets.indices, id: \.self) { i in PetRow(pet: pets[i]) }`
/// becomes `ForEach(pets) { pet in PetRow(pet: pet) }`, offered only when the row reads its
/// index as `pets[i]` and nothing else and the index shows the elements are `Identifiable`.
/// Unsafe: rows are then keyed by the elements' `id`, which is the point, but the project must
/// keep those ids unique, and a row that wrote through `pets[i]` would need a binding instead.
extension UnstableIdRule {
    struct ElementRewrite: Sendable, Codable {
        let edits: [TextEdit]
        let element: String
        let container: String
        let collection: String

        init?(call: CallSyntax, data: Node, key: Node, collection: Node, rows: DataEvidence.RowSyntax, _ context: RuleContext) {
            let written = collection.text
            guard !rows.usesIndexOtherwise, !rows.writesThroughIndex, rows.subscriptedByIndex == [written], !rows.indexSubscripts.isEmpty,
                  let parameter = rows.indexParameter, let closure = rows.closure,
                  let path = IdentitySyntax.namePath(collection), !path.isEmpty, !written.contains("\n"),
                  data.endByte <= key.startByte,
                  let element = Self.elementName(for: path.last ?? "", unusedIn: context.source.text(closure)) else { return nil }
            var edits = [TextEdit(span: context.span(data.startByte..<key.endByte), replacement: written),
                         TextEdit(span: context.span(parameter), replacement: element)]
            edits += rows.indexSubscripts.map { TextEdit(span: context.span($0), replacement: element) }
            self.edits = edits
            self.element = element
            self.container = call.callee.text
            self.collection = written
        }

        /// The fix, when the elements are `Identifiable` per the index.
        func fix(elementType: String?, in index: ProjectIndex) -> Fix? {
            guard let elementType, let type = index.type(named: elementType), !type.isAmbiguous,
                  index.conforms(elementType, to: "Identifiable"),
                  // An id minted with each value (`let id = UUID()`) is new whenever the values
                  // are rebuilt: keying rows by it could trade one reset for another.
                  !index.data.mintsIdentifierOnConstruction(elementType) else { return nil }
            return Fix(message: "Iterate the elements: `\(container)(\(collection)) { \(element) in … }`", edits: edits, applicability: .unsafe)
        }

        /// `pet` for `pets`, else `element`: a name the row does not use yet.
        static func elementName(for collection: String, unusedIn closure: String) -> String? {
            var candidates = ["element", "item"]
            if collection.count > 3, collection.hasSuffix("s"), !collection.hasSuffix("ss"), collection.first?.isLowercase == true {
                candidates.insert(String(collection.dropLast()), at: 0)
            }
            return candidates.first { !mentions(closure, $0) && !swiftKeywords.contains($0) }
        }

        static let swiftKeywords: Set<String> = ["class", "case", "default", "func", "import", "in", "init", "is", "let", "operator", "protocol", "return", "self", "struct", "subscript", "super", "switch", "throw", "var", "where", "while"]

        /// Whether `name` occurs in `text` as a whole identifier, other than as an argument
        /// label (`PetRow(pet: …)` leaves `pet` free).
        static func mentions(_ text: String, _ name: String) -> Bool {
            var rest = text[...]
            while let range = rest.range(of: name) {
                defer { rest = text[range.upperBound...] }
                let before = text[..<range.lowerBound].last { $0 != " " }
                let after = text[range.upperBound...].first { $0 != " " }
                let adjacentBefore = range.lowerBound == text.startIndex ? nil : text[text.index(before: range.lowerBound)]
                let adjacentAfter = range.upperBound == text.endIndex ? nil : text[range.upperBound]
                guard !(adjacentBefore.map(isIdentifierCharacter) ?? false), !(adjacentAfter.map(isIdentifierCharacter) ?? false) else { continue }
                if after == ":", before == "(" || before == "," { continue }
                return true
            }
            return false
        }

        private static func isIdentifierCharacter(_ character: Character) -> Bool {
            character.isLetter || character.isNumber || character == "_" || character == "$"
        }
    }
}
