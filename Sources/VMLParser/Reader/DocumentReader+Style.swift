@_spi(VMLInternals) import VMLCore

extension DocumentReader {
    /// Reads a `style` value at `position` (its quote) and parses it into modifiers.
    ///
    /// The value is decoded (references, whitespace normalization) into the scratch buffer with an
    /// offset map back to the input. To accept the spec's unescaped form, where raw `"`, `<` and
    /// `>` stand inside a double-quoted style, the scan tracks brackets and string literals: a
    /// quote ends the value only outside a string and outside brackets. When that reading does
    /// not work out, the plain XML reading (the value ends at the first quote) decides, and its
    /// error is the one reported.
    mutating func readStyleValue(quote: UInt8) throws(VMLParseError) -> VMLStyle {
        // Fast path: read up to the first quote, as XML does. When that parses, it is the value
        // (a raw quote inside brackets would leave them unbalanced). Canonical text always takes
        // this path: no copy when the value has no reference, a decoding copy when it has.
        let valueStart = unsafe position + 1
        if unsafe warmUp > 0 {
            unsafe warmUp -= 1
            if unsafe warmUp == 0 { unsafe caches = unsafe options.styleCaches }
        }
        if unsafe caches.contains(.recentStyles), unsafe recentStyles.startValue() {
            if let recent = unsafe recentStyles.match(bytes, at: valueStart, quote: quote) {
                unsafe recentStyles.note(matched: true)
                unsafe styles.count(hit: true)
                unsafe position = recent.end + 1
                return recent.style
            }
            unsafe recentStyles.note(matched: false)
        }
        let count = unsafe bytes.count
        var index = unsafe WordScan.skipStyleRun(bytes, from: valueStart, quote: quote)
        while index < count {
            let byte = unsafe bytes[index]
            if byte == quote || byte == 0x26 || byte == 0x09 || byte == 0x0A || byte == 0x0D { break }
            index += 1
        }
        if index < count, unsafe bytes[index] == quote {
            unsafe offsetMap.reset(sourceBase: valueStart)
            let text = unsafe UnsafeBufferPointer(rebasing: bytes[valueStart..<index])
            if let style = unsafe parseStyleCached(text) {
                if unsafe caches.contains(.recentStyles) { unsafe recentStyles.remember(style, text: text, quote: quote) }
                unsafe position = index + 1
                return style
            }
        } else if index < count, unsafe bytes[index] == 0x26,
            let style = unsafe readStyleWithReferences(quote: quote, from: valueStart, at: index)
        {
            return style
        }
        return try unsafe readStyleValueTracking(quote: quote)
    }

    /// The style whose value, from `start` to the first `quote`, has a character reference at
    /// `reference` (canonical text writes `&quot;` around strings): looked up in the style cache by
    /// its text as written, which decides its decoded text, so a repeated style is not decoded
    /// again; decoded and parsed (and cached) when new. While the style cache does not pay (a
    /// document whose every style is new), the value is decoded and parsed, the quote found in
    /// the same pass. `nil`, with `position` unchanged, when the
    /// value needs the full reading (a tab or line end to normalize, an invalid reference, no
    /// quote, text that does not parse).
    private mutating func readStyleWithReferences(quote: UInt8, from start: Int, at reference: Int) -> VMLStyle? {
        guard unsafe caches.contains(.styleCache), unsafe styles.isUseful else {
            // No lookup by the written text: decoding finds the quote (and the same reasons to
            // give up) in the same pass.
            guard let end = unsafe decodeUpToQuote(quote, from: start), let style = unsafe parseStyleByModifiers(scratch.bytes) else {
                return nil
            }
            unsafe position = end + 1
            return style
        }
        let count = unsafe bytes.count
        var end = reference + 1
        while end < count {
            end = unsafe WordScan.skipStyleRun(bytes, from: end, quote: quote)
            guard end < count else { break }
            let byte = unsafe bytes[end]
            if byte == quote { break }
            if byte == 0x09 || byte == 0x0A || byte == 0x0D { return nil }
            end += 1
        }
        guard end < count else { return nil }
        let written = unsafe UnsafeBufferPointer(rebasing: bytes[start..<end])
        let hash = unsafe StyleCache.hash(written)
        if let style = unsafe styles.style(for: written, hash: hash) {
            unsafe styles.count(hit: true)
            if unsafe caches.contains(.recentStyles) { unsafe recentStyles.remember(style, text: written, quote: quote) }
            unsafe position = end + 1
            return style
        }
        unsafe styles.count(hit: false)
        guard unsafe decodeUpToQuote(quote, from: start) == end, let style = unsafe parseStyleByModifiers(scratch.bytes) else { return nil }
        unsafe styles.store(style, for: written, hash: hash)
        if unsafe caches.contains(.recentStyles) { unsafe recentStyles.remember(style, text: written, quote: quote) }
        unsafe position = end + 1
        return style
    }

