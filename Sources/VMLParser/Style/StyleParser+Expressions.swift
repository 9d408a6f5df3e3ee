@_spi(VMLInternals) import VMLCore

extension StyleParser {
    // MARK: Expressions

    /// An expression, including ranges (`a...b`, `a..<b`, `a...`, `...b`, `..<b`).
    mutating func parseExpression() throws(VMLParseError) -> VMLExpression {
        nesting += 1
        defer { nesting -= 1 }
        if nesting > maximumNesting {
            throw fail(
                position, "style nested more than \(maximumNesting) levels deep (the parser's maximumStyleNesting option)",
                code: .limitExceeded)
        }
        if peek() == 0x2E, peek(1) == 0x2E {  // ".."
            let start = position
            if peek(2) == 0x2E {  // "..."
                position += 3
                return .range(.through(try parseRangeBound(after: start)))
            }
            if peek(2) == 0x3C {  // "..<"
                position += 3
                return .range(.upTo(try parseRangeBound(after: start)))
            }
        }
        let lower = try parsePostfix()
        let save = position
        skipWhitespace()
        guard peek() == 0x2E, peek(1) == 0x2E else {
            position = save
            return lower
        }
        let operatorStart = position
        if peek(2) == 0x2E {  // "..."
            position += 3
            let afterOperator = position
            skipWhitespace()
            if position < text.count, startsOperand(text[position]) {
                return .range(.closed(lower, try parseRangeBound(after: operatorStart)))
            }
            position = afterOperator
            return .range(.from(lower))
        }
        if peek(2) == 0x3C {  // "..<"
            position += 3
            return .range(.halfOpen(lower, try parseRangeBound(after: operatorStart)))
        }
        throw fail(operatorStart, "expected '...' or '..<', found \(found(operatorStart))")
    }

    private func startsOperand(_ byte: UInt8) -> Bool {
        VMLASCII.isLetter(byte) || VMLASCII.isDigit(byte) || byte == 0x2E || byte == 0x22 || byte == 0x23 || byte == 0x5B
            || byte == 0x28 || byte == 0x2D || byte == 0x3A
    }

    private mutating func parseRangeBound(after operatorStart: Int) throws(VMLParseError) -> VMLExpression {
        skipWhitespace()
        guard position < text.count, startsOperand(text[position]) else {
            throw fail(
                position, "expected a bound after the range operator at \(describe(operatorStart)), found \(found(position))")
        }
        return try parsePostfix()
    }

    /// A primary expression followed by `.member` and `(arguments)` steps.
    private mutating func parsePostfix() throws(VMLParseError) -> VMLExpression {
        let start = position
        var expression = try parsePrimary()
        let nestingBefore = nesting
        defer { nesting = nestingBefore }
        while true {
            let save = position
            skipWhitespace()
            let byte = peek()
            if byte == 0x2E, VMLASCII.isLetter(peek(1)) {  // ".name"
                try checkPostfixBase(expression, at: position)
                try deepen(at: position)
                position += 1
                let name = try readName("a member name after '.'")
                expression = .member(expression, name)
            } else if byte == 0x28 {  // "("
                try checkPostfixBase(expression, at: position)
                try deepen(at: position)
                let open = position
                if case .identifier(let name) = expression, let function = CSSColor.Function(rawValue: name) {
                    var percent = false
                    let arguments = try parseArguments(
                        openedAt: open, opener: start, closer: 0x29, colorFunction: true, percents: &percent)
                    expression = try colorCall(function, name: name, arguments: arguments, percent: percent, at: open)
                } else {
                    let arguments = try parseArguments(openedAt: open, opener: start, closer: 0x29)
                    expression = .call(expression, arguments)
                }
            } else {
                position = save
                return expression
            }
        }
    }

    /// One more level of nesting for a postfix step, so long chains count against the limit too.
    private mutating func deepen(at offset: Int) throws(VMLParseError) {
        nesting += 1
        if nesting > maximumNesting {
            throw fail(
                offset, "style nested more than \(maximumNesting) levels deep (the parser's maximumStyleNesting option)",
                code: .limitExceeded)
        }
    }

