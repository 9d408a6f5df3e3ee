import Testing
import VMLCore

/// Docs/CanonicalForm.md number and hex color forms.
@Suite struct NumberAndColorTests {
    static let numbers: [(value: Double, written: String)] = [
        (8, "8"), (0.0, "0"), (1.0, "1"), (-3, "-3"), (-0.0, "0"),
        (0.5, "0.5"), (0.3, "0.3"), (0.1 + 0.2, "0.30000000000000004"), (-0.25, "-0.25"),
        (123456.789, "123456.789"), (1_000_000, "1000000"),
        (1e15, "1000000000000000"), (999_999_999_999_999.9, "999999999999999.9"),
        (1e16, "1e+16"), (-1e16, "-1e+16"), (1.5e20, "1.5e+20"),
        (1e-6, "0.000001"), (2.5e-6, "0.0000025"), (1e-7, "1e-07"), (-1e-7, "-1e-07"),
        (0.000123, "0.000123"), (17.25, "17.25"),
    ]

    @Test(arguments: numbers)
    func numbersUseTheCanonicalForm(value: Double, written: String) throws {
        #expect(try TestSupport.written(.number(value)) == "m(\(written))")
    }

    @Test(arguments: [Double.nan, .infinity, -.infinity])
    func nonFiniteNumbersAreRejectedWithTheirPath(value: Double) throws {
        let nodes: [VMLNode] = [
            .element("VStack", children: [.element("Text", style: [VMLModifier("opacity", VMLArgument(.number(value)))])])
        ]
        let error = try #require(TestSupport.serializationError(nodes))
        #expect(error.path.description == "VStack[0] > Text[0]")
        guard case .nonFiniteNumber = error.reason else {
            Issue.record("expected nonFiniteNumber, got \(error.reason)")
            return
        }
    }

    @Test func canonicalizeTurnsNegativeZeroIntoZero() {
        let canonical = VMLExpression.number(-0.0).canonicalized()
        guard case .number(let value) = canonical else {
            Issue.record("expected a number")
            return
        }
        #expect(value == 0 && value.sign == .plus)
    }

    @Test(arguments: [("FF0000", "#ff0000"), ("#00FFcc", "#00ffcc"), ("A1B2C3D4", "#a1b2c3d4"), ("abcdef", "#abcdef")])
    func hexColorsAreLowerCased(digits: String, written: String) throws {
        #expect(try TestSupport.written(.hex(digits)) == "m(\(written))")
        #expect(VMLExpression.hex(digits).canonicalized() == .color(.hex(String(written.dropFirst()))))
    }

    @Test(arguments: ["F00", "ff00", "fffff", "fffffff", "gg0000", "", "ff0000ff00"])
    func otherHexLengthsAndDigitsAreRejected(digits: String) throws {
        let error = try #require(
            TestSupport.serializationError([.element("Circle", style: [VMLModifier("fill", VMLArgument(.hex(digits)))])]))
        #expect(error.reason == .invalidHexColor(digits.lowercased()))
        #expect(error.path.description == "Circle[0]")
    }

    @Test func rgbShapedCallsBecomeColors() {
        let call = VMLExpression.call("rgb", 255, 0, 0)
        #expect(call.canonicalized() == .color(.function(.rgb, [.init(255), .init(0), .init(0)])))
        let labeled = VMLExpression.call("rgb", .labeled("red", 1))
        #expect(labeled.canonicalized() == labeled)
    }
}
