import Foundation
import ViewLintFormatters

/// The JSON text of an outgoing message, written straight from its values: `JSONSerialization`
/// bridges every dictionary and array to Foundation first, which was a fifth of the time of a
/// fuzzed editor session. Takes what `JSONSerialization` reads (numbers as `NSNumber`) and
/// what the server builds (Swift strings, integers, booleans, doubles, arrays, dictionaries
/// with string keys, `NSNull`); anything else, or a number JSON cannot hold (infinite, NaN),
/// makes the whole message unencodable.
enum JSONText {
    static func encode(_ value: Any) -> [UInt8]? {
        var text = ""
        text.reserveCapacity(512)
        return write(value, into: &text) ? Array(text.utf8) : nil
    }

    private static func write(_ value: Any, into text: inout String) -> Bool {
        // Exact types first: on Linux a Swift `Bool` or `Int` may also cast to `NSNumber`, and
        // asking whether a Swift value `is NSNull` bridges it (a whole dictionary) to Foundation.
        switch ObjectIdentifier(type(of: value)) {
        case ObjectIdentifier(String.self): JSONString.append(value as! String, to: &text)
        case ObjectIdentifier(Bool.self): text += (value as! Bool) ? "true" : "false"
        case ObjectIdentifier(Int.self): text += String(value as! Int)
        case ObjectIdentifier(Double.self): return write(value as! Double, into: &text)
        case ObjectIdentifier(NSNull.self): text += "null"
        default:
            if let object = value as? [String: Any] {
                text += "{"
                for (offset, (key, member)) in object.enumerated() {
                    if offset > 0 { text += "," }
                    JSONString.append(key, to: &text)
                    text += ":"
                    guard write(member, into: &text) else { return false }
                }
                text += "}"
            } else if let array = value as? [Any] {
                text += "["
                for (offset, element) in array.enumerated() {
                    if offset > 0 { text += "," }
                    guard write(element, into: &text) else { return false }
                }
                text += "]"
            } else if let number = value as? NSNumber {
                return write(number, into: &text)
            } else if let string = value as? String {
                JSONString.append(string, to: &text)
            } else if value is NSNull {
                text += "null"
            } else {
                return false
            }
        }
        return true
    }

    /// A number as read from JSON: a boolean (Objective-C type "c"), an integer, or a double.
    private static func write(_ number: NSNumber, into text: inout String) -> Bool {
        let type = number.objCType
        if type[0] == CChar(UInt8(ascii: "c")), type[1] == 0 {
            text += number.boolValue ? "true" : "false"
            return true
        }
        if type[0] == CChar(UInt8(ascii: "d")) || type[0] == CChar(UInt8(ascii: "f")) {
            return write(number.doubleValue, into: &text)
        }
        text += type[0] == CChar(UInt8(ascii: "Q")) ? String(number.uint64Value) : String(number.int64Value)
        return true
    }

    private static func write(_ double: Double, into text: inout String) -> Bool {
        guard double.isFinite else { return false }
        // Swift prints the shortest form that reads back the same (`0.1`, `1e+300`, `2.0`).
        text += String(double)
        return true
    }
}
