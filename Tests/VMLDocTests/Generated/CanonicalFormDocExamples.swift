// swift-format-ignore-file
// Generated from Docs/CanonicalForm.md by DocExampleExtractor: do not edit (the code is the page's, as written).
// Regenerate: .ci/regenerate-doc-examples

import Foundation
import VML
import VMLParser
import VMLPreview
import VMLTesting
import VMLValidation

enum CanonicalFormDocExamples {
    /// Docs/CanonicalForm.md, example 1
    enum Example1 {
        static func run() throws -> String {
            var printed: [String] = []
            func print(_ items: Any...) { printed.append(items.map { "\($0)" }.joined(separator: " ")) }
            let document: VMLDocument = [.element("Text", children: ["Hi"])]
            _ = document
            if let text = shownText(
            try VMLSerializer(writesDoctype: true).serialize(document)
            ) { printed.append(text) }
            return printed.joined(separator: "\n")
        }
    }

    /// Docs/CanonicalForm.md, example 2
    enum Example2 {
        static func run() throws -> String {
            var printed: [String] = []
            func print(_ items: Any...) { printed.append(items.map { "\($0)" }.joined(separator: " ")) }
            let document: VMLDocument = [.element("Text", children: ["  a < b", "\n"])]
            if let text = shownText(
            try document.serialized()
            ) { printed.append(text) }
            _ = document
            return printed.joined(separator: "\n")
        }
    }

    /// Docs/CanonicalForm.md, example 3
    enum Example3 {
        static func run() throws -> String {
            var printed: [String] = []
            func print(_ items: Any...) { printed.append(items.map { "\($0)" }.joined(separator: " ")) }
            let document: VMLDocument = [.element("Text", children: ["bell\u{07}"]), .element("Text", children: ["\u{FEFF}x"])]
            if let text = shownText(
            try document.serialized()
            ) { printed.append(text) }
            _ = document
            return printed.joined(separator: "\n")
        }
    }

    /// Docs/CanonicalForm.md, example 4
    enum Example4 {
        static func run() throws -> String {
            var printed: [String] = []
            func print(_ items: Any...) { printed.append(items.map { "\($0)" }.joined(separator: " ")) }
            let document: VMLDocument = [.element("Text", style: [VMLModifier("navigationTitle", "Say \"hi\"")], children: ["Hi"])]
            if let text = shownText(
            try document.serialized()
            ) { printed.append(text) }
            _ = document
            return printed.joined(separator: "\n")
        }
    }

    static let examples: [DocExample] = [
        DocExample(number: 1, run: { try Example1.run() }),
        DocExample(number: 2, run: { try Example2.run() }),
        DocExample(number: 3, run: { try Example3.run() }),
        DocExample(number: 4, run: { try Example4.run() }),
    ]
}
