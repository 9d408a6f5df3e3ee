// swift-format-ignore-file
// Generated from Docs/Server.md by DocExampleExtractor: do not edit (the code is the page's, as written).
// Regenerate: .ci/regenerate-doc-examples

import Foundation
import VML
import VMLParser
import VMLPreview
import VMLTesting
import VMLValidation

enum ServerDocExamples {
    /// Docs/Server.md, example 4
    enum Example4 {
        struct EmptyState: VmlView {
            var body: some VmlView {
                if vmlAvailable(iOS: 17) {
                    VmlContentUnavailableView("No Tasks", systemImage: "checklist")
                } else {
                    VmlText("No Tasks")
                }
            }
        }

        static func run() throws -> String {
            var printed: [String] = []
            func print(_ items: Any...) { printed.append(items.map { "\($0)" }.joined(separator: " ")) }
            let header: String? = "iOS/16.4"   // the request's VML-Client header


            let context = VmlRenderContext(locale: Locale(identifier: "en_US")).forClient(header.flatMap { VMLOSVersion($0) })
            var bytes: [UInt8] = []
            if let text = shownText(
            try context.apply { try EmptyState().renderVML(.compact, into: &bytes) }
            ) { printed.append(text) }
            if let text = shownText(
            String(decoding: bytes, as: UTF8.self)
            ) { printed.append(text) }
            _ = header
            _ = context
            _ = bytes
            return printed.joined(separator: "\n")
        }
    }

    static let examples: [DocExample] = [
        DocExample(number: 4, run: { try Example4.run() }),
    ]
}
