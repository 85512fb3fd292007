/// A problem in a configuration file, shown as `FILE:LINE: message` (exit code 2).
public struct ConfigurationError: Error, CustomStringConvertible, Equatable {
    public let file: String
    public let line: Int
    public let message: String

    public init(file: String, line: Int, message: String) {
        self.file = file
        self.line = line
        self.message = message
    }

    public var description: String { "\(file):\(line): \(message)" }
}
