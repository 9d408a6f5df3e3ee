/// A style held as its canonical text: the bytes the serializer writes between the quotes of
/// `style="…"` (markup escaped: `&quot;Untitled&quot;`, `..&lt;`), after one byte of flags.
///
/// It is made only from modifiers whose text reads back as the same values (see
/// ``VMLByteWriter/changesValue``), so the text and the values are two forms of one style and
/// equal texts mean equal styles.
struct StyleText: Sendable {
    /// The flags byte, then the text.
    private var storage: [UInt8]

    private static let bindsAttributes: UInt8 = 1
    private static let usesSymbols: UInt8 = 2
    /// The room a style the DSL grows one modifier at a time gets when it first needs room. Three
    /// modifiers often pass 64 bytes (`font(.headline), foregroundColor(.secondary),
    /// padding(.vertical, 4)` is 66), and growing costs a second allocation, a copy and a free:
    /// at 64 the DSL benchmark's 20,000 four-modifier `Text` styles each grew once (9.1 M of its
    /// 605.3 M instructions). A style no other row shares may hold up to 64 bytes more than it
    /// would have.
    private static let firstCapacity = 128

    /// No text yet (only for appending to).
    init() {
        storage = [0]
    }

    /// Whether no modifier has been written.
    var isEmpty: Bool { storage.count <= 1 }

    /// A text whose storage is `flagged` as it stands: the flags byte (those of the texts it was
    /// put together from, or-ed), then the canonical text, which the caller vouches for
    /// (modifiers' canonical texts joined by `, `). One allocation of exactly its size and one
    /// copy (`Array` from a buffer; reserving and appending the parts cost about 140 instructions
    /// more a style).
    init(flagged: ByteView) {
        storage = flagged.array()
    }

    /// The flags of what `writer` wrote: whether it wrote an `attr(…)` binding, a template symbol.
    @inline(__always)
    private static func flags(of writer: borrowing VMLByteWriter) -> UInt8 {
        var flags: UInt8 = 0
        if writer.wroteAttr { flags |= bindsAttributes }
        if writer.wroteSymbol { flags |= usesSymbols }
        return flags
    }

    /// The flags byte: what ``bindsAttributes`` and ``usesSymbols`` read, to be or-ed into a text
    /// made of this one and others (``init(flagged:)``).
    var flags: UInt8 { storage[0] }

    /// Calls `body` with the canonical text of `modifier` and the flags a text of it would have,
    /// when that text reads back as it (as ``init(encoding:namesChecked:)`` decides), written
    /// into a block on the stack: no allocation while it fits. Returns whether it called `body`.
    static func withCanonicalText(
        of modifier: VMLModifier,
        namesChecked: Bool,
        _ body: (ByteView, UInt8) -> Void
    ) -> Bool {
        VMLByteWriter.withStackBlock(capacity: 512, keeping: true) { writer in
            writer.checksStyleNames = !namesChecked
            do {
                try writer.writeModifier(modifier)
            } catch {
                return false
            }
            guard !writer.changesValue else { return false }
            writer.bytes.finish()
            let flags = Self.flags(of: writer)
            if writer.bytes.output.isEmpty {
                writer.bytes.withKept { body($0, flags) }
            } else {  // longer than the block: the rest went to the writer's own
                ByteView.with(writer.bytes.withKept { $0.array() } + writer.bytes.output) { body($0, flags) }
            }
            return true
        }
    }

    /// The canonical text of `modifiers`, or `nil` when they have none that reads back as them
    /// (an invalid name, NaN, a gradient the canonical rule rewrites, a character XML forbids, …).
    ///
    /// `namesChecked`: every name was already checked against the style-name rule (the parser's
    /// modifiers), so the writer does not check them again.
    init?(encoding modifiers: some Collection<VMLModifier>, namesChecked: Bool = false) {
        guard !modifiers.isEmpty else { return nil }
        storage = [0]
        guard append(contentsOf: modifiers, namesChecked: namesChecked) else { return nil }
    }

    /// Appends `modifier` (after `, `); returns `false`, with the text unchanged, when it has no
    /// text that reads back as it.
    mutating func append(_ modifier: VMLModifier, namesChecked: Bool = false) -> Bool {
        append(contentsOf: CollectionOfOne(modifier), namesChecked: namesChecked)
    }

    private mutating func append(contentsOf modifiers: some Collection<VMLModifier>, namesChecked: Bool = false) -> Bool {
        write(namesChecked: namesChecked) { writer in
            for (position, modifier) in modifiers.enumerated() {
                if position > 0 { writer.append(", ") }
                do {
                    try writer.writeModifier(modifier)
                } catch {
                    return false
                }
                if writer.changesValue { return false }
            }
            return true
        }
    }

    /// Appends the modifier `name(…)` whose arguments `arguments` writes; returns `false`, with the
    /// text unchanged, when it has no text that reads back as them.
    mutating func appendModifier(named name: VMLStyleName, arguments: (inout VMLModifierWriter) -> Void) -> Bool {
        write(growing: true) { writer in
            do {
                try writer.appendStyleName(name)
            } catch {
                return false
            }
            writer.bytes.append(0x28)  // "("
            // The writer goes into the modifier's for its arguments, and comes back.
            var modifier = VMLModifierWriter(writer: writer)
            arguments(&modifier)
            let failed = modifier.failed
            guard let given = modifier.takeWriter() else {
                preconditionFailure("StyleText: the arguments replaced the modifier writer they were given")
            }
            writer = given
            writer.bytes.append(0x29)  // ")"
            return !failed
        }
    }

