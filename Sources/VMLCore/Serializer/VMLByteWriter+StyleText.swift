extension VMLByteWriter {
    /// Modifiers as they read in a `style` value, for messages: `padding(8), bold()`, without
    /// the attribute escapes (a string argument reads `"a"`, not `&quot;a&quot;`). `nil` when a
    /// modifier cannot be written (a bad name, a non-finite number).
    static func styleText(_ modifiers: [VMLModifier]) -> String? {
        var writer = VMLByteWriter(pretty: false, capacity: 128)
        writer.escapesMarkup = false
        do {
            try writer.writeStyle(VMLStyle(modifiers))
        } catch {
            return nil
        }
        writer.bytes.flush()
        return String(decoding: writer.bytes.output, as: UTF8.self)
    }
}
