import ViewLintDiagnostics
import ViewLintSyntax

/// Applies fixes to one file's bytes, safely: never next to a parse error, in the file's own
/// line ending, and only when the result parses no worse than the original.
public struct FileFixer {
    public enum Outcome: Equatable {
        /// No fix could be applied (each touched a parse error or a fix taken before it).
        case unchanged
        /// The new bytes, and the positions (in the list given) of the fixes applied.
        case fixed([UInt8], applied: [Int])
        /// Applying the fixes would add parse errors: nothing is applied to this file.
        case wouldBreakSyntax
    }

    let parser: SyntaxParser

    public init(parser: SyntaxParser) { self.parser = parser }

    /// `fixes` in report order; overlapping ones are left for the next pass.
    public func apply(_ fixes: [Fix], to bytes: [UInt8]) -> Outcome {
        let source = SourceText(bytes: bytes)
        guard let tree = parser.parse(source) else { return .unchanged }
        let damage = SyntaxDamage(tree)
        let ending = LineEnding(dominantIn: bytes)
        var candidates: [Fix] = [], positions: [Int] = []
        for (position, fix) in fixes.enumerated()
        where !fix.edits.contains(where: { damage.touches($0.span.startByte..<$0.span.endByte) }) {
            var adapted = fix
            adapted.edits = fix.edits.map { ending.adapt($0, in: bytes) }
            candidates.append(adapted)
            positions.append(position)
        }
        let (fixed, applied) = Fix.applyNonOverlapping(candidates, to: bytes)
        guard !applied.isEmpty, fixed != bytes else { return .unchanged }
        if parsesNoWorse(fixed, than: damage) { return .fixed(fixed, applied: applied.map { positions[$0] }) }
        // One bad fix must not cost the others: keep those that parse no worse on their own,
        // and take them if together they still do.
        guard applied.count > 1 else { return .wouldBreakSyntax }
        // Each fix alone is parsed from the file's tree, again only where it edits (a full parse
        // each made a broken file with many fixes take seconds); what is kept is parsed whole.
        let sound = applied.filter { index in
            let edited = tree.copy()
            for edit in candidates[index].edits.sorted(by: { $0.span.startByte > $1.span.startByte }) {
                edited.recordReplacement(of: edit.span.startByte..<edit.span.endByte, in: source, with: Array(edit.replacement.utf8))
            }
            return parsesNoWorse(Fix.applyNonOverlapping([candidates[index]], to: bytes).bytes, than: damage, reusing: edited)
        }
        let (kept, keptApplied) = Fix.applyNonOverlapping(sound.map { candidates[$0] }, to: bytes)
        guard !keptApplied.isEmpty, parsesNoWorse(kept, than: damage) else { return .wouldBreakSyntax }
        return .fixed(kept, applied: keptApplied.map { positions[sound[$0]] })
    }

    private func parsesNoWorse(_ bytes: [UInt8], than damage: SyntaxDamage, reusing old: SyntaxTree? = nil) -> Bool {
        guard let tree = parser.parse(SourceText(bytes: bytes), reusing: old) else { return false }
        return SyntaxDamage(tree).count <= damage.count
    }
}
