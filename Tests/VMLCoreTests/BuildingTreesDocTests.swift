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

    static let table: [(VMLExpression, String)] = [
        (.member("red"), ".red"),
        (.member("system", .labeled("size", 17)), ".system(size: 17)"),
        (.member("black").member("opacity", 0.2), ".black.opacity(0.2)"),
        (.path("Color.yellow"), "Color.yellow"),
        (
            .call("Gradient.Stop", .labeled("color", .member("red")), .labeled("location", 0)),
            "Gradient.Stop(color: .red, location: 0)"
        ),
        (.call("EdgeInsets"), "EdgeInsets()"),
        (.hex("#FF0000"), "#ff0000"),
        (.angle(degrees: 45), "45deg"),
        (.symbol("bg"), ":bg"),
        (.attr(VMLAttrBinding("w", type: .number, fallback: 200)), "attr(w type(&lt;number&gt;), 200)"),
        (.range(.closed(2, 4)), "2...4"),
        (.tuple([.labeled("x", 1), .labeled("y", 0), .labeled("z", 0)]), "(x: 1, y: 0, z: 0)"),
        ([.member("blue"), .member("purple")], "[.blue, .purple]"),
    ]

    @Test(arguments: table)
    func factoryTable(expression: VMLExpression, style: String) throws {
        let document: VMLDocument = [.element("X", style: [VMLModifier("m", VMLArgument(expression))])]
        #expect(try document.serialized(.compact) == "<X style=\"m(\(style))\"/>")
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
