@_spi(VMLInternals) import VMLCore

extension StyleParser {
    // MARK: Expressions

    /// An expression, including ranges (`a...b`, `a..<b`, `a...`, `...b`, `..<b`).
    mutating func parseExpression() throws(VMLParseError) -> VMLExpression {
        unsafe nesting += 1
        defer { unsafe nesting -= 1 }
        if unsafe nesting > maximumNesting {
            throw unsafe fail(
                position, unsafe "style nested more than \(maximumNesting) levels deep (the parser's maximumStyleNesting option)",
                code: .limitExceeded)
        }
        if unsafe peek() == 0x2E, unsafe peek(1) == 0x2E {  // ".."
            let start = unsafe position
            if unsafe peek(2) == 0x2E {  // "..."
                unsafe position += 3
                return unsafe .range(.through(try parseRangeBound(after: start)))
            }
            if unsafe peek(2) == 0x3C {  // "..<"
                unsafe position += 3
                return unsafe .range(.upTo(try parseRangeBound(after: start)))
            }
        }
        let lower = try unsafe parsePostfix()
        let save = unsafe position
        unsafe skipWhitespace()
        guard unsafe peek() == 0x2E, unsafe peek(1) == 0x2E else {
            unsafe position = save
            return lower
        }
        let operatorStart = unsafe position
        if unsafe peek(2) == 0x2E {  // "..."
            unsafe position += 3
            let afterOperator = unsafe position
            unsafe skipWhitespace()
            if unsafe position < text.count, unsafe startsOperand(text[position]) {
                return unsafe .range(.closed(lower, try parseRangeBound(after: operatorStart)))
            }
            unsafe position = afterOperator
            return .range(.from(lower))
        }
        if unsafe peek(2) == 0x3C {  // "..<"
            unsafe position += 3
            return unsafe .range(.halfOpen(lower, try parseRangeBound(after: operatorStart)))
        }
        throw unsafe fail(operatorStart, unsafe "expected '...' or '..<', found \(found(operatorStart))")
    }

    private func startsOperand(_ byte: UInt8) -> Bool {
        VMLASCII.isLetter(byte) || VMLASCII.isDigit(byte) || byte == 0x2E || byte == 0x22 || byte == 0x23 || byte == 0x5B
            || byte == 0x28 || byte == 0x2D || byte == 0x3A
    }

    private mutating func parseRangeBound(after operatorStart: Int) throws(VMLParseError) -> VMLExpression {
        unsafe skipWhitespace()
        guard unsafe position < text.count, unsafe startsOperand(text[position]) else {
            throw unsafe fail(
                position, unsafe "expected a bound after the range operator at \(describe(operatorStart)), found \(found(position))")
        }
        return try unsafe parsePostfix()
    }

    /// A primary expression followed by `.member` and `(arguments)` steps.
    private mutating func parsePostfix() throws(VMLParseError) -> VMLExpression {
        let start = unsafe position
        var expression = try unsafe parsePrimary()
        let nestingBefore = unsafe nesting
        defer { unsafe nesting = nestingBefore }
        while true {
            let save = unsafe position
            unsafe skipWhitespace()
            let byte = unsafe peek()
            if byte == 0x2E, unsafe VMLASCII.isLetter(peek(1)) {  // ".name"
                try unsafe checkPostfixBase(expression, at: position)
                try unsafe deepen(at: position)
                unsafe position += 1
                let name = try unsafe readName("a member name after '.'")
                expression = .member(expression, name)
            } else if byte == 0x28 {  // "("
                try unsafe checkPostfixBase(expression, at: position)
                try unsafe deepen(at: position)
                let open = unsafe position
                if case .identifier(let name) = expression, let function = CSSColor.Function(rawValue: name) {
                    var percent = false
                    let arguments = try unsafe parseArguments(
                        openedAt: open, opener: start, closer: 0x29, colorFunction: true, percents: &percent)
                    expression = try unsafe colorCall(function, name: name, arguments: arguments, percent: percent, at: open)
                } else {
                    let arguments = try unsafe parseArguments(openedAt: open, opener: start, closer: 0x29)
                    expression = .call(expression, arguments)
                }
            } else {
                unsafe position = save
                return expression
            }
        }
    }

    /// One more level of nesting for a postfix step, so long chains count against the limit too.
    private mutating func deepen(at offset: Int) throws(VMLParseError) {
        unsafe nesting += 1
        if unsafe nesting > maximumNesting {
            throw unsafe fail(
                offset, unsafe "style nested more than \(maximumNesting) levels deep (the parser's maximumStyleNesting option)",
                code: .limitExceeded)
        }
    }

