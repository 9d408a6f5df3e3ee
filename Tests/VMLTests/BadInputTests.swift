import Testing
import VML

/// Names from users' strings are never written when invalid: `renderVML()` throws a
/// `VMLSerializationError` naming the node path, and never crashes. Text is just text.
@Suite struct BadInputTests {
    struct BadCase: Sendable, CustomTestStringConvertible {
        let view: VmlContent
        let path: String
        let reason: VMLSerializationError.Reason
        var testDescription: String { "\(path): \(reason)" }
    }

    static let cases: [BadCase] = [
        BadCase(
            view: VmlVStack {
                VmlText("ok")
                VmlElement("Sta r")
            }.vmlContent, path: "VStack[0] > Sta r[1]", reason: .invalidElementName("Sta r")),
        BadCase(view: VmlElement("").vmlContent, path: "[0]", reason: .invalidElementName("")),
        BadCase(view: VmlText("a").attribute("a\"b", "v").vmlContent, path: "Text[0]", reason: .invalidAttributeName("a\"b")),
        BadCase(view: VmlText("a").attribute("style", "x").vmlContent, path: "Text[0]", reason: .invalidAttributeName("style")),
        BadCase(
            view: VmlList { VmlText("a").template("my slot") }.vmlContent, path: "List[0] > Text[0]",
            reason: .invalidTemplateName("my slot")),
        BadCase(view: VmlText("a").overlay { VmlCircle().template("x y") }.vmlContent, path: "Text[0]", reason: .invalidStyleName("x y")),
        BadCase(view: VmlText("a").modifier(named: "blend mode").vmlContent, path: "Text[0]", reason: .invalidStyleName("blend mode")),
        BadCase(view: VmlText("a").navigationTitle(.attr("my title")).vmlContent, path: "Text[0]", reason: .invalidStyleName("my title")),
        BadCase(view: VmlText("a").opacity(VmlNumber(Double.nan)).vmlContent, path: "Text[0]", reason: .nonFiniteNumber(.nan)),
    ]

    @Test(arguments: cases)
    func invalidNamesThrowWithThePath(_ bad: BadCase) {
        do {
            let text = try bad.view.renderVML()
            Issue.record("rendered invalid input: \(text)")
        } catch {
            #expect(error.path.description.hasSuffix(bad.path))
            if case .nonFiniteNumber = bad.reason {
                guard case .nonFiniteNumber = error.reason else {
                    Issue.record("reason \(error.reason)")
                    return
                }
            } else {
                #expect(error.reason == bad.reason)
            }
        }
    }

    @Test func byteVariantLeavesTheBufferAsItWas() {
        var buffer: [UInt8] = Array("kept".utf8)
        #expect(throws: VMLSerializationError.self) {
            try VmlVStack { VmlElement("Sta r") }.renderVML(into: &buffer)
        }
        #expect(buffer == Array("kept".utf8))
    }

    @Test func userTextIsJustText() throws {
        let view = VmlText("Say \"hi\" <b> & \n 'go'")
            .navigationTitle("a \"b\" <c> & d")
            .attribute("note", "x\"y<z>&\n")
        #expect(
            try view.renderVML(.compact)
                == #"<Text note="x&quot;y&lt;z&gt;&amp;&#10;" style="navigationTitle(&quot;a \&quot;b\&quot; &lt;c&gt; &amp; d&quot;)">Say "hi" &lt;b&gt; &amp; &#10; 'go'</Text>"#
        )
    }
}
