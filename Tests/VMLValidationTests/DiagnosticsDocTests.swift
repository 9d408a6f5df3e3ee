import Foundation
import Testing
import VMLCore
import VMLParser
import VMLValidation

/// Docs/Diagnostics.md: in each code's section, the first XML example gives that code (and only
/// that code), and every later XML example (the fix) gives nothing. A section whose first example
/// follows `<!-- checked with: target iOS X -->` is checked with that target (`newer-than-target`).
/// The cases are read from the document, so each keeps the line of its heading there: a failure
/// points at Docs/Diagnostics.md.
struct DocSection: CustomTestStringConvertible, Sendable {
    var code: String
    var examples: [String]
    var sourceLocation: SourceLocation
    /// The target its examples are checked with, from `<!-- checked with: target … -->`.
    var target: VMLOSVersion? = nil

    var testDescription: String { code }
}

private let docSections: [DocSection] = {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Docs/Diagnostics.md")
    guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
    var sections: [DocSection] = []
    var inExample = false
    var example = ""
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
        let location = SourceLocation(fileID: "Docs/Diagnostics.md", filePath: url.path, line: index + 1, column: 1)
        if line.hasPrefix("## ") {
            sections.append(DocSection(code: "", examples: [], sourceLocation: location))
        } else if line.hasPrefix("### ") {
            sections.append(DocSection(code: String(line.dropFirst(4)), examples: [], sourceLocation: location))
        } else if line.hasPrefix("<!-- checked with: target "), !sections.isEmpty {
            let text = line.dropFirst("<!-- checked with: target ".count).replacingOccurrences(of: " -->", with: "")
            sections[sections.count - 1].target = VMLOSVersion(text)
        } else if line == "```xml" {
            inExample = true
            example = ""
        } else if inExample, line == "```" {
            inExample = false
            if !sections.isEmpty { sections[sections.count - 1].examples.append(example) }
        } else if inExample {
            example += line + "\n"
        }
    }
    return sections.filter { !$0.code.isEmpty }
}()

@Test func theDocumentHasASectionPerCode() {
    #expect(docSections.map(\.code) == (VMLDiagnostic.Code.validatorCodes + VMLDiagnostic.Code.textCodes).map(\.rawValue))
    // Only invalid-name has no XML example: the parser refuses those names in text.
    #expect(docSections.filter { $0.examples.isEmpty }.map(\.code) == ["invalid-name"])
    // Only newer-than-target needs a target to show its code.
    #expect(docSections.filter { $0.target != nil }.map(\.code) == ["newer-than-target"])
}

@Test func invalidNameDocExampleSaysWhatItShows() throws {
    let star: VMLNode = .element("Star", attributes: ["template": ":bg"])
    let diagnostic = try #require(star.validate().first)
    #expect(
        diagnostic.description
            == #"Star[0]: error: invalid template name ":bg": write it without the colon, template="bg", and keep :bg in the parent's style [invalid-name]"#
    )
}

@Test(arguments: docSections.filter { !$0.examples.isEmpty })
func docExampleGivesItsCodeAndTheFixGivesNothing(_ section: DocSection) throws {
    let first = try #require(section.examples.first, sourceLocation: section.sourceLocation)
    // As `vml check` reads them: from the text, which also gives the codes a tree does not keep.
    let validator = VMLValidator(target: section.target)
    let codes = validator.check(Array(first.utf8)).map(\.code.rawValue)
    #expect(!codes.isEmpty, sourceLocation: section.sourceLocation)
    #expect(codes.allSatisfy { $0 == section.code }, sourceLocation: section.sourceLocation)
    for fix in section.examples.dropFirst() {
        #expect(validator.check(Array(fix.utf8)).isEmpty, sourceLocation: section.sourceLocation)
    }
}
