import Foundation
import Testing
@testable import ViewLintLanguageServer

/// The language server's JSON writer reads back, through `JSONSerialization`, as the value it
/// was given: what the server builds and what it echoes from a client's message.
@Suite("Language server JSON text")
struct JSONTextTests {
    static func readBack(_ value: Any) throws -> Any {
        let text = try #require(JSONText.encode(value))
        return try JSONSerialization.jsonObject(with: Data(text), options: [.fragmentsAllowed])
    }

    @Test func whatTheServerBuildsReadsBack() throws {
        let message: [String: Any] = [
            "jsonrpc": "2.0", "id": 7, "flag": true, "off": false, "ratio": 0.25, "none": NSNull(),
            "text": "quote \" backslash \\ slash / newline \n tab \t bell \u{7} é 👍",
            "items": [["line": 3, "character": 14] as [String: Any], [] as [Any], [String: Any]()],
        ]
        let read = try #require(try Self.readBack(message) as? [String: Any])
        #expect(read["id"] as? Int == 7 && read["flag"] as? Bool == true && read["off"] as? Bool == false)
        #expect(read["ratio"] as? Double == 0.25 && read["none"] is NSNull)
        #expect(read["text"] as? String == message["text"] as? String)
        let items = try #require(read["items"] as? [Any])
        #expect((items[0] as? [String: Any])?["character"] as? Int == 14 && (items[1] as? [Any])?.isEmpty == true)
        #expect(!String(decoding: try #require(JSONText.encode(["a": "x/y"])), as: UTF8.self).contains("\\/"))
    }

    @Test func whatAClientSentIsEchoedAsSent() throws {
        let sent = #"{"id":1e3,"big":18446744073709551615,"negative":-12,"yes":true,"fraction":-1.5e-7,"nested":{"a":[null,"b",2]}}"#
        let parsed = try JSONSerialization.jsonObject(with: Data(sent.utf8))
        let echoed = try #require(try Self.readBack(parsed) as? NSDictionary)
        #expect(echoed == (parsed as? NSDictionary))
        #expect((echoed["yes"] as? NSNumber).map(JSON.int) == .some(nil))
    }

    @Test func numbersJSONCannotHoldMakeTheMessageUnencodable() {
        #expect(JSONText.encode(["x": Double.infinity]) == nil)
        #expect(JSONText.encode(["x": [Double.nan]]) == nil)
        #expect(JSONText.encode(["x": Date()]) == nil)
    }
}
