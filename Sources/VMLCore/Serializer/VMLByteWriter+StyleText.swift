extension VMLByteWriter {
    /// Modifiers as they read in a `style` value, for messages: `padding(8), bold()`, with the
    /// attribute escapes undone (a string argument reads `"a"`, not `&quot;a&quot;`). `nil` when
    /// a modifier cannot be written (a bad name, a non-finite number).
    static func styleText(_ modifiers: [VMLModifier]) -> String? {
        var writer = VMLByteWriter(pretty: false)
        do {
            try writer.writeStyle(VMLStyle(modifiers))
        } catch {
            return nil
        }
        // Inside a style value only `& < > "` are written as references: strings hold their
        // line breaks and tabs as Swift escapes.
        return String(decoding: writer.bytes, as: UTF8.self)
            .replacing("&quot;", with: "\"")
            .replacing("&lt;", with: "<")
            .replacing("&gt;", with: ">")
            .replacing("&amp;", with: "&")
    }
}
