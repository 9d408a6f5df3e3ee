@_spi(VMLInternals) import VMLCore

extension DocumentReader {
    @inline(__always)
    private static func isAttributeNameByte(_ byte: UInt8) -> Bool {
        Self.isNamePartByte(byte)
    }

    /// Reads `name="value"` (or `'value'`, or `{"value"}`) at `position`, in the open tag of
    /// `elementName`: onto the attribute list, or into `elementStyle` for `style`.
    mutating func readAttribute(
        of elementName: String, style elementStyle: inout VMLStyle
    ) throws(VMLParseError) {
        let nameStart = position
        position = WordScan.skipNameParts(bytes, from: position + 1)
        position = bytes.endOfRun(from: position, where: Self.isAttributeNameByte)
        let nameBytes = bytes.bytes(in: nameStart..<position)
        let isStyle =
            nameBytes.count == 5 && nameBytes[0] == 0x73 && nameBytes[1] == 0x74 && nameBytes[2] == 0x79 && nameBytes[3] == 0x6C
            && nameBytes[4] == 0x65  // style
        let name: String
        var nameID: Int32 = -1
        if recordsLocations {
            (name, nameID) = style.names.string(nameBytes, numberedIn: &locations)
        } else {
            name = isStyle ? "style" : style.names.string(nameBytes)
        }
        if position < bytes.count {
            let byte = bytes[position]
            if !(VMLASCII.isWhitespace(byte) || byte == 0x3D || byte == 0x3E || byte == 0x2F) {  // = > /
                throw fail(
                    position, "expected '=' after the attribute name '\(name)', found \(Describe.byte(in: bytes, at: position))")
            }
        }
        if attributes.count + (attributeNames.styleOffset >= 0 ? 1 : 0) >= options.maximumAttributesPerElement {
            throw fail(
                nameStart,
                "more than \(options.maximumAttributesPerElement) attributes in '<\(elementName)>' (the parser's maximumAttributesPerElement option)",
                code: .limitExceeded
            )
        }
        if isStyle {
            if attributeNames.styleOffset >= 0 {
                throw fail(
                    nameStart,
                    "duplicate attribute 'style' in '<\(elementName)>' (first at \(locator.describe(attributeNames.styleOffset)))")
            }
            attributeNames.styleOffset = nameStart
        } else if !attributeNames.insert(name, earlier: attributes) {
            throw fail(
                nameStart, "duplicate attribute '\(name)' in '<\(elementName)>'\(firstOffsetNote(of: name, before: nameStart))")
        }
        skipWhitespace()
        guard position < bytes.count, bytes[position] == 0x3D else {  // "="
            throw fail(nameStart, "attribute '\(name)' has no value: write \(name)=\"…\"")
        }
        position += 1
        skipWhitespace()
        guard position < bytes.count else {
            throw fail(position, "expected a quoted value for the attribute '\(name)', found end of input")
        }
        let quote = bytes[position]
        if recordsLocations {
            guard locations.hasRoom else {
                throw fail(
                    nameStart, "too many elements and attributes to record their locations (2,147,483,646 of each at most)",
                    code: .limitExceeded)
            }
            locations.addAttribute(nameID: nameID, offset: nameStart)
        }
        if quote == 0x22 || quote == 0x27 {  // " '
            if isStyle {
                let open = position
                elementStyle = try readStyleValue(quote: quote)
                if recordsStyleNotes { noteStyle(from: open + 1, to: position - 1, element: elementName) }
                return
            }
            let valueStart = position
            let value = try readQuotedValue(quote: quote, name: name)
            try checkLength(of: value, name: name, at: valueStart)
            try check(name, value, at: valueStart + 1)
            attributes.push(VMLAttribute(name, value))
        } else if quote == 0x7B {  // "{"
            let valueStart = position
            let value = try readBracedString(name: name)
            try checkLength(of: value, name: name, at: valueStart)
            if isStyle {
                // `style={"padding(8)"}` reads as `style="padding(8)"`, as any attribute does.
                elementStyle = try parseDecodedStyle()
                if recordsStyleNotes { noteDecodedStyle(element: elementName) }
                return
            }
            try check(name, value, at: valueStart)
            attributes.push(VMLAttribute(name, value))
        } else if quote == 0x3A {  // ":"
            var end = position + 1
            end = bytes.endOfRun(from: end, where: Describe.isWordByte)
            let written = String(decoding: bytes.bytes(in: position..<end), as: UTF8.self)
            throw fail(
                position,
                "unquoted value '\(written)' for the attribute '\(name)': symbols such as ':detail' are only valid inside style; quote attribute values: \(name)=\"…\""
            )
        } else {
            throw fail(
                position,
                "expected '\"' or ''' to start the value of the attribute '\(name)', found \(Describe.token(in: bytes, at: position, end: "end of input")) (attribute values must be quoted)"
            )
        }
    }

