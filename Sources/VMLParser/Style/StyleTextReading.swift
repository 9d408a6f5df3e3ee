@_spi(VMLInternals) import VMLCore

/// Reads a style the core holds as canonical text back into modifiers, with the one style
/// grammar (``StyleParser``): the reader the DSL and the parser hand to the core when they make
/// such a style (`VMLStyle.append(_:reader:)`).
///
/// The text is what the serializer writes inside `style="…"`, so its references are decoded
/// first, as the document reader decodes an attribute value.
///
/// ```swift
/// "padding(8), navigationTitle(&quot;Hi&quot;)".utf8.withContiguousStorageIfAvailable(StyleTextReading.read)
/// // [VMLModifier("padding", 8), VMLModifier("navigationTitle", "Hi")]
/// ```
@_spi(VMLInternals) public enum StyleTextReading {
    /// The reader: canonical style text to its modifiers, `nil` when it does not parse.
    public static let read: StyleTextReader.ReadView = { text in
        var decoded: [UInt8] = []
        decoded.reserveCapacity(text.count)
        var index = 0
        while index < text.count {
            guard text[index] == 0x26 else {  // "&"
                decoded.append(text[index])
                index += 1
                continue
            }
            guard case .character(let scalar, let end) = CharacterReference.read(text, at: index) else { return nil }
            decoded.append(contentsOf: UTF8.encode(scalar) ?? UTF8.EncodedScalar())
            index = end
        }
        return ByteView.with(decoded) { buffer in
            var parser = StyleParser(
                text: buffer,
                offsetMap: OffsetMap(),
                locator: SourceLocator(bytes: buffer, start: 0),
                maximumNesting: VMLParser.Options.styleNestingCeiling,
                names: NameCache(),
                argumentScratch: ScratchStack<VMLArgument>(),
                quiet: true
            )
            return try? parser.parseStyle().modifiers
        }
    }
}
