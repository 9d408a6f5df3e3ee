// swift-format-ignore-file
// Generated from Docs/JSONForm.md by DocExampleExtractor: do not edit (the code is the page's, as written).
// Regenerate: .ci/regenerate-doc-examples

import Foundation
import VML
import VMLParser
import VMLPreview
import VMLTesting
import VMLValidation

enum JSONFormDocExamples {
    /// Docs/JSONForm.md, example 1
    enum Example1 {
        static func run() throws -> String {
            var printed: [String] = []
            func print(_ items: Any...) { printed.append(items.map { "\($0)" }.joined(separator: " ")) }
            let document: VMLDocument = [.element("Text", children: ["Hello"])]
            _ = document
            let data = try JSONEncoder().encode(document)
            let again = try JSONDecoder().decode(VMLDocument.self, from: data)   // again == document
            _ = data
            _ = again
            return printed.joined(separator: "\n")
        }
    }

    static let examples: [DocExample] = [
        DocExample(number: 1, run: { try Example1.run() }),
    ]
}
