@_spi(VMLInternals) import VMLCore

extension ValidationPass {
    /// unknown-element, unknown-attribute, unknown-modifier, unknown-member and invalid-argument:
    /// the element's name, its attributes and its style's modifiers against SwiftUI's names and
    /// the schema's (``StyleVocabulary``). Warnings, or errors when checking strictly.
    mutating func checkVocabulary(of element: borrowing VMLNode.Element, style: StyleReferences) {
        guard let vocabulary else { return }
        let severity = vocabulary.severity
        let name = element.name
        let entry: StyleVocabulary.ElementEntry
        if let known = elementEntries[name] {
            entry = known
        } else {
            entry = vocabulary.entry(forElement: name)
            elementEntries[name] = entry
        }
        if let finding = entry.finding {
            report(severity, finding.code, finding.message, path: path, location: elementLocation(path))
        }
        if let known = entry.attributes {
            element.withAttributes { attributes in
                for index in attributes.indices {
                    let attribute = attributes[index].name
                    guard !known.contains(attribute) else { continue }
                    let bound = style.bindings.contains { $0.name == attribute }
                    guard
                        let finding = vocabulary.finding(
                            forAttribute: attribute, element: name, known: known, bound: bound,
                            declaredBySchema: entry.declaredBySchema)
                    else { continue }
                    report(severity, finding.code, finding.message, path: path, location: attributeLocation(attribute, path))
                }
            }
        }
        for finding in style.vocabularyFindings {
            report(severity, finding.code, finding.message, path: path, location: styleLocation(path))
        }
    }
}
