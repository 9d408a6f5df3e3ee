@_spi(VMLInternals) import VMLCore
@_spi(VMLInternals) import VMLParser

// The DSL appends modifiers to a style with the parser's style reader (`StyleTextReading.read`),
// which reads the style back only if someone inspects its modifiers.

extension VMLStyle {
    /// Appends a modifier the DSL applies: held as canonical text (the core's writer), read back
    /// with the parser's style grammar only if someone inspects the modifiers.
    mutating func add(_ modifier: VMLModifier) {
        append(modifier, reader: StyleTextReading.read)
    }

    /// Appends the modifier `name(…)` whose arguments `arguments` gives, as
    /// `appendModifier(named:reader:arguments:)` does with the parser's style reader.
    mutating func appendModifier(named name: VMLStyleName, arguments: (inout VMLModifierWriter) -> Void) {
        appendModifier(named: name, reader: StyleTextReading.read, arguments: arguments)
    }
}
