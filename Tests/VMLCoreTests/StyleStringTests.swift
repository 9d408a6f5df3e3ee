import Testing
import VMLCore

/// Docs/CanonicalForm.md#the-style-string: spacing and every expression kind.
@Suite struct StyleStringTests {
    static let expressions: [WrittenCase<VMLExpression>] = [
        WrittenCase(.member("red"), ".red"),
        WrittenCase(
            .member("system", .labeled("size", 17), .labeled("weight", .member("semibold"))), ".system(size: 17, weight: .semibold)"),
        WrittenCase(VMLExpression.member("blue").member("opacity", 0.5), ".blue.opacity(0.5)"),
        WrittenCase(
            VMLExpression.path("Color.blue").member("opacity", 0.02).member("blendMode", TestSupport.arg(.member("multiply"))),
            "Color.blue.opacity(0.02).blendMode(.multiply)"
        ),
        WrittenCase(
            VMLExpression.member("custom", "Avenir Next", .labeled("size", 18)).member("weight", TestSupport.arg(.member("bold"))),
            ".custom(&quot;Avenir Next&quot;, size: 18).weight(.bold)"
        ),
        WrittenCase(.path("Color.yellow"), "Color.yellow"),
        WrittenCase(.call("EdgeInsets"), "EdgeInsets()"),
        WrittenCase(.member(called: "automatic"), ".automatic()"),
        WrittenCase(
            .call("Gradient.Stop", .labeled("color", .member("red")), .labeled("location", 0.5)),
            "Gradient.Stop(color: .red, location: 0.5)"),
        WrittenCase(.array([.member("blue"), .member("purple"), 3]), "[.blue, .purple, 3]"),
        WrittenCase(.array([]), "[]"),
        WrittenCase(.tuple([.labeled("x", 1), .labeled("y", 0), .labeled("z", 0)]), "(x: 1, y: 0, z: 0)"),
        WrittenCase(.tuple([1, 2]), "(1, 2)"),
        WrittenCase(.range(.closed(2, 4)), "2...4"),
        WrittenCase(.range(.halfOpen(0, 10)), "0..&lt;10"),
        WrittenCase(.range(.from(1)), "1..."),
        WrittenCase(.range(.through(3)), "...3"),
        WrittenCase(.range(.upTo(3)), "..&lt;3"),
        WrittenCase(.range(.closed(-2, -1)), "-2...-1"),
        WrittenCase(.symbol("bg"), ":bg"),
        WrittenCase(true, "true"),
        WrittenCase(false, "false"),
        WrittenCase(nil, "nil"),
        WrittenCase(-10, "-10"),
        WrittenCase(.angle(degrees: 45), "45deg"),
        WrittenCase(.angle(degrees: -12.5), "-12.5deg"),
        WrittenCase(.member("degrees", 45), ".degrees(45)"),
        WrittenCase(.identifier("Color"), "Color"),
        WrittenCase(.color(.function(.hsl, [.init(210), .init(50, percent: true), .init(40, percent: true)])), "hsl(210, 50%, 40%)"),
        WrittenCase(.color(.function(.rgba, [.init(255), .init(0), .init(0), .init(0.5)])), "rgba(255, 0, 0, 0.5)"),
    ]

    @Test(arguments: expressions)
    func expressionsAreWrittenWithTheSpecsSpacing(_ row: WrittenCase<VMLExpression>) throws {
        #expect(try TestSupport.written(row.value) == "m(\(row.written))", sourceLocation: row.sourceLocation)
    }

    @Test func modifiersAndArgumentsAreSeparatedByCommaSpace() throws {
        let text = try TestSupport.styleText(
            VMLModifier("padding"),
            VMLModifier("padding", TestSupport.arg(.member("horizontal")), 12),
            VMLModifier("frame", .labeled("width", 100), .labeled("height", 40))
        )
        #expect(text == "padding(), padding(.horizontal, 12), frame(width: 100, height: 40)")
    }

    static let strings: [WrittenCase<String>] = [
        WrittenCase("Untitled", "&quot;Untitled&quot;"),
        WrittenCase("say \"hi\"", #"&quot;say \&quot;hi\&quot;&quot;"#),
        WrittenCase(#"back\slash"#, #"&quot;back\\slash&quot;"#),
        WrittenCase("a\nb\rc\td", #"&quot;a\nb\rc\td&quot;"#),
        WrittenCase("<&>", "&quot;&lt;&amp;&gt;&quot;"),
        WrittenCase(" edge ", "&quot; edge &quot;"),
        WrittenCase("it's café", "&quot;it's café&quot;"),
    ]

    /// Swift escapes inside the string literal first, then XML escapes for the attribute.
    @Test(arguments: strings)
    func stringsUseSwiftEscapesThenXMLEscapes(_ row: WrittenCase<String>) throws {
        #expect(try TestSupport.written(.string(row.value)) == "m(\(row.written))", sourceLocation: row.sourceLocation)
    }

    static let attrForms: [WrittenCase<VMLAttrBinding>] = [
        WrittenCase(VMLAttrBinding("title"), "attr(title)"),
        WrittenCase(VMLAttrBinding("title", type: .string), "attr(title type(&lt;string&gt;))"),
        WrittenCase(VMLAttrBinding("w", fallback: 200), "attr(w, 200)"),
        WrittenCase(VMLAttrBinding("fill", type: .color, fallback: .member("blue")), "attr(fill type(&lt;color&gt;), .blue)"),
    ]

    @Test(arguments: attrForms)
    func attrHasFourForms(_ row: WrittenCase<VMLAttrBinding>) throws {
        #expect(try TestSupport.written(.attr(row.value)) == "m(\(row.written))", sourceLocation: row.sourceLocation)
    }

    @Test(arguments: VMLAttrType.allCases)
    func attrWritesEveryType(type: VMLAttrType) throws {
        #expect(try TestSupport.written(.attr(VMLAttrBinding("v", type: type))) == "m(attr(v type(&lt;\(type.rawValue)&gt;)))")
    }

    @Test func labelsAreWrittenWithColonSpace() throws {
        #expect(try TestSupport.styleText(VMLModifier("offset", .labeled("x", -10), .labeled("y", 0))) == "offset(x: -10, y: 0)")
    }
}
