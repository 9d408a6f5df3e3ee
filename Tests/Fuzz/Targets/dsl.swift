// libFuzzer target `dsl`: a tree built from the fuzz bytes through the core's public factories
// either refuses to serialize (an invalid name, a number with no VML form) or serializes to text
// that parses back to the canonical tree, with XML-forbidden characters as U+FFFD (the one
// lossy rule).
import VMLCore
import VMLParser

/// Reads choices and strings off the fuzz input; past its end every read is zero.
struct ByteSource {
    let bytes: [UInt8]
    var position = 0

    mutating func byte() -> UInt8 {
        guard position < bytes.count else { return 0 }
        defer { position += 1 }
        return bytes[position]
    }

    mutating func pick<T>(_ items: [T]) -> T { items[Int(byte()) % items.count] }

    mutating func string() -> String {
        let count = Int(byte() % 24)
        var utf8: [UInt8] = []
        for _ in 0..<count { utf8.append(byte()) }
        if byte() % 4 == 0 { return pick(["", " ", "\u{FEFF}", "a\nb", "\"/><X>", "&amp;", "\u{202E}", "\u{0}", "\u{FFFE}", "]]>"]) }
        return String(decoding: utf8, as: UTF8.self)
    }

    mutating func name(_ known: [String]) -> String { byte() % 8 == 0 ? string() : pick(known) }

    mutating func number() -> Double {
        pick([0, -0.0, 1, -10, 0.5, 1e-7, 1e15, 1e16, 123.456, .nan, .infinity, Double(byte()) / 7])
    }

    mutating func expression(depth: Int) -> VMLExpression {
        let kind = depth > 6 ? byte() % 9 : byte() % 15
        switch kind {
        case 0: return .number(number())
        case 1: return .angle(degrees: number())
        case 2: return .string(string())
        case 3: return .boolean(byte() % 2 == 0)
        case 4: return .null
        case 5: return .hex(pick(["ff0000", "FF00FF80", "abc", "zz0000"]))
        case 6: return .symbol(name(["bg", "ov", "toolbar", "x"]))
        case 7: return .identifier(name(["Color", "Gradient", "EdgeInsets"]))
        case 8: return .implicitMember(name(["red", "center", "leading", "infinity"]))
        case 9:
            let fallback: VMLExpression? = byte() % 2 == 0 ? expression(depth: depth + 1) : nil
            return .attr(VMLAttrBinding(name(["title", "w", "x"]), type: pick(VMLAttrType.allCases + [nil]), fallback: fallback))
        case 10: return .array((0..<Int(byte() % 4)).map { _ in expression(depth: depth + 1) })
        case 11: return .tuple(arguments(depth: depth + 1))
        case 12:
            let lower = expression(depth: depth + 1)
            let upper = expression(depth: depth + 1)
            return .range(pick([.closed(lower, upper), .halfOpen(lower, upper), .from(lower), .through(upper), .upTo(upper)]))
        case 13: return .member(expression(depth: depth + 1), name(["opacity", "weight", "Stop"]))
        default: return .call(expression(depth: depth + 1), arguments(depth: depth + 1))
        }
    }

    mutating func arguments(depth: Int) -> [VMLArgument] {
        (0..<Int(byte() % 4)).map { _ in
            VMLArgument(byte() % 2 == 0 ? nil : name(["x", "content", "color", "location", "size"]), expression(depth: depth))
        }
    }

    mutating func element() -> VMLNode.Element {
        var element = VMLNode.Element(name(["VStack", "Text", "Image", "Gauge.Label", "Card"]))
        for _ in 0..<Int(byte() % 4) {
            element.attributes.append(VMLAttribute(name(["id", "template", "title", "phx-click", "a", "b"]), string()))
        }
        for _ in 0..<Int(byte() % 3) {
            element.style.modifiers.append(VMLModifier(name(["padding", "background", "frame", "font"]), arguments: arguments(depth: 1)))
        }
        return element
    }

    /// A tree with at most `budget` elements, built with a loop over an explicit stack.
    mutating func nodes(budget: Int) -> [VMLNode] {
        var stack: [(element: VMLNode.Element?, children: [VMLNode], remaining: Int)] = [(nil, [], Int(byte() % 4) + 1)]
        var made = 0
        while let last = stack.indices.last {
            if stack[last].remaining > 0, made < budget {
                stack[last].remaining -= 1
                if byte() % 3 == 0 {
                    stack[last].children.append(.text(string()))
                } else {
                    made += 1
                    stack.append((element(), [], stack.count < 12 ? Int(byte() % 4) : 0))
                }
                continue
            }
            let done = stack.removeLast()
            guard var element = done.element, let parent = stack.indices.last else { return done.children }
            element.children = done.children
            stack[parent].children.append(.element(element))
        }
        return []
    }
}

/// What the one lossy rule does to a string.
func lossy(_ string: String) -> String {
    var scalars = String.UnicodeScalarView()
    for scalar in string.unicodeScalars {
        let value = scalar.value
        let forbidden = (value < 0x20 && value != 0x09 && value != 0x0A && value != 0x0D) || value == 0xFFFE || value == 0xFFFF
        scalars.append(forbidden ? "\u{FFFD}" : scalar)
    }
    return String(scalars)
}

func lossy(_ expression: VMLExpression) -> VMLExpression {
    switch expression {
    case .string(let string): return .string(lossy(string))
    case .attr(var binding):
        binding.fallback = binding.fallback.map(lossy)
        return .attr(binding)
    case .array(let items): return .array(items.elements.map(lossy))
    case .tuple(let fields): return .tuple(fields.fields.map { VMLArgument($0.label, lossy($0.value)) })
    case .range(let range): return .range(range.mapBounds(lossy))
    case .member(let member): return .member(lossy(member.base), member.name)
    case .call(let call): return .call(lossy(call.callee), call.arguments.map { VMLArgument($0.label, lossy($0.value)) })
    default: return expression
    }
}

func lossy(_ node: VMLNode) -> VMLNode {
    switch node {
    case .text(let text): return .text(lossy(text))
    case .element(var element):
        element.attributes = element.attributes.map { VMLAttribute($0.name, lossy($0.value)) }
        element.style.modifiers = element.style.modifiers.map { modifier in
            VMLModifier(modifier.name, arguments: modifier.arguments.map { VMLArgument($0.label, lossy($0.value)) })
        }
        element.children = element.children.map(lossy)
        return .element(element)
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDSL(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    var source = ByteSource(bytes: Array(UnsafeBufferPointer(start: data, count: size)))
    let document = VMLDocument(source.nodes(budget: 64))
    for format in VMLFormat.allCases {
        var buffer: [UInt8] = [0x2A]
        do {
            try VMLSerializer(format: format).serialize(document, into: &buffer)
        } catch {
            precondition(buffer == [0x2A], "a failed serialization left bytes in the buffer")
            continue
        }
        let parsed: VMLDocument
        do {
            parsed = try VMLParser().parse(Array(buffer.dropFirst()))
        } catch {
            fatalError("serialized text does not parse: \(error)\n\(String(decoding: buffer.dropFirst(), as: UTF8.self))")
        }
        let expected = VMLDocument(document.nodes.map(lossy)).canonicalized()
        precondition(parsed == expected, "parse(serialize(tree)) != canonicalize(tree) in \(format)")
    }
    return 0
}
