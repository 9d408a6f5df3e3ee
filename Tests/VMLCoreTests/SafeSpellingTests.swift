import Testing
@_spi(VMLInternals) import VMLCore

/// The `ByteView` and number spellings of the core's calls agree with the pointer spellings the
/// parser still uses, and the numbers written from two words of digits read back as themselves.
@Suite struct SafeSpellingTests {
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

    /// The view spelling of `isWrittenDigitByDigit` answers as the buffer spelling does.
    @Test func digitByDigitAgreesAcrossSpellings() {
        for text in ["0", "-3", "12", "-0", "0.5", "0.50", "-12.25", "1e+16", "", "-", "00", "1.", "123456789.123"] {
            let bytes = Array(text.utf8)
            let viewed = ByteView.with(bytes, CanonicalNumber.isWrittenDigitByDigit)
            let buffered = bytes.withUnsafeBufferPointer(CanonicalNumber.isWrittenDigitByDigit)
            #expect(viewed == buffered, "\(text)")
        }
    }

    /// A modifier whose text passes the writer's stack block (512 bytes) still comes whole, and a
    /// style held as text gives the same bytes and flags through either spelling.
    @Test func longStyleTextComesWhole() {
        let long = String(repeating: "a", count: 700)
        let modifier = VMLModifier("accessibilityLabel", VMLArgument(.string(long)))
        var written: [UInt8] = []
        #expect(VMLStyle.withCanonicalBytes(of: modifier) { text, _ in written = text.array() })
        #expect(String(decoding: written, as: UTF8.self) == "accessibilityLabel(&quot;\(long)&quot;)")
        var viaPointer: [UInt8] = []
        #expect(VMLStyle.withCanonicalText(of: modifier) { text, _ in viaPointer = Array(text) })
        #expect(viaPointer == written)

        let style = ByteView.with([0] + written) { VMLStyle(flaggedCanonicalText: $0, reader: { _ in [modifier] }) }
        var held: [UInt8] = []
        #expect(style.withCanonicalBytes { text, flags in held = text.array() + [flags] })
        #expect(held == written + [0])
        let copy = style
        #expect(copy.storageAddress == style.storageAddress)
        #expect(copy.storageIdentity == style.storageIdentity)
    }
}