    /// Where an earlier attribute of the same name stands in the current tag, for the message.
    private func firstOffsetNote(of name: String, before offset: Int) -> String {
        // Past a recovering read's listed errors, the message is not shown: no scan.
        if locator.muted { return "" }
        // Search back to the tag's `<` for the first `name=`-like occurrence after whitespace.
        var tagStart = offset
        while tagStart > 0, bytes[tagStart] != 0x3C { tagStart -= 1 }
        let target = Array(name.utf8)
        var index = tagStart + 1
        var inQuote: UInt8 = 0
        while index < offset {
            let byte = bytes[index]
            if inQuote != 0 {
                if byte == inQuote { inQuote = 0 }
            } else if byte == 0x22 || byte == 0x27 {
                inQuote = byte
            } else if VMLASCII.isWhitespace(bytes[index - 1]), index + target.count <= offset,
                bytes[index..<(index + target.count)].elementsEqual(target),
                index + target.count < bytes.count, !Self.isAttributeNameByte(bytes[index + target.count])
            {
                return " (first at \(locator.describe(index)))"
            }
            index += 1
        }
        return ""
    }

    /// Refuses a value longer than the `maximumValueBytes` option.
    @inline(__always)
    private func checkLength(of value: String, name: String, at offset: Int) throws(VMLParseError) {
        let length = value.utf8.count
        guard length > options.maximumValueBytes else { return }
        throw fail(
            offset,
            "the value of the attribute '\(name)' is \(length) bytes, more than the limit of \(options.maximumValueBytes) (the parser's maximumValueBytes option)",
            code: .limitExceeded
        )
    }

    /// Values the serializer could not write back are refused here, so every accepted text
    /// serializes: a template name must be an identifier.
    ///
    /// Inlined: called as a method of its own, it was given a copy of the whole reader (552 bytes,
    /// a `memcpy` per attribute).
    @inline(__always)
    private func check(_ name: String, _ value: String, at offset: Int) throws(VMLParseError) {
        if name.utf8.count == 8, name == "template", !VMLName.isIdentifier(value) {
            throw fail(offset, VMLNameRule.templateName.violation(by: value))
        }
    }

