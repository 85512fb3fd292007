/// A JSON value whose objects keep their key order, so output follows the documented
/// layout and is byte-for-byte reproducible.
enum JSONValue {
    case string(String)
    case int(Int)
    case bool(Bool)
    case array([JSONValue])
    case object([(String, JSONValue)])

    /// Pretty-printed with two-space indentation and a trailing newline.
    func rendered() -> String {
        var output = ""
        write(into: &output, indent: 0)
        return output + "\n"
    }

    private func write(into output: inout String, indent: Int) {
        switch self {
        case .string(let value): JSONString.append(value, to: &output)
        case .int(let value): output += String(value)
        case .bool(let value): output += value ? "true" : "false"
        case .array(let values):
            guard !values.isEmpty else { output += "[]"; return }
            output += "[\n"
            for (index, value) in values.enumerated() {
                output += String(repeating: "  ", count: indent + 1)
                value.write(into: &output, indent: indent + 1)
                output += index == values.count - 1 ? "\n" : ",\n"
            }
            output += String(repeating: "  ", count: indent) + "]"
        case .object(let members):
            guard !members.isEmpty else { output += "{}"; return }
            output += "{\n"
            for (index, (key, value)) in members.enumerated() {
                output += String(repeating: "  ", count: indent + 1)
                JSONString.append(key, to: &output)
                output += ": "
                value.write(into: &output, indent: indent + 1)
                output += index == members.count - 1 ? "\n" : ",\n"
            }
            output += String(repeating: "  ", count: indent) + "}"
        }
    }
}

/// A string as JSON text: quoted, with quotes, backslashes and control characters escaped;
/// `/` and non-ASCII text as they are. The formatters and the language server write with it.
public enum JSONString {
    public static func append(_ value: String, to output: inout String) {
        output += "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    output.unicodeScalars.append(scalar)
                }
            }
        }
        output += "\""
    }
}
