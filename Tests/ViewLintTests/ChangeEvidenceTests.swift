import Testing
import ViewLintEngine

/// What counts as evidence that a condition changes while the view is shown, as the structural
/// rules name it in their messages.
@Suite("Change evidence")
struct ChangeEvidenceTests {
    static func source(member: String) -> String {
        """
        import SwiftUI
        final class Permission: ObservableObject, Identifiable {
            \(member)
        }
        struct PermissionList: View {
            let permissions: [Permission]
            var body: some View {
                ForEach(permissions) { permission in
                    row(permission)
                }
            }
            private func row(_ permission: Permission) -> some View {
                Group {
                    if permission.isGranted {
                        Text("Access").opacity(0.5)
                    } else {
                        Text("Access")
                    }
                }
            }
        }

        """
    }

    static func messages(_ source: String) -> [String] {
        Linter(rules: RuleSet(enabled: ["inert-modifier-branch"])).lint([.text(source, path: "P.swift")]).diagnostics.map(\.message)
    }

    @Test func aPublishedMemberOfAParameterTypeChanges() throws {
        let messages = Self.messages(Self.source(member: "@Published private(set) var isGranted = false"))
        let message = try #require(messages.first)
        #expect(message.hasSuffix("The condition changes while the view is shown: it reads `@Published isGranted` of Permission."))
    }

    @Test("a plain member gives no evidence", arguments: ["var isGranted = false", "let isGranted = false"])
    func aPlainMemberGivesNone(_ member: String) {
        #expect(Self.messages(Self.source(member: member)).isEmpty)
    }
}