    /// Reads a quoted value at `position` (the quote), decoding references; literal tab, LF and CR
    /// read as spaces.
    private mutating func readQuotedValue(quote: UInt8, name: String) throws(VMLParseError) -> String {
        let open = position
        position += 1
        let start = position
        let count = bytes.count
        var index = WordScan.skipValueRun(bytes, from: start, quote: quote)
        while index < count {
            let byte = bytes[index]
            if byte == quote {
                position = index + 1
                let value = bytes.bytes(in: start..<index)
                return SmallASCII.string(value, layoutHolds: readsSmallStrings) ?? String(decoding: value, as: UTF8.self)
            }
            if byte == 0x26 || byte == 0x3C || byte < 0x20 { break }  // & < controls
            if byte == 0xEF, ForbiddenCharacter.isNoncharacter(bytes, at: index) { break }
            index += 1
        }
        scratch.removeAll()
        scratch.append(bytes.bytes(in: start..<index))
        position = index
        let quoteText = quote == 0x22 ? "'\"'" : "'''"
        while position < count {
            let byte = bytes[position]
            switch byte {
            case quote:
                position += 1
                return scratch.string(length: scratch.count)
            case 0x26:  // "&"
                let reference = try readReference(at: position)
                scratch.append(reference.scalar)
                position = reference.end
            case 0x3C:  // "<"
                throw fail(
                    position,
                    "expected \(quoteText) to close the value of '\(name)' opened at \(locator.describe(open)), found '<' (write '&lt;' for a literal '<')"
                )
            case 0x0D:
                scratch.append(0x20)
                position += 1
                if position < count, bytes[position] == 0x0A { position += 1 }
            case 0x09, 0x0A:
                scratch.append(0x20)
                position += 1
            default:
                if byte < 0x20 || byte == 0xEF, ForbiddenCharacter.starts(in: bytes, at: position) {
                    throw fail(position, ForbiddenCharacter.message(in: bytes, at: position))
                }
                scratch.append(byte)
                position += 1
            }
        }
        throw fail(
            count, "expected \(quoteText) to close the value of '\(name)' opened at \(locator.describe(open)), found end of input")
    }

    /// Reads the template-expression form `{"text"}` at `position` (the `{`). The decoded text
    /// stays in the scratch buffer, with the offset map back to the input (for a style).
    private mutating func readBracedString(name: String) throws(VMLParseError) -> String {
        let open = position
        position += 1
        skipWhitespace()
        guard position < bytes.count, bytes[position] == 0x22 else {
            throw fail(
                position,
                "expected a string literal in '{…}' (the form {\"text\"}), found \(Describe.token(in: bytes, at: position, end: "end of input"))"
            )
        }
        let stringOpen = position
        position += 1
        scratch.removeAll()
        offsetMap.reset(sourceBase: position)
        while true {
            guard position < bytes.count else {
                throw fail(
                    position, "expected '\"' to close the string opened at \(locator.describe(stringOpen)), found end of input")
            }
            let byte = bytes[position]
            if byte == 0x22 { break }
            switch byte {
            case 0x5C:  // "\\"
                switch StringEscape.read(bytes, at: position) {
                case .character(let scalar, let end):
                    let decodedStart = scratch.count
                    scratch.append(scalar)
                    offsetMap.record(decoded: decodedStart..<scratch.count, source: position..<end)
                    position = end
                case .failure(let offset, let message):
                    throw fail(offset, message)
                case .endOfInput:
                    throw fail(
                        bytes.count,
                        "expected '\"' to close the string opened at \(locator.describe(stringOpen)), found end of input")
                }
            case 0x26:  // "&"
                let reference = try readReference(at: position)
                let decodedStart = scratch.count
                scratch.append(reference.scalar)
                offsetMap.record(decoded: decodedStart..<scratch.count, source: position..<reference.end)
                position = reference.end
            case 0x09, 0x0A, 0x0D:
                scratch.append(0x20)
                position += 1
                if byte == 0x0D, position < bytes.count, bytes[position] == 0x0A {
                    offsetMap.record(decoded: (scratch.count - 1)..<scratch.count, source: (position - 1)..<(position + 1))
                    position += 1
                }
            default:
                if byte < 0x20 || byte == 0xEF, ForbiddenCharacter.starts(in: bytes, at: position) {
                    throw fail(position, ForbiddenCharacter.message(in: bytes, at: position))
                }
                scratch.append(byte)
                position += 1
            }
        }
        position += 1
        let value = scratch.string(length: scratch.count)
        skipWhitespace()
        guard position < bytes.count, bytes[position] == 0x7D else {  // "}"
            throw fail(
                position,
                "expected '}' to close '{' opened at \(locator.describe(open)), found \(Describe.byte(in: bytes, at: position))")
        }
        position += 1
        return value
    }
}
