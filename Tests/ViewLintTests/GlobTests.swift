import Testing
import ViewLintConfiguration

@Suite("Globs")
struct GlobTests {
    @Test(arguments: [
        ("Generated/**", "Generated/A.swift", true),
        ("Generated/**", "Generated/Deep/A.swift", true),
        ("Generated/**", "Sources/Generated/A.swift", false),
        ("Generated", "Generated/A.swift", true),
        ("Generated/", "Generated/A.swift", true),
        ("**/*.generated.swift", "A.generated.swift", true),
        ("**/*.generated.swift", "Sources/App/A.generated.swift", true),
        ("**/*.generated.swift", "Sources/App/A.swift", false),
        ("Sources/*.swift", "Sources/A.swift", true),
        ("Sources/*.swift", "Sources/App/A.swift", false),
        ("Sources/**/Views/*.swift", "Sources/Views/A.swift", true),
        ("Sources/**/Views/*.swift", "Sources/App/Feature/Views/A.swift", true),
        ("Sources/?.swift", "Sources/A.swift", true),
        ("Sources/?.swift", "Sources/AB.swift", false),
        ("Sources/[AB]*.swift", "Sources/Bee.swift", true),
        ("Sources/[!AB]*.swift", "Sources/Bee.swift", false),
        ("Sources/[a-c]*.swift", "Sources/bee.swift", true),
        ("Sources/[a-c]*.swift", "Sources/dee.swift", false),
        ("**", "anything/at/all.swift", true),
        ("Vendor/**", "../Vendor/A.swift", false),
        ("Sources/Ünïcode/*.swift", "Sources/Ünïcode/Café.swift", true),
    ])
    func matching(_ pattern: String, _ path: String, _ expected: Bool) throws {
        #expect(try Glob(pattern).matches(path) == expected, "\(pattern) against \(path)")
    }
}
