@_spi(VMLInternals) import VMLCore

/// The XML layer: reads elements, attributes, text, references, comments, CDATA and the doctype
/// from UTF-8 bytes and builds the core tree, one byte pass, no recursion on element nesting.
///
/// Open elements live on an explicit stack, so the depth limit is checked before anything deep is
/// built. Line and column are computed only for errors and for the source map.
///
/// Noncopyable: it owns its scratch buffers (and, through its style parser, the name cache),
/// which are freed when the reader ends.
struct DocumentReader: ~Copyable {
    let bytes: ByteView
    let options: VMLParser.Options
    /// Muted (``SourceLocator/muted``) once a recovering parse has located all the errors it lists.
    var locator: SourceLocator
    var position: Int

    /// An element whose close tag has not been read yet. Frame 0 is the document.
    struct Frame {
        var element: VMLNode.Element
        var nameStart: Int
        var nameEnd: Int
        var openOffset: Int
        /// Where this element's children start on `nodes`.
        var childStart: Int
        /// Whether a child element read so far has children of its own: the children's list then
        /// goes in the box that frees it with a loop, and no scan of the list has to tell.
        var holdsParent = false
        /// Whether the open tag was cut short (a recovering parse reported it): its element
        /// ends unreported where an enclosing close tag or the input ends.
        var broken = false
    }

    var stack: [Frame]
    /// The children of every open element, innermost last; each is copied out once, sized
    /// exactly, when its element closes.
    var nodes = ScratchStack<VMLNode>(capacity: 256)
    /// The attributes of the tag being read.
    var attributes = ScratchStack<VMLAttribute>(capacity: 16)
    /// The attribute names of the tag being read, for the duplicate check.
    var attributeNames = AttributeNameSet()
    /// The style caches in use: all of ``VMLParser/Options/styleCaches`` but the modifier caches
    /// from the first style value, those too once `warmUp` values have been read.
    var caches: StyleCaches
    /// Style values still to read before all the caches start.
    var warmUp: Int
    /// Styles already parsed in this document, by text.
    var styles = StyleCache()
    var modifierTexts = ModifierCache()
    /// The modifiers new styles repeat, tried first.
    var recentModifiers = RecentModifiers()
    /// The last few styles read, tried first.
    var recentStyles = RecentStyles()
    /// A new style's canonical text while it is put together from its modifiers'.
    var styleText = ScratchBuffer()
    /// The style parser, pointed at each style value in turn; it owns the name cache.
    var style: StyleParser
    var text = TextAccumulator()
    /// Whether a short ASCII value or text is made from its words (``SmallASCII/layoutHolds``).
    let readsSmallStrings = SmallASCII.layoutHolds
    var scratch = ScratchBuffer()
    var offsetMap = OffsetMap()
    /// Where the current text run starts (`-1` when there is none), for the length error.
    var textStart = -1
    /// Whether an element or text has been read (a doctype must come before).
    var sawContent = false

    // Source map recording (only for parseWithSourceMap).
    let recordsLocations: Bool
    var locations = LocationRecorder()
    /// The recorded number of each open element, innermost last.
    var openRecords: [Int] = []
    /// Whether to note the spellings `vml check` warns about (only for ``VMLParser/notes(in:)``).
    var recordsStyleNotes = false
    var styleNotes: [VMLParseNote] = []
    var maximumStyleNotes = 0

    // Recovery (only for a recovering parse, ``VMLParser/parseRecovering(_:)-(String)``).
    /// Whether an error is recorded and reading goes on after it, rather than thrown.
    var recovering = false
    var errorLog = ParseErrorLog(limit: 0)
    /// Whether a recorded error already reported the end of the input (nothing more is said there).
    var endReported = false
    /// How many bytes the recovery's look-ahead scans (a style's text past its first quote, the
    /// close tag of a dropped element) may still read, all together: the input's size, so a
    /// recovering read stays linear whatever the errors.
    var recoveryScanBudget = 0

