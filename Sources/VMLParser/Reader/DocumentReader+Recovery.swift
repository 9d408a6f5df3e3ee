@_spi(VMLInternals) import VMLCore

/// A recovering read (``VMLParser/parseRecovering(_:)-(String)``): an error is recorded and
/// reading goes on at the nearest point where it can, libxml2's recover mode being the model.
///
/// - A bad attribute (a value that does not read, a duplicate, a template name that is not
///   one) loses that attribute; a bad modifier in a style loses that modifier (``StyleParser``).
/// - A tag that does not end keeps its element open, marked `broken`: an enclosing close tag or
///   the end of the input ends it without another report.
/// - A close tag that does not match ends the nearest open element of its name and the ones
///   inside it (one report); with none of its name open, it is ignored, and the innermost
///   element, reported as not closed, is not reported again where it ends.
/// - An element whose name is not one is dropped, with its content.
/// - In text, a bad reference or forbidden character is dropped.
/// - A limit (``VMLParseError/Code/limitExceeded``) ends the read: past one, the input is not
///   read further.
///
/// Every recovery moves on by at least one byte, and each scan covers bytes no other one
/// rescans, so the read stays linear in the input.
extension DocumentReader {
    /// `style`, the one attribute whose value is read as a style.
    private static let styleName: [UInt8] = Array("style".utf8)

    /// The whole input, recovering: never throws; the errors are in ``errorLog``.
    mutating func readDocumentRecovering() -> VMLDocument {
        let count = bytes.count
        var stopped = false
        while position < count {
            let start = position
            do {
                if bytes[position] == 0x3C {  // "<"
                    try readMarkup()
                } else {
                    try readText()
                }
            } catch {
                log(error)
                if error.code == .limitExceeded {
                    stopped = true
                    break
                }
                recover(from: start)
                if position <= start { position = start + 1 }
                if position >= count { endReported = true }
            }
        }
        if !stopped {
            do {
                try flushText()
            } catch {
                log(error)
                stopped = true
            }
        }
        if !stopped, !endReported, let innermost = stack.lastIndex(where: { !$0.broken }), innermost > 0 {
            let frame = stack[innermost]
            let name = frame.element.name
            log(
                fail(
                    count,
                    "expected '</\(name)>' to close '<\(name)>' opened at \(locator.describe(frame.openOffset)), found end of input"))
        }
        while stack.count > 1 { closeTopElement() }
        return VMLDocument(nodes.take(from: 0))
    }

    /// Records an error found where reading can go on; throws a limit's error, which ends the read.
    mutating func record(_ error: VMLParseError) throws(VMLParseError) {
        if error.code == .limitExceeded { throw error }
        log(error)
    }

    /// Adds `error` to the log; mutes the locators once the log has located all it lists.
    mutating func log(_ error: VMLParseError) {
        errorLog.record(error)
        if errorLog.isFull, !locator.muted {
            locator.muted = true
            style.locator.muted = true
        }
    }

    /// Moves the style parser's recorded errors to the log (after a style value was read).
    mutating func takeStyleErrors() {
        guard !style.recovered.isEmpty else { return }
        for error in style.recovered { log(error) }
        style.recovered.removeAll(keepingCapacity: true)
    }

    /// Recovery after an error that ended `readMarkup` or `readText` started at `start`.
    private mutating func recover(from start: Int) {
        let count = bytes.count
        guard bytes[start] == 0x3C else {
            // Text: the error is at `position` (a reference's `&`, a forbidden character): that
            // character is dropped.
            if position < start { position = start }
            guard position < count else { return }
            position += 1
            while position < count, bytes[position] & 0xC0 == 0x80 { position += 1 }
            return
        }
        guard start + 1 < count else {
            position = count
            return
        }
        let next = bytes[start + 1]
        if VMLASCII.isLetter(next) {
            // An open tag whose name is not one: the element and its content are dropped.
            skipElement(openedAt: start)
        } else if next == 0x2F {  // "/": a close tag that does not read is ignored
            position = start + 2
            _ = skipToTagEnd()
        } else if next == 0x21 || next == 0x3F {  // "!" "?"
            let terminator: String? =
                hasPrefix("<!--", at: start)
                ? "-->" : hasPrefix("<![CDATA[", at: start) ? "]]>" : next == 0x3F ? "?>" : nil
            if let terminator {
                // Unterminated: to the end; a forbidden character inside: the section is dropped.
                position = find(terminator, from: start + 2).map { $0 + terminator.utf8.count } ?? count
            } else if position <= start + 1 {
                position = start + 2
                _ = skipToTagEnd()
            }
        } else {
            // `<` that starts no markup: dropped, what follows reads as text.
            position = start + 1
        }
    }

    /// Moves `position` past the next `>` outside quotes, or to the next `<` or the end of the
    /// input; returns whether the tag was cut there (no `>`).
    private mutating func skipToTagEnd() -> Bool {
        let count = bytes.count
        while position < count {
            let byte = bytes[position]
            if byte == 0x3E {
                position += 1
                return false
            }
            if byte == 0x3C { return true }
            if byte == 0x22 || byte == 0x27 {
                var end = position + 1
                while end < count, bytes[end] != byte, bytes[end] != 0x3C { end += 1 }
                position = end < count && bytes[end] == byte ? end + 1 : end
                continue
            }
            position += 1
        }
        return true
    }