    /// The style of `text` (a value with no reference: its text as written is its decoded text)
    /// from the document's style cache, or put together from its modifiers (and cached); `nil`
    /// when it does not parse (the tracking reader then decides and reports).
    private mutating func parseStyleCached(_ text: UnsafeBufferPointer<UInt8>) -> VMLStyle? {
        guard unsafe caches.contains(.styleCache), unsafe styles.isUseful else { return unsafe parseStyleByModifiers(text) }
        let hash = unsafe StyleCache.hash(text)
        if let style = unsafe styles.style(for: text, hash: hash) {
            unsafe styles.count(hit: true)
            return style
        }
        unsafe styles.count(hit: false)
        guard let style = unsafe parseStyleByModifiers(text) else { return nil }
        unsafe styles.store(style, for: text, hash: hash)
        return style
    }

    /// The style of `text` as the canonical texts of its modifiers (``StyleCaches/modifierPieces``),
    /// each one of the recent modifiers, a simple modifier as written, or taken from the modifier
    /// cache or parsed alone (and cached); when a modifier cannot be read that way
    /// (it does not parse alone, or its text would not read back as its values), or the pieces are
    /// off, the whole text is parsed as one style. `nil` when that does not parse either.
    private mutating func parseStyleByModifiers(_ text: UnsafeBufferPointer<UInt8>) -> VMLStyle? {
        // Over the value limit: the whole-style parse reports it.
        guard unsafe text.count <= options.maximumValueBytes, unsafe caches.contains(.modifierPieces) else {
            return try? unsafe parseStyle(text, quiet: true)
        }
        // The canonical texts of the modifiers are put together in `styleText` after a byte for
        // their flags (or-ed in `flags`), and the style made from those bytes at the end, in one
        // allocation.
        unsafe styleText.count = 0
        unsafe styleText.append(0)
        var flags: UInt8 = 0
        var position = 0
        while position < text.count, unsafe VMLASCII.isWhitespace(text[position]) { position += 1 }
        while position < text.count {
            if unsafe styleText.count > 1 {
                unsafe styleText.append(0x2C)  // ","
                unsafe styleText.append(0x20)  // " "
            }
            if unsafe caches.contains(.recentModifiers), let slot = unsafe recentModifiers.match(text, at: position) {
                // A modifier read moments before (one every row repeats), compared in place.
                unsafe recentModifiers.append(slot, to: &styleText, flags: &flags)
                position += unsafe recentModifiers.length(of: slot)
            } else if unsafe style.maximumNesting > 0, let end = unsafe SimpleModifier.canonicalEnd(in: text, from: position) {
                // A simple modifier in canonical form (a row's own `zIndex(7)`) is its own text:
                // found, vouched for and appended in one pass, with no parse and no lookup.
                let modifier = unsafe UnsafeBufferPointer(rebasing: text[position..<end])
                unsafe styleText.append(modifier)
                if unsafe caches.contains(.recentModifiers) {
                    unsafe recentModifiers.remember(modifier, canonical: modifier, flags: 0, isSimple: true)
                }
                position = end
            } else {
                guard let end = unsafe ModifierPieces.modifierEnd(in: text, from: position),
                    unsafe appendModifier(UnsafeBufferPointer(rebasing: text[position..<end]), flags: &flags)
                else {
                    return try? unsafe parseStyle(text, quiet: true)
                }
                position = end
            }
            while position < text.count, unsafe VMLASCII.isWhitespace(text[position]) { position += 1 }
            guard position < text.count else { break }
            guard unsafe text[position] == 0x2C else { return try? unsafe parseStyle(text, quiet: true) }  // ","
            position += 1
            while position < text.count, unsafe VMLASCII.isWhitespace(text[position]) { position += 1 }
        }
        guard unsafe styleText.count > 1 else { return try? unsafe parseStyle(text, quiet: true) }
        unsafe styleText.base[0] = flags
        return unsafe VMLStyle(flaggedCanonicalText: styleText.bytes, reader: StyleTextReading.read)
    }

