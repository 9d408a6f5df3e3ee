import Foundation
import Testing
import VML

// SwiftUI's 19 named colors are written out twice, as statics of `VmlColor` and of `VmlShapeStyle`
// (concrete statics type-check faster than a shared protocol). These tests keep the two lists equal:
// the same names, in both source files, with the same value.

struct NamedColor: CustomTestStringConvertible, Sendable {
    let name: String
    let color: VmlColor
    let shapeStyle: VmlShapeStyle
    let sourceLocation: SourceLocation

    init(_ name: String, _ color: VmlColor, _ shapeStyle: VmlShapeStyle, sourceLocation: SourceLocation = #_sourceLocation) {
        self.name = name
        self.color = color
        self.shapeStyle = shapeStyle
        self.sourceLocation = sourceLocation
    }

    var testDescription: String { name }
}

let namedColors: [NamedColor] = [
    NamedColor("red", .red, .red),
    NamedColor("orange", .orange, .orange),
    NamedColor("yellow", .yellow, .yellow),
    NamedColor("green", .green, .green),
    NamedColor("mint", .mint, .mint),
    NamedColor("teal", .teal, .teal),
    NamedColor("cyan", .cyan, .cyan),
    NamedColor("blue", .blue, .blue),
    NamedColor("indigo", .indigo, .indigo),
    NamedColor("purple", .purple, .purple),
    NamedColor("pink", .pink, .pink),
    NamedColor("brown", .brown, .brown),
    NamedColor("white", .white, .white),
    NamedColor("gray", .gray, .gray),
    NamedColor("black", .black, .black),
    NamedColor("clear", .clear, .clear),
    NamedColor("primary", .primary, .primary),
    NamedColor("secondary", .secondary, .secondary),
    NamedColor("accentColor", .accentColor, .accentColor),
]

@Test(arguments: namedColors)
func namedColorIsTheSameOnBothTypes(_ row: NamedColor) {
    #expect(row.color.expression == .implicitMember(row.name), sourceLocation: row.sourceLocation)
    #expect(row.shapeStyle == VmlShapeStyle(row.color), sourceLocation: row.sourceLocation)
}

/// The statics declared in each source file: a color added to one type and not the other fails here.
@Test func bothTypesDeclareTheSameNineteenColors() throws {
    let values = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/VML/Values/Drawing")
    func statics(of type: String, in file: String) throws -> Set<String> {
        let source = try String(contentsOf: values.appendingPathComponent(file), encoding: .utf8)
        let marker = "public static var "
        var names: Set<String> = []
        for line in source.split(separator: "\n") {
            guard let range = line.range(of: marker), line.contains(": \(type) {") else { continue }
            names.insert(String(line[range.upperBound...].prefix { $0 != ":" }))
        }
        return names
    }
    let expected = Set(namedColors.map(\.name))
    #expect(expected.count == 19)
    #expect(try statics(of: "VmlColor", in: "VmlColor.swift") == expected)
    #expect(try statics(of: "VmlShapeStyle", in: "VmlShapeStyle.swift") == expected)
}
