import Testing
import VMLCore

/// The before/after examples of Docs/CanonicalForm.md that start from a tree.
@Suite struct CanonicalFormDocTests {
    @Test func textExample() throws {
        #expect(try TestSupport.compact([.element("Text", children: ["  a < b", "\n"])]) == "<Text>&#32;&#32;a &lt; b&#10;</Text>")
    }

    @Test func attributeExample() throws {
        let element = VMLNode.Element(
            "Text",
            attributes: [
                VMLAttribute("title", "Say \"hi\""), VMLAttribute("template", "row"), VMLAttribute("zeta", "1"),
                VMLAttribute("id", "t1"), VMLAttribute("Alpha", "2"),
            ],
            style: [VMLModifier("navigationTitle", TestSupport.arg(.attr(VMLAttrBinding("title"))))],
            children: ["Hi"]
        )
        let expected =
            #"<Text id="t1" template="row" Alpha="2" zeta="1" title="Say &quot;hi&quot;" style="navigationTitle(attr(title))">Hi</Text>"#
        #expect(try TestSupport.pretty([.element(element)]) == expected + "\n")
    }

    @Test func stringExample() throws {
        let modifier = VMLModifier("navigationTitle", "Say \"hi\"")
        #expect(try TestSupport.styleText(modifier) == #"navigationTitle(&quot;Say \&quot;hi\&quot;&quot;)"#)
    }

    @Test func forbiddenCharacterExample() throws {
        #expect(try TestSupport.compact(["bell\u{07}"]) == "bell\u{FFFD}")
    }

    @Test func gradientExample() throws {
        let stops: VMLExpression = [
            .member("init", .labeled("color", .member("blue")), .labeled("location", 0.0)),
            .member("init", .labeled("color", .member("purple")), .labeled("location", 1.0)),
        ]
        let fill = VMLExpression.member(
            "linearGradient",
            .labeled("stops", stops),
            .labeled("startPoint", .member("top")),
            .labeled("endPoint", .member("bottom"))
        )
        #expect(
            try TestSupport.written(fill) == "m(.linearGradient(colors: [.blue, .purple], startPoint: .top, endPoint: .bottom))"
        )
    }
}
