import Foundation
import ViewLintRuleKit

/// Once the project is indexed: a conditional modifier's definition is reported when at least
/// one of its calls has a condition the index shows changing while the view is shown (the
/// calls themselves are reported there). A helper whose every call passes a condition fixed
/// for the view's life (a pager's `index == 0`, a `let` set once) splits no identity.
struct ConditionalModifierDefinitionCheck: IndexCheck {
    /// The topic under which each call publishes its helper's name and what its condition reads.
    static let callTopic = "conditional-modifier.call"

    let name: String
    let span: SourceSpan
    let message: String

    /// `name`, a NUL and the call's change evidence as JSON: the facts a call's own check reads.
    static func publish(_ change: ChangeEvidence, ofCallTo name: String, _ context: RuleContext) {
        // Most such calls are not of a conditional modifier (`session.dataTask(with: url) { … }`)
        // or read nothing that can change: nothing to publish.
        guard !change.readsNothing, let encoded = try? JSONEncoder().encode(change) else { return }
        context.publish(name + "\u{0}" + String(decoding: encoded, as: UTF8.self), topic: callTopic)
    }

    func run(_ index: ProjectIndex) -> [Finding] {
        let prefix = name + "\u{0}"
        let decoder = JSONDecoder()
        let changes = index.published(Self.callTopic).lazy.filter { $0.hasPrefix(prefix) }.compactMap { entry in
            try? decoder.decode(ChangeEvidence.self, from: Data(entry.utf8.dropFirst(prefix.utf8.count)))
        }
        guard changes.contains(where: { $0.evidence(in: index) != nil }) else { return [] }
        return [Finding(span: span, message: message)]
    }
}
