// swift-format-ignore-file
// Generated from Docs/Parsing.md by DocExampleExtractor: do not edit (the code is the page's, as written).
// Regenerate: .ci/regenerate-doc-examples

import Foundation
import VML
import VMLParser
import VMLPreview
import VMLTesting
import VMLValidation

enum ParsingDocExamples {
    /// Docs/Parsing.md, example 1
    enum Example1 {
        static func run() throws -> String {
            var printed: [String] = []
            func print(_ items: Any...) { printed.append(items.map { "\($0)" }.joined(separator: " ")) }
            let document = try VMLParser().parse(#"<Text style="padding( 8 ),">Hello</Text>"#)
            if let text = shownText(
            try document.serialized()            // "<Text style=\"padding(8)\">Hello</Text>\n"
            ) { printed.append(text) }
            if let text = shownText(
            try document.serialized(.compact)    // "<Text style=\"padding(8)\">Hello</Text>"
            ) { printed.append(text) }
            _ = document
            return printed.joined(separator: "\n")
        }
    }

    /// Docs/Parsing.md, example 2
    enum Example2 {
        static func run() throws -> String {
            var printed: [String] = []
            func print(_ items: Any...) { printed.append(items.map { "\($0)" }.joined(separator: " ")) }
            let parser = VMLParser(options: .init(maximumDepth: 64, maximumInputBytes: 1_000_000))
            _ = parser
            return printed.joined(separator: "\n")
        }
    }

    static let examples: [DocExample] = [
        DocExample(number: 1, run: { try Example1.run() }),
        DocExample(number: 2, run: { try Example2.run() }),
    ]
}
