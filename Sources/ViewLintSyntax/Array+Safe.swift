extension Array {
    /// The element at `index`, or nil when it is out of bounds (ancestor look-ups near the root).
    public subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
