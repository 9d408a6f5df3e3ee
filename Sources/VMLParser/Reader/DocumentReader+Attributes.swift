@_spi(VMLInternals) import VMLCore

extension DocumentReader {
    @inline(__always)
    private func isAttributeNameByte(_ byte: UInt8) -> Bool {
        unsafe Self.isNamePartByte(byte)
    }

    /// Reads `name="value"` (or `'value'`, or `{"value"}`) at `position`, in the open tag of
    /// `elementName`: onto the attribute list, or into `elementStyle` for `style`.
    mutating func readAttribute(
        of elementName: String, style elementStyle: inout VMLStyle
    ) throws(VMLParseError) {
        let nameStart = unsafe position
        unsafe position = unsafe WordScan.skipNameParts(bytes, from: position + 1)
        while unsafe position < bytes.count, unsafe isAttributeNameByte(bytes[position]) { unsafe position += 1 }
        let nameBytes = unsafe UnsafeBufferPointer(rebasing: bytes[nameStart..<position])
        let isStyle =
            unsafe nameBytes.count == 5 && nameBytes[0] == 0x73 && nameBytes[1] == 0x74 && nameBytes[2] == 0x79 && nameBytes[3] == 0x6C
            && nameBytes[4] == 0x65  // style
        let name: String
        var nameID: Int32 = -1
        if unsafe recordsLocations {
            (name, nameID) = unsafe style.names.string(nameBytes, numberedIn: &locations)
        } else {
            name = unsafe isStyle ? "style" : style.names.string(nameBytes)
        }
        if unsafe position < bytes.count {
            let byte = unsafe bytes[position]
            if !(VMLASCII.isWhitespace(byte) || byte == 0x3D || byte == 0x3E || byte == 0x2F) {  // = > /
                throw unsafe fail(
                    position, unsafe "expected '=' after the attribute name '\(name)', found \(Describe.byte(in: bytes, at: position))")
            }
        }
        if unsafe attributes.count + (attributeNames.styleOffset >= 0 ? 1 : 0) >= options.maximumAttributesPerElement {
            throw unsafe fail(
                nameStart,
                unsafe "more than \(options.maximumAttributesPerElement) attributes in '<\(elementName)>' (the parser's maximumAttributesPerElement option)",
                code: .limitExceeded
            )
        }
        if isStyle {
            if unsafe attributeNames.styleOffset >= 0 {
                throw unsafe fail(
                    nameStart,
                    unsafe "duplicate attribute 'style' in '<\(elementName)>' (first at \(locator.describe(attributeNames.styleOffset)))")
            }
            unsafe attributeNames.styleOffset = nameStart
        } else if unsafe !attributeNames.insert(name, earlier: attributes) {
            throw unsafe fail(
                nameStart, unsafe "duplicate attribute '\(name)' in '<\(elementName)>'\(firstOffsetNote(of: name, before: nameStart))")
        }
        unsafe skipWhitespace()
        guard unsafe position < bytes.count, unsafe bytes[position] == 0x3D else {  // "="
            throw unsafe fail(nameStart, "attribute '\(name)' has no value: write \(name)=\"…\"")
        }
        unsafe position += 1
        unsafe skipWhitespace()
        guard unsafe position < bytes.count else {
            throw unsafe fail(position, "expected a quoted value for the attribute '\(name)', found end of input")
        }
        let quote = unsafe bytes[position]
        if unsafe recordsLocations {
            guard unsafe locations.hasRoom else {
                throw unsafe fail(
                    nameStart, "too many elements and attributes to record their locations (2,147,483,646 of each at most)",
                    code: .limitExceeded)
            }
            unsafe locations.addAttribute(nameID: nameID, offset: nameStart)
        }
        if quote == 0x22 || quote == 0x27 {  // " '
            if isStyle {
                let open = unsafe position
                elementStyle = try unsafe readStyleValue(quote: quote)
                if unsafe recordsStyleNotes { unsafe noteStyle(from: open + 1, to: position - 1, element: elementName) }
                return
            }
            let valueStart = unsafe position
            let value = try unsafe readQuotedValue(quote: quote, name: name)
            try unsafe checkLength(of: value, name: name, at: valueStart)
            try unsafe check(name, value, at: valueStart + 1)
            unsafe attributes.push(VMLAttribute(name, value))
        } else if quote == 0x7B {  // "{"
            let valueStart = unsafe position
            let value = try unsafe readBracedString(name: name)
            try unsafe checkLength(of: value, name: name, at: valueStart)
            if isStyle {
                // `style={"padding(8)"}` reads as `style="padding(8)"`, as any attribute does.
                elementStyle = try unsafe parseDecodedStyle()
                if unsafe recordsStyleNotes { unsafe noteDecodedStyle(element: elementName) }
                return
            }
            try unsafe check(name, value, at: valueStart)
            unsafe attributes.push(VMLAttribute(name, value))
        } else if quote == 0x3A {  // ":"
            var end = unsafe position + 1
            while unsafe end < bytes.count, unsafe Describe.isWordByte(bytes[end]) { end += 1 }
            let written = unsafe String(decoding: UnsafeBufferPointer(rebasing: bytes[position..<end]), as: UTF8.self)
            throw unsafe fail(
                position,
                "unquoted value '\(written)' for the attribute '\(name)': symbols such as ':detail' are only valid inside style; quote attribute values: \(name)=\"…\""
            )
        } else {
            throw unsafe fail(
                position,
                unsafe "expected '\"' or ''' to start the value of the attribute '\(name)', found \(Describe.token(in: bytes, at: position, end: "end of input")) (attribute values must be quoted)"
            )
        }
    }

