// swift-format-ignore-file
// Generated from Docs/Diagnostics.md by DocExampleExtractor: do not edit (the code is the page's, as written).
// Regenerate: .ci/regenerate-doc-examples

import Foundation
import VML
import VMLParser
import VMLPreview
import VMLTesting
import VMLValidation

enum DiagnosticsDocExamples {
    /// Docs/Diagnostics.md, example 1
    enum Example1 {
        static func run() throws -> String {
            var printed: [String] = []
            func print(_ items: Any...) { printed.append(items.map { "\($0)" }.joined(separator: " ")) }
            let document: VMLDocument = [.element("Text", style: [VMLModifier("background", VMLArgument(.symbol("bg")))], children: ["Hi"])]
            _ = document
            let diagnostics = VMLValidator().validate(document)        // or: document.validate()
            for diagnostic in diagnostics {
                print(diagnostic)   // Text[0]: warning: the style of Text references :bg, … [missing-slot]
            }
            _ = diagnostics
            return printed.joined(separator: "\n")
        }
    }

    /// Docs/Diagnostics.md, example 2
    enum Example2 {
        static func run() throws -> String {
            var printed: [String] = []
            func print(_ items: Any...) { printed.append(items.map { "\($0)" }.joined(separator: " ")) }
            let text = "<Text>Hi</Text>"
            _ = text
            let (document, sourceMap) = try VMLParser().parseWithSourceMap(text)
            let diagnostics = VMLValidator().validate(document, sourceMap: sourceMap)
            print(diagnostics.formatted(file: "home.vml"))
            // home.vml:4:5: warning: template="toolbar" on ToolbarItem is ignored: … [nested-template]
            _ = document
            _ = sourceMap
            _ = diagnostics
            return printed.joined(separator: "\n")
        }
    }

    /// Docs/Diagnostics.md, example 3
    enum Example3 {
        static func run() throws -> String {
            var printed: [String] = []
            func print(_ items: Any...) { printed.append(items.map { "\($0)" }.joined(separator: " ")) }
            do {
                _ = try VMLParser().parse("<Text>")
            } catch {
                print(VMLDiagnostic(error).formatted(file: "a.vml"))
                // a.vml:1:7: error: expected '</Text>' to close '<Text>' opened at 1:1, found end of input [parse-error]
            }
            return printed.joined(separator: "\n")
        }
    }

    /// Docs/Diagnostics.md, example 4
    enum Example4 {
        static func run() throws -> String {
            var printed: [String] = []
            func print(_ items: Any...) { printed.append(items.map { "\($0)" }.joined(separator: " ")) }
            let star: VMLNode = .element("Star", attributes: ["template": ":bg"])
            if let text = shownText(
            star.validate()
            // Star[0]: error: invalid template name ":bg": write it without the colon, template="bg",
            // and keep :bg in the parent's style [invalid-name]
            ) { printed.append(text) }
            _ = star
            return printed.joined(separator: "\n")
        }
    }

    /// Docs/Diagnostics.md, example 5
    enum Example5 {
        static func run() throws -> String {
            var printed: [String] = []
            func print(_ items: Any...) { printed.append(items.map { "\($0)" }.joined(separator: " ")) }
            var table = VMLSlotTable.standard
            if let text = shownText(
            table.setSlots([.init("header"), .init("footer")], for: "Card")
            ) { printed.append(text) }
            if let text = shownText(
            table.setSlots([.init("items", cardinality: .multiple), .init("body", isDefault: true)], for: "Deck")
            ) { printed.append(text) }
            if let text = shownText(
            table.setSlot(.init(label: "menuItems", cardinality: .multiple), forModifier: "contextMenu")
            ) { printed.append(text) }
            let validator = VMLValidator(slotTable: table)

            // or, chained:
            let cards = VMLValidator(slotTable: .standard.withSlots([.init("header"), .init("footer")], for: "Card"))
            _ = table
            _ = validator
            _ = cards
            return printed.joined(separator: "\n")
        }
    }

    /// Docs/Diagnostics.md, example 7
    enum Example7 {
        static func run() throws -> String {
            var printed: [String] = []
            func print(_ items: Any...) { printed.append(items.map { "\($0)" }.joined(separator: " ")) }
            let bytes = Array("<VStack>\n  <Text title=\"attr(x)\">Hi</Text>\n</VStack>".utf8)
            print(VMLValidator().check(bytes).formatted(file: "a.vml"))
            _ = bytes
            return printed.joined(separator: "\n")
        }
    }

    static let examples: [DocExample] = [
        DocExample(number: 1, run: { try Example1.run() }),
        DocExample(number: 2, run: { try Example2.run() }),
        DocExample(number: 3, run: { try Example3.run() }),
        DocExample(number: 4, run: { try Example4.run() }),
        DocExample(number: 5, run: { try Example5.run() }),
        DocExample(number: 7, run: { try Example7.run() }),
    ]
}