    init(bytes: ByteView, options: VMLParser.Options, recordsLocations: Bool) {
        self.bytes = bytes
        self.options = options
        self.warmUp = options.styleCacheWarmUp
        self.caches =
            options.styleCacheWarmUp > 0 ? options.styleCaches.subtracting([.recentModifiers, .modifierCache]) : options.styleCaches
        var start = 0
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { start = 3 }
        let locator = SourceLocator(bytes: bytes, start: start)
        self.locator = locator
        self.style = StyleParser(
            text: .empty,
            offsetMap: OffsetMap(),
            locator: locator,
            maximumNesting: min(options.maximumStyleNesting, VMLParser.Options.styleNestingCeiling),
            names: NameCache(),
            argumentScratch: ScratchStack<VMLArgument>(capacity: 64)
        )
        self.position = start
        self.recoveryScanBudget = bytes.count
        self.recordsLocations = recordsLocations
        self.stack = [Frame(element: VMLNode.Element(""), nameStart: 0, nameEnd: 0, openOffset: 0, childStart: 0)]
        self.stack.reserveCapacity(32)
    }

    /// The recorded locations; the reader keeps none.
    mutating func takeLocations() -> LocationRecorder {
        var taken = LocationRecorder()
        swap(&taken, &locations)
        return taken
    }

    @inline(__always)
    func fail(_ offset: Int, _ message: String, code: VMLParseError.Code = .parseError) -> VMLParseError {
        locator.error(at: offset, message, code: code)
    }

    /// Reads the character reference at `offset` (its `&`): the character and the offset after
    /// the `;`, or the reference's error at its location.
    func readReference(at offset: Int) throws(VMLParseError) -> (scalar: Unicode.Scalar, end: Int) {
        switch CharacterReference.read(bytes, at: offset) {
        case .character(let scalar, let end): return (scalar, end)
        case .failure(let errorOffset, let message): throw fail(errorOffset, message)
        }
    }

    // MARK: Document

    mutating func readDocument() throws(VMLParseError) -> VMLDocument {
        if recovering { return readDocumentRecovering() }
        let count = bytes.count
        while position < count {
            if bytes[position] == 0x3C {  // "<"
                try readMarkup()
            } else {
                try readText()
            }
        }
        try flushText()
        if stack.count > 1 {
            let frame = stack[stack.count - 1]
            let name = frame.element.name
            throw fail(
                count,
                "expected '</\(name)>' to close '<\(name)>' opened at \(locator.describe(frame.openOffset)), found end of input"
            )
        }
        return VMLDocument(nodes.take(from: 0))
    }

    /// Reads whatever starts with `<` at `position`.
    mutating func readMarkup() throws(VMLParseError) {
        let start = position
        guard start + 1 < bytes.count else {
            throw fail(start, "expected a tag name after '<', found end of input (write '&lt;' for a literal '<')")
        }
        let next = bytes[start + 1]
        switch next {
        case 0x2F:  // "/"
            try flushText()
            try readCloseTag()
        case 0x21:  // "!"
            try readDeclaration()
        case 0x3F:  // "?"
            try skipProcessingInstruction()
        default:
            guard VMLASCII.isLetter(next) else {
                throw fail(
                    start + 1,
                    "expected a tag name after '<', found \(Describe.byte(in: bytes, at: start + 1)) (write '&lt;' for a literal '<')"
                )
            }
            try flushText()
            try readOpenTag()
        }
    }

    // MARK: Tags

