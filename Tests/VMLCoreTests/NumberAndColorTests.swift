import Testing
@_spi(VMLInternals) import VMLCore
import VMLTestSupport

/// Docs/CanonicalForm.md number and hex color forms.
@Suite struct NumberAndColorTests {
    static let numbers: [WrittenCase<Double>] = [
        WrittenCase(8, "8"), WrittenCase(0.0, "0"), WrittenCase(1.0, "1"), WrittenCase(-3, "-3"), WrittenCase(-0.0, "0"),
        WrittenCase(0.5, "0.5"), WrittenCase(0.3, "0.3"), WrittenCase(0.1 + 0.2, "0.30000000000000004"), WrittenCase(-0.25, "-0.25"),
        WrittenCase(123456.789, "123456.789"), WrittenCase(1_000_000, "1000000"),
        WrittenCase(1e15, "1000000000000000"), WrittenCase(999_999_999_999_999.9, "999999999999999.9"),
        // Integers up to 1e15 are written digit by digit into the writer's block; above, from `description`.
        WrittenCase(-1e15, "-1000000000000000"), WrittenCase(1e15 + 2, "1000000000000002"),
        WrittenCase(-999_999_999_999_999, "-999999999999999"), WrittenCase(9, "9"), WrittenCase(10, "10"), WrittenCase(-10, "-10"),
        WrittenCase(1e16, "1e+16"), WrittenCase(-1e16, "-1e+16"), WrittenCase(1.5e20, "1.5e+20"),
        WrittenCase(1e-6, "0.000001"), WrittenCase(2.5e-6, "0.0000025"), WrittenCase(1e-7, "1e-07"), WrittenCase(-1e-7, "-1e-07"),
        WrittenCase(0.000123, "0.000123"), WrittenCase(17.25, "17.25"),
        // Decimals of up to three places are written digit by digit; the rest from `description`.
        WrittenCase(0.001, "0.001"), WrittenCase(-0.012, "-0.012"), WrittenCase(0.125, "0.125"), WrittenCase(10.5, "10.5"),
        WrittenCase(-999_999_999.999, "-999999999.999"), WrittenCase(1_000_000_000.5, "1000000000.5"),
        WrittenCase(0.1235, "0.1235"), WrittenCase(0.1.nextUp, "0.10000000000000002"), WrittenCase(0.7.nextDown, "0.6999999999999998"),
    ]

    /// Random decimals of up to four places and random doubles: the canonical text is Swift's
    /// shortest `description` wherever that has no exponent, and reads back as the same value.
    @Test func decimalsAreTheShortestText() throws {
        var generator = SeededGenerator(seed: 0x5EED_0013)
        for round in 0..<20_000 {
            let value: Double
            switch round % 3 {
            case 0:
                let digits = Int64.random(in: -10_000_000_000...10_000_000_000, using: &generator)
                value = Double(digits) / [10, 100, 1000, 10_000][round % 4]
            case 1: value = Double.random(in: -1e6...1e6, using: &generator)
            default: value = Double(Int.random(in: -1000...1000, using: &generator)) / 1000 * Double.random(in: 0.5...2, using: &generator)
            }
            let text = try #require(CanonicalNumber.text(value))
            #expect(Double(text) == value, "\(value) wrote \(text)")
            let shortest = value.description
            if !shortest.contains("e") {
                #expect(text == (shortest.hasSuffix(".0") ? String(shortest.dropLast(2)) : shortest), "\(value)")
            }
        }
    }

    /// Texts a reader may keep as written (`CanonicalNumber.isWrittenDigitByDigit`): the
    /// digit-by-digit forms of canonical numbers, and nothing else.
    static let writtenDigitByDigit: [WrittenCase<Bool>] = [
        WrittenCase(true, "0"), WrittenCase(true, "-3"), WrittenCase(true, "12"), WrittenCase(true, "0.5"),
        WrittenCase(true, "-12.25"), WrittenCase(true, "0.001"), WrittenCase(true, "999999999.999"),
        WrittenCase(true, "999999999999999"), WrittenCase(true, "-0.5"),
        WrittenCase(false, "-0"), WrittenCase(false, "00"), WrittenCase(false, "01"), WrittenCase(false, ".5"),
        WrittenCase(false, "0.50"), WrittenCase(false, "1.0"), WrittenCase(false, "1."), WrittenCase(false, "1e3"),
        WrittenCase(false, "1_000"), WrittenCase(false, "0.1235"), WrittenCase(false, "1000000000.5"),
        WrittenCase(false, "1000000000000000"), WrittenCase(false, "+1"), WrittenCase(false, "-"), WrittenCase(false, ""),
        WrittenCase(false, "1e+16"), WrittenCase(false, "45deg"), WrittenCase(false, "1.2.3"), WrittenCase(false, "--1"),
    ]

    @Test(arguments: writtenDigitByDigit)
    func digitByDigitFormsAreRecognized(_ row: WrittenCase<Bool>) {
        let recognized = ByteView.with(Array(row.written.utf8), CanonicalNumber.isWrittenDigitByDigit)
        #expect(recognized == row.value, sourceLocation: row.sourceLocation)
    }

