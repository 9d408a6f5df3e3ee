// swift-format-ignore-file
// Generated from README.md by DocExampleExtractor: do not edit (the code is the page's, as written).
// Regenerate: .ci/regenerate-doc-examples

import Foundation
import VML
import VMLParser
import VMLPreview
import VMLTesting
import VMLValidation

enum READMEDocExamples {
    /// README.md, example 1
    enum Example1 {
        static func run() throws -> String {
            var printed: [String] = []
            func print(_ items: Any...) { printed.append(items.map { "\($0)" }.joined(separator: " ")) }
            let view = VmlVStack(alignment: .leading, spacing: 8) {
                VmlText("Hello")
                    .font(.system(size: 17, weight: .semibold))
                    .foregroundColor(.purple)
                VmlImage(systemName: "star.fill")
                    .foregroundColor(.yellow)
            }
            .padding(16)

            print(try view.renderVML())
            _ = view
            return printed.joined(separator: "\n")
        }
    }

    static let examples: [DocExample] = [
        DocExample(number: 1, run: { try Example1.run() }),
    ]
}
