import ViewLintCache
import ViewLintRuleKit

extension FileResult {
    /// The bytes a cache keeps for this result (everything but the rules).
    func cacheBlob() throws -> [UInt8] {
        try BinaryEncoder().encode(FileAnalysis(result: self).cached)
    }

    /// A result read back from a cache entry, with the rules of this run (which the entry was
    /// made under: the cache compares their digest). Throws on bytes it cannot decode.
    init(cached blob: ArraySlice<UInt8>, rules: RuleSet) throws {
        var decoder = BinaryDecoder()
        decoder.userInfo[IndexCheckTypes.userInfoKey] = CachedFileResult.indexCheckTypes
        let cached = try blob.withUnsafeBufferPointer { try decoder.decode(CachedFileResult.self, from: $0) }
        self = FileAnalysis(cached: cached, rules: rules).result
    }
}
