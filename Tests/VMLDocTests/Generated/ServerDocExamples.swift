// swift-format-ignore-file
// Generated from Docs/Server.md by DocExampleExtractor: do not edit (the code is the page's, as written).
// Regenerate: .ci/regenerate-doc-examples

import Foundation
import VML
import VMLParser
import VMLTesting
import VMLValidation

enum ServerDocExamples {
    static let examples: [DocExample] = [
    ]
}