    /// Appends the canonical text of one modifier, written `text`, to `styleText` and or-s its
    /// flags into `flags`: from the modifier cache, or parsed alone (and cached when seen before);
    /// `false` when it does not parse alone or its text would not read back as its values.
    private mutating func appendModifier(_ text: UnsafeBufferPointer<UInt8>, flags: inout UInt8) -> Bool {
        let usesCache = unsafe caches.contains(.modifierCache)
        let hash = unsafe StyleCache.hash(text)
        if usesCache, let cached = unsafe modifierTexts.style(for: text, hash: hash) {
            return unsafe appendText(of: cached, written: text, flags: &flags)
        }
        guard let parsed = try? unsafe parseModifiers(text), parsed.count == 1 else { return false }
        guard usesCache, unsafe modifierTexts.wantsToStore(hash: hash) else {
            // Seen once so far (or no cache): its text is copied into the style, with no style of its own.
            return unsafe VMLStyle.withCanonicalText(of: parsed[0], namesChecked: true) { canonical, modifierFlags in
                unsafe styleText.append(canonical)
                flags |= modifierFlags
            }
        }
        let single = unsafe VMLStyle(parsed).heldAsText(reader: StyleTextReading.read, namesChecked: true)
        guard single.isHeldAsText else { return false }
        unsafe modifierTexts.store(single, for: text, hash: hash)
        return unsafe appendText(of: single, written: text, flags: &flags)
    }

    /// Appends the canonical text of `modifier`, a style of one modifier held as text and written
    /// `written`, to `styleText`, or-s its flags into `flags`, and keeps it among the recent
    /// modifiers.
    private mutating func appendText(of modifier: VMLStyle, written: UnsafeBufferPointer<UInt8>, flags: inout UInt8) -> Bool {
        unsafe modifier.withCanonicalText { canonical, modifierFlags in
            unsafe styleText.append(canonical)
            flags |= modifierFlags
            if unsafe caches.contains(.recentModifiers) {
                unsafe recentModifiers.remember(written, canonical: canonical, flags: modifierFlags, isSimple: false)
            }
        }
    }

    /// The modifiers of a piece of decoded style text, as values; throws, without a location, when
    /// it does not parse.
    private mutating func parseModifiers(_ text: UnsafeBufferPointer<UInt8>) throws(VMLParseError) -> [VMLModifier] {
        unsafe style.reset(text: text, offsetMap: offsetMap, quiet: true)
        return try unsafe style.parseStyle().modifiers
    }

    /// Decodes the value from `start` up to the first `quote` into the scratch buffer, recording
    /// the offset map. Returns the quote's offset, or `nil` when there is none or a reference is
    /// invalid (the tracking reader then reports it).
    private mutating func decodeUpToQuote(_ quote: UInt8, from start: Int) -> Int? {
        unsafe scratch.count = 0
        unsafe offsetMap.reset(sourceBase: start)
        let count = unsafe bytes.count
        var run = start
        var index = unsafe WordScan.skipStyleRun(bytes, from: start, quote: quote)
        while index < count {
            let byte = unsafe bytes[index]
            if byte == quote {
                unsafe scratch.append(UnsafeBufferPointer(rebasing: bytes[run..<index]))
                return index
            }
            if byte == 0x26 {
                unsafe scratch.append(UnsafeBufferPointer(rebasing: bytes[run..<index]))
                guard case .character(let scalar, let end) = unsafe CharacterReference.read(bytes, at: index) else { return nil }
                let decodedStart = unsafe scratch.count
                unsafe scratch.append(scalar)
                unsafe offsetMap.record(decoded: decodedStart..<scratch.count, source: index..<end)
                index = unsafe WordScan.skipStyleRun(bytes, from: end, quote: quote)
                run = end
                continue
            }
            if byte == 0x0D || byte == 0x09 || byte == 0x0A { return nil }
            index += 1
        }
        return nil
    }

