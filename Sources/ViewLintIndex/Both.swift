import Dispatch

/// `first` and `second`, on two threads when `parallel` (else one after the other), for the
/// index's independent parts.
func both<First: Sendable, Second: Sendable>(
    parallel: Bool, _ first: @Sendable () -> First, _ second: @Sendable () -> Second
) -> (First, Second) {
    guard parallel else { return (first(), second()) }
    let results = Pair<First, Second>()
    DispatchQueue.concurrentPerform(iterations: 2) { part in
        if part == 0 { results.first = first() } else { results.second = second() }
    }
    return (results.first!, results.second!)
}

/// Written by two threads, each its own field, and read after both have finished.
private final class Pair<First, Second>: @unchecked Sendable {
    var first: First?
    var second: Second?
}
