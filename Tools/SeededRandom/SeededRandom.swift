/// SplitMix64: a small generator that gives the same numbers on every platform and run, for
/// the benchmark's synthetic corpus and the tests' mutated input (a failure names its seed).
public struct SeededRandom {
    public var state: UInt64

    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<bound` (0 when the range is empty).
    public mutating func below(_ bound: Int) -> Int { bound <= 0 ? 0 : Int(next() % UInt64(bound)) }
    public mutating func pick<T>(_ values: [T]) -> T { values[below(values.count)] }
    public mutating func chance(_ percent: Int) -> Bool { below(100) < percent }
}