    /// Drops the element whose open tag at `open` has a name that is not one: the tag, and when
    /// it is not `/>`, everything up to the first close tag of the same name (or, with none, the
    /// tag alone).
    private mutating func skipElement(openedAt open: Int) {
        let count = bytes.count
        position = open + 1
        let nameStart = position
        position = bytes.endOfRun(from: position) { byte in byte >= 0x80 || Self.isNamePartByte(byte) }
        let nameEnd = position
        let cut = skipToTagEnd()
        guard !cut, position >= 2, bytes[position - 2] != 0x2F else { return }  // "/>"
        let afterTag = position
        // The first `</name` followed by `>` or whitespace, within the scan budget.
        let length = nameEnd - nameStart
        let limit = min(count, afterTag + max(recoveryScanBudget, 0))
        var index = afterTag
        while index + 1 < limit {
            if bytes[index] == 0x3C, bytes[index + 1] == 0x2F {
                let end = index + 2 + length
                if end < count, sameBytes(nameStart..<nameEnd, (index + 2)..<end),
                    bytes[end] == 0x3E || VMLASCII.isWhitespace(bytes[end])
                {
                    recoveryScanBudget -= index - afterTag
                    position = end
                    _ = skipToTagEnd()
                    return
                }
            }
            index += 1
        }
        recoveryScanBudget -= index - afterTag
        position = afterTag
    }

    /// Skips what stands where an attribute name was expected: a quoted string, or a run up to
    /// whitespace, `>`, `/` or `<`. Returns whether the tag was cut there (a `<` or the end).
    mutating func skipJunk() -> Bool {
        let count = bytes.count
        let byte = bytes[position]
        if byte == 0x22 || byte == 0x27 {
            var end = position + 1
            while end < count, bytes[end] != byte, bytes[end] != 0x3C { end += 1 }
            position = end < count && bytes[end] == byte ? end + 1 : end
        } else {
            position += 1
            position = bytes.endOfRun(from: position) { byte in
                !(VMLASCII.isWhitespace(byte) || byte == 0x3E || byte == 0x2F || byte == 0x3C || byte == 0x22 || byte == 0x27)
            }
        }
        if position >= count {
            endReported = true
            return true
        }
        return bytes[position] == 0x3C
    }

    /// Skips the attribute whose name starts at `nameStart` after an error in it: the name,
    /// `=` and the value as plain XML reads it (to the first closing quote, or `}`). Returns
    /// whether the tag was cut (a `<` or the end of the input before the value closed).
    mutating func skipAttribute(from nameStart: Int) -> Bool {
        let count = bytes.count
        var index = bytes.endOfRun(from: nameStart + 1, where: Self.isNamePartByte)
        let nameEnd = index
        index = bytes.endOfRun(from: index, where: VMLASCII.isWhitespace)
        guard index < count else {
            position = count
            endReported = true
            return true
        }
        guard bytes[index] == 0x3D else {  // no "=": the name alone, then what is not a name
            position = nameEnd
            guard position < count else { return true }
            let byte = bytes[position]
            if VMLASCII.isWhitespace(byte) || byte == 0x3E || byte == 0x2F { return false }
            if byte == 0x3C { return true }
            return skipJunk()
        }
        index = bytes.endOfRun(from: index + 1, where: VMLASCII.isWhitespace)
        guard index < count else {
            position = count
            endReported = true
            return true
        }
        let quote = bytes[index]
        var isStyle = nameEnd - nameStart == Self.styleName.count
        if isStyle {
            for (offset, byte) in Self.styleName.enumerated() where bytes[nameStart + offset] != byte { isStyle = false }
        }
        if quote == 0x7B {  // "{": `{"text"}`, the string read as the strict reader reads it
            var end = bytes.endOfRun(from: index + 1, where: VMLASCII.isWhitespace)
            guard end < count, bytes[end] == 0x22 else {
                position = index + 1
                return position >= count || skipJunk()
            }
            end += 1
            while end < count, bytes[end] != 0x22 { end += bytes[end] == 0x5C ? 2 : 1 }
            position = min(end + 1, count)
            position = bytes.endOfRun(from: position, where: VMLASCII.isWhitespace)
            if position < count, bytes[position] == 0x7D { position += 1 }
            if position >= count { endReported = true }
            return position >= count
        }
        if quote == 0x22 || quote == 0x27 {  // " '
            var end = index + 1
            // A style value ends at its first quote, `<` or not, as the strict reader's plain
            // reading does (it reports only a value with no quote, at the end of the input).
            while end < count, bytes[end] != quote, isStyle || bytes[end] != 0x3C { end += 1 }
            if end < count, bytes[end] == 0x3C {
                // A `<` in the value (`t="a<b"`): the value goes on to its closing quote when
                // that comes before any `>`; otherwise the quote was never closed.
                var ahead = end + 1
                while ahead < count, bytes[ahead] != quote, bytes[ahead] != 0x3E, bytes[ahead] != 0x3C { ahead += 1 }
                if ahead < count, bytes[ahead] == quote { end = ahead }
            }
            if end < count, bytes[end] == quote {
                position = end + 1
                return false
            }
            position = end
            if end >= count { endReported = true }
            return true
        }
        position = index
        return skipJunk()
    }

    /// A close tag, named `name`, that does not close the innermost open element: it ends the
    /// nearest open element of its name (among the 32 innermost) and those inside it; with none,
    /// it is ignored. `error` is reported unless every element it ends unclosed had a tag
    /// already reported as cut.
    mutating func closeMismatched(_ name: Range<Int>, error: VMLParseError) throws(VMLParseError) {
        let top = stack.count - 1
        var match = top - 1
        let lowest = max(1, top - 32)
        while match >= lowest, !sameBytes(stack[match].nameStart..<stack[match].nameEnd, name) { match -= 1 }
        guard match >= lowest else {
            try record(error)
            // The error said the innermost element is not closed: its end, wherever it comes,
            // is not reported again.
            stack[top].broken = true
            return
        }
        var allBroken = true
        for index in (match + 1)...top where !stack[index].broken { allBroken = false }
        if !allBroken { try record(error) }
        while stack.count - 1 >= match { closeTopElement() }
    }
}
