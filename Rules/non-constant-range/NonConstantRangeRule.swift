import ViewLintRuleKit

/// Flags `ForEach` over a range whose bounds can change (`0..<count`, `0..<items.count`,
/// `1...n`, `items.indices`) without an `id:`: SwiftUI reads such a range once. See README.md.
public struct NonConstantRangeRule: Rule {
    public static let id = "non-constant-range"
    public static let defaultSeverity = Severity.warning
    public static let summary = "ForEach over a non-constant range without id: SwiftUI treats the range as constant and ignores later changes."
    public static let nodeKinds: [NodeKind] = [.callExpression]

    public static var indexChecks: [any IndexCheck.Type] { [ChangingBoundsCheck.self] }

    public init() {}

    public func visit(_ node: Node, _ context: RuleContext) {
        guard let visited = context.call(node), let call = IdentitySyntax.containerCall(visited, names: IdentitySyntax.forEach),
              call.argument(labeled: "id") == nil, let data = call.firstUnlabelledArgument.map(IdentitySyntax.unparenthesized),
              !node.containsError else { return }
        var bounds: [Node]
        if let collection = IdentitySyntax.member(data, named: "indices") {
            bounds = [collection]
        } else if data.is(.rangeExpression) {
            bounds = [data.child(field: .start), data.child(field: .end)].compactMap { $0 }.filter { !IdentitySyntax.isIntegerLiteral($0) }
        } else {
            return
        }
        guard !bounds.isEmpty else { return }
        let span = context.span(of: node), range = data.text, isIndices = data.is(.navigationExpression)
        // A bound can change only if it names data that the project changes: `0..<count`
        // with `count += 1` somewhere, `0..<items.count` or `items.indices` with
        // `items.append(…)`. Each bound is read as (data, is it a collection count).
        let ancestors = context.ancestors
        let sources: [ChangingBoundsCheck.Bound] = bounds.map { written in
            // `items.count - 1` changes with `items.count`.
            var bound = written
            if bound.is(.additiveExpression), bound.namedChildCount == 2, let lhs = bound.namedChild(0),
               let rhs = bound.namedChild(1), IdentitySyntax.isIntegerLiteral(rhs) { bound = lhs }
            if isIndices { return .init(origin: DataEvidence.origin(of: bound, ancestors: ancestors), isCount: true, text: bound.text) }
            if let target = IdentitySyntax.member(bound, named: "count") {
                return .init(origin: DataEvidence.origin(of: target, ancestors: ancestors), isCount: true, text: target.text)
            }
            return .init(origin: DataEvidence.origin(of: bound, ancestors: ancestors), isCount: false, text: bound.text)
        }
        context.afterIndexing(ChangingBoundsCheck(
            span: span, range: range, sources: sources, enclosingType: IdentityContext.enclosingTypeName(ancestors)))
    }

    enum Message {
        static func range(_ range: String, bound: String, isCount: Bool, change: MutationFact, identifiable: Bool) -> String {
            let what = isCount ? "the number of elements in `\(bound)` changes" : "`\(bound)` changes"
            let effect = isCount ? "added elements never appear and removed ones can crash the rows that index them" : "rows are never added or removed when it does"
            let advice = identifiable
                ? "Iterate the elements, which are Identifiable: `ForEach(\(bound))`, or add `id: \\.self` to the range."
                : "Add `id: \\.self` (`ForEach(\(range), id: \\.self)`) so that SwiftUI re-reads the range\(isCount ? ", or iterate the elements with a stable id" : "")."
            return "ForEach over `\(range)` without an id treats the range as constant, but \(what) (\(DataEvidence.describe(change))): SwiftUI reads the range once, so \(effect). \(advice)"
        }
    }
}

/// Once the project is indexed: whether the project changes what a bound reads (a count, a
/// property), so that the range changes while SwiftUI keeps reading it once.
struct ChangingBoundsCheck: IndexCheck {
    /// A bound as (data, is it a collection count).
    struct Bound: Codable {
        let origin: DataEvidence.OriginSyntax
        let isCount: Bool
        let text: String
    }

    let span: SourceSpan
    /// The range as written.
    let range: String
    let sources: [Bound]
    let enclosingType: String?

    func run(_ index: ProjectIndex) -> [Finding] {
        for source in sources {
            guard case .path(let path) = source.origin, let last = path.last else { continue }
            switch DataEvidence.resolve(path, enclosingType: enclosingType, in: index) {
            case .constant: continue
            case .variable, .passedIn, .unknown: break
            }
            let owner = DataEvidence.property(at: path, enclosingType: enclosingType, in: index)?.owner.name
            let changes = DataEvidence.changes(of: last, owner: owner, viewType: enclosingType, kind: source.isCount ? .count : .any, in: index)
            guard let change = changes.first else { continue }
            let element = source.isCount ? DataEvidence.elementType(at: path, enclosingType: enclosingType, in: index) : nil
            let identifiable = element.map { index.conforms($0, to: "Identifiable") } ?? false
            return [Finding(span: span, message: NonConstantRangeRule.Message.range(range, bound: source.text, isCount: source.isCount, change: change, identifiable: identifiable))]
        }
        return []
    }
}
