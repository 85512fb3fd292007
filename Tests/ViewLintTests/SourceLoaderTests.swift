import Foundation
import Testing
import ViewLintSources

/// The loader reads a file with one read of its size and a byte more; these pin the edges of
/// that: every byte returned, the limit exact, and what is refused said as before.
@Suite("Reading source files")
struct SourceLoaderTests {
    @Test("every byte is read, whatever the size", arguments: [0, 1, 4095, 4096, 4097, 1_000_003])
    func readsEveryByte(_ size: Int) throws {
        let directory = try TemporaryDirectory()
        let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
        let file = try directory.write("File.swift", Data(bytes))
        #expect(try SourceLoader().read(file.path).get() == bytes)
    }

    @Test func theLimitIsExact() throws {
        let directory = try TemporaryDirectory()
        let loader = SourceLoader(maximumFileSize: 10)
        let atTheLimit = try directory.write("Ten.swift", String(repeating: "a", count: 10))
        let overIt = try directory.write("Eleven.swift", String(repeating: "a", count: 11))
        #expect(try loader.read(atTheLimit.path).get().count == 10)
        #expect(loader.read(overIt.path) == .failure(.tooLarge(11)))
    }

    @Test func whatIsRefusedSaysWhy() throws {
        let directory = try TemporaryDirectory()
        #expect(SourceLoader().read(directory.url.appendingPathComponent("Missing.swift").path) == .failure(.unreadable("no such file")))
        #expect(SourceLoader().read(directory.url.path) == .failure(.notRegularFile("a folder")))
        #expect(SourceLoader().read("/dev/null") == .failure(.notRegularFile("a character device")))
    }
}