    /// Numbers, angles, ranges and symbols cannot take a member or a call: they would not read back.
    @inline(__always)
    private func checkPostfixBase(_ base: VMLExpression, at offset: Int) throws(VMLParseError) {
        switch base {
        case .number, .angle:
            throw unsafe fail(offset, unsafe "a number cannot be followed by \(found(offset)): members and calls need a name before them")
        case .symbol:
            throw unsafe fail(offset, unsafe "a symbol cannot be followed by \(found(offset)): a symbol such as ':bg' stands alone")
        default:
            return
        }
    }

    /// `rgb(…)`, `rgba(…)`, `hsl(…)`, `hsla(…)`: a color when every argument is an unlabeled number.
    private func colorCall(
        _ function: CSSColor.Function,
        name: String,
        arguments: [VMLArgument],
        percent: Bool,
        at open: Int
    ) throws(VMLParseError) -> VMLExpression {
        let callee = VMLExpression.identifier(name)
        guard let color = CSSColor(callee: callee, arguments: arguments) else {
            if percent {
                throw unsafe fail(open, "'%' is only valid in \(name)(…) when every argument is a number")
            }
            return .call(callee, arguments)
        }
        guard percent, case .function(let function, var components) = color else { return .color(color) }
        // Read the arguments again for their `%` suffixes.
        var index = open + 1
        var component = 0
        while unsafe index < text.count, component < components.count {
            let byte = unsafe text[index]
            if byte == 0x25 {  // "%"
                components[component].isPercentage = true
            } else if byte == 0x2C {
                component += 1
            } else if byte == 0x29 {
                break
            }
            index += 1
        }
        return .color(.function(function, components))
    }

    // MARK: Primaries

    private mutating func parsePrimary() throws(VMLParseError) -> VMLExpression {
        guard unsafe position < text.count else {
            throw unsafe fail(position, "expected a value, found end of the style")
        }
        let start = unsafe position
        let byte = unsafe text[position]
        switch byte {
        case 0x30...0x39, 0x2D:  // digits, "-"
            if byte == 0x2D, unsafe !(VMLASCII.isDigit(peek(1)) || (peek(1) == 0x2E && VMLASCII.isDigit(peek(2)))) {
                throw unsafe fail(position + 1, unsafe "expected a number after '-', found \(found(position + 1))")
            }
            return try unsafe parseNumber()
        case 0x2E:  // "."
            let next = unsafe peek(1)
            if VMLASCII.isDigit(next) { return try unsafe parseNumber() }
            guard VMLASCII.isLetter(next) else {
                throw unsafe fail(position + 1, unsafe "expected a member name after '.', found \(found(position + 1))")
            }
            unsafe position += 1
            return unsafe .implicitMember(try readName("a member name after '.'"))
        case 0x22:  // "\""
            return unsafe .string(try parseString())
        case 0x23:  // "#"
            return try unsafe parseHexColor()
        case 0x3A:  // ":"
            unsafe position += 1
            guard unsafe VMLASCII.isLetter(peek()) else {
                throw unsafe fail(position, unsafe "expected a template name after ':', found \(found(position))")
            }
            return unsafe .symbol(try readName("a template name after ':'"))
        case 0x5B:  // "["
            return try unsafe parseArray()
        case 0x28:  // "(" a tuple
            return unsafe .tuple(try parseArguments(openedAt: position, opener: position, closer: 0x29))
        default:
            guard VMLASCII.isLetter(byte) else {
                throw unsafe fail(position, unsafe "expected a value, found \(found(position))")
            }
            let end = unsafe identifierEnd(from: start)
            let length = end - start
            if length == 4, unsafe text[start] == 0x61, unsafe text[start + 1] == 0x74, unsafe text[start + 2] == 0x74,
                unsafe text[start + 3] == 0x72
            {  // "attr"
                var after = end
                while unsafe after < text.count, unsafe VMLASCII.isWhitespace(text[after]) {
                    after += 1
                }
                if unsafe after < text.count, unsafe text[after] == 0x28 {
                    unsafe position = after
                    return unsafe .attr(try parseAttr(opener: start))
                }
            }
            unsafe position = end
            if unsafe isReservedWord(start, end) {
                switch length {
                case 3: return .null
                case 4: return .boolean(true)
                default: return .boolean(false)
                }
            }
            return unsafe .identifier(string(start, end))
        }
    }