    private mutating func readOpenTag() throws(VMLParseError) {
        let open = position
        sawContent = true
        if stack.count > options.maximumDepth {
            throw fail(
                open,
                "elements nested more than \(options.maximumDepth) levels deep (the parser's maximumDepth option)",
                code: .limitExceeded
            )
        }
        position += 1
        let (nameStart, nameEnd) = try readElementName()
        let nameBytes = bytes.bytes(in: nameStart..<nameEnd)
        let name: String
        var elementStyle = VMLStyle()
        var recordNumber = -1
        if recordsLocations {
            guard locations.hasRoom else {
                throw fail(
                    open, "too many elements and attributes to record their locations (2,147,483,646 of each at most)", code: .limitExceeded
                )
            }
            let nameID: Int32
            (name, nameID) = style.names.string(nameBytes, numberedIn: &locations)
            recordNumber = locations.addElement(
                nameID: nameID, parent: openRecords.last ?? -1, childIndex: nodes.count - stack[stack.count - 1].childStart,
                offset: open)
        } else {
            name = style.names.string(nameBytes)
        }
        attributes.truncate(to: 0)
        attributeNames.reset()
        // Attributes, then `>` or `/>`; a recovering parse that cannot find the end of the tag
        // keeps the element open, `broken`.
        var broken = false
        while true {
            skipWhitespace()
            guard position < bytes.count else {
                if recovering {
                    if !endReported {
                        try record(
                            fail(position, "expected '>' to end the tag '<\(name)' opened at \(locator.describe(open)), found end of input")
                        )
                        endReported = true
                    }
                    broken = true
                    break
                }
                throw fail(
                    position, "expected '>' to end the tag '<\(name)' opened at \(locator.describe(open)), found end of input")
            }
            let byte = bytes[position]
            if byte == 0x3E {  // ">"
                position += 1
                break
            }
            if byte == 0x2F {  // "/"
                guard position + 1 < bytes.count, bytes[position + 1] == 0x3E else {
                    let error = fail(
                        position + 1,
                        "expected '>' after '/' to end the tag '<\(name)', found \(Describe.byte(in: bytes, at: position + 1))")
                    guard recovering else { throw error }
                    try record(error)
                    position += 1
                    skipWhitespace()
                    if position >= bytes.count { endReported = true }
                    // `/ >`: the tag ends as `/>` would have ended it.
                    guard position < bytes.count, bytes[position] == 0x3E else { continue }
                    position += 1
                    nodes.push(
                        .element(VMLNode.Element(named: consume name, style: consume elementStyle, attributes: attributes.take(from: 0))))
                    return
                }
                position += 2
                nodes.push(
                    .element(VMLNode.Element(named: consume name, style: consume elementStyle, attributes: attributes.take(from: 0))))
                return
            }
            guard VMLASCII.isLetter(byte) else {
                let error = fail(
                    position,
                    "expected an attribute name, '>' or '/>' in the tag '<\(name)', found \(Describe.byte(in: bytes, at: position))"
                )
                guard recovering else { throw error }
                try record(error)
                if skipJunk() {
                    broken = true
                    break
                }
                continue
            }
            guard recovering else {
                try readAttribute(of: name, style: &elementStyle)
                continue
            }
            let attributeStart = position
            do {
                try readAttribute(of: name, style: &elementStyle)
            } catch {
                try record(error)
                if skipAttribute(from: attributeStart) {
                    broken = true
                    break
                }
            }
        }
        // Made now, with its attributes: set on an element made before, they went through the
        // setter's switch over the body (about 60 instructions).
        let element = VMLNode.Element(named: consume name, style: consume elementStyle, attributes: attributes.take(from: 0))
        if recordsLocations { openRecords.append(recordNumber) }
        // Moved into the frame (without `consume` the element was copied and then destroyed).
        let frame = Frame(
            element: consume element, nameStart: nameStart, nameEnd: nameEnd, openOffset: open, childStart: nodes.count,
            broken: broken)
        stack.append(frame)
    }

    /// Reads an element name at `position`: identifiers joined by dots.
    private mutating func readElementName() throws(VMLParseError) -> (Int, Int) {
        let start = position
        var atSegmentStart = true
        var valid = true
        while position < bytes.count {
            // Inside a segment, letters, digits and `_` change nothing: skipped a word at a time.
            if !atSegmentStart {
                position = WordScan.skipNameParts(bytes, from: position, identifierOnly: true)
                guard position < bytes.count else { break }
            }
            let byte = bytes[position]
            if VMLASCII.isLetter(byte) {
                atSegmentStart = false
            } else if VMLASCII.isDigit(byte) {
                if atSegmentStart { valid = false }
            } else if byte == 0x2E {  // "."
                if atSegmentStart { valid = false }
                atSegmentStart = true
            } else if byte == 0x2D || byte == 0x3A || byte >= 0x80 {  // "-" ":" non-ASCII
                valid = false
            } else {
                break
            }
            position += 1
        }
        if !valid || atSegmentStart {
            let name = String(decoding: bytes.bytes(in: start..<position), as: UTF8.self)
            throw fail(start, VMLNameRule.elementName.violation(by: name))
        }
        return (start, position)
    }

