import Testing
import VMLCore

/// Docs/CanonicalForm.md#gradients: even stops become `colors:`, uneven ones are kept as `Gradient.Stop`.
@Suite struct GradientRuleTests {
    static func stop(_ color: String, _ location: VMLExpression, explicit: Bool = true) -> VMLExpression {
        explicit
            ? .call("Gradient.Stop", .labeled("color", .member(color)), .labeled("location", location))
            : .member("init", .labeled("color", .member(color)), .labeled("location", location))
    }

    static func linear(_ stops: [VMLExpression]) -> VMLExpression {
        .member("linearGradient", .labeled("stops", .array(stops)), .labeled("startPoint", .member("leading")))
    }

    /// A named gradient and the text its canonical form is written as; the row keeps where it was
    /// written, so a failure points at its line.
    struct GradientCase: Sendable, CustomTestStringConvertible {
        let name: String
        let expression: VMLExpression
        let written: String
        let sourceLocation: SourceLocation

        init(_ name: String, _ expression: VMLExpression, _ written: String, sourceLocation: SourceLocation = #_sourceLocation) {
            self.name = name
            self.expression = expression
            self.written = written
            self.sourceLocation = sourceLocation
        }

        var testDescription: String { name }
    }

    static let cases: [GradientCase] = [
        GradientCase(
            "two even stops", linear([stop("red", 0), stop("blue", 1)]), ".linearGradient(colors: [.red, .blue], startPoint: .leading)"),
        GradientCase(
            "three even .init stops",
            linear([stop("red", 0.0, explicit: false), stop("yellow", 0.5), stop("green", 1.0, explicit: false)]),
            ".linearGradient(colors: [.red, .yellow, .green], startPoint: .leading)"
        ),
        GradientCase(
            "within 1e-9", linear([stop("red", 0), stop("yellow", 0.3333333333), stop("green", 0.6666666667), stop("blue", 1)]),
            ".linearGradient(colors: [.red, .yellow, .green, .blue], startPoint: .leading)"
        ),
        GradientCase(
            "uneven kept, .init named", linear([stop("red", 0, explicit: false), stop("blue", 0.3)]),
            ".linearGradient(stops: [Gradient.Stop(color: .red, location: 0), Gradient.Stop(color: .blue, location: 0.3)], startPoint: .leading)"
        ),
        GradientCase(
            "off by more than 1e-9", linear([stop("red", 0), stop("yellow", 0.50001), stop("blue", 1)]),
            ".linearGradient(stops: [Gradient.Stop(color: .red, location: 0), Gradient.Stop(color: .yellow, location: 0.50001), Gradient.Stop(color: .blue, location: 1)], startPoint: .leading)"
        ),
        GradientCase(
            "a single stop is kept", linear([stop("red", 0)]),
            ".linearGradient(stops: [Gradient.Stop(color: .red, location: 0)], startPoint: .leading)"
        ),
        GradientCase(
            "a non-literal location is kept", linear([stop("red", 0), stop("blue", .attr(VMLAttrBinding("end")))]),
            ".linearGradient(stops: [Gradient.Stop(color: .red, location: 0), Gradient.Stop(color: .blue, location: attr(end))], startPoint: .leading)"
        ),
        GradientCase(
            "Gradient(stops:)", .call("Gradient", .labeled("stops", .array([stop("red", 0), stop("blue", 1)]))),
            "Gradient(colors: [.red, .blue])"
        ),
        GradientCase(
            "nested in LinearGradient",
            .call(
                "LinearGradient",
                .labeled("gradient", .call("Gradient", .labeled("stops", .array([stop("red", 0), stop("green", 0.5), stop("blue", 1)]))))),
            "LinearGradient(gradient: Gradient(colors: [.red, .green, .blue]))"
        ),
        GradientCase(
            "a stop with another label is kept",
            linear([stop("red", 0), .call("Gradient.Stop", .labeled("colour", .member("blue")), .labeled("location", 1))]),
            ".linearGradient(stops: [Gradient.Stop(color: .red, location: 0), Gradient.Stop(colour: .blue, location: 1)], startPoint: .leading)"
        ),
    ]

    @Test(arguments: cases)
    func gradientsAreCanonicalized(_ row: GradientCase) throws {
        #expect(try TestSupport.written(row.expression) == "m(\(row.written))", "\(row.name)", sourceLocation: row.sourceLocation)
    }

    @Test func theRuleAppliesInAnyArgumentList() throws {
        let modifier = VMLModifier("m", .labeled("stops", .array([Self.stop("red", 0), Self.stop("blue", 1)])))
        #expect(try TestSupport.styleText(modifier) == "m(colors: [.red, .blue])")
    }
}
