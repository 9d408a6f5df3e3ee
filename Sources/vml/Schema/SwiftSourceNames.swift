import VMLCore
import VMLValidation

/// The custom names a Swift project's sources declare, read from their text (no compiler): each
/// `VmlElement("Name", attributes: ["key": …])` and `.element("Name", …)` an element, each
/// `.modifier(named: "name", …)` and `VMLModifier("name", …)` a modifier.
///
/// An element is listed with the attribute keys written as literals at its uses; a use whose
/// attributes are not a literal dictionary makes it take any attribute. Names SwiftUI declares
/// are left out: the schema is for your own.
struct SwiftSourceNames {
    private var attributes: [String: Set<String>] = [:]
    private var anyAttributes: Set<String> = []
    private var modifiers: Set<String> = []

    /// Reads one Swift file's text.
    mutating func read(_ text: String) {
        let bytes = Array(text.utf8)
        for prefix in ["VmlElement(", ".element("] {
            for (name, after) in Self.stringArguments(after: prefix, in: bytes) {
                readAttributes(of: name, from: after, in: bytes)
            }
        }
        for prefix in [".modifier(named:", "VMLModifier("] {
            for (name, _) in Self.stringArguments(after: prefix, in: bytes) {
                modifiers.insert(name)
            }
        }
    }

    /// The schema of the names read, without SwiftUI's own. An element seen without attribute
    /// keys written as literals takes any attribute; invalid names (a test's `Sta r`) are left out.
    func schema(excluding isSwiftUIElement: (String) -> Bool, _ isSwiftUIModifier: (String) -> Bool) -> VMLSchema {
        var elements: [String: VMLSchema.Element] = [:]
        for name in Set(attributes.keys).union(anyAttributes) where VMLName.isElementName(name) && !isSwiftUIElement(name) {
            // No literal keys seen: any attribute.
            let keys = anyAttributes.contains(name) ? nil : attributes[name].flatMap { $0.isEmpty ? nil : Array($0).sorted() }
            elements[name] = VMLSchema.Element(attributes: keys)
        }
        let custom = modifiers.filter { VMLName.isStyleName($0) && !isSwiftUIModifier($0) }
        return VMLSchema(elements: elements, modifiers: custom.sorted())
    }

    /// Notes the attribute keys written after an element's name: `, attributes: ["a": …, "b": …]`.
    private mutating func readAttributes(of name: String, from start: Int, in bytes: [UInt8]) {
        var index = start
        Self.skipSpaces(&index, bytes)
        let label = Array(", attributes:".utf8)
        guard bytes[index...].starts(with: label) else {
            attributes[name, default: []].formUnion([])
            return
        }
        index += label.count
        Self.skipSpaces(&index, bytes)
        guard index < bytes.count, bytes[index] == UInt8(ascii: "[") else {
            anyAttributes.insert(name)
            return
        }
        // Keys are the string literals directly followed by `:` at the dictionary's own depth.
        var depth = 0
        var keys: Set<String> = []
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "[") || byte == UInt8(ascii: "(") {
                depth += 1
            } else if byte == UInt8(ascii: "]") || byte == UInt8(ascii: ")") {
                depth -= 1
                if depth == 0 { break }
            } else if byte == UInt8(ascii: "\""), let (literal, end) = Self.stringLiteral(at: index, in: bytes) {
                var after = end
                Self.skipSpaces(&after, bytes)
                if depth == 1, after < bytes.count, bytes[after] == UInt8(ascii: ":") { keys.insert(literal) }
                index = end
                continue
            }
            index += 1
        }
        attributes[name, default: []].formUnion(keys)
    }

    /// Each `prefix "literal"` in the text: the literal and the index after it.
    private static func stringArguments(after prefix: String, in bytes: [UInt8]) -> [(String, Int)] {
        let pattern = Array(prefix.utf8)
        var found: [(String, Int)] = []
        var index = 0
        while index + pattern.count <= bytes.count {
            guard bytes[index] == pattern[0], bytes[index..<index + pattern.count].elementsEqual(pattern) else {
                index += 1
                continue
            }
            var start = index + pattern.count
            skipSpaces(&start, bytes)
            if let (literal, end) = stringLiteral(at: start, in: bytes), !literal.isEmpty {
                found.append((literal, end))
                index = end
            } else {
                index += pattern.count
            }
        }
        return found
    }

    /// A plain string literal (no escapes, no interpolation) starting at `start`, and the index after it.
    private static func stringLiteral(at start: Int, in bytes: [UInt8]) -> (String, Int)? {
        guard start < bytes.count, bytes[start] == UInt8(ascii: "\"") else { return nil }
        var end = start + 1
        while end < bytes.count, bytes[end] != UInt8(ascii: "\"") {
            if bytes[end] == UInt8(ascii: "\\") || bytes[end] == UInt8(ascii: "\n") { return nil }
            end += 1
        }
        guard end < bytes.count else { return nil }
        return (String(decoding: bytes[(start + 1)..<end], as: UTF8.self), end + 1)
    }

    private static func skipSpaces(_ index: inout Int, _ bytes: [UInt8]) {
        while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x0A || bytes[index] == 0x09 || bytes[index] == 0x0D {
            index += 1
        }
    }
}
