// swift-format-ignore-file
// Generated from Docs/Preview.md by DocExampleExtractor: do not edit (the code is the page's, as written).
// Regenerate: .ci/regenerate-doc-examples

import Foundation
import VML
import VMLParser
import VMLPreview
import VMLTesting
import VMLValidation

enum PreviewDocExamples {
    /// Docs/Preview.md, example 1
    enum Example1 {
        static func run() throws -> String {
            var printed: [String] = []
            func print(_ items: Any...) { printed.append(items.map { "\($0)" }.joined(separator: " ")) }
            let page = try VmlVStack {
                VmlText("Hello").font(.title)
                VmlText("World")
            }.previewPage(VMLPreviewOptions(device: .iPhoneSE, colorScheme: .dark))
            print(page.hasErrors, page.approximatedCount, page.notDrawnCount)
            print(page.html.contains(#"data-vml-path="VStack[0] &gt; Text[1]""#))
            _ = page
            return printed.joined(separator: "\n")
        }
    }

    /// Docs/Preview.md, example 2
    enum Example2 {
        static func run() throws -> String {
            var printed: [String] = []
            func print(_ items: Any...) { printed.append(items.map { "\($0)" }.joined(separator: " ")) }
            let document = try VMLParser().parse("<Text>Hi</Text>")
            print(document.previewHTML().hasPrefix("<!DOCTYPE html>"))
            let broken = VMLPreviewPage(source: Array("<Text>Hi".utf8), options: VMLPreviewOptions(fileName: "Hi.vml"))
            print(broken.hasErrors, broken.diagnostics[0].formatted(file: "Hi.vml"))
            _ = document
            _ = broken
            return printed.joined(separator: "\n")
        }
    }

    static let examples: [DocExample] = [
        DocExample(number: 1, run: { try Example1.run() }),
        DocExample(number: 2, run: { try Example2.run() }),
    ]
}
