import Testing
import VML
@_spi(VMLInternals) import VMLCore

/// The DSL writes a modifier chain straight into one style held as canonical text, in place: the
/// values read back, a view used twice is not changed by the second use, and a modifier whose
/// text would not read back as its values is kept as values.
@Suite struct DSLStyleTextTests {
    @Test func aModifierChainIsOneStyleHeldAsText() throws {
        let content = VmlText("Hi").font(.system(size: 17, weight: .semibold)).padding(.horizontal, 12)
            .background(.blue.opacity(0.5))
        let style = try #require(content.nodes.first?.element?.style)
        #expect(style.isHeldAsText)
        #expect(
            style.modifiers == [
                VMLModifier("font", VMLArgument(.member("system", .labeled("size", 17), .labeled("weight", .member("semibold"))))),
                VMLModifier("padding", VMLArgument(.member("horizontal")), 12),
                VMLModifier("background", VMLArgument(.member("blue").member("opacity", 0.5))),
            ])
        #expect(
            try content.renderVML(.compact)
                == #"<Text style="font(.system(size: 17, weight: .semibold)), padding(.horizontal, 12), background(.blue.opacity(0.5))">Hi</Text>"#
        )
    }

    @Test func aViewUsedTwiceIsNotChangedByEitherUse() throws {
        let base = VmlText("A").padding(8)
        let first = base.font(.title)
        let second = base.opacity(0.5)
        #expect(try base.renderVML(.compact) == #"<Text style="padding(8)">A</Text>"#)
        #expect(try first.renderVML(.compact) == #"<Text style="padding(8), font(.title)">A</Text>"#)
        #expect(try second.renderVML(.compact) == #"<Text style="padding(8), opacity(0.5)">A</Text>"#)
    }

    @Test func aModifierOnSeveralViewsGoesOnEach() throws {
        let content = VmlGroup {
            VmlText("A").padding(8)
            VmlText("B")
        }
        .foregroundColor(.red)
        #expect(
            try content.renderVML(.compact)
                == #"<Text style="padding(8), foregroundColor(.red)">A</Text><Text style="foregroundColor(.red)">B</Text>"#)
        #expect(content.nodes.allSatisfy { $0.element?.style.isHeldAsText == true })
    }

    /// A style held as text nests at most 64 expressions deep; a number one level deeper keeps the
    /// style as values, though numbers are written without the expression machinery.
    @Test func aNumberNestedPastTheTextLimitKeepsTheStyleAsValues() throws {
        func nested(_ depth: Int) -> VMLExpression {
            var expression = VMLExpression.number(1)
            for _ in 0..<depth { expression = .tuple([VMLArgument("a", expression)]) }
            return expression
        }
        let within = VmlText("A").modifier(named: "m", VMLArgument(nested(63)))
        let beyond = VmlText("A").modifier(named: "m", VMLArgument(nested(64)))
        #expect(try #require(within.nodes.first?.element?.style).isHeldAsText)
        #expect(try !#require(beyond.nodes.first?.element?.style).isHeldAsText)
        #expect(within.nodes.first?.element?.style.modifiers == [VMLModifier("m", VMLArgument(nested(63)))])
    }

    @Test func aValueWithNoTextKeepsTheStyleAsValuesAndRenderingThrows() throws {
        let content = VmlText("A").padding(8).opacity(Double.nan)
        let style = try #require(content.nodes.first?.element?.style)
        #expect(!style.isHeldAsText)
        #expect(style.modifiers.count == 2)
        #expect(style.modifiers.first == VMLModifier("padding", 8))
        #expect(throws: VMLSerializationError.self) { try content.renderVML() }
    }
}
