import Testing
import VMLCore

/// The examples of Docs/BuildingTrees.md, so the guide cannot drift from the code.
@Suite struct BuildingTreesDocTests {
    @Test func homeExample() throws {
        let document: VMLDocument = [
            .element(
                "VStack",
                attributes: ["id": "home"],
                style: [
                    VMLModifier("padding", 16),
                    VMLModifier("background", VMLArgument(.member("blue").member("opacity", 0.5))),
                ],
                children: [
                    .element("Text", style: [VMLModifier("font", VMLArgument(.member("largeTitle")))], children: ["Hello"]),
                    .element("Image", attributes: ["systemName": "star"]),
                ]
            )
        ]
        #expect(
            try document.serialized() == """
                <VStack id="home" style="padding(16), background(.blue.opacity(0.5))">
                  <Text style="font(.largeTitle)">Hello</Text>
                  <Image systemName="star"/>
                </VStack>

                """
        )
    }

    static let table: [WrittenCase<VMLExpression>] = [
        WrittenCase(.member("red"), ".red"),
        WrittenCase(.member("system", .labeled("size", 17)), ".system(size: 17)"),
        WrittenCase(.member("black").member("opacity", 0.2), ".black.opacity(0.2)"),
        WrittenCase(.path("Color.yellow"), "Color.yellow"),
        WrittenCase(
            .call("Gradient.Stop", .labeled("color", .member("red")), .labeled("location", 0)),
            "Gradient.Stop(color: .red, location: 0)"
        ),
        WrittenCase(.call("EdgeInsets"), "EdgeInsets()"),
        WrittenCase(.hex("#FF0000"), "#ff0000"),
        WrittenCase(.angle(degrees: 45), "45deg"),
        WrittenCase(.symbol("bg"), ":bg"),
        WrittenCase(.attr(VMLAttrBinding("w", type: .number, fallback: 200)), "attr(w type(&lt;number&gt;), 200)"),
        WrittenCase(.range(.closed(2, 4)), "2...4"),
        WrittenCase(.tuple([.labeled("x", 1), .labeled("y", 0), .labeled("z", 0)]), "(x: 1, y: 0, z: 0)"),
        WrittenCase([.member("blue"), .member("purple")], "[.blue, .purple]"),
    ]

    @Test(arguments: table)
    func factoryTable(_ row: WrittenCase<VMLExpression>) throws {
        let document: VMLDocument = [.element("X", style: [VMLModifier("m", VMLArgument(row.value))])]
        #expect(try document.serialized(.compact) == "<X style=\"m(\(row.written))\"/>", sourceLocation: row.sourceLocation)
    }

    @Test func attributeSubscriptReplacesAndRemoves() {
        var element = VMLNode.Element("Text", attributes: [VMLAttribute("title", "A"), VMLAttribute("id", "x")])
        element[attribute: "title"] = "Home"
        #expect(element.attributes == [VMLAttribute("title", "Home"), VMLAttribute("id", "x")])
        element[attribute: "title"] = nil
        #expect(element.attributes == [VMLAttribute("id", "x")])
        element[attribute: "new"] = "v"
        #expect(element[attribute: "new"] == "v")
    }

    @Test func failedSerializeLeavesTheBufferAsItWas() {
        var buffer: [UInt8] = Array("kept".utf8)
        let document: VMLDocument = [.element("VStack", children: ["ok", .element("Text"), .element("Sta r")])]
        #expect(throws: VMLSerializationError.self) { try VMLSerializer().serialize(document, into: &buffer) }
        #expect(buffer == Array("kept".utf8))
        do {
            try VMLSerializer().serialize(document, into: &buffer)
        } catch {
            #expect(error.path.description == "VStack[0] > Sta r[2]")
        }
    }
}

/// A small screen built as a tree, without the DSL.
@Test func aScreenWithoutTheDSL() throws {
    let screen: VMLDocument = [
        .element(
            "VStack",
            attributes: ["id": "home"],
            style: [VMLModifier("padding", 16)],
            children: [
                .element("Text", style: [VMLModifier("font", VMLArgument(.member("largeTitle")))], children: ["Welcome"]),
                .element("Image", attributes: ["systemName": "star.fill"]),
            ]
        )
    ]
    let expected = """
        <VStack id="home" style="padding(16)">
          <Text style="font(.largeTitle)">Welcome</Text>
          <Image systemName="star.fill"/>
        </VStack>

        """
    #expect(try screen.serialized() == expected)
}