    private mutating func parseNumber() throws(VMLParseError) -> VMLExpression {
        let number: NumberLiteral.Number
        do {
            number = try unsafe NumberLiteral.read(text, at: position)
        } catch {
            throw unsafe fail(error.offset, error.message)
        }
        switch number.suffix {
        case .none:
            unsafe position = number.end
            return .number(number.value)
        case .degrees:
            unsafe position = number.end
            return .angle(degrees: number.value)
        case .percent:
            throw unsafe fail(number.end - 1, "'%' is only valid on the arguments of rgb(…), rgba(…), hsl(…) and hsla(…)")
        }
    }

    /// `[a, b, …]`.
    private mutating func parseArray() throws(VMLParseError) -> VMLExpression {
        let open = unsafe position
        unsafe position += 1
        unsafe nesting += 1
        defer { unsafe nesting -= 1 }
        var items: [VMLExpression] = []
        unsafe skipWhitespace()
        if unsafe peek() == 0x5D {  // "]"
            unsafe position += 1
            return .array(items)
        }
        while true {
            unsafe items.append(try parseExpression())
            unsafe skipWhitespace()
            let byte = unsafe peek()
            if byte == 0x2C {
                let comma = unsafe position
                unsafe position += 1
                unsafe skipWhitespace()
                if unsafe peek() == 0x5D {
                    unsafe trailingCommas.append(comma)
                    unsafe position += 1
                    return .array(items)
                }
                continue
            }
            if byte == 0x5D {
                unsafe position += 1
                return .array(items)
            }
            if byte == 0x3A {
                throw unsafe fail(
                    position,
                    unsafe "dictionaries are not supported inside style: expected ', ' or ']' in the array opened at \(describe(open)), found ':'"
                )
            }
            if unsafe position >= text.count || byte == 0x29 {
                throw unsafe fail(position, unsafe "expected ']' to close '[' opened at \(describe(open)), found \(found(position))")
            }
            throw unsafe fail(position, unsafe "expected ', ' or ']' in the array opened at \(describe(open)), found \(found(position))")
        }
    }

    /// `#rrggbb` or `#rrggbbaa`.
    private mutating func parseHexColor() throws(VMLParseError) -> VMLExpression {
        let start = unsafe position
        var end = start + 1
        while unsafe end < text.count, unsafe Describe.isWordByte(text[end]) { end += 1 }
        let digits = unsafe UnsafeBufferPointer(rebasing: text[(start + 1)..<end])
        let written = unsafe string(start, end)
        guard unsafe digits.allSatisfy({ VMLASCII.isHexDigit($0) }), digits.count == 6 || digits.count == 8 else {
            if digits.count == 3, unsafe digits.allSatisfy({ VMLASCII.isHexDigit($0) }) {
                throw unsafe fail(start, "3-digit hex color '\(written)': write six or eight hex digits, such as #aabbcc")
            }
            throw unsafe fail(start, "invalid hex color '\(written)': write six or eight hex digits, #rrggbb or #rrggbbaa")
        }
        unsafe position = end
        return unsafe .color(.hex(String(decoding: digits, as: UTF8.self)))
    }

    /// A string literal with Swift escapes: `\\`, `\"`, `\n`, `\r`, `\t`, `\'`, `\u{…}`. A character XML 1.0
    /// forbids, raw or escaped (`\0`, `\u{1}`), is an error: the string could not be written back.
    private mutating func parseString() throws(VMLParseError) -> String {
        let open = unsafe position
        unsafe position += 1
        let start = unsafe position
        while unsafe position < text.count {
            let byte = unsafe text[position]
            if byte == 0x22 {
                unsafe position += 1
                return unsafe string(start, position - 1)
            }
            if byte == 0x5C || byte < 0x20 || byte == 0xEF { break }
            unsafe position += 1
        }
        var buffer = unsafe Array(text[start..<position])
        while unsafe position < text.count {
            let byte = unsafe text[position]
            if byte == 0x22 {
                unsafe position += 1
                return String(decoding: buffer, as: UTF8.self)
            }
            guard byte == 0x5C else {
                if byte < 0x20 || byte == 0xEF, unsafe ForbiddenCharacter.starts(in: text, at: position) {
                    throw unsafe fail(position, ForbiddenCharacter.message(in: text, at: position))
                }
                buffer.append(byte)
                unsafe position += 1
                continue
            }
            switch unsafe StringEscape.read(text, at: position) {
            case .character(let scalar, let end):
                buffer.append(contentsOf: UTF8.encode(scalar) ?? UTF8.EncodedScalar())
                unsafe position = end
            case .failure(let offset, let message):
                throw unsafe fail(offset, message)
            case .endOfInput:
                throw unsafe fail(open, unsafe "expected '\"' to close the string opened at \(describe(open)), found end of the style")
            }
        }
        throw unsafe fail(position, unsafe "expected '\"' to close the string opened at \(describe(open)), found end of the style")
    }

