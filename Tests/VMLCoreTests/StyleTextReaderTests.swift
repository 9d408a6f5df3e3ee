import Testing

@_spi(VMLInternals) import VMLCore
@_spi(VMLInternals) import VMLParser

/// A style held as text is read back with the reader the module that made it handed over; a text
/// that reader cannot read stops a debug build with a message instead of reading as no modifiers.
@Suite struct StyleTextReaderTests {
    @Test func aTextStyleReadsBackItsModifiers() {
        let style = ByteView.with(Array("\u{0}padding(8)".utf8)) {
            VMLStyle(flaggedCanonicalText: $0, reader: StyleTextReading.read)
        }
        #expect(style.modifiers == [VMLModifier("padding", 8)])
    }

    /// Reading the installed reader leaves it as it was: a style read back 100,000 times still
    /// reads back (a reader kept where reading it wrapped it in conversion thunks grew a thunk per
    /// read, until a call through them overflowed the stack).
    @Test func readingAStyleManyTimesLeavesTheReaderAsItWas() async {
        let style = ByteView.with(Array("\u{0}padding(8)".utf8)) {
            VMLStyle(flaggedCanonicalText: $0, reader: StyleTextReading.read)
        }
        let last = await Task.detached {
            var modifiers: [VMLModifier] = []
            for _ in 0..<100_000 { modifiers = style.modifiers }
            return modifiers
        }.value
        #expect(last == [VMLModifier("padding", 8)])
    }

    #if DEBUG
        @Test func aTextTheReaderCannotReadStopsADebugBuild() async {
            await #expect(processExitsWith: .failure) {
                let style = ByteView.with(Array("\u{0}padding(8)".utf8)) {
                    VMLStyle(flaggedCanonicalText: $0, reader: { _ in nil })
                }
                _ = style.modifiers
            }
        }
    #endif
}