    /// The full reading: decodes while tracking brackets and string literals. See ``readStyleValue(quote:)``.
    private mutating func readStyleValueTracking(quote: UInt8) throws(VMLParseError) -> VMLStyle {
        let open = unsafe position
        let valueStart = unsafe position + 1
        let count = unsafe bytes.count
        unsafe scratch.count = 0
        unsafe offsetMap.reset(sourceBase: valueStart)

        var depth = 0
        var inString = false
        var escaped = false
        // The first quote: where plain XML would end the value.
        var simpleEnd = -1
        var simpleLength = 0
        var simpleReplacements = 0
        var trackedEnd = -1
        var index = valueStart
        scan: while index < count {
            let byte = unsafe bytes[index]
            if byte == quote {
                if simpleEnd < 0 {
                    simpleEnd = index
                    simpleLength = unsafe scratch.count
                    simpleReplacements = unsafe offsetMap.replacements.count
                }
                if !inString, depth <= 0 {
                    trackedEnd = index
                    break scan
                }
            }
            var tracked = byte
            switch byte {
            case 0x26:  // "&"
                switch unsafe CharacterReference.read(bytes, at: index) {
                case .character(let scalar, let end):
                    let decodedStart = unsafe scratch.count
                    unsafe scratch.append(scalar)
                    unsafe offsetMap.record(decoded: decodedStart..<scratch.count, source: index..<end)
                    tracked = scalar.isASCII ? UInt8(scalar.value) : 0
                    index = end
                case .failure(let offset, let message):
                    if simpleEnd >= 0 { break scan }
                    throw unsafe fail(offset, message)
                }
            case 0x0D:  // CR or CR LF: one space
                let decodedStart = unsafe scratch.count
                unsafe scratch.append(0x20)
                let end = unsafe index + 1 < count && bytes[index + 1] == 0x0A ? index + 2 : index + 1
                if end - index > 1 { unsafe offsetMap.record(decoded: decodedStart..<scratch.count, source: index..<end) }
                tracked = 0x20
                index = end
            case 0x09, 0x0A:
                unsafe scratch.append(0x20)
                tracked = 0x20
                index += 1
            default:
                unsafe scratch.append(byte)
                index += 1
            }
            if inString {
                if escaped {
                    escaped = false
                } else if tracked == 0x5C {  // "\\"
                    escaped = true
                } else if tracked == 0x22 {
                    inString = false
                }
            } else {
                switch tracked {
                case 0x22: inString = true
                case 0x28, 0x5B: depth += 1  // ( [
                case 0x29, 0x5D: depth -= 1  // ) ]
                default: break
                }
            }
        }

        let trackedFits =
            unsafe trackedEnd >= 0
            && (trackedEnd + 1 == count || [0x20, 0x09, 0x0A, 0x0D, 0x2F, 0x3E].contains(bytes[trackedEnd + 1]))
        if trackedFits, trackedEnd == simpleEnd {
            unsafe position = trackedEnd + 1
            return try unsafe parseStyle(scratch.bytes)
        }
        if trackedFits {
            if let style = try? unsafe parseStyle(scratch.bytes, quiet: true) {
                unsafe position = trackedEnd + 1
                return style
            }
        }
        guard simpleEnd >= 0 else {
            let quoteText = quote == 0x22 ? "'\"'" : "'''"
            throw unsafe fail(
                count, unsafe "expected \(quoteText) to close the value of 'style' opened at \(locator.describe(open)), found end of input")
        }
        unsafe offsetMap.replacements.removeSubrange(simpleReplacements...)
        unsafe position = simpleEnd + 1
        return try unsafe parseStyle(UnsafeBufferPointer(start: scratch.base, count: simpleLength))
    }

    /// Parses decoded style text; `offsetMap` must describe where it came from. A `quiet` parse
    /// only tells whether the text parses: its errors carry no location.
    private mutating func parseStyle(_ text: UnsafeBufferPointer<UInt8>, quiet: Bool = false) throws(VMLParseError) -> VMLStyle {
        if unsafe text.count > options.maximumValueBytes {
            throw unsafe fail(
                offsetMap.sourceBase - 1,
                unsafe "the style value is \(text.count) bytes, more than the limit of \(options.maximumValueBytes) (the parser's maximumValueBytes option)",
                code: .limitExceeded
            )
        }
        unsafe style.reset(text: text, offsetMap: offsetMap, quiet: quiet)
        // Held as its canonical text: the tree keeps bytes, not expression values. The style parser
        // read every name with the style-name rule, so the writer need not check them again.
        return try unsafe style.parseStyle().heldAsText(reader: StyleTextReading.read, namesChecked: true)
    }
}
