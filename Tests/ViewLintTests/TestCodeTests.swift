import Testing
import ViewLintRuleKit

@Suite("Test code")
struct TestCodeTests {
    @Test("test folders and names count below the current folder, not above it", arguments: [
        ("Tests/AppTests/StoreSpec.swift", true),
        ("App/Sources/Row.swift", false),
        ("App/Sources/RowTests.swift", true),
        ("/work/AppTests/App/Sources/Row.swift", false),
        ("/work/AppTests/AppUITests/Launch.swift", true),
        ("/work/AppTests/App/Sources/RowTest.swift", true),
        ("/elsewhere/UITests/Row.swift", true),
    ])
    func classification(_ path: String, _ isTest: Bool) {
        #expect(TestCode.isTestFile(path, currentFolder: "/work/AppTests") == isTest)
    }
}