    /// Numbers, angles, ranges and symbols cannot take a member or a call: they would not read back.
    @inline(__always)
    private func checkPostfixBase(_ base: VMLExpression, at offset: Int) throws(VMLParseError) {
        switch base {
        case .number, .angle:
            throw fail(offset, "a number cannot be followed by \(found(offset)): members and calls need a name before them")
        case .symbol:
            throw fail(offset, "a symbol cannot be followed by \(found(offset)): a symbol such as ':bg' stands alone")
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
                throw fail(open, "'%' is only valid in \(name)(…) when every argument is a number")
            }
            return .call(callee, arguments)
        }
        guard percent, case .function(let function, var components) = color else { return .color(color) }
        // Read the arguments again for their `%` suffixes.
        var index = open + 1
        var component = 0
        while index < text.count, component < components.count {
            let byte = text[index]
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
        guard position < text.count else {
            throw fail(position, "expected a value, found end of the style")
        }
        let start = position
        let byte = text[position]
        switch byte {
        case 0x30...0x39, 0x2D:  // digits, "-"
            if byte == 0x2D, !(VMLASCII.isDigit(peek(1)) || (peek(1) == 0x2E && VMLASCII.isDigit(peek(2)))) {
                throw fail(position + 1, "expected a number after '-', found \(found(position + 1))")
            }
            return try parseNumber()
        case 0x2E:  // "."
            let next = peek(1)
            if VMLASCII.isDigit(next) { return try parseNumber() }
            guard VMLASCII.isLetter(next) else {
                throw fail(position + 1, "expected a member name after '.', found \(found(position + 1))")
            }
            position += 1
            return .implicitMember(try readName("a member name after '.'"))
        case 0x22:  // "\""
            return .string(try parseString())
        case 0x23:  // "#"
            return try parseHexColor()
        case 0x3A:  // ":"
            position += 1
            guard VMLASCII.isLetter(peek()) else {
                throw fail(position, "expected a template name after ':', found \(found(position))")
            }
            return .symbol(try readName("a template name after ':'"))
        case 0x5B:  // "["
            return try parseArray()
        case 0x28:  // "(" a tuple
            return .tuple(try parseArguments(openedAt: position, opener: position, closer: 0x29))
        default:
            guard VMLASCII.isLetter(byte) else {
                throw fail(position, "expected a value, found \(found(position))")
            }
            let end = identifierEnd(from: start)
            let length = end - start
            if length == 4, text[start] == 0x61, text[start + 1] == 0x74, text[start + 2] == 0x74,
                text[start + 3] == 0x72
            {  // "attr"
                var after = end
                while after < text.count, VMLASCII.isWhitespace(text[after]) {
                    after += 1
                }
                if after < text.count, text[after] == 0x28 {
                    position = after
                    return .attr(try parseAttr(opener: start))
                }
            }
            position = end
            if isReservedWord(start, end) {
                switch length {
                case 3: return .null
                case 4: return .boolean(true)
                default: return .boolean(false)
                }
            }
            return .identifier(string(start, end))
        }
    }

    private mutating func parseNumber() throws(VMLParseError) -> VMLExpression {
        let number: NumberLiteral.Number
        do {
            number = try NumberLiteral.read(text, at: position)
        } catch {
            throw fail(error.offset, error.message)
        }
        switch number.suffix {
        case .none:
            position = number.end
            return .number(number.value)
        case .degrees:
            position = number.end
            return .angle(degrees: number.value)
        case .percent:
            throw fail(number.end - 1, "'%' is only valid on the arguments of rgb(…), rgba(…), hsl(…) and hsla(…)")
        }
    }

    /// `[a, b, …]`.
    private mutating func parseArray() throws(VMLParseError) -> VMLExpression {
        let open = position
        position += 1
        nesting += 1
        defer { nesting -= 1 }
        var items: [VMLExpression] = []
        skipWhitespace()
        if peek() == 0x5D {  // "]"
            position += 1
            return .array(items)
        }
        while true {
            items.append(try parseExpression())
            skipWhitespace()
            let byte = peek()
            if byte == 0x2C {
                let comma = position
                position += 1
                skipWhitespace()
                if peek() == 0x5D {
                    trailingCommas.append(comma)
                    position += 1
                    return .array(items)
                }
                continue
            }
            if byte == 0x5D {
                position += 1
                return .array(items)
            }
            if byte == 0x3A {
                throw fail(
                    position,
                    "dictionaries are not supported inside style: expected ', ' or ']' in the array opened at \(describe(open)), found ':'"
                )
            }
            if position >= text.count || byte == 0x29 {
                throw fail(position, "expected ']' to close '[' opened at \(describe(open)), found \(found(position))")
            }
            throw fail(position, "expected ', ' or ']' in the array opened at \(describe(open)), found \(found(position))")
        }
    }

    /// `#rrggbb` or `#rrggbbaa`.
    private mutating func parseHexColor() throws(VMLParseError) -> VMLExpression {
        let start = position
        var end = start + 1
        end = text.endOfRun(from: end, where: Describe.isWordByte)
        let digits = text.bytes(in: (start + 1)..<end)
        let written = string(start, end)
        guard digits.allSatisfy({ VMLASCII.isHexDigit($0) }), digits.count == 6 || digits.count == 8 else {
            if digits.count == 3, digits.allSatisfy({ VMLASCII.isHexDigit($0) }) {
                throw fail(start, "3-digit hex color '\(written)': write six or eight hex digits, such as #aabbcc")
            }
            throw fail(start, "invalid hex color '\(written)': write six or eight hex digits, #rrggbb or #rrggbbaa")
        }
        position = end
        return .color(.hex(String(decoding: digits, as: UTF8.self)))
    }