    private mutating func readCloseTag() throws(VMLParseError) {
        let open = position
        position += 2
        let nameStart = position
        // The usual close tag, `</` then the open element's name then `>`: compared with that
        // name in place. The name's bytes are all name bytes and `>` is not one, so the general
        // path below would read this very name and accept it.
        let top = stack.count - 1
        if top > 0 {
            let openStart = stack[top].nameStart
            let nameEnd = nameStart + (stack[top].nameEnd - openStart)
            if nameEnd < bytes.count, bytes[nameEnd] == 0x3E,
                sameBytes(openStart..<stack[top].nameEnd, nameStart..<nameEnd)
            {  // ">"
                position = nameEnd + 1
                closeTopElement()
                return
            }
        }
        position = WordScan.skipNameParts(bytes, from: position)
        position = bytes.endOfRun(from: position, where: Self.isNameByte)
        let nameEnd = position
        // The name as a string only for messages.
        var name: String { String(decoding: bytes.bytes(in: nameStart..<nameEnd), as: UTF8.self) }
        if nameStart == nameEnd {
            throw fail(nameStart, "expected an element name after '</', found \(Describe.byte(in: bytes, at: nameStart))")
        }
        skipWhitespace()
        guard position < bytes.count, bytes[position] == 0x3E else {
            throw fail(
                position, "expected '>' to end the close tag '</\(name)', found \(Describe.byte(in: bytes, at: position))")
        }
        position += 1
        guard top > 0 else {
            let error = fail(open, "unexpected close tag '</\(name)>': no element is open")
            guard recovering else { throw error }
            try record(error)  // and the close tag is ignored
            return
        }
        guard sameBytes(stack[top].nameStart..<stack[top].nameEnd, nameStart..<nameEnd) else {
            let openName = stack[top].element.name
            let error = fail(
                open,
                "expected '</\(openName)>' to close '<\(openName)>' opened at \(locator.describe(stack[top].openOffset)), found '</\(name)>'"
            )
            guard recovering else { throw error }
            try closeMismatched(nameStart..<nameEnd, error: error)
            return
        }
        closeTopElement()
    }

    /// Ends the element on top of the stack (its close tag read): its children taken from the
    /// node stack, it goes onto the node stack.
    @inline(__always)
    mutating func closeTopElement() {
        let childStart = stack[stack.count - 1].childStart
        let holdsParent = stack[stack.count - 1].holdsParent
        var element = stack.removeLast().element
        // A single text child (a `Text`'s content) goes into the element as it is: no array made
        // and freed on the way.
        if nodes.count - childStart == 1, let text = nodes.popText() {
            element.appendText(text)
        } else if nodes.count > childStart {
            // Not a single text: the element is a parent to the one that holds it.
            element.setChildren(nodes.take(from: childStart), holdingParent: holdsParent)
            stack[stack.count - 1].holdsParent = true
        }
        if recordsLocations { openRecords.removeLast() }
        nodes.push(.element(element))
    }

    /// Whether two ranges of the input hold the same bytes (compared eight at a time).
    @inline(__always)
    func sameBytes(_ a: Range<Int>, _ b: Range<Int>) -> Bool {
        bytes.bytes(in: a).equals(bytes.bytes(in: b))
    }

