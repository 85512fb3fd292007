import Foundation

/// The JSON text of an outgoing message, written straight from its values: `JSONSerialization`
/// bridges every dictionary and array to Foundation first, which was a fifth of the time of a
/// fuzzed editor session. Takes what `JSONSerialization` reads (numbers as `NSNumber`) and
/// what the server builds (Swift strings, integers, booleans, doubles, arrays, dictionaries
/// with string keys, `NSNull`); anything else, or a number JSON cannot hold (infinite, NaN),
/// makes the whole message unencodable.
enum JSONText {
    static func encode(_ value: Any) -> [UInt8]? {
        var text: [UInt8] = []
        text.reserveCapacity(512)
        return write(value, into: &text) ? text : nil
    }

    private static func write(_ value: Any, into text: inout [UInt8]) -> Bool {
        // Exact types first: on Linux a Swift `Bool` or `Int` may also cast to `NSNumber`.
        switch ObjectIdentifier(type(of: value)) {
        case ObjectIdentifier(String.self): writeString(value as! String, into: &text)
        case ObjectIdentifier(Bool.self): text += (value as! Bool) ? Array("true".utf8) : Array("false".utf8)
        case ObjectIdentifier(Int.self): text += Array(String(value as! Int).utf8)
        case ObjectIdentifier(Double.self): return writeDouble(value as! Double, into: &text)
        default:
            if value is NSNull {
                text += Array("null".utf8)
            } else if let object = value as? [String: Any] {
                text.append(UInt8(ascii: "{"))
                for (offset, (key, member)) in object.enumerated() {
                    if offset > 0 { text.append(UInt8(ascii: ",")) }
                    writeString(key, into: &text)
                    text.append(UInt8(ascii: ":"))
                    guard write(member, into: &text) else { return false }
                }
                text.append(UInt8(ascii: "}"))
            } else if let array = value as? [Any] {
                text.append(UInt8(ascii: "["))
                for (offset, element) in array.enumerated() {
                    if offset > 0 { text.append(UInt8(ascii: ",")) }
                    guard write(element, into: &text) else { return false }
                }
                text.append(UInt8(ascii: "]"))
            } else if let number = value as? NSNumber {
                return writeNumber(number, into: &text)
            } else if let string = value as? String {
                writeString(string, into: &text)
            } else {
                return false
            }
        }
        return true
    }

    /// A number as read from JSON: a boolean (Objective-C type "c"), an integer, or a double.
    private static func writeNumber(_ number: NSNumber, into text: inout [UInt8]) -> Bool {
        let type = number.objCType
        if type[0] == CChar(UInt8(ascii: "c")), type[1] == 0 {
            text += number.boolValue ? Array("true".utf8) : Array("false".utf8)
            return true
        }
        if type[0] == CChar(UInt8(ascii: "d")) || type[0] == CChar(UInt8(ascii: "f")) {
            return writeDouble(number.doubleValue, into: &text)
        }
        if type[0] == CChar(UInt8(ascii: "Q")) {
            text += Array(String(number.uint64Value).utf8)
        } else {
            text += Array(String(number.int64Value).utf8)
        }
        return true
    }

    private static func writeDouble(_ double: Double, into text: inout [UInt8]) -> Bool {
        guard double.isFinite else { return false }
        // Swift prints the shortest form that reads back the same (`0.1`, `1e+300`, `2.0`).
        text += Array(String(double).utf8)
        return true
    }

    /// Quotes, backslashes and control characters escaped; `/` and non-ASCII text as they are.
    private static func writeString(_ string: String, into text: inout [UInt8]) {
        text.append(UInt8(ascii: "\""))
        for byte in string.utf8 {
            switch byte {
            case UInt8(ascii: "\""): text += [UInt8(ascii: "\\"), UInt8(ascii: "\"")]
            case UInt8(ascii: "\\"): text += [UInt8(ascii: "\\"), UInt8(ascii: "\\")]
            case UInt8(ascii: "\n"): text += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
            case UInt8(ascii: "\r"): text += [UInt8(ascii: "\\"), UInt8(ascii: "r")]
            case UInt8(ascii: "\t"): text += [UInt8(ascii: "\\"), UInt8(ascii: "t")]
            case 0..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                text += Array("\\u00".utf8) + [hex[Int(byte >> 4)], hex[Int(byte & 0xf)]]
            default: text.append(byte)
            }
        }
        text.append(UInt8(ascii: "\""))
    }
}
