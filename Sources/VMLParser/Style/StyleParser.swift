@_spi(VMLInternals) import VMLCore

/// Parses a decoded style value (Docs/Spec.md §7 and Docs/CanonicalForm.md#the-style-string) into modifiers.
///
/// A recursive-descent parser straight over the bytes, with no token objects. Any whitespace may
/// stand between tokens and a trailing comma is accepted (its offset is kept in
/// ``trailingCommas``, for the warning `vml check` gives). LiveView Native's spellings (`;`
/// between modifiers, `.padding(8)`, `attr("name")`) and `attr(…)` where a modifier goes are
/// errors that show the VML spelling (``StyleSpelling``). Nesting (brackets and postfix chains)
/// is limited, so a hostile style cannot exhaust the stack. Errors carry the input offset through
/// the ``OffsetMap``, so they point into the original text even when the value held entities.
///
/// Noncopyable: it owns the name cache and the argument scratch. The reader keeps one for the
/// whole document and points it at each style value in turn (``reset(text:offsetMap:quiet:)``).
struct StyleParser: ~Copyable {
    private(set) var text: ByteView
    private(set) var offsetMap: OffsetMap
    /// Muted with the reader's once a recovering parse has located all the errors it lists.
    var locator: SourceLocator
    let maximumNesting: Int
    let names: NameCache
    /// The argument lists being read, innermost last (reused from one style to the next).
    var argumentScratch: ScratchStack<VMLArgument>
    /// Whether errors go unreported (the caller only asks whether the text parses): they then
    /// carry no location, whose computation costs a sweep from the start of the input.
    private(set) var quiet: Bool
    var position = 0
    var nesting = 0
    /// The decoded offsets of the trailing commas read since the last ``reset(text:offsetMap:quiet:)``
    /// (a comma with nothing after it in the style, an argument list, an array or `attr(…)`).
    var trailingCommas: [Int] = []
    /// Whether a modifier that does not read is recorded in ``recovered`` and skipped, rather
    /// than thrown (a recovering parse; never in a `quiet` one).
    var recovering = false
    /// The errors of a recovering read, in the order found; the reader takes them.
    var recovered: [VMLParseError] = []
    /// How many more errors the reader lists (and one): past that, the locator is muted.
    var errorRoom = Int.max

    init(
        text: ByteView,
        offsetMap: OffsetMap,
        locator: SourceLocator,
        maximumNesting: Int,
        names: consuming NameCache,
        argumentScratch: consuming ScratchStack<VMLArgument>,
        quiet: Bool = false
    ) {
        self.quiet = quiet
        self.text = text
        self.argumentScratch = argumentScratch
        self.names = names
        self.offsetMap = offsetMap
        self.locator = locator
        self.maximumNesting = maximumNesting
    }

    /// Points the parser at another decoded value; `text` must stay valid until it is read.
    mutating func reset(text: ByteView, offsetMap: OffsetMap, quiet: Bool) {
        self.text = text
        self.offsetMap = offsetMap
        self.quiet = quiet
        position = 0
        nesting = 0
        argumentScratch.truncate(to: 0)
        if !trailingCommas.isEmpty { trailingCommas.removeAll(keepingCapacity: true) }
    }

    // MARK: Errors

    func fail(_ offset: Int, _ message: String, code: VMLParseError.Code = .parseError) -> VMLParseError {
        if quiet { return VMLParseError(location: VMLSourceLocation(line: 0, column: 0), message: message, code: code) }
        return locator.error(at: offsetMap.sourceOffset(offset), message, code: code)
    }

    /// `3:9` for a decoded offset.
    func describe(_ offset: Int) -> String {
        if quiet { return "" }
        return locator.describe(offsetMap.sourceOffset(offset))
    }

    /// What stands at `offset`, quoted, for "found …".
    func found(_ offset: Int) -> String {
        guard offset < text.count else { return "end of the style" }
        if text[offset] == 0x22 { return "a string" }
        return Describe.token(in: text, at: offset, end: "end of the style")
    }

    // MARK: Bytes

    @inline(__always)
    func peek(_ ahead: Int = 0) -> UInt8 {
        text.byte(at: position + ahead, orIfOutside: 0)
    }

    @inline(__always)
    mutating func skipWhitespace() {
        position = text.endOfRun(from: position, where: VMLASCII.isWhitespace)
    }

    @inline(__always)
    static func isIdentifierByte(_ byte: UInt8) -> Bool {
        VMLASCII.isLetter(byte) || VMLASCII.isDigit(byte)
    }

    /// The end of the identifier that starts at `start` (which must be a letter or `_`).
    @inline(__always)
    func identifierEnd(from start: Int) -> Int {
        var end = start + 1
        end = text.endOfRun(from: end, where: Self.isIdentifierByte)
        return end
    }

    /// The name `text[lower..<upper]`, from the name cache. Inlined: as a method of its own it was
    /// given a copy of the whole parser (152 bytes, a `memcpy` per name).
    @inline(__always)
    func string(_ lower: Int, _ upper: Int) -> String {
        names.string(text.bytes(in: lower..<upper))
    }

