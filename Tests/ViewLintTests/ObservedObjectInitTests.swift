import Testing
import ViewLintDiagnostics
import ViewLintEngine

/// observed-object-init's advice depends on who uses the object: the view's body, or a method
/// that others call on a copy of the view.
@Suite("observed-object-init advice")
struct ObservedObjectInitTests {
    static func diagnostic(method: String, elsewhere: String = "") throws -> Diagnostic {
        let source = """
        import SwiftUI
        final class Progress: ObservableObject { @Published var value = 0.0 }
        struct Frame: View {
            @ObservedObject private var progress = Progress()
            var body: some View { Text("\\(progress.value)") }
            \(method)
        }
        @main struct Exporter: App { @AppStorage("fps") var fps = 30; var body: some Scene { WindowGroup { Frame() } } }
        \(elsewhere)

        """
        let report = Linter(rules: RuleSet(enabled: ["observed-object-init"])).lint([.text(source, path: "Frame.swift")])
        return try #require(report.diagnostics.first)
    }

    @Test func aMethodOthersCallGetsNoStateObjectAdvice() throws {
        let diagnostic = try Self.diagnostic(
            method: "func update(to value: Double) { progress.value = value }",
            elsewhere: "final class Renderer { var frames: [Frame] = []; func render() { frames[0].update(to: 1) } }")
        #expect(diagnostic.fix == nil)
        #expect(diagnostic.message.hasSuffix("But `update()` uses it, and whoever calls that on a value of the view (kept outside the view tree) reaches the object only because the copies share it: a @StateObject would not. Create the object where that caller is and pass it in."))
    }

    /// Every method that uses the object is checked, not only the last one; a library name
    /// (`save`) is a method like any other.
    @Test("the method others call is named", arguments: [
        ("func update(to value: Double) { progress.value = value }\n    func reset() { progress.value = 0 }", "frames[0].update(to: 1)", "update"),
        ("func save() { progress.value = 1 }", "frames[0].save()", "save"),
    ])
    func theCalledMethodIsNamed(_ methods: String, _ call: String, _ name: String) throws {
        let diagnostic = try Self.diagnostic(
            method: methods, elsewhere: "final class Renderer { var frames: [Frame] = []; func render() { \(call) } }")
        #expect(diagnostic.fix == nil)
        #expect(diagnostic.message.contains("But `\(name)()` uses it"), "\(diagnostic.message)")
    }

    /// A service's method of the same name, called on a type's shared instance, is no call on
    /// a copy of the view.
    @Test func aCallOnASharedInstanceIsNoOutsideCaller() throws {
        let diagnostic = try Self.diagnostic(
            method: "func sync() { progress.value = 1 }",
            elsewhere: "final class Store { func load() { Cloud.shared.sync() } }\nenum Cloud { static let shared = Client() }\nfinal class Client { func sync() {} }")
        #expect(diagnostic.fix != nil)
        #expect(diagnostic.message.hasSuffix("keep @ObservedObject for objects passed in."))
    }

    /// Another view calling a method of that name on its own observed object calls the model's
    /// method, not this view's.
    @Test func aCallOnAnotherViewsObservedObjectIsNoOutsideCaller() throws {
        let diagnostic = try Self.diagnostic(
            method: "func update(to value: Double) { progress.value = value }",
            elsewhere: "struct Slider: View {\n    @ObservedObject var progress: Progress\n    var body: some View { Text(\"\").onAppear { self.progress.update(to: 1) } }\n}")
        #expect(diagnostic.fix != nil)
        #expect(diagnostic.message.hasSuffix("keep @ObservedObject for objects passed in."))
    }

    /// Not private, but called by the view alone (`self.update(to:)`, no receiver, or a call of
    /// the same name inside the view): no copy outside the view tree uses the object.
    @Test("private methods, view builders and methods only the view calls are the view's own", arguments: [
        "private func reset() { progress.value = 0 }",
        "func badge() -> some View { Text(\"\\(progress.value)\") }",
        "",
        "func update(to value: Double) { progress.value = value }",
        "func update(to value: Double) { progress.value = value }\n    func reset() { self.update(to: 0) }",
        // The view's `update` forwards to the object's: that call is the view's own.
        "func update(to value: Double) { progress.update(to: value) }",
        "func save() { progress.value = 1 }",
    ])
    func ownUse(_ method: String) throws {
        let diagnostic = try Self.diagnostic(method: method)
        #expect(diagnostic.fix?.applicability == .safe)
        #expect(diagnostic.message.hasSuffix("keep @ObservedObject for objects passed in."))
    }
}
