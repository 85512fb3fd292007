/// A broken promise of the code under fuzzing, with what was seen: both targets throw it, and
/// the driver turns it into a crash that libFuzzer records.
public struct FuzzViolation: Error, CustomStringConvertible {
    public var description: String

    public init(_ description: String) { self.description = description }

    /// Throws `message` unless `condition` holds.
    public static func expect(_ condition: Bool, _ message: @autoclosure () -> String) throws {
        if !condition { throw FuzzViolation(message()) }
    }
}
