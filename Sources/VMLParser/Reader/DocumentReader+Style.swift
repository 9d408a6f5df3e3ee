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
        let valueStart = position + 1
        if warmUp > 0 {
            warmUp -= 1
            if warmUp == 0 { caches = options.styleCaches }
        }
        if caches.contains(.recentStyles), recentStyles.startValue() {
            if let recent = recentStyles.match(bytes, at: valueStart, quote: quote) {
                recentStyles.note(matched: true)
                styles.count(hit: true)
                position = recent.end + 1
                return recent.style
            }
            recentStyles.note(matched: false)
        }
        let count = bytes.count
        var index = WordScan.skipStyleRun(bytes, from: valueStart, quote: quote)
        while index < count {
            let byte = bytes[index]
            if byte == quote || byte == 0x26 || byte == 0x09 || byte == 0x0A || byte == 0x0D { break }
            index += 1
        }
        if index < count, bytes[index] == quote {
            offsetMap.reset(sourceBase: valueStart)
            let text = bytes.bytes(in: valueStart..<index)
            if let style = parseStyleCached(text) {
                if caches.contains(.recentStyles) { recentStyles.remember(style, text: text, quote: quote) }
                position = index + 1
                return style
            }
        } else if index < count, bytes[index] == 0x26,
            let style = readStyleWithReferences(quote: quote, from: valueStart, at: index)
        {
            return style
        }
        return try readStyleValueTracking(quote: quote)
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
        guard caches.contains(.styleCache), styles.isUseful else {
            // No lookup by the written text: decoding finds the quote (and the same reasons to
            // give up) in the same pass.
            guard let end = decodeUpToQuote(quote, from: start), let style = parseStyleByModifiers(scratch.bytes) else {
                return nil
            }
            position = end + 1
            return style
        }
        let count = bytes.count
        var end = reference + 1
        while end < count {
            end = WordScan.skipStyleRun(bytes, from: end, quote: quote)
            guard end < count else { break }
            let byte = bytes[end]
            if byte == quote { break }
            if byte == 0x09 || byte == 0x0A || byte == 0x0D { return nil }
            end += 1
        }
        guard end < count else { return nil }
        let written = bytes.bytes(in: start..<end)
        let hash = StyleCache.hash(written)
        if let style = styles.style(for: written, hash: hash) {
            styles.count(hit: true)
            if caches.contains(.recentStyles) { recentStyles.remember(style, text: written, quote: quote) }
            position = end + 1
            return style
        }
        styles.count(hit: false)
        guard decodeUpToQuote(quote, from: start) == end, let style = parseStyleByModifiers(scratch.bytes) else { return nil }
        styles.store(style, for: written, hash: hash)
        if caches.contains(.recentStyles) { recentStyles.remember(style, text: written, quote: quote) }
        position = end + 1
        return style
    }

    /// The style of `text` (a value with no reference: its text as written is its decoded text)
    /// from the document's style cache, or put together from its modifiers (and cached); `nil`
    /// when it does not parse (the tracking reader then decides and reports).
    private mutating func parseStyleCached(_ text: ByteView) -> VMLStyle? {
        guard caches.contains(.styleCache), styles.isUseful else { return parseStyleByModifiers(text) }
        let hash = StyleCache.hash(text)
        if let style = styles.style(for: text, hash: hash) {
            styles.count(hit: true)
            return style
        }
        styles.count(hit: false)
        guard let style = parseStyleByModifiers(text) else { return nil }
        styles.store(style, for: text, hash: hash)
        return style
    }

    /// The style of `text` as the canonical texts of its modifiers (``StyleCaches/modifierPieces``),
    /// each one of the recent modifiers, a simple modifier as written, or taken from the modifier
    /// cache or parsed alone (and cached); when a modifier cannot be read that way
    /// (it does not parse alone, or its text would not read back as its values), or the pieces are
    /// off, the whole text is parsed as one style. `nil` when that does not parse either.
    private mutating func parseStyleByModifiers(_ text: ByteView) -> VMLStyle? {
        // Over the value limit: the whole-style parse reports it.
        guard text.count <= options.maximumValueBytes, caches.contains(.modifierPieces) else {
            return try? parseStyle(text, quiet: true)
        }
        // The canonical texts of the modifiers are put together in `styleText` after a byte for
        // their flags (or-ed in `flags`), and the style made from those bytes at the end, in one
        // allocation.
        styleText.removeAll()
        styleText.append(0)
        var flags: UInt8 = 0
        var position = 0
        position = text.endOfRun(from: position, where: VMLASCII.isWhitespace)
        while position < text.count {
            if styleText.count > 1 {
                styleText.append(0x2C)  // ","
                styleText.append(0x20)  // " "
            }
            if caches.contains(.recentModifiers), let slot = recentModifiers.match(text, at: position) {
                // A modifier read moments before (one every row repeats), compared in place.
                recentModifiers.append(slot, to: &styleText, flags: &flags)
                position += recentModifiers.length(of: slot)
            } else if style.maximumNesting > 0, let end = SimpleModifier.canonicalEnd(in: text, from: position) {
                // A simple modifier in canonical form (a row's own `zIndex(7)`) is its own text:
                // found, vouched for and appended in one pass, with no parse and no lookup.
                let modifier = text.bytes(in: position..<end)
                styleText.append(modifier)
                if caches.contains(.recentModifiers) {
                    recentModifiers.remember(modifier, canonical: modifier, flags: 0, isSimple: true)
                }
                position = end
            } else {
                guard let end = ModifierPieces.modifierEnd(in: text, from: position),
                    appendModifier(text.bytes(in: position..<end), flags: &flags)
                else {
                    return try? parseStyle(text, quiet: true)
                }
                position = end
            }
            position = text.endOfRun(from: position, where: VMLASCII.isWhitespace)
            guard position < text.count else { break }
            guard text[position] == 0x2C else { return try? parseStyle(text, quiet: true) }  // ","
            position += 1
            position = text.endOfRun(from: position, where: VMLASCII.isWhitespace)
        }
        guard styleText.count > 1 else { return try? parseStyle(text, quiet: true) }
        styleText[0] = flags
        return VMLStyle(flaggedCanonicalText: styleText.bytes)
    }

    /// Appends the canonical text of one modifier, written `text`, to `styleText` and or-s its
    /// flags into `flags`: from the modifier cache, or parsed alone (and cached when seen before);
    /// `false` when it does not parse alone or its text would not read back as its values.
    private mutating func appendModifier(_ text: ByteView, flags: inout UInt8) -> Bool {
        let usesCache = caches.contains(.modifierCache)
        let hash = StyleCache.hash(text)
        if usesCache, let cached = modifierTexts.style(for: text, hash: hash) {
            return appendText(of: cached, written: text, flags: &flags)
        }
        guard let parsed = try? parseModifiers(text), parsed.count == 1 else { return false }
        guard usesCache, modifierTexts.wantsToStore(hash: hash) else {
            // Seen once so far (or no cache): its text is copied into the style, with no style of its own.
            return VMLStyle.withCanonicalBytes(of: parsed[0], namesChecked: true) { canonical, modifierFlags in
                styleText.append(canonical)
                flags |= modifierFlags
            }
        }
        let single = VMLStyle(parsed).heldAsText(namesChecked: true)
        guard single.isHeldAsText else { return false }
        modifierTexts.store(single, for: text, hash: hash)
        return appendText(of: single, written: text, flags: &flags)
    }

    /// Appends the canonical text of `modifier`, a style of one modifier held as text and written
    /// `written`, to `styleText`, or-s its flags into `flags`, and keeps it among the recent
    /// modifiers.
    private mutating func appendText(of modifier: VMLStyle, written: ByteView, flags: inout UInt8) -> Bool {
        modifier.withCanonicalBytes { canonical, modifierFlags in
            styleText.append(canonical)
            flags |= modifierFlags
            if caches.contains(.recentModifiers) {
                recentModifiers.remember(written, canonical: canonical, flags: modifierFlags, isSimple: false)
            }
        }
    }

    /// The modifiers of a piece of decoded style text, as values; throws, without a location, when
    /// it does not parse.
    private mutating func parseModifiers(_ text: ByteView) throws(VMLParseError) -> [VMLModifier] {
        style.reset(text: text, offsetMap: offsetMap, quiet: true)
        return try style.parseStyle().modifiers
    }

    /// Decodes the value from `start` up to the first `quote` into the scratch buffer, recording
    /// the offset map. Returns the quote's offset, or `nil` when there is none or a reference is
    /// invalid (the tracking reader then reports it).
    private mutating func decodeUpToQuote(_ quote: UInt8, from start: Int) -> Int? {
        scratch.removeAll()
        offsetMap.reset(sourceBase: start)
        let count = bytes.count
        var run = start
        var index = WordScan.skipStyleRun(bytes, from: start, quote: quote)
        while index < count {
            let byte = bytes[index]
            if byte == quote {
                scratch.append(bytes.bytes(in: run..<index))
                return index
            }
            if byte == 0x26 {
                scratch.append(bytes.bytes(in: run..<index))
                guard case .character(let scalar, let end) = CharacterReference.read(bytes, at: index) else { return nil }
                let decodedStart = scratch.count
                scratch.append(scalar)
                offsetMap.record(decoded: decodedStart..<scratch.count, source: index..<end)
                index = WordScan.skipStyleRun(bytes, from: end, quote: quote)
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
        let open = position
        let valueStart = position + 1
        let count = bytes.count
        scratch.removeAll()
        offsetMap.reset(sourceBase: valueStart)

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
            let byte = bytes[index]
            // Recovering, the scans past the first quote are bounded all together: a style that
            // does not read would otherwise scan to the end of the input each time.
            if simpleEnd >= 0, recovering, index - simpleEnd > recoveryScanBudget { break scan }
            if byte == quote {
                if simpleEnd < 0 {
                    simpleEnd = index
                    simpleLength = scratch.count
                    simpleReplacements = offsetMap.replacements.count
                }
                if !inString, depth <= 0 {
                    trackedEnd = index
                    break scan
                }
            }
            var tracked = byte
            switch byte {
            case 0x26:  // "&"
                switch CharacterReference.read(bytes, at: index) {
                case .character(let scalar, let end):
                    let decodedStart = scratch.count
                    scratch.append(scalar)
                    offsetMap.record(decoded: decodedStart..<scratch.count, source: index..<end)
                    tracked = scalar.isASCII ? UInt8(scalar.value) : 0
                    index = end
                case .failure(let offset, let message):
                    if simpleEnd >= 0 { break scan }
                    throw fail(offset, message)
                }
            case 0x0D:  // CR or CR LF: one space
                let decodedStart = scratch.count
                scratch.append(0x20)
                let end = index + 1 < count && bytes[index + 1] == 0x0A ? index + 2 : index + 1
                if end - index > 1 { offsetMap.record(decoded: decodedStart..<scratch.count, source: index..<end) }
                tracked = 0x20
                index = end
            case 0x09, 0x0A:
                scratch.append(0x20)
                tracked = 0x20
                index += 1
            default:
                scratch.append(byte)
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

        if recovering, simpleEnd >= 0 { recoveryScanBudget -= index - simpleEnd }
        let trackedFits =
            trackedEnd >= 0
            && (trackedEnd + 1 == count || [0x20, 0x09, 0x0A, 0x0D, 0x2F, 0x3E].contains(bytes[trackedEnd + 1]))
        if trackedFits, trackedEnd == simpleEnd {
            position = trackedEnd + 1
            return try parseStyle(scratch.bytes)
        }
        if trackedFits {
            if let style = try? parseStyle(scratch.bytes, quiet: true) {
                position = trackedEnd + 1
                return style
            }
        }
        guard simpleEnd >= 0 else {
            let quoteText = quote == 0x22 ? "'\"'" : "'''"
            throw fail(
                count, "expected \(quoteText) to close the value of 'style' opened at \(locator.describe(open)), found end of input")
        }
        offsetMap.replacements.removeSubrange(simpleReplacements...)
        position = simpleEnd + 1
        return try parseStyle(scratch.bytes.bytes(in: 0..<simpleLength))
    }

    /// Parses decoded style text; `offsetMap` must describe where it came from. A `quiet` parse
    /// only tells whether the text parses: its errors carry no location.
    private mutating func parseStyle(_ text: ByteView, quiet: Bool = false) throws(VMLParseError) -> VMLStyle {
        if text.count > options.maximumValueBytes {
            throw fail(
                offsetMap.sourceBase - 1,
                "the style value is \(text.count) bytes, more than the limit of \(options.maximumValueBytes) (the parser's maximumValueBytes option)",
                code: .limitExceeded
            )
        }
        style.reset(text: text, offsetMap: offsetMap, quiet: quiet)
        guard recovering, !quiet else {
            // Held as its canonical text: the tree keeps bytes, not expression values. The style
            // parser read every name with the style-name rule, so the writer need not check them
            // again.
            return try style.parseStyle().heldAsText(namesChecked: true)
        }
        return try parseStyleRecovering()
    }
}

extension DocumentReader {
    /// The style parser's recovering read of the value it was reset to: the modifiers that read,
    /// each error recorded (a limit's thrown).
    mutating func parseStyleRecovering() throws(VMLParseError) -> VMLStyle {
        style.recovering = true
        style.errorRoom = errorLog.room
        defer { style.recovering = false }
        let parsed: VMLStyle
        do {
            parsed = try style.parseStyle()
        } catch {
            takeStyleErrors()
            throw error
        }
        takeStyleErrors()
        return parsed.heldAsText(namesChecked: true)
    }
}
