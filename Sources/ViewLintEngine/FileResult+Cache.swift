import Foundation
import ViewLintRuleKit

extension FileResult {
    /// The bytes a cache keeps for this result (everything but the rules).
    func cacheBlob() -> [UInt8] {
        (try? Array(JSONEncoder().encode(FileAnalysis(result: self).cached))) ?? []
    }

    /// A result read back from a cache entry, with the rules of this run (which the entry was
    /// made under: the cache compares their digest). Throws on bytes it cannot decode.
    init(cached blob: ArraySlice<UInt8>, path: String, rules: RuleSet) throws {
        let decoder = JSONDecoder()
        decoder.userInfo[IndexCheckTypes.userInfoKey] = CachedFileResult.indexCheckTypes
        let cached = try decoder.decode(CachedFileResult.self, from: Data(blob))
        self = FileAnalysis(cached: cached, rules: rules).result
    }
}
