// swift-format-ignore-file
// Generated from Docs/Testing.md by DocExampleExtractor: do not edit (the code is the page's, as written).
// Regenerate: .ci/regenerate-doc-examples

import Foundation
import VML
import VMLParser
import VMLPreview
import VMLTesting
import VMLValidation

enum TestingDocExamples {
    /// Docs/Testing.md, example 4
    enum Example4 {
        static func run() throws -> String {
            var printed: [String] = []
            func print(_ items: Any...) { printed.append(items.map { "\($0)" }.joined(separator: " ")) }
            if let text = shownText(
            assertVml(VmlText("Hi").padding(8), equals: """
                <Text style="padding(8)">Hi</Text>
                """)
            ) { printed.append(text) }
            return printed.joined(separator: "\n")
        }
    }

    static let examples: [DocExample] = [
        DocExample(number: 4, run: { try Example4.run() }),
    ]
}
