/// Test targets: code that exercises the app rather than being it. What a test builds (a
/// fixture table, a snapshot host) is no evidence about the app's own data or views.
public enum TestCode {
    /// A file in a `Tests` folder (`Tests/`, `AppTests/`, `AppUITests/`) or named
    /// `…Tests.swift`/`…Test.swift`.
    public static func isTestFile(_ path: String) -> Bool {
        let components = path.split(separator: "/")
        let name = components.last ?? ""
        return name.hasSuffix("Tests.swift") || name.hasSuffix("Test.swift")
            || components.dropLast().contains { $0 == "Tests" || $0.hasSuffix("Tests") }
    }
}