    /// Where an earlier attribute of the same name stands in the current tag, for the message.
    private func firstOffsetNote(of name: String, before offset: Int) -> String {
        // Search back to the tag's `<` for the first `name=`-like occurrence after whitespace.
        var tagStart = offset
        while tagStart > 0, unsafe bytes[tagStart] != 0x3C { tagStart -= 1 }
        let target = Array(name.utf8)
        var index = tagStart + 1
        var inQuote: UInt8 = 0
        while index < offset {
            let byte = unsafe bytes[index]
            if inQuote != 0 {
                if byte == inQuote { inQuote = 0 }
            } else if byte == 0x22 || byte == 0x27 {
                inQuote = byte
            } else if unsafe VMLASCII.isWhitespace(bytes[index - 1]), index + target.count <= offset,
                unsafe bytes[index..<(index + target.count)].elementsEqual(target),
                unsafe index + target.count < bytes.count, unsafe !isAttributeNameByte(bytes[index + target.count])
            {
                return unsafe " (first at \(locator.describe(index)))"
            }
            index += 1
        }
        return ""
    }

    /// Refuses a value longer than the `maximumValueBytes` option.
    @inline(__always)
    private func checkLength(of value: String, name: String, at offset: Int) throws(VMLParseError) {
        let length = value.utf8.count
        guard unsafe length > options.maximumValueBytes else { return }
        throw unsafe fail(
            offset,
            unsafe "the value of the attribute '\(name)' is \(length) bytes, more than the limit of \(options.maximumValueBytes) (the parser's maximumValueBytes option)",
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
            throw unsafe fail(offset, VMLNameRule.templateName.violation(by: value))
        }
    }

    /// Reads a quoted value at `position` (the quote), decoding references; literal tab, LF and CR
    /// read as spaces.
    private mutating func readQuotedValue(quote: UInt8, name: String) throws(VMLParseError) -> String {
        let open = unsafe position
        unsafe position += 1
        let start = unsafe position
        let count = unsafe bytes.count
        var index = unsafe WordScan.skipValueRun(bytes, from: start, quote: quote)
        while index < count {
            let byte = unsafe bytes[index]
            if byte == quote {
                unsafe position = index + 1
                let value = unsafe UnsafeBufferPointer(rebasing: bytes[start..<index])
                return unsafe SmallASCII.string(value, layoutHolds: readsSmallStrings) ?? String(decoding: value, as: UTF8.self)
            }
            if byte == 0x26 || byte == 0x3C || byte < 0x20 { break }  // & < controls
            if byte == 0xEF, unsafe ForbiddenCharacter.isNoncharacter(bytes, at: index) { break }
            index += 1
        }
        unsafe scratch.count = 0
        unsafe scratch.append(UnsafeBufferPointer(rebasing: bytes[start..<index]))
        unsafe position = index
        let quoteText = quote == 0x22 ? "'\"'" : "'''"
        while unsafe position < count {
            let byte = unsafe bytes[position]
            switch byte {
            case quote:
                unsafe position += 1
                return unsafe scratch.string(length: scratch.count)
            case 0x26:  // "&"
                let reference = try unsafe readReference(at: position)
                unsafe scratch.append(reference.scalar)
                unsafe position = reference.end
            case 0x3C:  // "<"
                throw unsafe fail(
                    position,
                    unsafe "expected \(quoteText) to close the value of '\(name)' opened at \(locator.describe(open)), found '<' (write '&lt;' for a literal '<')"
                )
            case 0x0D:
                unsafe scratch.append(0x20)
                unsafe position += 1
                if unsafe position < count, unsafe bytes[position] == 0x0A { unsafe position += 1 }
            case 0x09, 0x0A:
                unsafe scratch.append(0x20)
                unsafe position += 1
            default:
                if byte < 0x20 || byte == 0xEF, unsafe ForbiddenCharacter.starts(in: bytes, at: position) {
                    throw unsafe fail(position, ForbiddenCharacter.message(in: bytes, at: position))
                }
                unsafe scratch.append(byte)
                unsafe position += 1
            }
        }
        throw unsafe fail(
            count, unsafe "expected \(quoteText) to close the value of '\(name)' opened at \(locator.describe(open)), found end of input")
    }