    /// Writes more modifiers with the serializer's writer after the text held (`, ` first when
    /// there is some). What `body` wrote is kept only when it reports success and nothing would
    /// read back as something else; the flags then take what it wrote. Returns whether it was kept.
    private mutating func write(
        namesChecked: Bool = false,
        growing: Bool = false,
        _ body: (inout VMLByteWriter) -> Bool
    ) -> Bool {
        VMLByteWriter.withStackBlock(capacity: 512, keeping: false) { writer in
            writer.checksStyleNames = !namesChecked
            swap(&writer.bytes.output, &storage)
            defer { swap(&writer.bytes.output, &storage) }
            let oldCount = writer.bytes.output.count
            if oldCount > 1 { writer.append(", ") }
            let succeeded = body(&writer)
            if growing, writer.bytes.output.capacity < writer.bytes.count {
                writer.bytes.output.reserveCapacity(Swift.max(writer.bytes.count * 2, Self.firstCapacity))
            }
            writer.bytes.flush()
            guard succeeded, !writer.changesValue else {
                writer.bytes.output.removeSubrange(oldCount...)
                return false
            }
            let flags = Self.flags(of: writer)
            if flags != 0 { writer.bytes.output[0] |= flags }  // rare: no write to the array otherwise
            return true
        }
    }

    /// The canonical text (without the flags byte), as it stands in `style="…"`.
    var canonicalBytes: ArraySlice<UInt8> { storage[1...] }

    /// Calls `body` with the canonical text.
    func withCanonicalBytes<R>(_ body: (ByteView) -> R) -> R {
        ByteView.with(storage, in: 1..<storage.count, body)
    }

    /// Whether the text holds an `attr(…)` binding.
    var bindsAttributes: Bool { storage[0] & Self.bindsAttributes != 0 }

    /// Whether the text holds a template symbol (`:bg`).
    var usesSymbols: Bool { storage[0] & Self.usesSymbols != 0 }

    /// The modifiers the text reads back as (``StyleTextReader``, the writer's inverse). Text is
    /// made only from what the writer writes, so it always reads back; were it not so, a debug
    /// build stops here with the text and a release build gives no modifiers.
    var modifiers: [VMLModifier] {
        withCanonicalBytes { text in
            guard let modifiers = StyleTextReader.modifiers(in: text) else {
                assertionFailure("VMLCore: a style held as text is not text the writer writes: " + text.string())
                return []
            }
            return modifiers
        }
    }

    /// An identity for the text's storage: styles the parser shares (repeated style text in one
    /// document) have the same one.
    var storageAddress: UInt { storage.storageAddress }

    /// Whether the two texts hold the same bytes (and flags), compared eight at a time.
    func hasSameBytes(as other: StyleText) -> Bool {
        ByteView.with(storage) { mine in ByteView.with(other.storage) { theirs in mine.equals(theirs) } }
    }

    /// Calls `body` with each modifier's name, in order, found by walking the text: a name starts
    /// the text or follows `, ` outside brackets and string literals, and ends at its `(`.
    func forEachModifierName(_ body: (ByteView) -> Void) {
        withCanonicalBytes { text in
            var index = 0
            var depth = 0
            var atName = true
            while index < text.count {
                if atName {
                    let start = index
                    while index < text.count, text[index] != 0x28 { index += 1 }  // "("
                    body(text.bytes(in: start..<index))
                    atName = false
                    continue
                }
                switch text[index] {
                case 0x28, 0x5B:  // "(" "["
                    depth += 1
                case 0x29, 0x5D:  // ")" "]"
                    depth -= 1
                case 0x2C where depth == 0:  // ", " before the next modifier
                    index += 2
                    atName = true
                    continue
                case 0x26 where Self.isQuote(text, at: index):  // a string literal, `&quot;…&quot;`
                    index = Self.endOfString(text, openedAt: index)
                    continue
                default:
                    break
                }
                index += 1
            }
        }
    }

    /// Whether `&quot;` stands at `index`.
    private static func isQuote(_ text: ByteView, at index: Int) -> Bool {
        index + 6 <= text.count && text.word(at: index, length: 6) == 0x3B74_6F75_7126  // "&quot;"
    }

    /// The offset after the `&quot;` that closes the string literal opened at `start`: inside,
    /// a backslash escapes what follows it (`\&quot;` is a quote in the string).
    private static func endOfString(_ text: ByteView, openedAt start: Int) -> Int {
        var index = start + 6
        while index < text.count {
            if text[index] == 0x5C {  // "\"
                index += 1
                if index < text.count, text[index] == 0x26 {  // an escaped reference: skip to its ";"
                    while index < text.count, text[index] != 0x3B { index += 1 }
                }
                index += 1
            } else if isQuote(text, at: index) {
                return index + 6
            } else {
                index += 1
            }
        }
        return index
    }
}
