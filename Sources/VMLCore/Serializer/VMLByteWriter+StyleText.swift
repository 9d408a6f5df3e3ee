extension VMLByteWriter {
    /// Modifiers as they read in a `style` value, for messages: `padding(8), bold()`, without
    /// the attribute escapes (a string argument reads `"a"`, not `&quot;a&quot;`). `nil` when a
    /// modifier cannot be written (a bad name, a non-finite number).
    static func styleText(_ modifiers: [VMLModifier]) -> String? {
        var writer = unsafe VMLByteWriter(pretty: false, capacity: 128)
        defer { unsafe writer.bytes.deallocate() }
        unsafe writer.escapesMarkup = false
        do {
            try unsafe writer.writeStyle(VMLStyle(modifiers))
        } catch {
            return nil
        }
        unsafe writer.bytes.flush()
        return unsafe String(decoding: writer.bytes.output, as: UTF8.self)
    }
}
