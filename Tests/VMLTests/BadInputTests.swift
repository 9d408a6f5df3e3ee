import Testing
import VML

/// Names from users' strings are never written when invalid: `renderVML()` throws a
/// `VMLSerializationError` naming the node path, and never crashes. Text is just text.
@Suite struct BadInputTests {
    struct BadCase: Sendable, CustomTestStringConvertible {
        let view: VmlContent
        let path: String
        let reason: VMLSerializationError.Reason
        let sourceLocation: SourceLocation
        var testDescription: String { "\(path): \(reason)" }

        init(view: VmlContent, path: String, reason: VMLSerializationError.Reason, sourceLocation: SourceLocation = #_sourceLocation) {
            self.view = view
            self.path = path
            self.reason = reason
            self.sourceLocation = sourceLocation
        }
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
        // Attributes hold text in the tree, yet a number with no VML form still throws.
        BadCase(view: VmlVStack(spacing: .nan) { VmlText("a") }.vmlContent, path: "VStack[0]", reason: .nonFiniteNumber(.nan)),
        BadCase(view: VmlText("a").attribute("w", Double.infinity).vmlContent, path: "Text[0]", reason: .nonFiniteNumber(.infinity)),
        BadCase(
            view: VmlLazyVGrid(columns: [VmlGridItem(.fixed(-.infinity))]) { VmlText("a") }.vmlContent, path: "LazyVGrid[0]",
            reason: .nonFiniteNumber(-.infinity)),
        BadCase(
            view: VmlVStack(alignment: .attr("a")) { VmlText("a") }.vmlContent, path: "VStack[0]",
            reason: .unwritableExpression("this value as the attribute alignment (attributes hold names, numbers, strings and booleans)")),
    ]

    @Test(arguments: cases)
    func invalidNamesThrowWithThePath(_ bad: BadCase) {
        do {
            let text = try bad.view.renderVML()
            Issue.record("rendered invalid input: \(text)", sourceLocation: bad.sourceLocation)
        } catch {
            #expect(error.path.description.hasSuffix(bad.path), sourceLocation: bad.sourceLocation)
            if case .nonFiniteNumber(let expected) = bad.reason {
                guard case .nonFiniteNumber(let value) = error.reason else {
                    Issue.record("reason \(error.reason)", sourceLocation: bad.sourceLocation)
                    return
                }
                // NaN is unequal to itself: compare what is written.
                #expect(value.description == expected.description, sourceLocation: bad.sourceLocation)
            } else {
                #expect(error.reason == bad.reason, sourceLocation: bad.sourceLocation)
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

    /// Nothing the DSL writes reads back differently: U+FEFF is a reference wherever it stands.
    @Test func byteOrderMarksInUserStringsAreWrittenAsReferences() throws {
        let view = VmlText("\u{FEFF}x").attribute("note", "a\u{FEFF}").navigationTitle("\u{FEFF}")
        #expect(
            try view.renderVML(.compact)
                == #"<Text note="a&#xFEFF;" style="navigationTitle(&quot;&#xFEFF;&quot;)">&#xFEFF;x</Text>"#
        )
    }

}
