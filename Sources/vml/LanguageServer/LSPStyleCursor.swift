@_spi(VMLInternals) import VMLValidation

/// What the cursor is on inside a `style` value: the name under it, what that name is (a
/// modifier, a member after `.`, a template after `:`, an argument label), and the calls it is
/// inside, outermost first, with the argument it is in. Read by one forward pass over the value
/// up to the cursor, with an explicit stack (at most ``maximumDepth`` calls), so a half-typed or
/// deeply nested style costs no more than its length.
struct LSPStyleCursor {
    enum Role: Equatable {
        /// A modifier: a name outside any call.
        case modifier
        /// A static member after `.`; `owner` is the type written before it (`Color.blue`), if any.
        case member(owner: String?)
        /// A template after `:` (`content: :bg`).
        case template
        /// An argument label (the name before `: `).
        case label
        /// A type written by its name (`LinearGradient(…)`).
        case type
        /// Anything else (a number, text, inside a string).
        case other
    }

    /// One enclosing call: its callee as written (`padding`, `.linearGradient`, `LinearGradient`,
    /// `[` for an array, empty for a bare parenthesis), and where in its arguments the cursor is.
    struct Frame: Equatable {
        var callee: String
        var argumentIndex = 0
        var label: String?
    }

    static let maximumDepth = 64

    /// The name under the cursor (empty when the cursor is not on one).
    var name: String
    /// Where the name is, in bytes of the document.
    var nameRange: Range<Int>
    var role: Role
    var frames: [Frame]

    init(bytes: [UInt8], value: Range<Int>, cursor: Int) {
        let cursor = min(max(cursor, value.lowerBound), value.upperBound)
        var start = cursor
        while start > value.lowerBound, Self.isIdentifierByte(bytes[start - 1]) { start -= 1 }
        var end = cursor
        while end < value.upperBound, Self.isIdentifierByte(bytes[end]) { end += 1 }
        name = String(decoding: bytes[start..<end], as: UTF8.self)
        nameRange = start..<end

        var frames: [Frame] = []
        var overflow = 0
        var inString = false
        var identifier = ""
        var index = value.lowerBound
        while index < start {
            let byte = bytes[index]
            if byte == 0x22 || Self.isQuoteEntity(bytes, at: index, before: value.upperBound) {  // `"` or `&quot;`
                inString.toggle()
                index += byte == 0x22 ? 1 : 6
                identifier = ""
                continue
            }
            if inString {
                if byte == 0x5C { index += 1 }  // An escaped character.
                index += 1
                continue
            }
            if Self.isIdentifierByte(byte) {
                if index > value.lowerBound, Self.isIdentifierByte(bytes[index - 1]) {
                    identifier.unicodeScalars.append(Unicode.Scalar(byte))
                } else {
                    // After a dot: a member, of the type written before it (`Color.blue`) if any.
                    let dotted = index > value.lowerBound && bytes[index - 1] == 0x2E
                    identifier = (dotted ? identifier + "." : "") + String(Unicode.Scalar(byte))
                }
                index += 1
                continue
            }
            switch byte {
            case 0x28, 0x5B:  // "(", "["
                if frames.count < Self.maximumDepth {
                    frames.append(Frame(callee: byte == 0x5B ? "[" : identifier))
                } else {
                    overflow += 1
                }
            case 0x29, 0x5D:  // ")", "]"
                if overflow > 0 { overflow -= 1 } else if !frames.isEmpty { frames.removeLast() }
            case 0x2C:  // ","
                if overflow == 0, !frames.isEmpty {
                    frames[frames.count - 1].argumentIndex += 1
                    frames[frames.count - 1].label = nil
                }
            case 0x3A:  // ":" right after a name: the name was a label.
                if overflow == 0, !frames.isEmpty, index > value.lowerBound, Self.isIdentifierByte(bytes[index - 1]) {
                    frames[frames.count - 1].label = identifier
                }
            default:
                break
            }
            if byte != 0x2E { identifier = "" }
            index += 1
        }
        self.frames = frames

        let before = start > value.lowerBound ? bytes[start - 1] : 0
        var after = end
        while after < value.upperBound, bytes[after] == 0x20 { after += 1 }
        let followedByColon = after < value.upperBound && bytes[after] == 0x3A
        if inString {
            role = .other
        } else if before == 0x2E {  // "."
            var ownerStart = start - 1
            while ownerStart > value.lowerBound, Self.isIdentifierByte(bytes[ownerStart - 1]) || bytes[ownerStart - 1] == 0x2E {
                ownerStart -= 1
            }
            let owner = String(decoding: bytes[ownerStart..<(start - 1)], as: UTF8.self)
            role = .member(owner: owner.isEmpty ? nil : owner)
        } else if before == 0x3A, start - 1 == value.lowerBound || !Self.isIdentifierByte(bytes[start - 2]) {
            role = .template
        } else if frames.isEmpty {
            role = .modifier
        } else if followedByColon {
            role = .label
        } else if name.first?.isUppercase == true {
            role = .type
        } else {
            role = .other
        }
    }

    static func isIdentifierByte(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, 0x5F: true
        default: false
        }
    }

    private static func isQuoteEntity(_ bytes: [UInt8], at index: Int, before end: Int) -> Bool {
        index + 6 <= end && bytes[index] == 0x26 && bytes[index..<(index + 6)].elementsEqual("&quot;".utf8)
    }

    /// The value types an argument at the innermost frame takes, as the catalog types the calls
    /// around it: the modifier's parameter, then each static function's or initializer's inside it.
    func expectedTypes(index: VMLDeclarationIndex = .shared) -> Set<String> {
        var types: Set<String>? = nil
        for frame in frames {
            if frame.callee == "[" || frame.callee.isEmpty { continue }
            let declarations: [VMLDeclarationIndex.Declaration]
            if types == nil {
                declarations = index.modifiers(named: frame.callee)
            } else if frame.callee.hasPrefix(".") {
                let member = String(frame.callee.dropFirst())
                declarations = (types ?? []).flatMap { index.members(of: $0)[member] ?? [] }
            } else if let dot = frame.callee.lastIndex(of: ".") {
                let owner = String(frame.callee[..<dot])
                declarations = index.members(of: owner)[String(frame.callee[frame.callee.index(after: dot)...])] ?? []
            } else {
                declarations = index.elements(named: frame.callee)
            }
            types = Self.types(of: frame, in: declarations)
        }
        return types ?? []
    }

    /// The value types of the parameter an argument at `frame` can be, over the overloads.
    static func types(of frame: Frame, in declarations: [VMLDeclarationIndex.Declaration]) -> Set<String> {
        var types: Set<String> = []
        for declaration in declarations {
            let parameters = declaration.parameters
            let parameter: VMLDeclarationIndex.Parameter?
            if let label = frame.label {
                parameter = parameters.first { $0.label == label }
            } else if frame.argumentIndex < parameters.count, parameters[frame.argumentIndex].label == nil {
                parameter = parameters[frame.argumentIndex]
            } else {
                parameter = nil
            }
            if let type = parameter?.valueType { types.insert(type) }
        }
        return types
    }
}
