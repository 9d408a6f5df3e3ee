@_spi(VMLInternals) import VMLCore

extension ValidationPass {
    /// unknown-element, unknown-attribute, unknown-modifier, unknown-member and invalid-argument:
    /// the element's name, its attributes and its style's modifiers against SwiftUI's names and
    /// the schema's (``StyleVocabulary``). Warnings, or errors when checking strictly.
    mutating func checkVocabulary(of element: borrowing VMLNode.Element, style: StyleReferences) {
        guard let vocabulary else { return }
        let name = element.name
        if let slot = elementVocabulary.index(of: name, in: vocabulary) {
            if elementVocabulary.hasFinding(at: slot) { checkElementName(elementVocabulary.entry(at: slot), vocabulary) }
            if elementVocabulary.checksAttributes(at: slot) {
                element.readAttributes { attributes in
                    for index in attributes.indices where !elementVocabulary.hasAccepted(attributes[index].name, at: slot) {
                        let entry = elementVocabulary.entry(at: slot)
                        let attribute = attributes[index].name
                        // A name that needs nothing, bound or not, is remembered; one that is
                        // fine only because this style binds it is looked at again next time.
                        if checkAttribute(attribute, of: name, entry, bound: false, vocabulary, reporting: false) {
                            guard let type = entry.valueTypes[attribute] else {
                                elementVocabulary.accept(attribute, at: slot)
                                continue
                            }
                            // A typed attribute: its value is looked at each time, unless it fit before.
                            let value = attributes[index].value
                            if elementVocabulary.hasAcceptedValue(value, of: attribute, at: slot) { continue }
                            if checkValue(value, of: attribute, element: name, type, style: style, vocabulary) {
                                elementVocabulary.acceptValue(value, of: attribute, at: slot)
                            }
                        } else {
                            let bound = style.bindings.contains { $0.name == attribute }
                            _ = checkAttribute(attribute, of: name, entry, bound: bound, vocabulary)
                        }
                    }
                }
            }
        } else {
            let entry = elementVocabulary.overflowEntry(of: name, in: vocabulary)
            checkElementName(entry, vocabulary)
            element.readAttributes { attributes in
                for index in attributes.indices {
                    let attribute = attributes[index].name
                    let known = checkAttribute(
                        attribute, of: name, entry, bound: style.bindings.contains { $0.name == attribute }, vocabulary)
                    if known, let type = entry.valueTypes[attribute] {
                        _ = checkValue(attributes[index].value, of: attribute, element: name, type, style: style, vocabulary)
                    }
                }
            }
        }
        if let findings = styleFindings?.findings(of: element.style), !findings.isEmpty {
            for finding in findings {
                report(vocabulary.severity, finding.code, finding.message, path: path, location: styleLocation(path))
            }
        }
    }

    private mutating func checkElementName(_ entry: StyleVocabulary.ElementEntry, _ vocabulary: StyleVocabulary) {
        guard let finding = entry.finding else { return }
        report(vocabulary.severity, finding.code, finding.message, path: path, location: elementLocation(path))
    }

    /// invalid-attribute-value: reports a value its attribute's type does not take, unless the
    /// style binds the attribute (then it is the app's own) or the value is style syntax (which
    /// the name rules report); returns whether the value fits.
    private mutating func checkValue(
        _ value: String, of attribute: String, element: String, _ type: AttributeValueType, style: StyleReferences,
        _ vocabulary: StyleVocabulary
    ) -> Bool {
        guard let finding = vocabulary.finding(forValue: value, of: attribute, element: element, type: type) else { return true }
        if style.bindings.contains(where: { $0.name == attribute }) || value.mayBeStyleSyntax(readingWords: readsSmallStrings) {
            return false
        }
        report(vocabulary.severity, finding.code, finding.message, path: path, location: attributeLocation(attribute, path))
        return false
    }

    /// Reports the attribute if it needs it (unless `reporting` is off); returns whether it needs nothing.
    private mutating func checkAttribute(
        _ attribute: String, of element: String, _ entry: StyleVocabulary.ElementEntry, bound: Bool, _ vocabulary: StyleVocabulary,
        reporting: Bool = true
    ) -> Bool {
        guard let known = entry.attributes else { return true }
        guard
            let finding = vocabulary.finding(
                forAttribute: attribute, element: element, known: known, bound: bound, declaredBySchema: entry.declaredBySchema)
        else { return true }
        if reporting {
            report(vocabulary.severity, finding.code, finding.message, path: path, location: attributeLocation(attribute, path))
        }
        return false
    }
}
