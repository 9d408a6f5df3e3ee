// swift-format-ignore-file
// Generated from Docs/BuildingTrees.md by DocExampleExtractor: do not edit (the code is the page's, as written).
// Regenerate: .ci/regenerate-doc-examples

import Foundation
import VML
import VMLParser
import VMLPreview
import VMLTesting
import VMLValidation

enum BuildingTreesDocExamples {
    /// Docs/BuildingTrees.md, example 1
    enum Example1 {
        static func run() throws -> String {
            var printed: [String] = []
            func print(_ items: Any...) { printed.append(items.map { "\($0)" }.joined(separator: " ")) }
            let document: VMLDocument = [
                .element(
                    "VStack",
                    attributes: ["id": "home"],
                    style: [
                        VMLModifier("padding", 16),                                            // padding(16)
                        VMLModifier("background", VMLArgument(.member("blue").member("opacity", 0.5))),
                    ],
                    children: [
                        .element("Text", style: [VMLModifier("font", VMLArgument(.member("largeTitle")))], children: ["Hello"]),
                        .element("Image", attributes: ["systemName": "star"]),
                    ]
                )
            ]
            print(try document.serialized())
            _ = document
            return printed.joined(separator: "\n")
        }
    }

    /// Docs/BuildingTrees.md, example 2
    enum Example2 {
        static func run() throws -> String {
            var printed: [String] = []
            func print(_ items: Any...) { printed.append(items.map { "\($0)" }.joined(separator: " ")) }
            let shadow: VMLExpression = .member("black").member("opacity", 0.2)
            if case .call(let call) = shadow, case .member(let member) = call.callee {
                print(member.base, member.name, call.arguments.count)
            }
            _ = shadow
            return printed.joined(separator: "\n")
        }
    }

    /// Docs/BuildingTrees.md, example 3
    enum Example3 {
        static func run() throws -> String {
            var printed: [String] = []
            func print(_ items: Any...) { printed.append(items.map { "\($0)" }.joined(separator: " ")) }
            let document: VMLDocument = [.element("Text", children: ["Hello"])]
            _ = document
            let pretty = try document.serialized()            // fixtures and snapshots
            let wire = try document.serialized(.compact)      // responses

            var body: [UInt8] = []                             // or a buffer you reuse
            if let text = shownText(
            try VMLSerializer(format: .compact).serialize(document, into: &body)
            ) { printed.append(text) }
            _ = pretty
            _ = wire
            _ = body
            return printed.joined(separator: "\n")
        }
    }

    static let examples: [DocExample] = [
        DocExample(number: 1, run: { try Example1.run() }),
        DocExample(number: 2, run: { try Example2.run() }),
        DocExample(number: 3, run: { try Example3.run() }),
    ]
}
