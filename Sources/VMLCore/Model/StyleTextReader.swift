/// Reads a style held as canonical text (``StyleText``) back into its modifiers: the inverse of
/// the writer that wrote it (``VMLByteWriter``), so the core reads its own text with no grammar
/// handed over from another module.
///
/// It expects the writer's spellings: `, ` between modifiers and arguments, `label: `, no other
/// space, numbers as ``CanonicalNumber`` writes them, strings between `&quot;` with the writer's
/// escapes (`\&quot;`, `\\`, `\n`, `\r`, `\t`) and references, `..&lt;`, `type(&lt;…&gt;)`;
/// other spacing and other spellings give `nil`. Text people write, in any spacing and with
/// errors to report, is VMLParser's to read (its `StyleParser`, the grammar's one home); on the
/// writer's text the two give the same values: `StyleTextReaderTests` (VMLCoreTests) reads back
/// what the writer writes, and `StyleTextTests.theCoreReadsStyleTextAsTheParserDoes`
/// (VMLParserTests) compares the reader with the parser.
///
/// Values read as the parser reads them: `rgb(…)`, `rgba(…)`, `hsl(…)` and `hsla(…)` of
/// unlabeled numbers are colors (``CSSColor/init(callee:arguments:)``), `true`, `false` and `nil`
/// are literals, `attr(…)` is a binding, and a number is the `Double` nearest its digits.
///
/// ```swift
/// ByteView.with("padding(.horizontal, 8), navigationTitle(&quot;Hi&quot;)") { StyleTextReader.modifiers(in: $0) }
/// // [VMLModifier("padding", VMLArgument(.member("horizontal")), 8), VMLModifier("navigationTitle", "Hi")]
/// ByteView.with("padding( 8 )") { StyleTextReader.modifiers(in: $0) }   // nil: not the writer's spacing
/// ```
@_spi(VMLInternals) public struct StyleTextReader {
    private let text: ByteView
    private var position = 0
    /// How many expressions enclose the one being read, counted as the writer counts them or
    /// fewer: past ``ReadBackRule/maximumTextNesting``, where the writer holds no style as text,
    /// the text is refused (so reading recurses no deeper than that).
    private var depth = 0

    private init(text: ByteView) {
        self.text = text
    }

    /// The modifiers of canonical style text (without the flags byte), or `nil` when it is not
    /// text the writer writes.
    public static func modifiers(in text: ByteView) -> [VMLModifier]? {
        var reader = StyleTextReader(text: text)
        return reader.readStyle()
    }

    // MARK: Bytes

    @inline(__always)
    private func peek(_ ahead: Int = 0) -> UInt8 {
        text.byte(at: position + ahead, orIfOutside: 0)
    }

    /// Whether the `length` bytes at `position` are `word`'s (little-endian, as
    /// ``ByteView/word(at:length:)`` reads them).
    @inline(__always)
    private func sees(_ word: UInt64, length: Int) -> Bool {
        position + length <= text.count && text.word(at: position, length: length) == word
    }

    /// Steps over `, `, when it stands at `position`.
    @inline(__always)
    private mutating func skipSeparator() -> Bool {
        guard peek() == 0x2C, peek(1) == 0x20 else { return false }  // ", "
        position += 2
        return true
    }

    /// The end of the identifier that starts at `start`.
    @inline(__always)
    private func identifierEnd(from start: Int) -> Int {
        text.endOfRun(from: start + 1, where: VMLASCII.isIdentifierByte)
    }

    private func string(_ start: Int, _ end: Int) -> String {
        String(decoding: text.bytes(in: start..<end), as: UTF8.self)
    }

    /// A name at `position` (a modifier, label, member, symbol or `attr(…)` name): an identifier
    /// that is not `true`, `false` or `nil`.
    private mutating func readName() -> String? {
        guard VMLASCII.isLetter(peek()) else { return nil }
        let start = position
        let end = identifierEnd(from: start)
        guard VMLName.isStyleName(identifier: text.bytes(in: start..<end)) else { return nil }
        position = end
        return string(start, end)
    }

    // MARK: Modifiers and arguments

    /// `name(arguments), name(arguments), …`.
    private mutating func readStyle() -> [VMLModifier]? {
        var modifiers: [VMLModifier] = []
        guard !text.isEmpty else { return modifiers }
        while true {
            let start = position
            guard let name = readName(), peek() == 0x28 else { return nil }  // "("
            if position - start == 4, text.word(at: start, length: 4) == 0x7274_7461 { return nil }  // "attr": a binding, no modifier
            guard let arguments = readArguments() else { return nil }
            modifiers.append(VMLModifier(name, arguments: arguments))
            if position == text.count { return modifiers }
            guard skipSeparator() else { return nil }
        }
    }