    /// Whether `text[lower..<upper]` is `true`, `false` or `nil`.
    @inline(__always)
    func isReservedWord(_ lower: Int, _ upper: Int) -> Bool {
        switch upper - lower {
        case 3: return text[lower] == 0x6E && text[lower + 1] == 0x69 && text[lower + 2] == 0x6C  // nil
        case 4: return text[lower] == 0x74 && text[lower + 1] == 0x72 && text[lower + 2] == 0x75 && text[lower + 3] == 0x65  // true
        case 5:
            return text[lower] == 0x66 && text[lower + 1] == 0x61 && text[lower + 2] == 0x6C && text[lower + 3] == 0x73
                && text[lower + 4] == 0x65  // false
        default: return false
        }
    }

    /// Reads a name (modifier, label, member, symbol, `attr` name) at `position`.
    mutating func readName(_ what: String) throws(VMLParseError) -> String {
        guard position < text.count, VMLASCII.isLetter(text[position]) else {
            throw fail(position, "expected \(what), found \(found(position))")
        }
        let start = position
        position = identifierEnd(from: start)
        if isReservedWord(start, position) {
            throw fail(
                start, "expected \(what), found the literal '\(string(start, position))' (true, false and nil are not names)")
        }
        return string(start, position)
    }

    // MARK: Style

    /// `Modifier, Modifier, …` with an optional trailing comma.
    mutating func parseStyle() throws(VMLParseError) -> VMLStyle {
        var modifiers: [VMLModifier] = []
        modifiers.reserveCapacity(4)
        skipWhitespace()
        let recovers = recovering && !quiet
        while position < text.count {
            if recovers {
                let start = position
                let scratchStart = argumentScratch.count
                do {
                    modifiers.append(try parseModifier())
                } catch {
                    try keep(error)
                    argumentScratch.truncate(to: scratchStart)
                    position = endOfModifier(from: start)
                    skipWhitespace()
                    continue
                }
            } else {
                modifiers.append(try parseModifier())
            }
            skipWhitespace()
            guard position < text.count else { break }
            guard text[position] == 0x2C else {  // ","
                let semicolon = text[position] == 0x3B  // ";"
                let error =
                    semicolon
                    ? fail(position, StyleSpelling.semicolonBetweenModifiers)
                    : fail(position, "expected ', ' between modifiers or the end of the style, found \(found(position))")
                guard recovers else { throw error }
                try keep(error)
                // `;` reads as the comma it stands for; anything else loses what follows up to
                // the next modifier.
                position = semicolon ? position + 1 : endOfModifier(from: position)
                skipWhitespace()
                continue
            }
            let comma = position
            position += 1
            skipWhitespace()
            if position >= text.count { trailingCommas.append(comma) }
        }
        return VMLStyle(modifiers)
    }

    /// `name(arguments)`.
    private mutating func parseModifier() throws(VMLParseError) -> VMLModifier {
        let start = position
        if peek() == 0x2E, VMLASCII.isLetter(peek(1)) {  // ".name": LiveView Native's spelling
            position += 1
            let name = try readName("a modifier name")
            throw fail(start, StyleSpelling.leadingDot(before: name))
        }
        let name = try readName("a modifier name")
        skipWhitespace()
        guard peek() == 0x28 else {  // "("
            throw fail(position, "expected '(' after the modifier name '\(name)', found \(found(position))")
        }
        if name.utf8.count == 4, name == VMLAttrBinding.keyword {
            // The call as written when it is one, for the message.
            let written =
                (try? parseAttr(opener: start)) != nil
                ? String(decoding: text.bytes(in: start..<position), as: UTF8.self) : "attr(…)"
            throw fail(start, VMLAttrBinding.notAModifier(written))
        }
        let arguments = try parseArguments(openedAt: position, opener: start, closer: 0x29)
        return VMLModifier(name, arguments: arguments)
    }

    // MARK: Argument lists

    /// An argument list at `position` (its `(`), up to and including `closer`.
    /// `opener` is where the callee's text starts, for messages (`'padding('`).
    @inline(__always)
    mutating func parseArguments(openedAt open: Int, opener: Int, closer: UInt8) throws(VMLParseError) -> [VMLArgument] {
        var percents = false
        return try parseArguments(openedAt: open, opener: opener, closer: closer, colorFunction: false, percents: &percents)
    }

