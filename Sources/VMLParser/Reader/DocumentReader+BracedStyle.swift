@_spi(VMLInternals) import VMLCore

extension DocumentReader {
    /// The style whose decoded text the scratch buffer holds, with `offsetMap` back to the input:
    /// the value of `style={"…"}`, which reads as the same text in quotes would.
    ///
    /// `<Text style={"padding(8), font(.title)"}>` reads as `<Text style="padding(8), font(.title)">`.
    mutating func parseDecodedStyle() throws(VMLParseError) -> VMLStyle {
        style.reset(text: scratch.bytes, offsetMap: offsetMap, quiet: false)
        if recovering { return try parseStyleRecovering() }
        // Held as its canonical text, as every style the reader makes.
        return try style.parseStyle().heldAsText(namesChecked: true)
    }
}