    /// A letter, digit, `_`, `-`, `.` or `:` (one shift and mask, from a 128-bit table): a byte of
    /// an attribute name, and, with the non-ASCII bytes, of a close tag's name as it is read.
    @inline(__always)
    static func isNamePartByte(_ byte: UInt8) -> Bool {
        if byte < 64 { return (0x07FF_6000_0000_0000 as UInt64) >> UInt64(byte) & 1 != 0 }  // - . 0-9 :
        if byte < 128 { return (0x07FF_FFFE_87FF_FFFE as UInt64) >> UInt64(byte &- 64) & 1 != 0 }  // A-Z _ a-z
        return false
    }

    /// A byte of a close tag's name as it is read: a name part or non-ASCII.
    @inline(__always)
    private static func isNameByte(_ byte: UInt8) -> Bool {
        byte >= 0x80 || Self.isNamePartByte(byte)
    }

    /// Skips space, tab, LF and CR; returns whether there was any.
    @discardableResult
    @inline(__always)
    mutating func skipWhitespace() -> Bool {
        let start = position
        position = bytes.endOfRun(from: position, where: VMLASCII.isWhitespace)
        return position > start
    }

    // MARK: Declarations, comments, CDATA, processing instructions

    func hasPrefix(_ prefix: String, at offset: Int, caseInsensitive: Bool = false) -> Bool {
        guard offset + prefix.utf8.count <= bytes.count else { return false }
        var index = offset
        for expected in prefix.utf8 {
            var byte = bytes[index]
            if caseInsensitive, byte >= 0x41, byte <= 0x5A { byte += 0x20 }
            if byte != expected { return false }
            index += 1
        }
        return true
    }

    private mutating func readDeclaration() throws(VMLParseError) {
        let start = position
        if hasPrefix("<!--", at: start) {
            guard let end = find("-->", from: start + 4) else {
                throw fail(
                    bytes.count, "expected '-->' to close the comment opened at \(locator.describe(start)), found end of input")
            }
            position = end + 3
        } else if hasPrefix("<![CDATA[", at: start) {
            guard let end = find("]]>", from: start + 9) else {
                throw fail(
                    bytes.count, "expected ']]>' to close the CDATA section opened at \(locator.describe(start)), found end of input")
            }
            if let forbidden = ForbiddenCharacter.first(in: bytes, (start + 9)..<end) {
                throw fail(forbidden, ForbiddenCharacter.message(in: bytes, at: forbidden))
            }
            sawContent = true
            if textStart < 0 { textStart = start }
            text.appendVerbatim(bytes.bytes(in: (start + 9)..<end), source: bytes, scratch: &scratch)
            position = end + 3
        } else if hasPrefix("<!doctype", at: start, caseInsensitive: true) {
            try readDoctype()
        } else {
            throw fail(
                start,
                "expected '<!--', '<![CDATA[' or '<!doctype' after '<!', found \(Describe.token(in: bytes, at: start + 2, end: "end of input"))"
            )
        }
    }

    private mutating func readDoctype() throws(VMLParseError) {
        let start = position
        position += 9
        skipWhitespace()
        let valueStart = position
        while position < bytes.count, bytes[position] != 0x3E { position += 1 }
        guard position < bytes.count else {
            throw fail(position, "expected '>' to end the doctype opened at \(locator.describe(start)), found end of input")
        }
        var valueEnd = position
        while valueEnd > valueStart, VMLASCII.isWhitespace(bytes[valueEnd - 1]) { valueEnd -= 1 }
        position += 1
        let value = bytes.bytes(in: valueStart..<valueEnd)
        let expected = "swiftui+vml".utf8
        let matches =
            value.count == expected.count
            && zip(value, expected).allSatisfy { byte, want in
                (byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte) == want
            }
        guard matches else {
            let written = String(decoding: value, as: UTF8.self)
            throw fail(valueStart, "unsupported doctype '\(written)': only <!doctype swiftui+vml> is accepted")
        }
        if sawContent || stack.count > 1 || text.hasContent(source: bytes) {
            throw fail(start, "<!doctype swiftui+vml> must come before the first element or text")
        }
    }