    /// `(arguments)` at `position`: a modifier's, a call's or a tuple's.
    private mutating func readArguments() -> [VMLArgument]? {
        position += 1  // "("
        var arguments: [VMLArgument] = []
        if peek() != 0x29 {  // ")"
            repeat {
                guard let argument = readArgument() else { return nil }
                arguments.append(argument)
            } while skipSeparator()
            guard peek() == 0x29 else { return nil }
        }
        position += 1
        return arguments
    }

    /// `label: value` or `value`.
    private mutating func readArgument() -> VMLArgument? {
        if VMLASCII.isLetter(peek()) {
            let end = identifierEnd(from: position)
            if text.byte(at: end, orIfOutside: 0) == 0x3A {  // ":": a label
                guard let label = readName(), skipLabelEnd(), let value = readExpression() else { return nil }
                return VMLArgument(label, value)
            }
        }
        guard let value = readExpression() else { return nil }
        return VMLArgument(nil, value)
    }

    /// Steps over the `: ` after a label.
    private mutating func skipLabelEnd() -> Bool {
        guard peek() == 0x3A, peek(1) == 0x20 else { return false }  // ": "
        position += 2
        return true
    }

    // MARK: Expressions

    /// An expression, ranges included: `a...b`, `a..&lt;b`, `a...`, `...b`, `..&lt;b`.
    private mutating func readExpression() -> VMLExpression? {
        depth += 1
        defer { depth -= 1 }
        guard depth <= ReadBackRule.maximumTextNesting else { return nil }
        if peek() == 0x2E, peek(1) == 0x2E {  // ".." before any operand
            if peek(2) == 0x2E {  // "..."
                position += 3
                return readPostfix().map { .range(.through($0)) }
            }
            guard sees(Self.halfOpen, length: 6) else { return nil }
            position += 6
            return readPostfix().map { .range(.upTo($0)) }
        }
        guard let lower = readPostfix() else { return nil }
        guard peek() == 0x2E, peek(1) == 0x2E else { return lower }
        if peek(2) == 0x2E {  // "..."
            position += 3
            guard startsOperand(peek()), position < text.count else { return .range(.from(lower)) }
            return readPostfix().map { .range(.closed(lower, $0)) }
        }
        guard sees(Self.halfOpen, length: 6) else { return nil }
        position += 6
        return readPostfix().map { .range(.halfOpen(lower, $0)) }
    }

    /// Whether an operand (a range's upper bound) starts with `byte`; `&` starts a string.
    private func startsOperand(_ byte: UInt8) -> Bool {
        VMLASCII.isLetter(byte) || VMLASCII.isDigit(byte) || byte == 0x2E || byte == 0x26 || byte == 0x23 || byte == 0x5B
            || byte == 0x28 || byte == 0x2D || byte == 0x3A
    }

    /// A primary expression followed by `.member` and `(arguments)` steps.
    private mutating func readPostfix() -> VMLExpression? {
        guard var expression = readPrimary() else { return nil }
        while true {
            let byte = peek()
            guard byte == 0x28 || (byte == 0x2E && VMLASCII.isLetter(peek(1))) else { return expression }
            switch expression {
            case .number, .angle, .symbol: return nil  // no member or call of these
            default: break
            }
            if byte == 0x2E {  // ".name"
                position += 1
                guard let name = readName() else { return nil }
                expression = .member(expression, name)
            } else if case .identifier(let name) = expression, let function = CSSColor.Function(rawValue: name) {
                guard let call = readColorCall(function, name: name) else { return nil }
                expression = call
            } else {
                guard let arguments = readArguments() else { return nil }
                expression = .call(expression, arguments)
            }
        }
    }

    private mutating func readPrimary() -> VMLExpression? {
        let byte = peek()
        switch byte {
        case 0x30...0x39, 0x2D:  // digits, "-"
            guard let number = readNumber() else { return nil }
            if sees(Self.degrees, length: 3), !VMLASCII.isIdentifierByte(peek(3)) {
                position += 3
                return .angle(degrees: number)
            }
            return .number(number)
        case 0x2E:  // ".name"
            position += 1
            return readName().map { .implicitMember($0) }
        case 0x26:  // "&quot;"
            return readString().map { .string($0) }
        case 0x23:  // "#"
            let end = identifierEnd(from: position)
            let digits = text.bytes(in: (position + 1)..<end)
            guard digits.count == 6 || digits.count == 8, digits.allSatisfy(VMLASCII.isHexDigit) else { return nil }
            position = end
            return .color(.hex(digits.string()))
        case 0x3A:  // ":"
            position += 1
            return readName().map { .symbol($0) }
        case 0x5B:  // "["
            return readArray()
        case 0x28:  // "(": a tuple
            return readArguments().map { .tuple($0) }
        default:
            guard VMLASCII.isLetter(byte) else { return nil }
            let start = position
            position = identifierEnd(from: start)
            let word = text.bytes(in: start..<position)
            switch word.count {
            case 3 where word.word(at: 0, length: 3) == 0x6C_696E: return .null  // nil
            case 4 where word.word(at: 0, length: 4) == 0x6575_7274: return .boolean(true)  // true
            case 5 where word.word(at: 0, length: 5) == 0x65_736C_6166: return .boolean(false)  // false
            case 4 where word.word(at: 0, length: 4) == 0x7274_7461 && peek() == 0x28:  // "attr("
                return readAttr().map { .attr($0) }
            default: return .identifier(word.string())
            }
        }
    }