    /// An argument list at `position` (its `(`), up to and including `closer`; with
    /// `colorFunction`, its components may be percentages, and `percents` is set when one is.
    mutating func parseArguments(
        openedAt open: Int,
        opener: Int,
        closer: UInt8,
        colorFunction: Bool,
        percents: inout Bool
    ) throws(VMLParseError) -> [VMLArgument] {
        position = open + 1
        nesting += 1
        defer { nesting -= 1 }
        if nesting > maximumNesting {
            throw fail(
                open, "style nested more than \(maximumNesting) levels deep (the parser's maximumStyleNesting option)",
                code: .limitExceeded
            )
        }
        skipWhitespace()
        if peek() == closer {
            position += 1
            return []
        }
        // Arguments collect on the shared scratch (inner lists push and pop above this one's)
        // and are copied out once, sized exactly.
        let start = argumentScratch.count
        while true {
            let argumentStart = position
            if colorFunction, let component = readColorComponent() {
                argumentScratch.push(VMLArgument(.number(component.value)))
                if component.percent { percents = true }
            } else {
                argumentScratch.push(try parseArgument())
            }
            skipWhitespace()
            let byte = peek()
            if byte == 0x2C {  // ","
                let comma = position
                position += 1
                skipWhitespace()
                if peek() == closer {
                    trailingCommas.append(comma)
                    position += 1
                    return argumentScratch.take(from: start)
                }
                continue
            }
            if byte == closer, position < text.count {
                position += 1
                return argumentScratch.take(from: start)
            }
            throw unclosed(open: open, opener: opener, closer: closer, after: argumentScratch.last, argumentStart: argumentStart)
        }
    }

    /// The error for an argument list that does not go on with `,` or its closer.
    private func unclosed(open: Int, opener: Int, closer: UInt8, after last: VMLArgument?, argumentStart: Int) -> VMLParseError {
        let closerText = closer == 0x29 ? "')'" : "']'"
        let openerText = string(opener, open + 1)
        if let last, last.label == nil, case .identifier(let name) = last.value, startsValue(position) {
            return fail(position, "expected ': ' after the label '\(name)', found \(found(position))")
        }
        let byte = peek()
        if position >= text.count || byte == 0x29 || byte == 0x5D {
            return fail(
                position, "expected \(closerText) to close '\(openerText)' opened at \(describe(opener)), found \(found(position))")
        }
        if byte == 0x3A {  // ":"
            return fail(
                position,
                "expected ', ' or \(closerText) after an argument of '\(openerText)' opened at \(describe(opener)), found ':' (a label is a name: 'label: value')"
            )
        }
        return fail(
            position,
            "expected ', ' or \(closerText) after an argument of '\(openerText)' opened at \(describe(opener)), found \(found(position))"
        )
    }

    /// Whether a value can start at `offset` (for the "missing ': '" message).
    private func startsValue(_ offset: Int) -> Bool {
        guard offset < text.count else { return false }
        let byte = text[offset]
        if byte == 0x2E {  // "." starts a value only as ".name" or ".5"
            let next = offset + 1 < text.count ? text[offset + 1] : 0
            return VMLASCII.isLetter(next) || VMLASCII.isDigit(next)
        }
        return VMLASCII.isLetter(byte) || VMLASCII.isDigit(byte) || byte == 0x22 || byte == 0x23 || byte == 0x5B || byte == 0x2D
    }

    /// `label: value` or `value`.
    private mutating func parseArgument() throws(VMLParseError) -> VMLArgument {
        let start = position
        if position < text.count, VMLASCII.isLetter(text[position]) {
            let end = identifierEnd(from: start)
            var after = end
            while after < text.count, VMLASCII.isWhitespace(text[after]) {
                after += 1
            }
            if after < text.count, text[after] == 0x3A {  // ":" — a label
                if isReservedWord(start, end) {
                    throw fail(
                        start, "expected a label, found the literal '\(string(start, end))' (true, false and nil are not names)")
                }
                let label = string(start, end)
                position = after + 1
                skipWhitespace()
                return VMLArgument(label, try parseExpression())
            }
        }
        return VMLArgument(nil, try parseExpression())
    }

    /// A number with an optional `%` inside `rgb(…)`-style calls, when the whole argument is one.
    private mutating func readColorComponent() -> (value: Double, percent: Bool)? {
        let start = position
        guard let number = try? NumberLiteral.read(text, at: position) else { return nil }
        guard number.suffix == .none || number.suffix == .percent else { return nil }
        var after = number.end
        while after < text.count, VMLASCII.isWhitespace(text[after]) {
            after += 1
        }
        guard after < text.count, text[after] == 0x2C || text[after] == 0x29 else {
            position = start
            return nil
        }
        position = number.end
        return (number.value, number.suffix == .percent)
    }
}

extension StyleParser {
    /// Records an error of a recovering read; throws a limit's error, which ends the read.
    mutating func keep(_ error: VMLParseError) throws(VMLParseError) {
        if error.code == .limitExceeded { throw error }
        recovered.append(error)
        if recovered.count >= errorRoom { locator.muted = true }
    }

    /// After a modifier that does not read, starting at `start`: the offset after the next comma
    /// outside brackets and string literals, or the end of the style.
    func endOfModifier(from start: Int) -> Int {
        var depth = 0
        var index = start
        while index < text.count {
            switch text[index] {
            case 0x28, 0x5B: depth += 1  // ( [
            case 0x29, 0x5D: depth -= 1  // ) ]
            case 0x2C where depth <= 0: return index + 1  // ,
            case 0x22:  // a string literal: to its closing quote
                index += 1
                while index < text.count, text[index] != 0x22 {
                    if text[index] == 0x5C { index += 1 }
                    index += 1
                }
            default: break
            }
            index += 1
        }
        return max(text.count, start + 1)
    }
}
