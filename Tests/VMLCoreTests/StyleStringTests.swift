import Testing
import VMLCore

/// Docs/CanonicalForm.md#the-style-string: spacing and every expression kind.
@Suite struct StyleStringTests {
    static let expressions: [(expression: VMLExpression, written: String)] = [
        (.member("red"), ".red"),
        (.member("system", .labeled("size", 17), .labeled("weight", .member("semibold"))), ".system(size: 17, weight: .semibold)"),
        (VMLExpression.member("blue").member("opacity", 0.5), ".blue.opacity(0.5)"),
        (
            VMLExpression.path("Color.blue").member("opacity", 0.02).member("blendMode", TestSupport.arg(.member("multiply"))),
            "Color.blue.opacity(0.02).blendMode(.multiply)"
        ),
        (
            VMLExpression.member("custom", "Avenir Next", .labeled("size", 18)).member("weight", TestSupport.arg(.member("bold"))),
            ".custom(&quot;Avenir Next&quot;, size: 18).weight(.bold)"
        ),
        (.path("Color.yellow"), "Color.yellow"),
        (.call("EdgeInsets"), "EdgeInsets()"),
        (.member(called: "automatic"), ".automatic()"),
        (.call("Gradient.Stop", .labeled("color", .member("red")), .labeled("location", 0.5)), "Gradient.Stop(color: .red, location: 0.5)"),
        (.array([.member("blue"), .member("purple"), 3]), "[.blue, .purple, 3]"),
        (.array([]), "[]"),
        (.tuple([.labeled("x", 1), .labeled("y", 0), .labeled("z", 0)]), "(x: 1, y: 0, z: 0)"),
        (.tuple([1, 2]), "(1, 2)"),
        (.range(.closed(2, 4)), "2...4"),
        (.range(.halfOpen(0, 10)), "0..&lt;10"),
        (.range(.from(1)), "1..."),
        (.range(.through(3)), "...3"),
        (.range(.upTo(3)), "..&lt;3"),
        (.range(.closed(-2, -1)), "-2...-1"),
        (.symbol("bg"), ":bg"),
        (true, "true"),
        (false, "false"),
        (nil, "nil"),
        (-10, "-10"),
        (.angle(degrees: 45), "45deg"),
        (.angle(degrees: -12.5), "-12.5deg"),
        (.member("degrees", 45), ".degrees(45)"),
        (.identifier("Color"), "Color"),
        (.color(.function(.hsl, [.init(210), .init(50, percent: true), .init(40, percent: true)])), "hsl(210, 50%, 40%)"),
        (.color(.function(.rgba, [.init(255), .init(0), .init(0), .init(0.5)])), "rgba(255, 0, 0, 0.5)"),
    ]

    @Test(arguments: expressions)
    func expressionsAreWrittenWithTheSpecsSpacing(expression: VMLExpression, written: String) throws {
        #expect(try TestSupport.written(expression) == "m(\(written))")
    }

    @Test func modifiersAndArgumentsAreSeparatedByCommaSpace() throws {
        let text = try TestSupport.styleText(
            VMLModifier("padding"),
            VMLModifier("padding", TestSupport.arg(.member("horizontal")), 12),
            VMLModifier("frame", .labeled("width", 100), .labeled("height", 40))
        )
        #expect(text == "padding(), padding(.horizontal, 12), frame(width: 100, height: 40)")
    }

    static let strings: [(string: String, written: String)] = [
        ("Untitled", "&quot;Untitled&quot;"),
        ("say \"hi\"", #"&quot;say \&quot;hi\&quot;&quot;"#),
        (#"back\slash"#, #"&quot;back\\slash&quot;"#),
        ("a\nb\rc\td", #"&quot;a\nb\rc\td&quot;"#),
        ("<&>", "&quot;&lt;&amp;&gt;&quot;"),
        (" edge ", "&quot; edge &quot;"),
        ("it's café", "&quot;it's café&quot;"),
    ]

    /// Swift escapes inside the string literal first, then XML escapes for the attribute.
    @Test(arguments: strings)
    func stringsUseSwiftEscapesThenXMLEscapes(string: String, written: String) throws {
        #expect(try TestSupport.written(.string(string)) == "m(\(written))")
    }

    static let attrForms: [(binding: VMLAttrBinding, written: String)] = [
        (VMLAttrBinding("title"), "attr(title)"),
        (VMLAttrBinding("title", type: .string), "attr(title type(&lt;string&gt;))"),
        (VMLAttrBinding("w", fallback: 200), "attr(w, 200)"),
        (VMLAttrBinding("fill", type: .color, fallback: .member("blue")), "attr(fill type(&lt;color&gt;), .blue)"),
    ]

    @Test(arguments: attrForms)
    func attrHasFourForms(binding: VMLAttrBinding, written: String) throws {
        #expect(try TestSupport.written(.attr(binding)) == "m(\(written))")
    }

    @Test(arguments: VMLAttrType.allCases)
    func attrWritesEveryType(type: VMLAttrType) throws {
        #expect(try TestSupport.written(.attr(VMLAttrBinding("v", type: type))) == "m(attr(v type(&lt;\(type.rawValue)&gt;)))")
    }

    @Test func labelsAreWrittenWithColonSpace() throws {
        #expect(try TestSupport.styleText(VMLModifier("offset", .labeled("x", -10), .labeled("y", 0))) == "offset(x: -10, y: 0)")
    }
}
