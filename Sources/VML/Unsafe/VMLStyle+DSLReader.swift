@_spi(VMLInternals) import VMLCore
@_spi(VMLInternals) import VMLParser

// Unsafe code: the DSL hands VMLParser's style reader (`StyleTextReading.read`) to the core when
// it adds a modifier; its type, `StyleTextReader.Read`, takes the text as an
// `UnsafeBufferPointer<UInt8>`, so naming it is an unsafe use. Sound because the core calls the
// reader only with a view's bytes, valid for the call (`StyleTextReader.modifiers(_:)`), and the
// reader parses them into new modifiers without keeping the buffer. Moves out of this folder
// once the parser's reader and the style's calls take a `StyleTextReader.ReadView`.

extension VMLStyle {
    /// Appends a modifier the DSL applies: held as canonical text (the core's writer), read back
    /// with the parser's style grammar only if someone inspects the modifiers.
    mutating func add(_ modifier: VMLModifier) {
        unsafe append(modifier, reader: StyleTextReading.read)
    }

    /// Appends the modifier `name(…)` whose arguments `arguments` gives, as
    /// `appendModifier(named:reader:arguments:)` does with the parser's style reader.
    mutating func appendModifier(named name: VMLStyleName, arguments: (inout VMLModifierWriter) -> Void) {
        unsafe appendModifier(named: name, reader: StyleTextReading.read, arguments: arguments)
    }
}