    /// `attr(name)`, `attr(name type(<t>))`, each with an optional `, fallback`; `position` is at `(`.
    mutating func parseAttr(opener: Int) throws(VMLParseError) -> VMLAttrBinding {
        unsafe position += 1
        unsafe nesting += 1
        defer { unsafe nesting -= 1 }
        unsafe skipWhitespace()
        if unsafe peek() == 0x22 {  // attr("name"): LiveView Native's spelling
            throw unsafe quotedAttrName()
        }
        let name = try unsafe readName("an attribute name in 'attr('")
        var binding = VMLAttrBinding(name)
        unsafe skipWhitespace()
        if unsafe peek() == 0x74 {  // "t"
            let end = unsafe identifierEnd(from: position)
            if unsafe end - position == 4, unsafe peek(1) == 0x79, unsafe peek(2) == 0x70, unsafe peek(3) == 0x65 {  // "type"
                unsafe position = end
                binding.type = unsafe try parseAttrType()
                unsafe skipWhitespace()
            }
        }
        if unsafe peek() == 0x2C {
            let comma = unsafe position
            unsafe position += 1
            unsafe skipWhitespace()
            if unsafe peek() != 0x29 {
                binding.fallback = unsafe try parseExpression()
                unsafe skipWhitespace()
                if unsafe peek() == 0x2C {
                    let comma = unsafe position
                    unsafe position += 1
                    unsafe skipWhitespace()
                    if unsafe peek() == 0x29 { unsafe trailingCommas.append(comma) }
                }
            } else {
                unsafe trailingCommas.append(comma)
            }
        }
        guard unsafe peek() == 0x29, unsafe position < text.count else {
            if unsafe position < text.count, unsafe VMLASCII.isLetter(text[position]) {
                throw unsafe fail(
                    position,
                    unsafe "expected 'type(<…>)', ', ' or ')' after the attribute name in 'attr(' opened at \(describe(opener)), found \(found(position))"
                )
            }
            throw unsafe fail(position, unsafe "expected ')' to close 'attr(' opened at \(describe(opener)), found \(found(position))")
        }
        unsafe position += 1
        return binding
    }

    /// The error for `attr("name")` (`position` at the quote): the VML spelling when the quoted
    /// text is a name, otherwise what `attr` takes.
    private mutating func quotedAttrName() -> VMLParseError {
        let quote = unsafe position
        var end = quote + 1
        while unsafe end < text.count, unsafe Self.isIdentifierByte(text[end]) { end += 1 }
        if end > quote + 1, unsafe end < text.count, unsafe text[end] == 0x22, unsafe VMLASCII.isLetter(text[quote + 1]),
            unsafe !isReservedWord(quote + 1, end)
        {
            return unsafe fail(quote, StyleSpelling.quotedAttrName(string(quote + 1, end)))
        }
        return unsafe fail(quote, StyleSpelling.quotedAttrText)
    }

    /// `type(<string>)` after `type`; `position` is just past `type`.
    private mutating func parseAttrType() throws(VMLParseError) -> VMLAttrType {
        unsafe skipWhitespace()
        guard unsafe peek() == 0x28 else {
            throw unsafe fail(position, unsafe "expected '(' after 'type' in attr(…), found \(found(position))")
        }
        let open = unsafe position
        unsafe position += 1
        unsafe skipWhitespace()
        guard unsafe peek() == 0x3C else {  // "<"
            throw unsafe fail(position, unsafe "expected '<' in 'type(<…>)', as in type(<string>), found \(found(position))")
        }
        unsafe position += 1
        let nameStart = unsafe position
        while unsafe position < text.count, unsafe text[position] != 0x3E, unsafe text[position] != 0x29, unsafe position - nameStart < 40 {
            unsafe position += 1
        }
        let written = unsafe string(nameStart, position)
        guard unsafe peek() == 0x3E else {
            throw unsafe fail(position, unsafe "expected '>' to close '<' in 'type(<\(written)', found \(found(position))")
        }
        guard let type = VMLAttrType(rawValue: written) else {
            throw unsafe fail(
                nameStart - 1,
                "unknown attr type '<\(written)>': expected <string>, <number>, <integer>, <length>, <angle>, <color>, <url> or <boolean>"
            )
        }
        unsafe position += 1
        unsafe skipWhitespace()
        guard unsafe peek() == 0x29 else {
            throw unsafe fail(position, unsafe "expected ')' to close 'type(' opened at \(describe(open)), found \(found(position))")
        }
        unsafe position += 1
        return type
    }
}
