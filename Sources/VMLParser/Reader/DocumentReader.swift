@_spi(VMLInternals) import VMLCore

/// The XML layer: reads elements, attributes, text, references, comments, CDATA and the doctype
/// from UTF-8 bytes and builds the core tree, one byte pass, no recursion on element nesting.
///
/// Open elements live on an explicit stack, so the depth limit is checked before anything deep is
/// built. Line and column are computed only for errors and for the source map.
///
/// Noncopyable: it owns its scratch buffers (and, through its style parser, the name cache),
/// which are freed when the reader ends.
@unsafe
struct DocumentReader: ~Copyable {
    let bytes: UnsafeBufferPointer<UInt8>
    let options: VMLParser.Options
    let locator: SourceLocator
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
    }

    var stack: [Frame]
    /// The children of every open element, innermost last; each is copied out once, sized
    /// exactly, when its element closes.
    var nodes = unsafe ScratchStack<VMLNode>(capacity: 256)
    /// The attributes of the tag being read.
    var attributes = unsafe ScratchStack<VMLAttribute>(capacity: 16)
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
    var styleText = unsafe ScratchBuffer()
    /// The style parser, pointed at each style value in turn; it owns the name cache.
    var style: StyleParser
    var text = TextAccumulator()
    /// Whether a short ASCII value or text is made from its words (``SmallASCII/layoutHolds``).
    let readsSmallStrings = SmallASCII.layoutHolds
    var scratch = unsafe ScratchBuffer()
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

    init(bytes: UnsafeBufferPointer<UInt8>, options: VMLParser.Options, recordsLocations: Bool) {
        unsafe self.bytes = unsafe bytes
        unsafe self.options = options
        unsafe self.warmUp = options.styleCacheWarmUp
        unsafe self.caches =
            options.styleCacheWarmUp > 0 ? options.styleCaches.subtracting([.recentModifiers, .modifierCache]) : options.styleCaches
        var start = 0
        if bytes.count >= 3, unsafe bytes[0] == 0xEF, unsafe bytes[1] == 0xBB, unsafe bytes[2] == 0xBF { start = 3 }
        let locator = unsafe SourceLocator(bytes: bytes, start: start)
        unsafe self.locator = unsafe locator
        unsafe self.style = unsafe StyleParser(
            text: UnsafeBufferPointer(start: nil, count: 0),
            offsetMap: OffsetMap(),
            locator: locator,
            maximumNesting: min(options.maximumStyleNesting, VMLParser.Options.styleNestingCeiling),
            names: NameCache(),
            argumentScratch: ScratchStack<VMLArgument>(capacity: 64)
        )
        unsafe self.position = start
        unsafe self.recordsLocations = recordsLocations
        unsafe self.stack = [Frame(element: VMLNode.Element(""), nameStart: 0, nameEnd: 0, openOffset: 0, childStart: 0)]
        unsafe self.stack.reserveCapacity(32)
    }

    /// The recorded locations; the reader keeps none.
    mutating func takeLocations() -> LocationRecorder {
        var taken = LocationRecorder()
        unsafe swap(&taken, &locations)
        return taken
    }

    @inline(__always)
    func fail(_ offset: Int, _ message: String, code: VMLParseError.Code = .parseError) -> VMLParseError {
        unsafe locator.error(at: offset, message, code: code)
    }

    /// Reads the character reference at `offset` (its `&`): the character and the offset after
    /// the `;`, or the reference's error at its location.
    func readReference(at offset: Int) throws(VMLParseError) -> (scalar: Unicode.Scalar, end: Int) {
        switch unsafe CharacterReference.read(bytes, at: offset) {
        case .character(let scalar, let end): return (scalar, end)
        case .failure(let errorOffset, let message): throw unsafe fail(errorOffset, message)
        }
    }

    // MARK: Document

    mutating func readDocument() throws(VMLParseError) -> VMLDocument {
        let count = unsafe bytes.count
        while unsafe position < count {
            if unsafe bytes[position] == 0x3C {  // "<"
                try unsafe readMarkup()
            } else {
                try unsafe readText()
            }
        }
        try unsafe flushText()
        if unsafe stack.count > 1 {
            let frame = unsafe stack[stack.count - 1]
            let name = frame.element.name
            throw unsafe fail(
                count,
                unsafe "expected '</\(name)>' to close '<\(name)>' opened at \(locator.describe(frame.openOffset)), found end of input"
            )
        }
        return unsafe VMLDocument(nodes.take(from: 0))
    }

    /// Reads whatever starts with `<` at `position`.
    private mutating func readMarkup() throws(VMLParseError) {
        let start = unsafe position
        guard unsafe start + 1 < bytes.count else {
            throw unsafe fail(start, "expected a tag name after '<', found end of input (write '&lt;' for a literal '<')")
        }
        let next = unsafe bytes[start + 1]
        switch next {
        case 0x2F:  // "/"
            try unsafe flushText()
            try unsafe readCloseTag()
        case 0x21:  // "!"
            try unsafe readDeclaration()
        case 0x3F:  // "?"
            try unsafe skipProcessingInstruction()
        default:
            guard VMLASCII.isLetter(next) else {
                throw unsafe fail(
                    start + 1,
                    unsafe "expected a tag name after '<', found \(Describe.byte(in: bytes, at: start + 1)) (write '&lt;' for a literal '<')"
                )
            }
            try unsafe flushText()
            try unsafe readOpenTag()
        }
    }

    // MARK: Tags

    private mutating func readOpenTag() throws(VMLParseError) {
        let open = unsafe position
        unsafe sawContent = true
        if unsafe stack.count > options.maximumDepth {
            throw unsafe fail(
                open,
                unsafe "elements nested more than \(options.maximumDepth) levels deep (the parser's maximumDepth option)",
                code: .limitExceeded
            )
        }
        unsafe position += 1
        let (nameStart, nameEnd) = try unsafe readElementName()
        let nameBytes = unsafe UnsafeBufferPointer(rebasing: bytes[nameStart..<nameEnd])
        let name: String
        var elementStyle = VMLStyle()
        var record = -1
        if unsafe recordsLocations {
            guard unsafe locations.hasRoom else {
                throw unsafe fail(
                    open, "too many elements and attributes to record their locations (2,147,483,646 of each at most)", code: .limitExceeded
                )
            }
            let nameID: Int32
            (name, nameID) = unsafe style.names.string(nameBytes, numberedIn: &locations)
            record = unsafe locations.addElement(
                nameID: nameID, parent: openRecords.last ?? -1, childIndex: nodes.count - stack[stack.count - 1].childStart,
                offset: open)
        } else {
            name = unsafe style.names.string(nameBytes)
        }
        unsafe attributes.truncate(to: 0)
        unsafe attributeNames.reset()
        // Attributes, then `>` or `/>`.
        while true {
            unsafe skipWhitespace()
            guard unsafe position < bytes.count else {
                throw unsafe fail(
                    position, unsafe "expected '>' to end the tag '<\(name)' opened at \(locator.describe(open)), found end of input")
            }
            let byte = unsafe bytes[position]
            if byte == 0x3E {  // ">"
                unsafe position += 1
                // Made now, with its attributes: set on an element made before, they went
                // through the setter's switch over the body (about 60 instructions).
                let element = unsafe VMLNode.Element(named: consume name, style: consume elementStyle, attributes: attributes.take(from: 0))
                if unsafe recordsLocations { unsafe openRecords.append(record) }
                // Moved into the frame (without `consume` the element was copied and then destroyed).
                let frame = unsafe Frame(
                    element: consume element, nameStart: nameStart, nameEnd: nameEnd, openOffset: open, childStart: nodes.count)
                unsafe stack.append(frame)
                return
            }
            if byte == 0x2F {  // "/"
                guard unsafe position + 1 < bytes.count, unsafe bytes[position + 1] == 0x3E else {
                    throw unsafe fail(
                        position + 1,
                        unsafe "expected '>' after '/' to end the tag '<\(name)', found \(Describe.byte(in: bytes, at: position + 1))")
                }
                unsafe position += 2
                unsafe nodes.push(
                    .element(VMLNode.Element(named: consume name, style: consume elementStyle, attributes: attributes.take(from: 0))))
                return
            }
            guard VMLASCII.isLetter(byte) else {
                throw unsafe fail(
                    position,
                    unsafe "expected an attribute name, '>' or '/>' in the tag '<\(name)', found \(Describe.byte(in: bytes, at: position))"
                )
            }
            try unsafe readAttribute(of: name, style: &elementStyle)
        }
    }

    /// Reads an element name at `position`: identifiers joined by dots.
    private mutating func readElementName() throws(VMLParseError) -> (Int, Int) {
        let start = unsafe position
        var atSegmentStart = true
        var valid = true
        while unsafe position < bytes.count {
            // Inside a segment, letters, digits and `_` change nothing: skipped a word at a time.
            if !atSegmentStart {
                unsafe position = unsafe WordScan.skipNameParts(bytes, from: position, identifierOnly: true)
                guard unsafe position < bytes.count else { break }
            }
            let byte = unsafe bytes[position]
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
            unsafe position += 1
        }
        if !valid || atSegmentStart {
            let name = unsafe String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
            throw unsafe fail(start, VMLNameRule.elementName.violation(by: name))
        }
        return unsafe (start, position)
    }

    private mutating func readCloseTag() throws(VMLParseError) {
        let open = unsafe position
        unsafe position += 2
        let nameStart = unsafe position
        // The usual close tag, `</` then the open element's name then `>`: compared with that
        // name in place. The name's bytes are all name bytes and `>` is not one, so the general
        // path below would read this very name and accept it.
        let top = unsafe stack.count - 1
        if top > 0 {
            let openStart = unsafe stack[top].nameStart
            let nameEnd = unsafe nameStart + (stack[top].nameEnd - openStart)
            if unsafe nameEnd < bytes.count, unsafe bytes[nameEnd] == 0x3E,
                unsafe sameBytes(openStart..<stack[top].nameEnd, nameStart..<nameEnd)
            {  // ">"
                unsafe position = nameEnd + 1
                unsafe closeTopElement()
                return
            }
        }
        unsafe position = unsafe WordScan.skipNameParts(bytes, from: position)
        while unsafe position < bytes.count, unsafe isNameByte(bytes[position]) { unsafe position += 1 }
        let nameEnd = unsafe position
        // The name as a string only for messages.
        var name: String { unsafe String(decoding: UnsafeBufferPointer(rebasing: bytes[nameStart..<nameEnd]), as: UTF8.self) }
        if nameStart == nameEnd {
            throw unsafe fail(nameStart, unsafe "expected an element name after '</', found \(Describe.byte(in: bytes, at: nameStart))")
        }
        unsafe skipWhitespace()
        guard unsafe position < bytes.count, unsafe bytes[position] == 0x3E else {
            throw unsafe fail(
                position, unsafe "expected '>' to end the close tag '</\(name)', found \(Describe.byte(in: bytes, at: position))")
        }
        unsafe position += 1
        guard top > 0 else {
            throw unsafe fail(open, "unexpected close tag '</\(name)>': no element is open")
        }
        guard unsafe sameBytes(stack[top].nameStart..<stack[top].nameEnd, nameStart..<nameEnd) else {
            let openName = unsafe stack[top].element.name
            throw unsafe fail(
                open,
                unsafe "expected '</\(openName)>' to close '<\(openName)>' opened at \(locator.describe(stack[top].openOffset)), found '</\(name)>'"
            )
        }
        unsafe closeTopElement()
    }

    /// Ends the element on top of the stack (its close tag read): its children taken from the
    /// node stack, it goes onto the node stack.
    @inline(__always)
    private mutating func closeTopElement() {
        let childStart = unsafe stack[stack.count - 1].childStart
        let holdsParent = unsafe stack[stack.count - 1].holdsParent
        var element = unsafe stack.removeLast().element
        // A single text child (a `Text`'s content) goes into the element as it is: no array made
        // and freed on the way.
        if unsafe nodes.count - childStart == 1, let text = unsafe nodes.popText() {
            element.appendText(text)
        } else if unsafe nodes.count > childStart {
            // Not a single text: the element is a parent to the one that holds it.
            unsafe element.setChildren(nodes.take(from: childStart), holdingParent: holdsParent)
            unsafe stack[stack.count - 1].holdsParent = true
        }
        if unsafe recordsLocations { unsafe openRecords.removeLast() }
        unsafe nodes.push(.element(element))
    }

    /// Whether two ranges of the input hold the same bytes (compared eight at a time).
    @inline(__always)
    private func sameBytes(_ a: Range<Int>, _ b: Range<Int>) -> Bool {
        unsafe ByteRuns.equal(UnsafeBufferPointer(rebasing: bytes[a]), UnsafeBufferPointer(rebasing: bytes[b]))
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
    private func isNameByte(_ byte: UInt8) -> Bool {
        unsafe byte >= 0x80 || Self.isNamePartByte(byte)
    }

    /// Skips space, tab, LF and CR; returns whether there was any.
    @discardableResult
    @inline(__always)
    mutating func skipWhitespace() -> Bool {
        let start = unsafe position
        while unsafe position < bytes.count {
            let byte = unsafe bytes[position]
            guard VMLASCII.isWhitespace(byte) else { break }
            unsafe position += 1
        }
        return unsafe position > start
    }

    // MARK: Declarations, comments, CDATA, processing instructions

    private func hasPrefix(_ prefix: StaticString, at offset: Int, caseInsensitive: Bool = false) -> Bool {
        let count = prefix.utf8CodeUnitCount
        guard unsafe offset + count <= bytes.count else { return false }
        let start = unsafe prefix.utf8Start
        for index in 0..<count {
            var byte = unsafe bytes[offset + index]
            if caseInsensitive, byte >= 0x41, byte <= 0x5A { byte += 0x20 }
            if unsafe byte != start[index] { return false }
        }
        return true
    }

    private mutating func readDeclaration() throws(VMLParseError) {
        let start = unsafe position
        if unsafe hasPrefix("<!--", at: start) {
            guard let end = unsafe find("-->", from: start + 4) else {
                throw unsafe fail(
                    bytes.count, "expected '-->' to close the comment opened at \(locator.describe(start)), found end of input")
            }
            unsafe position = end + 3
        } else if unsafe hasPrefix("<![CDATA[", at: start) {
            guard let end = unsafe find("]]>", from: start + 9) else {
                throw unsafe fail(
                    bytes.count, "expected ']]>' to close the CDATA section opened at \(locator.describe(start)), found end of input")
            }
            if let forbidden = unsafe ForbiddenCharacter.first(in: bytes, (start + 9)..<end) {
                throw unsafe fail(forbidden, ForbiddenCharacter.message(in: bytes, at: forbidden))
            }
            unsafe sawContent = true
            if unsafe textStart < 0 { unsafe textStart = start }
            unsafe text.appendVerbatim(UnsafeBufferPointer(rebasing: bytes[(start + 9)..<end]), source: bytes, scratch: &scratch)
            unsafe position = end + 3
        } else if unsafe hasPrefix("<!doctype", at: start, caseInsensitive: true) {
            try unsafe readDoctype()
        } else {
            throw unsafe fail(
                start,
                unsafe "expected '<!--', '<![CDATA[' or '<!doctype' after '<!', found \(Describe.token(in: bytes, at: start + 2, end: "end of input"))"
            )
        }
    }

    private mutating func readDoctype() throws(VMLParseError) {
        let start = unsafe position
        unsafe position += 9
        unsafe skipWhitespace()
        let valueStart = unsafe position
        while unsafe position < bytes.count, unsafe bytes[position] != 0x3E { unsafe position += 1 }
        guard unsafe position < bytes.count else {
            throw unsafe fail(position, unsafe "expected '>' to end the doctype opened at \(locator.describe(start)), found end of input")
        }
        var valueEnd = unsafe position
        while valueEnd > valueStart, unsafe VMLASCII.isWhitespace(bytes[valueEnd - 1]) { valueEnd -= 1 }
        unsafe position += 1
        let value = unsafe UnsafeBufferPointer(rebasing: bytes[valueStart..<valueEnd])
        let expected = "swiftui+vml".utf8
        let matches =
            unsafe value.count == expected.count
            && zip(value, expected).allSatisfy { byte, want in
                (byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte) == want
            }
        guard matches else {
            let written = unsafe String(decoding: value, as: UTF8.self)
            throw unsafe fail(valueStart, "unsupported doctype '\(written)': only <!doctype swiftui+vml> is accepted")
        }
        if unsafe sawContent || stack.count > 1 || text.hasContent(source: bytes) {
            throw unsafe fail(start, "<!doctype swiftui+vml> must come before the first element or text")
        }
    }

    private mutating func skipProcessingInstruction() throws(VMLParseError) {
        let start = unsafe position
        guard let end = unsafe find("?>", from: start + 2) else {
            throw unsafe fail(
                bytes.count, "expected '?>' to close the processing instruction opened at \(locator.describe(start)), found end of input")
        }
        unsafe position = end + 2
    }

    /// The offset of the next `terminator` at or after `from`.
    private func find(_ terminator: StaticString, from: Int) -> Int? {
        let first = unsafe terminator.utf8Start[0]
        var index = from
        while unsafe index < bytes.count {
            if unsafe bytes[index] == first, unsafe hasPrefix(terminator, at: index) { return index }
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

    /// Whether the text loop stops at `index`: a byte of `stops`, or U+FFFE/U+FFFF.
    @inline(__always)
    private func stopsText(at index: Int, _ stops: UInt64) -> Bool {
        let byte = unsafe bytes[index]
        if byte < 0x40 { return (stops >> UInt64(byte)) & 1 != 0 }
        return unsafe byte == 0xEF && ForbiddenCharacter.isNoncharacter(bytes, at: index)
    }

    /// Reads character data up to the next `<`.
    private mutating func readText() throws(VMLParseError) {
        if unsafe textStart < 0 { unsafe textStart = unsafe position }
        var index = unsafe position
        let count = unsafe bytes.count
        if unsafe text.isEmpty {
            // Literal whitespace that starts a run is trimmed away: skipped here, so a pretty
            // layout's indentation is read once and never recorded.
            while index < count, unsafe VMLASCII.isWhitespace(bytes[index]) {
                index = unsafe WordScan.skipSpaces(bytes, from: index + 1)
            }
            if unsafe index == count || bytes[index] == 0x3C {
                unsafe position = index
                return
            }
        }
        let start = index
        while index < count, unsafe !stopsText(at: index, Self.textStops) { index += 1 }
        if unsafe index == count || bytes[index] == 0x3C {
            unsafe text.appendLiteral(start..<index, source: bytes, scratch: &scratch)
            unsafe position = index
            return
        }
        // Slow path: references, CR line ends and forbidden characters.
        unsafe text.appendLiteral(start..<index, source: bytes, scratch: &scratch)
        unsafe position = index
        while unsafe position < count {
            let byte = unsafe bytes[position]
            if byte == 0x3C { break }
            if byte == 0x26 {  // "&"
                let reference = try unsafe readReference(at: position)
                unsafe text.appendReference(reference.scalar, source: bytes, scratch: &scratch)
                unsafe position = reference.end
                continue
            }
            if unsafe ForbiddenCharacter.starts(in: bytes, at: position) {
                throw unsafe fail(position, ForbiddenCharacter.message(in: bytes, at: position))
            }
            var end = unsafe position + 1
            while end < count, unsafe !stopsText(at: end, Self.runStops) { end += 1 }
            unsafe text.appendLiteral(position..<end, source: bytes, scratch: &scratch)
            unsafe position = end
        }
    }

    /// Ends the current text run: appends it, trimmed, to the open element's children.
    @inline(__always)
    mutating func flushText() throws(VMLParseError) {
        let start = unsafe textStart
        unsafe textStart = -1
        guard let string = unsafe text.take(source: bytes, scratch: &scratch, readsSmallStrings: readsSmallStrings) else { return }
        if unsafe string.utf8.count > options.maximumValueBytes {
            throw unsafe fail(
                start,
                unsafe "the text is \(string.utf8.count) bytes, more than the limit of \(options.maximumValueBytes) (the parser's maximumValueBytes option)",
                code: .limitExceeded
            )
        }
        unsafe sawContent = true
        unsafe nodes.push(.text(string))
    }
}
