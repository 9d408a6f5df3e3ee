import Testing
import VML
@_spi(VMLInternals) import VMLCore

/// `.system(size:weight:design:)` fonts and shape styles with an opacity are held as their parts
/// and written straight into the style text: each must write what its expression writes, read
/// back as it, be kept as values where that expression has no text, and equal its expression.
@Suite struct ValuePartsTests {
    /// One value: the modifier it is given to, applied by `apply`, its expression's modifier, and
    /// the compact text expected (`nil`: the text does not read back as the values, or cannot be
    /// written).
    struct Case: Sendable, CustomTestStringConvertible {
        let apply: @Sendable (VmlContent) -> VmlContent
        let modifier: VMLModifier
        let written: String?
        let heldAsText: Bool
        let sameAsExpression: @Sendable () -> Bool
        let sourceLocation: SourceLocation

        init(
            _ font: VmlFont, _ written: String?, heldAsText: Bool = true,
            sourceLocation: SourceLocation = #_sourceLocation
        ) {
            self.init(font, named: "font", apply: { $0.font(font) }, written, heldAsText, sourceLocation)
        }

        init(
            _ style: VmlShapeStyle, _ written: String?, heldAsText: Bool = true,
            sourceLocation: SourceLocation = #_sourceLocation
        ) {
            self.init(style, named: "background", apply: { $0.background(style) }, written, heldAsText, sourceLocation)
        }

        /// The case of `value`, given to the modifier `name` by `apply`; it equals its expression
        /// when the value made from that expression is equal both ways and hashes alike.
        private init<Value: VmlValue & Hashable>(
            _ value: Value, named name: String, apply: @escaping @Sendable (VmlContent) -> VmlContent,
            _ written: String?, _ heldAsText: Bool, _ sourceLocation: SourceLocation
        ) {
            self.apply = apply
            modifier = VMLModifier(name, VMLArgument(value.expression))
            self.written = written
            self.heldAsText = heldAsText
            sameAsExpression = {
                let other = Value(expression: value.expression)
                return value == other && other == value && value.hashValue == other.hashValue
            }
            self.sourceLocation = sourceLocation
        }

        var testDescription: String { written ?? "\(modifier)" }
    }

    static let cases: [Case] = [
        Case(.system(size: 17), #"font(.system(size: 17))"#),
        Case(.system(size: 17, weight: .semibold), #"font(.system(size: 17, weight: .semibold))"#),
        Case(.system(size: 12.5, weight: .bold, design: .rounded), #"font(.system(size: 12.5, weight: .bold, design: .rounded))"#),
        Case(.system(size: 17, design: .monospaced), #"font(.system(size: 17, design: .monospaced))"#),
        Case(.system(size: 17).weight(.bold), #"font(.system(size: 17).weight(.bold))"#),
        Case(.system(size: 17, weight: .bold).italic(), #"font(.system(size: 17, weight: .bold).italic())"#),
        Case(
            .system(size: .attr("size", .number, fallback: 17), weight: .attr("weight")),
            #"font(.system(size: attr(size type(&lt;number&gt;), 17), weight: attr(weight)))"#),
        Case(.system(size: .infinity), #"font(.system(size: .infinity))"#),
        Case(.system(size: 17, weight: .attr("not a name")), nil, heldAsText: false),
        Case(.title, #"font(.title)"#),
        Case(.blue.opacity(0.5), #"background(.blue.opacity(0.5))"#),
        Case(.red.opacity(0), #"background(.red.opacity(0))"#),
        Case(.blue.opacity(0.5).opacity(0.25), #"background(.blue.opacity(0.5).opacity(0.25))"#),
        Case(.hex("#ff8800").opacity(0.25), ##"background(#ff8800.opacity(0.25))"##),
        Case(.hex("#FF8800").opacity(0.25), nil, heldAsText: false),
        Case(.attr("tint", .color, fallback: .blue).opacity(0.5), #"background(attr(tint type(&lt;color&gt;), .blue).opacity(0.5))"#),
        Case(.rgb(1, 0.5, 0).opacity(0.5), #"background(rgb(1, 0.5, 0).opacity(0.5))"#),
        Case(.attr("not a name").opacity(0.5), nil, heldAsText: false),
        Case(VmlShapeStyle(expression: .number(1)).opacity(0.5), nil, heldAsText: false),
        Case(.blue, #"background(.blue)"#),
    ]

    @Test(arguments: cases) func writesWhatItsExpressionWrites(_ value: Case) throws {
        let location = value.sourceLocation
        let dsl = value.apply(VmlText("A").vmlContent)
        let style = try #require(dsl.nodes.first?.element?.style, sourceLocation: location)
        #expect(style.isHeldAsText == value.heldAsText, sourceLocation: location)
        #expect(style.modifiers == [value.modifier], sourceLocation: location)

        // The same modifier built from the expression, through the serializer's values path.
        let fromValues = VmlContent(VMLNode.Element("Text", style: [value.modifier], children: [.text("A")]))
        let expectedText = try? fromValues.renderVML(.compact)
        if let written = value.written {
            #expect(try dsl.renderVML(.compact) == #"<Text style=""# + written + #"">A</Text>"#, sourceLocation: location)
            #expect(try dsl.renderVML(.compact) == expectedText, sourceLocation: location)
        } else if let expectedText {
            // Written, but not as text that reads back as the values: the DSL keeps the values.
            #expect(try dsl.renderVML(.compact) == expectedText, sourceLocation: location)
        } else {
            #expect(throws: VMLSerializationError.self, sourceLocation: location) { try dsl.renderVML() }
        }
    }

    /// Given to an element whose style is held as values (a NaN has no text), the value is
    /// collected as its expression.
    @Test(arguments: cases) func isCollectedAsItsExpression(_ value: Case) throws {
        let dsl = value.apply(VmlText("A").opacity(Double.nan))
        let style = try #require(dsl.nodes.first?.element?.style, sourceLocation: value.sourceLocation)
        #expect(!style.isHeldAsText, sourceLocation: value.sourceLocation)
        #expect(Array(style.modifiers.dropFirst()) == [value.modifier], sourceLocation: value.sourceLocation)
    }

    @Test(arguments: cases) func equalsItsExpression(_ value: Case) {
        #expect(value.sameAsExpression(), sourceLocation: value.sourceLocation)
    }

    /// The doc comments' samples of `==`.
    @Test func theDocumentedEqualitiesHold() {
        #expect(VmlFont.system(size: 17) == VmlFont(expression: .member("system", .labeled("size", 17))))
        #expect(VmlShapeStyle.blue.opacity(0.5) == VmlShapeStyle(expression: .member("blue").member("opacity", 0.5)))
        #expect(VmlFont.system(size: 17) != VmlFont.system(size: 18))
        #expect(VmlShapeStyle.blue.opacity(0.5) != VmlShapeStyle.blue.opacity(0.25))
    }

    @Test func theWriterCollectsAMemberCallAsItsExpression() {
        var collector = VMLModifierWriter()
        collector.argument(literal: nil, member: "system") { $0.argument(literal: "size", 17) }
        collector.argument(literal: "fill", base: .implicitMember("blue"), member: "opacity") { $0.argument(literal: nil, 0.5) }
        #expect(
            collector.arguments == [
                VMLArgument(.call(.implicitMember("system"), [.labeled("size", 17)])),
                VMLArgument("fill", .member("blue").member("opacity", 0.5)),
            ])
    }
}
