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
        static var value: VMLExpression { .member("red") }
    }

    /// Docs/BuildingTrees.md, example 3
    enum Example3 {
        static var value: VMLExpression { .member("system", .labeled("size", 17)) }
    }

    /// Docs/BuildingTrees.md, example 4
    enum Example4 {
        static var value: VMLExpression { .member("black").member("opacity", 0.2) }
    }

    /// Docs/BuildingTrees.md, example 5
    enum Example5 {
        static var value: VMLExpression { .path("Color.yellow") }
    }

    /// Docs/BuildingTrees.md, example 6
    enum Example6 {
        static var value: VMLExpression { .call("Gradient.Stop", .labeled("color", .member("red")), .labeled("location", 0)) }
    }

    /// Docs/BuildingTrees.md, example 7
    enum Example7 {
        static var value: VMLExpression { .call("EdgeInsets") }
    }

    /// Docs/BuildingTrees.md, example 8
    enum Example8 {
        static var value: VMLExpression { .hex("#FF0000") }
    }

    /// Docs/BuildingTrees.md, example 9
    enum Example9 {
        static var value: VMLExpression { .angle(degrees: 45) }
    }

    /// Docs/BuildingTrees.md, example 10
    enum Example10 {
        static var value: VMLExpression { .symbol("bg") }
    }

    /// Docs/BuildingTrees.md, example 11
    enum Example11 {
        static var value: VMLExpression { .attr(VMLAttrBinding("w", type: .number, fallback: 200)) }
    }

    /// Docs/BuildingTrees.md, example 12
    enum Example12 {
        static var value: VMLExpression { .range(.closed(2, 4)) }
    }

    /// Docs/BuildingTrees.md, example 13
    enum Example13 {
        static var value: VMLExpression { .tuple([.labeled("x", 1), .labeled("y", 0), .labeled("z", 0)]) }
    }

    /// Docs/BuildingTrees.md, example 14
    enum Example14 {
        static var value: VMLExpression { [.member("blue"), .member("purple")] }
    }

    /// Docs/BuildingTrees.md, example 15
    enum Example15 {
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

    /// Docs/BuildingTrees.md, example 16
    enum Example16 {
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
        DocExample(number: 2, run: { try shownValue(Example2.value) }),
        DocExample(number: 3, run: { try shownValue(Example3.value) }),
        DocExample(number: 4, run: { try shownValue(Example4.value) }),
        DocExample(number: 5, run: { try shownValue(Example5.value) }),
        DocExample(number: 6, run: { try shownValue(Example6.value) }),
        DocExample(number: 7, run: { try shownValue(Example7.value) }),
        DocExample(number: 8, run: { try shownValue(Example8.value) }),
        DocExample(number: 9, run: { try shownValue(Example9.value) }),
        DocExample(number: 10, run: { try shownValue(Example10.value) }),
        DocExample(number: 11, run: { try shownValue(Example11.value) }),
        DocExample(number: 12, run: { try shownValue(Example12.value) }),
        DocExample(number: 13, run: { try shownValue(Example13.value) }),
        DocExample(number: 14, run: { try shownValue(Example14.value) }),
        DocExample(number: 15, run: { try Example15.run() }),
        DocExample(number: 16, run: { try Example16.run() }),
    ]
}
