@_spi(VMLInternals) import VMLCore

extension ValidationPass {
    /// invalid-name: the element's name, its attribute names and its template name, by the
    /// core's rules (``VMLName``), so the validator and the serializer never disagree; and
    /// attr-outside-style and symbol-outside-style: attribute values written in style syntax.
    mutating func checkNamesAndAttributeValues(_ element: borrowing VMLNode.Element) {
        if !elementNames.accepts(element.name, by: VMLName.isElementName) {
            report(.error, .invalidName, VMLNameRule.elementName.violation(by: element.name), path: path, location: elementLocation(path))
        }
        // One read of the list where the element holds it: not copied. Most lists
        // need no diagnostic, which one look at each attribute shows. Otherwise the names first,
        // then the values, so the diagnostics come in that order, as they always have.
        element.readAttributes { attributes in
            guard !arePlainlyValid(attributes) else { return }
            checkAttributeNames(attributes)
            checkAttributeValues(attributes)
        }
    }

    /// Whether no attribute needs a diagnostic from the name rules: each name is valid, a
    /// template's value is an identifier, and no other value can be style syntax. Each attribute
    /// is read where the list stores it (passed to a closure, as `allSatisfy` does, each was
    /// copied: a retain and a release of its name and its value).
    private mutating func arePlainlyValid(_ attributes: [VMLAttribute]) -> Bool {
        for index in attributes.indices {
            guard attributeNames.accepts(attributes[index].name, by: VMLName.isAttributeName) else { return false }
            if VMLNode.Element.isTemplateAttribute(attributes[index].name) {
                guard VMLName.isIdentifier(attributes[index].value) else { return false }
            } else if attributes[index].value.mayBeStyleSyntax(readingWords: readsSmallStrings) {
                return false
            }
        }
        return true
    }

    /// invalid-name: the attribute names, and the template attribute's value.
    private mutating func checkAttributeNames(_ attributes: [VMLAttribute]) {
        for index in attributes.indices {
            let name = attributes[index].name
            if !VMLName.isAttributeName(name) {
                report(
                    .error, .invalidName, VMLNameRule.attributeName.violation(by: name),
                    path: path, location: attributeLocation(name, path)
                )
            } else if VMLNode.Element.isTemplateAttribute(name), !VMLName.isIdentifier(attributes[index].value) {
                report(
                    .error, .invalidName, VMLNameRule.templateName.violation(by: attributes[index].value),
                    path: path, location: attributeLocation(name, path)
                )
            }
        }
    }

    /// attr-outside-style and symbol-outside-style: attribute values (not a template's) written
    /// in style syntax.
    private mutating func checkAttributeValues(_ attributes: [VMLAttribute]) {
        for index in attributes.indices where !VMLNode.Element.isTemplateAttribute(attributes[index].name) {
            // Most values cannot be either form, and skip the trimmed copy.
            guard attributes[index].value.mayBeStyleSyntax(readingWords: readsSmallStrings) else { continue }
            let name = attributes[index].name
            let value = attributes[index].value.trimmingASCIIWhitespace()
            if value.hasPrefix("attr("), value.hasSuffix(")") {
                report(
                    .error, .attrOutsideStyle, Messages.attrOutsideStyle(attribute: name, value: value),
                    path: path, location: attributeLocation(name, path)
                )
            } else if value.hasPrefix(":"), VMLName.isIdentifier(String(value.dropFirst())) {
                report(
                    .error, .symbolOutsideStyle,
                    Messages.symbolOutsideStyle(attribute: name, symbol: String(value.dropFirst())),
                    path: path, location: attributeLocation(name, path)
                )
            }
        }
    }
}

extension String {
    /// Whether, without spaces, tabs, CRs and LFs at either end, the bytes start with `:`, or
    /// start with `attr(` and end with `)`: what both forms need, checked on the bytes without
    /// making the trimmed copy. The end is looked at only for a value that starts `attr(` (a value
    /// such as `arrow.up` starts with `a` but is neither).
    ///
    /// `readingWords` (``SmallASCII/layoutHolds``, read once by the caller): a value of at most
    /// 15 ASCII bytes whose first byte is neither a blank nor `:` nor `a`, the usual value, is
    /// answered from that byte, read from the string's own words, where the call is made (a
    /// call of its own per attribute cost `vml check` 5 M instructions more).
    @inline(__always)
    func mayBeStyleSyntax(readingWords: Bool) -> Bool {
        if let small = SmallASCII(self, layoutHolds: readingWords) {
            switch UInt8(truncatingIfNeeded: small.key.low) {
            case 0x20, 0x09, 0x0A, 0x0D, 0x3A, 0x61: break  // space, tab, LF, CR, ":", "a"
            default: return false  // the empty value too: its first byte reads as 0
            }
        }
        return mayBeStyleSyntaxFromBytes
    }

    /// ``mayBeStyleSyntax(readingWords:)``, walking the bytes.
    private var mayBeStyleSyntaxFromBytes: Bool {
        var bytes = utf8.makeIterator()
        while let byte = bytes.next() {
            switch byte {
            case 0x20, 0x09, 0x0A, 0x0D: continue
            case 0x3A: return true  // ":"
            case 0x61: return isAttrCallOnceTrimmed  // "a"
            default: return false
            }
        }
        return false
    }

    /// Whether, without spaces, tabs, CRs and LFs at either end, the bytes start with `attr(` and
    /// end with `)`.
    private var isAttrCallOnceTrimmed: Bool {
        let isSpace: (UInt8) -> Bool = { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
        guard let first = utf8.firstIndex(where: { !isSpace($0) }) else { return false }
        return utf8[first...].starts(with: "attr(".utf8) && utf8.last(where: { !isSpace($0) }) == 0x29  // ")"
    }

    /// The string without spaces, tabs, CRs and LFs at either end.
    func trimmingASCIIWhitespace() -> String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "\r\n" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else {
            return ""
        }
        return String(self[first...last])
    }
}