    /// A string literal with Swift escapes: `\\`, `\"`, `\n`, `\r`, `\t`, `\'`, `\u{…}`. A character XML 1.0
    /// forbids, raw or escaped (`\0`, `\u{1}`), is an error: the string could not be written back.
    private mutating func parseString() throws(VMLParseError) -> String {
        let open = position
        position += 1
        let start = position
        while position < text.count {
            let byte = text[position]
            if byte == 0x22 {
                position += 1
                return string(start, position - 1)
            }
            if byte == 0x5C || byte < 0x20 || byte == 0xEF { break }
            position += 1
        }
        var buffer = Array(text[start..<position])
        while position < text.count {
            let byte = text[position]
            if byte == 0x22 {
                position += 1
                return String(decoding: buffer, as: UTF8.self)
            }
            guard byte == 0x5C else {
                if byte < 0x20 || byte == 0xEF, ForbiddenCharacter.starts(in: text, at: position) {
                    throw fail(position, ForbiddenCharacter.message(in: text, at: position))
                }
                buffer.append(byte)
                position += 1
                continue
            }
            switch StringEscape.read(text, at: position) {
            case .character(let scalar, let end):
                buffer.append(contentsOf: UTF8.encode(scalar) ?? UTF8.EncodedScalar())
                position = end
            case .failure(let offset, let message):
                throw fail(offset, message)
            case .endOfInput:
                throw fail(open, "expected '\"' to close the string opened at \(describe(open)), found end of the style")
            }
        }
        throw fail(position, "expected '\"' to close the string opened at \(describe(open)), found end of the style")
    }

    /// `attr(name)`, `attr(name type(<t>))`, each with an optional `, fallback`; `position` is at `(`.
    mutating func parseAttr(opener: Int) throws(VMLParseError) -> VMLAttrBinding {
        position += 1
        nesting += 1
        defer { nesting -= 1 }
        skipWhitespace()
        if peek() == 0x22 {  // attr("name"): LiveView Native's spelling
            throw quotedAttrName()
        }
        let name = try readName("an attribute name in 'attr('")
        var binding = VMLAttrBinding(name)
        skipWhitespace()
        if peek() == 0x74 {  // "t"
            let end = identifierEnd(from: position)
            if end - position == 4, peek(1) == 0x79, peek(2) == 0x70, peek(3) == 0x65 {  // "type"
                position = end
                binding.type = try parseAttrType()
                skipWhitespace()
            }
        }
        if peek() == 0x2C {
            let comma = position
            position += 1
            skipWhitespace()
            if peek() != 0x29 {
                binding.fallback = try parseExpression()
                skipWhitespace()
                if peek() == 0x2C {
                    let comma = position
                    position += 1
                    skipWhitespace()
                    if peek() == 0x29 { trailingCommas.append(comma) }
                }
            } else {
                trailingCommas.append(comma)
            }
        }
        guard peek() == 0x29, position < text.count else {
            if position < text.count, VMLASCII.isLetter(text[position]) {
                throw fail(
                    position,
                    "expected 'type(<…>)', ', ' or ')' after the attribute name in 'attr(' opened at \(describe(opener)), found \(found(position))"
                )
            }
            throw fail(position, "expected ')' to close 'attr(' opened at \(describe(opener)), found \(found(position))")
        }
        position += 1
        return binding
    }

    /// The error for `attr("name")` (`position` at the quote): the VML spelling when the quoted
    /// text is a name, otherwise what `attr` takes.
    private mutating func quotedAttrName() -> VMLParseError {
        let quote = position
        var end = quote + 1
        end = text.endOfRun(from: end, where: Self.isIdentifierByte)
        if end > quote + 1, end < text.count, text[end] == 0x22, VMLASCII.isLetter(text[quote + 1]),
            !isReservedWord(quote + 1, end)
        {
            return fail(quote, StyleSpelling.quotedAttrName(string(quote + 1, end)))
        }
        return fail(quote, StyleSpelling.quotedAttrText)
    }

    /// `type(<string>)` after `type`; `position` is just past `type`.
    private mutating func parseAttrType() throws(VMLParseError) -> VMLAttrType {
        skipWhitespace()
        guard peek() == 0x28 else {
            throw fail(position, "expected '(' after 'type' in attr(…), found \(found(position))")
        }
        let open = position
        position += 1
        skipWhitespace()
        guard peek() == 0x3C else {  // "<"
            throw fail(position, "expected '<' in 'type(<…>)', as in type(<string>), found \(found(position))")
        }
        position += 1
        let nameStart = position
        while position < text.count, text[position] != 0x3E, text[position] != 0x29, position - nameStart < 40 {
            position += 1
        }
        let written = string(nameStart, position)
        guard peek() == 0x3E else {
            throw fail(position, "expected '>' to close '<' in 'type(<\(written)', found \(found(position))")
        }
        guard let type = VMLAttrType(rawValue: written) else {
            throw fail(
                nameStart - 1,
                "unknown attr type '<\(written)>': expected <string>, <number>, <integer>, <length>, <angle>, <color>, <url> or <boolean>"
            )
        }
        position += 1
        skipWhitespace()
        guard peek() == 0x29 else {
            throw fail(position, "expected ')' to close 'type(' opened at \(describe(open)), found \(found(position))")
        }
        position += 1
        return type
    }
}