    private mutating func skipProcessingInstruction() throws(VMLParseError) {
        let start = position
        guard let end = find("?>", from: start + 2) else {
            throw fail(
                bytes.count, "expected '?>' to close the processing instruction opened at \(locator.describe(start)), found end of input")
        }
        position = end + 2
    }

    /// The offset of the next `terminator` at or after `from`.
    func find(_ terminator: String, from: Int) -> Int? {
        guard let first = terminator.utf8.first else { return from }
        var index = from
        while index < bytes.count {
            if bytes[index] == first, hasPrefix(terminator, at: index) { return index }
            index += 1
        }
        return nil
    }

    // MARK: Text

    /// Bytes below 0x40 that end the fast text loop: `<`, `&`, CR and the forbidden controls.
    private static let textStops: UInt64 = ForbiddenCharacter.controls | 1 << 0x0D | 1 << 0x26 | 1 << 0x3C
    /// Bytes below 0x40 that end a literal run of the slow text loop: as above, but not CR (a CR
    /// LF pair must stay in one run).
    private static let runStops: UInt64 = ForbiddenCharacter.controls | 1 << 0x26 | 1 << 0x3C

    /// Where the text loop stops at or after `start`: at a byte of `stops`, at U+FFFE/U+FFFF, or
    /// at the end.
    @inline(__always)
    private func endOfText(from start: Int, _ stops: UInt64) -> Int {
        var index = start
        while true {
            // Up to a byte `stops` flags or a 0xEF, the lead byte of the noncharacters it stops at.
            index = bytes.endOfRun(from: index) { byte in byte < 0x40 ? (stops >> UInt64(byte)) & 1 == 0 : byte != 0xEF }
            guard index < bytes.count, bytes[index] == 0xEF, !ForbiddenCharacter.isNoncharacter(bytes, at: index) else { return index }
            index += 1
        }
    }

    /// Reads character data up to the next `<`.
    mutating func readText() throws(VMLParseError) {
        if textStart < 0 { textStart = position }
        var index = position
        let count = bytes.count
        if text.isEmpty {
            // Literal whitespace that starts a run is trimmed away: skipped here, so a pretty
            // layout's indentation is read once and never recorded.
            while index < count, VMLASCII.isWhitespace(bytes[index]) {
                index = WordScan.skipSpaces(bytes, from: index + 1)
            }
            if index == count || bytes[index] == 0x3C {
                position = index
                return
            }
        }
        let start = index
        index = endOfText(from: index, Self.textStops)
        if index == count || bytes[index] == 0x3C {
            text.appendLiteral(start..<index, source: bytes, scratch: &scratch)
            position = index
            return
        }
        // Slow path: references, CR line ends and forbidden characters.
        text.appendLiteral(start..<index, source: bytes, scratch: &scratch)
        position = index
        while position < count {
            let byte = bytes[position]
            if byte == 0x3C { break }
            if byte == 0x26 {  // "&"
                let reference = try readReference(at: position)
                text.appendReference(reference.scalar, source: bytes, scratch: &scratch)
                position = reference.end
                continue
            }
            if ForbiddenCharacter.starts(in: bytes, at: position) {
                throw fail(position, ForbiddenCharacter.message(in: bytes, at: position))
            }
            let end = endOfText(from: position + 1, Self.runStops)
            text.appendLiteral(position..<end, source: bytes, scratch: &scratch)
            position = end
        }
    }

    /// Ends the current text run: appends it, trimmed, to the open element's children.
    @inline(__always)
    mutating func flushText() throws(VMLParseError) {
        let start = textStart
        textStart = -1
        guard let string = text.take(source: bytes, scratch: &scratch, readsSmallStrings: readsSmallStrings) else { return }
        if string.utf8.count > options.maximumValueBytes {
            throw fail(
                start,
                "the text is \(string.utf8.count) bytes, more than the limit of \(options.maximumValueBytes) (the parser's maximumValueBytes option)",
                code: .limitExceeded
            )
        }
        sawContent = true
        nodes.push(.text(string))
    }
}
