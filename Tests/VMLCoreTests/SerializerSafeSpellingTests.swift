import Testing
@_spi(VMLInternals) import VMLCore

/// The numbers written from two words of digits read back as themselves, and the serializer's
/// `ByteView` spellings give the bytes they stand for.
@Suite struct SerializerSafeSpellingTests {
    /// Integers and decimals of up to three places, written from their digit words, read back as
    /// the same value, with no trailing zero in the fraction.
    @Test func numbersWrittenFromWordsReadBack() {
        var values: [Double] = [0, -0.0, 9, 10, 99, 100, -1, -99, -100, 1e15, -1e15, 999_999_999.999, -999_999_999.999]
        for step in stride(from: -20_000, through: 20_000, by: 7) { values.append(Double(step) / 1_000) }
        for step in stride(from: -1_000_000, through: 1_000_000, by: 9_973) { values.append(Double(step)) }
        for value in values {
            let text = CanonicalNumber.text(value)
            #expect(text.flatMap(Double.init) == value, "\(value) is written \(text ?? "nil")")
            if let text, text.contains(".") { #expect(!text.hasSuffix("0"), "\(text)") }
        }
        #expect(CanonicalNumber.text(-1e15) == "-1000000000000000")
        #expect(CanonicalNumber.text(0.25) == "0.25")
        #expect(CanonicalNumber.text(-0.012) == "-0.012")
        #expect(CanonicalNumber.text(.nan) == nil)
    }

    /// The view spelling of `isWrittenDigitByDigit` accepts exactly the canonical forms.
    @Test func digitByDigitOverViews() {
        let accepted = ["0", "-3", "12", "0.5", "-12.25", "123456789.123"]
        for text in accepted + ["-0", "0.50", "1e+16", "", "-", "00", "1."] {
            #expect(ByteView.with(Array(text.utf8), CanonicalNumber.isWrittenDigitByDigit) == accepted.contains(text), "\(text)")
        }
    }

    /// A modifier whose text passes the writer's stack block (512 bytes) still comes whole, and a
    /// style held as that text gives the same bytes back, with its flags.
    @Test func longStyleTextComesWhole() {
        let long = String(repeating: "a", count: 700)
        let modifier = VMLModifier("accessibilityLabel", VMLArgument(.string(long)))
        var written: [UInt8] = []
        #expect(VMLStyle.withCanonicalBytes(of: modifier) { text, _ in written = text.array() })
        #expect(String(decoding: written, as: UTF8.self) == "accessibilityLabel(&quot;\(long)&quot;)")

        let style = ByteView.with([0] + written) { VMLStyle(flaggedCanonicalText: $0) }
        var held: [UInt8] = []
        #expect(style.withCanonicalBytes { text, flags in held = text.array() + [flags] })
        #expect(held == written + [0])
        let copy = style
        #expect(copy.storageAddress == style.storageAddress)
    }
}