    /// `[a, b, …]`.
    private mutating func readArray() -> VMLExpression? {
        position += 1  // "["
        var items: [VMLExpression] = []
        if peek() != 0x5D {  // "]"
            repeat {
                guard let item = readExpression() else { return nil }
                items.append(item)
            } while skipSeparator()
            guard peek() == 0x5D else { return nil }
        }
        position += 1
        return .array(items)
    }

    /// `attr(name)`, `attr(name type(&lt;t&gt;))`, each with an optional `, fallback`;
    /// `position` is at `(`.
    private mutating func readAttr() -> VMLAttrBinding? {
        position += 1  // "("
        guard let name = readName() else { return nil }
        var binding = VMLAttrBinding(name)
        if sees(Self.typeOpen, length: 6) {  // " type("
            position += 6
            guard sees(Self.less, length: 4) else { return nil }
            position += 4
            let start = position
            position = text.endOfRun(from: start, where: { $0 != 0x26 })  // up to "&gt;)"
            guard let type = VMLAttrType(rawValue: string(start, position)), sees(Self.typeClose, length: 5) else { return nil }
            position += 5
            binding.type = type
        }
        if skipSeparator() {
            guard let fallback = readExpression() else { return nil }
            binding.fallback = fallback
        }
        guard peek() == 0x29 else { return nil }  // ")"
        position += 1
        return binding
    }

    /// `rgb(…)`, `rgba(…)`, `hsl(…)`, `hsla(…)` at `position` (its `(`): a color when every
    /// argument is an unlabeled number, each of which may have `%`; a call otherwise.
    private mutating func readColorCall(_ function: CSSColor.Function, name: String) -> VMLExpression? {
        position += 1  // "("
        var arguments: [VMLArgument] = []
        var percents: [Bool] = []
        if peek() != 0x29 {  // ")"
            repeat {
                if let component = readColorComponent() {
                    arguments.append(VMLArgument(.number(component.value)))
                    percents.append(component.percent)
                } else {
                    guard let argument = readArgument() else { return nil }
                    arguments.append(argument)
                    percents.append(false)
                }
            } while skipSeparator()
            guard peek() == 0x29 else { return nil }
        }
        position += 1
        let callee = VMLExpression.identifier(name)
        guard let color = CSSColor(callee: callee, arguments: arguments) else {
            return percents.contains(true) ? nil : .call(callee, arguments)
        }
        guard percents.contains(true), case .function(let function, var components) = color else { return .color(color) }
        for index in components.indices where percents[index] { components[index].isPercentage = true }
        return .color(.function(function, components))
    }

    /// A whole argument of a color function that is a number, with or without `%`, or `nil`
    /// (with `position` unchanged).
    private mutating func readColorComponent() -> (value: Double, percent: Bool)? {
        let start = position
        let byte = peek()
        guard VMLASCII.isDigit(byte) || byte == 0x2D, let value = readNumber() else {
            position = start
            return nil
        }
        let percent = peek() == 0x25  // "%"
        if percent { position += 1 }
        guard peek() == 0x2C || peek() == 0x29 else {  // "," ")"
            position = start
            return nil
        }
        return (value, percent)
    }

    // MARK: Numbers and strings