    /// Reads the template-expression form `{"text"}` at `position` (the `{`). The decoded text
    /// stays in the scratch buffer, with the offset map back to the input (for a style).
    private mutating func readBracedString(name: String) throws(VMLParseError) -> String {
        let open = unsafe position
        unsafe position += 1
        unsafe skipWhitespace()
        guard unsafe position < bytes.count, unsafe bytes[position] == 0x22 else {
            throw unsafe fail(
                position,
                unsafe "expected a string literal in '{…}' (the form {\"text\"}), found \(Describe.token(in: bytes, at: position, end: "end of input"))"
            )
        }
        let stringOpen = unsafe position
        unsafe position += 1
        unsafe scratch.count = 0
        unsafe offsetMap.reset(sourceBase: position)
        while true {
            guard unsafe position < bytes.count else {
                throw unsafe fail(
                    position, unsafe "expected '\"' to close the string opened at \(locator.describe(stringOpen)), found end of input")
            }
            let byte = unsafe bytes[position]
            if byte == 0x22 { break }
            switch byte {
            case 0x5C:  // "\\"
                switch unsafe StringEscape.read(bytes, at: position) {
                case .character(let scalar, let end):
                    let decodedStart = unsafe scratch.count
                    unsafe scratch.append(scalar)
                    unsafe offsetMap.record(decoded: decodedStart..<scratch.count, source: position..<end)
                    unsafe position = end
                case .failure(let offset, let message):
                    throw unsafe fail(offset, message)
                case .endOfInput:
                    throw unsafe fail(
                        bytes.count,
                        unsafe "expected '\"' to close the string opened at \(locator.describe(stringOpen)), found end of input")
                }
            case 0x26:  // "&"
                let reference = try unsafe readReference(at: position)
                let decodedStart = unsafe scratch.count
                unsafe scratch.append(reference.scalar)
                unsafe offsetMap.record(decoded: decodedStart..<scratch.count, source: position..<reference.end)
                unsafe position = reference.end
            case 0x09, 0x0A, 0x0D:
                unsafe scratch.append(0x20)
                unsafe position += 1
                if byte == 0x0D, unsafe position < bytes.count, unsafe bytes[position] == 0x0A {
                    unsafe offsetMap.record(decoded: (scratch.count - 1)..<scratch.count, source: (position - 1)..<(position + 1))
                    unsafe position += 1
                }
            default:
                if byte < 0x20 || byte == 0xEF, unsafe ForbiddenCharacter.starts(in: bytes, at: position) {
                    throw unsafe fail(position, ForbiddenCharacter.message(in: bytes, at: position))
                }
                unsafe scratch.append(byte)
                unsafe position += 1
            }
        }
        unsafe position += 1
        let value = unsafe scratch.string(length: scratch.count)
        unsafe skipWhitespace()
        guard unsafe position < bytes.count, unsafe bytes[position] == 0x7D else {  // "}"
            throw unsafe fail(
                position,
                unsafe "expected '}' to close '{' opened at \(locator.describe(open)), found \(Describe.byte(in: bytes, at: position))")
        }
        unsafe position += 1
        return value
    }
}