    /// Every text recognized as written digit by digit is the canonical text of the number it
    /// reads as, and the canonical text of every integer under 1e15 and of every decimal of up
    /// to three places under 1e9 is recognized.
    @Test func digitByDigitFormsAreExactlyTheCanonicalOnes() throws {
        var generator = SeededGenerator(seed: 0x5EED_0014)
        let alphabet = Array("-0123456789.".utf8)
        for round in 0..<40_000 {
            // A random spelling: canonical or not, a number or not.
            let length = Int.random(in: 1...9, using: &generator)
            let spelling = (0..<length).map { _ in alphabet.randomElement(using: &generator) ?? 0x30 }
            if ByteView.with(spelling, CanonicalNumber.isWrittenDigitByDigit) {
                let text = String(decoding: spelling, as: UTF8.self)
                let value = try #require(Double(text), "\(text) is recognized but is no number")
                #expect(CanonicalNumber.text(value) == text, "\(text) is recognized but not canonical")
            }
            // A value of a digit-by-digit form: its canonical text is recognized.
            let places = round % 4
            let digits = Int64.random(in: -999_999_999_999...999_999_999_999, using: &generator)
            // Under 1e9 when it has places: at most 9 digits before the point.
            let bound: Int64 = [1, 10_000_000_000, 100_000_000_000, 1_000_000_000_000][places]
            let value = places == 0 ? Double(digits) : Double(digits % bound) / [1, 10, 100, 1000][places]
            let text = try #require(CanonicalNumber.text(value))
            #expect(ByteView.with(Array(text.utf8), CanonicalNumber.isWrittenDigitByDigit), "\(text) (\(value)) is not recognized")
        }
    }

    @Test(arguments: numbers)
    func numbersUseTheCanonicalForm(_ row: WrittenCase<Double>) throws {
        #expect(try TestSupport.written(.number(row.value)) == "m(\(row.written))", sourceLocation: row.sourceLocation)
    }

    /// Integers written digit by digit where they stand in the serializer's block, by the
    /// thousand, so that some fall where the block is full and is flushed first, then every one
    /// from -150 to 150: each reads back as its own digits, in order.
    @Test func integersWrittenAcrossTheWritersBlock() throws {
        var generator = SeededGenerator(seed: 0x5EED_0015)
        let random: [Int64] = (0..<12_000).map { round in
            let digits = 1 + round % 15  // 1 to 15 digits: below 1e15, and exact as a `Double`
            let bound = (0..<digits).reduce(Int64(1)) { power, _ in power * 10 } - 1
            return Int64.random(in: -bound...bound, using: &generator)
        }
        // Every value around the writer's one- and two-digit path.
        let values = random + (-150...150).map(Int64.init)
        let nodes: [VMLNode] = [
            .element(
                "VStack",
                children: values.map { value in
                    .element("Text", style: [VMLModifier("zIndex", VMLArgument(.number(Double(value))))])
                })
        ]
        let text = try VMLDocument(nodes).serialized(.compact)
        #expect(text.utf8.count > 1 << 17, "the text spans several of the writer's blocks")
        let written = text.components(separatedBy: "zIndex(").dropFirst().map { $0.prefix { $0 != ")" } }
        #expect(written.map(String.init) == values.map { String($0) })
    }

    static let nonFinite: [ValueCase<Double>] = [ValueCase(Double.nan), ValueCase(.infinity), ValueCase(-.infinity)]

    @Test(arguments: nonFinite)
    func nonFiniteNumbersAreRejectedWithTheirPath(_ row: ValueCase<Double>) throws {
        let nodes: [VMLNode] = [
            .element("VStack", children: [.element("Text", style: [VMLModifier("opacity", VMLArgument(.number(row.value)))])])
        ]
        let error = try #require(TestSupport.serializationError(nodes), sourceLocation: row.sourceLocation)
        #expect(error.path.description == "VStack[0] > Text[0]", sourceLocation: row.sourceLocation)
        guard case .nonFiniteNumber = error.reason else {
            Issue.record("expected nonFiniteNumber, got \(error.reason)", sourceLocation: row.sourceLocation)
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

    static let hexColors: [WrittenCase<String>] = [
        WrittenCase("FF0000", "#ff0000"), WrittenCase("#00FFcc", "#00ffcc"), WrittenCase("A1B2C3D4", "#a1b2c3d4"),
        WrittenCase("abcdef", "#abcdef"),
    ]

    @Test(arguments: hexColors)
    func hexColorsAreLowerCased(_ row: WrittenCase<String>) throws {
        #expect(try TestSupport.written(.hex(row.value)) == "m(\(row.written))", sourceLocation: row.sourceLocation)
        #expect(
            VMLExpression.hex(row.value).canonicalized() == .color(.hex(String(row.written.dropFirst()))),
            sourceLocation: row.sourceLocation)
    }

    static let badHexDigits: [ValueCase<String>] = [
        ValueCase("F00"), ValueCase("ff00"), ValueCase("fffff"), ValueCase("fffffff"), ValueCase("gg0000"), ValueCase(""),
        ValueCase("ff0000ff00"),
    ]

    @Test(arguments: badHexDigits)
    func otherHexLengthsAndDigitsAreRejected(_ row: ValueCase<String>) throws {
        let digits = row.value
        let error = try #require(
            TestSupport.serializationError([.element("Circle", style: [VMLModifier("fill", VMLArgument(.hex(digits)))])]),
            sourceLocation: row.sourceLocation)
        #expect(error.reason == .invalidHexColor(digits.lowercased()), sourceLocation: row.sourceLocation)
        #expect(error.path.description == "Circle[0]", sourceLocation: row.sourceLocation)
    }

    @Test func rgbShapedCallsBecomeColors() {
        let call = VMLExpression.call("rgb", 255, 0, 0)
        #expect(call.canonicalized() == .color(.function(.rgb, [.init(255), .init(0), .init(0)])))
        let labeled = VMLExpression.call("rgb", .labeled("red", 1))
        #expect(labeled.canonicalized() == labeled)
    }
}