    /// Exact powers of ten a `Double` holds.
    private static let powersOfTen: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
        1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
    ]

    /// A number as ``CanonicalNumber`` writes it (`8`, `-0.25`, `1e+16`, `1e-07`): the `Double`
    /// nearest its digits, as the parser reads it.
    private mutating func readNumber() -> Double? {
        let negative = peek() == 0x2D  // "-"
        if negative { position += 1 }
        let integerStart = position
        position = text.endOfRun(from: position, where: VMLASCII.isDigit)
        guard position > integerStart else { return nil }
        var fractionDigits = 0
        if peek() == 0x2E, VMLASCII.isDigit(peek(1)) {  // "."
            let fractionStart = position + 1
            position = text.endOfRun(from: fractionStart, where: VMLASCII.isDigit)
            fractionDigits = position - fractionStart
        }
        let digitsEnd = position
        var exponent = 0
        if peek() == 0x65 {  // "e", then "+" or "-" and digits
            let sign = peek(1)
            guard sign == 0x2B || sign == 0x2D, VMLASCII.isDigit(peek(2)) else { return nil }
            let exponentStart = position + 2
            position = text.endOfRun(from: exponentStart, where: VMLASCII.isDigit)
            guard position - exponentStart <= 4, let magnitude = Int(string(exponentStart, position)) else { return nil }
            exponent = sign == 0x2D ? -magnitude : magnitude
        }
        // Up to 15 digits with a small exponent: exact operands, one rounding, as the parser's fast path.
        var mantissa: UInt64 = 0
        var significant = 0
        for index in integerStart..<digitsEnd where text[index] != 0x2E {
            mantissa = mantissa &* 10 &+ UInt64(text[index] &- 0x30)
            significant += 1
        }
        let scale = exponent - fractionDigits
        let value: Double
        if significant <= 15, scale.magnitude <= 22 {
            value = scale < 0 ? Double(mantissa) / Self.powersOfTen[-scale] : Double(mantissa) * Self.powersOfTen[scale]
        } else {
            guard let parsed = Double(string(integerStart, position)), parsed.isFinite else { return nil }
            value = parsed
        }
        return negative ? -value : value
    }

    /// A string literal, `&quot;…&quot;`: the writer's Swift escapes (`\&quot;`, `\\`, `\n`,
    /// `\r`, `\t`) and references (`&amp;`, `&lt;`, `&gt;`, `&#xFEFF;`, any character reference)
    /// decoded.
    private mutating func readString() -> String? {
        guard sees(Self.quote, length: 6) else { return nil }
        position += 6
        let start = position
        // Most strings have no escape: up to the closing quote, one copy.
        position = text.endOfRun(from: start) { $0 != 0x26 && $0 != 0x5C }  // "&" "\"
        if sees(Self.quote, length: 6) {
            defer { position += 6 }
            return string(start, position)
        }
        var decoded = text.bytes(in: start..<position).array()
        while position < text.count {
            let byte = text[position]
            if byte == 0x26 {  // "&"
                if sees(Self.quote, length: 6) {
                    position += 6
                    return String(decoding: decoded, as: UTF8.self)
                }
                guard let scalar = readReference() else { return nil }
                decoded.append(contentsOf: UTF8.encode(scalar) ?? UTF8.EncodedScalar())
            } else if byte == 0x5C {  // "\"
                position += 1
                if sees(Self.quote, length: 6) {
                    position += 6
                    decoded.append(0x22)  // "\""
                    continue
                }
                switch peek() {
                case 0x5C: decoded.append(0x5C)  // "\\"
                case 0x6E: decoded.append(0x0A)  // "\n"
                case 0x72: decoded.append(0x0D)  // "\r"
                case 0x74: decoded.append(0x09)  // "\t"
                default: return nil
                }
                position += 1
            } else {
                decoded.append(byte)
                position += 1
            }
        }
        return nil
    }

    /// The character reference at `position` (`&amp;`, `&lt;`, `&gt;`, `&apos;`, `&#…;`,
    /// `&#x…;`), stepped over.
    private mutating func readReference() -> Unicode.Scalar? {
        let start = position + 1
        let end = text.endOfRun(from: start) { $0 != 0x3B }  // ";"
        guard end < text.count, end - start <= 8 else { return nil }
        let name = text.bytes(in: start..<end)
        position = end + 1
        switch name.count {
        case 2 where name.word(at: 0, length: 2) == 0x746C: return "<"  // lt
        case 2 where name.word(at: 0, length: 2) == 0x7467: return ">"  // gt
        case 3 where name.word(at: 0, length: 3) == 0x70_6D61: return "&"  // amp
        case 4 where name.word(at: 0, length: 4) == 0x736F_7061: return "'"  // apos
        case 4 where name.word(at: 0, length: 4) == 0x746F_7571: return "\""  // quot
        default:
            guard name.count >= 2, name[0] == 0x23 else { return nil }  // "#"
            let hex = name[1] == 0x78  // "x"
            let digits = name.bytes(in: (hex ? 2 : 1)..<name.count)
            guard !digits.isEmpty, let code = UInt32(digits.string(), radix: hex ? 16 : 10) else { return nil }
            return Unicode.Scalar(code)
        }
    }

    // The writer's spellings read as words (little-endian, as `ByteView.word(at:length:)` reads).

    /// `&quot;`
    private static let quote: UInt64 = 0x3B74_6F75_7126
    /// `..&lt;`
    private static let halfOpen: UInt64 = 0x3B74_6C26_2E2E
    /// `deg`
    private static let degrees: UInt64 = 0x67_6564
    /// ` type(`
    private static let typeOpen: UInt64 = 0x2865_7079_7420
    /// `&lt;`
    private static let less: UInt64 = 0x3B74_6C26
    /// `&gt;)`
    private static let typeClose: UInt64 = 0x29_3B74_6726
}
