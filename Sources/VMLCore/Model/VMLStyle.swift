/// An element's `style`: its modifiers, applied left to right like SwiftUI's chaining.
///
/// ```swift
/// let style: VMLStyle = [
///     VMLModifier("padding", 8),
///     VMLModifier("background", .member("red")),
/// ]
/// // style="padding(8), background(.red)"
/// ```
///
/// A style made by the DSL or read by the parser is held as its canonical text (the bytes the
/// serializer writes between the quotes of `style="…"`) until someone reads ``modifiers``: then
/// it is read back, as the inverse of the writer that wrote it (`StyleTextReader`). Serializing,
/// comparing and hashing such a style work on the bytes, and a tree holds no expression values
/// for it.
public struct VMLStyle: Sendable {
    /// How the style is held.
    enum Storage: Sendable {
        /// The modifiers as values (a style built from ``VMLModifier``s, or one whose text would
        /// not read back as the same values).
        case modifiers([VMLModifier])
        /// The canonical text, never empty.
        case text(StyleText)
    }

    var storage: Storage

    /// Creates a style from its modifiers.
    public init(_ modifiers: [VMLModifier] = []) {
        storage = .modifiers(modifiers)
    }

    init(text: StyleText) {
        storage = .text(text)
    }

    /// The modifiers, in application order.
    ///
    /// A style held as text is read back on each get (`VMLStyle` holds no copy of the values);
    /// setting it holds the new values as they are.
    public var modifiers: [VMLModifier] {
        get {
            switch storage {
            case .modifiers(let modifiers): modifiers
            case .text(let text): text.modifiers
            }
        }
        set {
            storage = .modifiers(newValue)
        }
        _modify {
            var modifiers: [VMLModifier]
            switch storage {
            case .modifiers(let stored):
                modifiers = stored
                storage = .modifiers([])  // so `modifiers` is uniquely owned while it is changed
            case .text(let text):
                modifiers = text.modifiers
            }
            defer { storage = .modifiers(modifiers) }
            yield &modifiers
        }
    }

    /// Calls `body` with the modifiers, read in place when the style holds values (no copy of the
    /// list, each modifier borrowed where it is stored) and read back from the text otherwise.
    func withModifiers<Failure: Error>(
        _ body: (ElementView<VMLModifier>) throws(Failure) -> Void
    ) throws(Failure) {
        switch storage {
        case .modifiers(let modifiers): try ElementView.with(modifiers, body)
        case .text(let text): try ElementView.with(text.modifiers, body)
        }
    }

    /// Whether the style has no modifier (an empty style is not written).
    public var isEmpty: Bool {
        switch storage {
        case .modifiers(let modifiers): modifiers.isEmpty
        case .text: false
        }
    }

    /// Calls `body` with the canonical text (without the flags byte) when the style is held as
    /// text, and returns whether it did; reads the text in place.
    func withCanonicalText(_ body: (ByteView) -> Void) -> Bool {
        guard case .text(let text) = storage else { return false }
        text.withCanonicalBytes(body)
        return true
    }

    /// Whether some modifier may hold an `attr(…)` binding: `false` for text without one (read
    /// from its flags, in place) and for no modifiers.
    var mayBindAttributes: Bool {
        switch storage {
        case .text(let text): text.bindsAttributes
        case .modifiers(let modifiers): !modifiers.isEmpty
        }
    }

}

extension VMLStyle: ExpressibleByArrayLiteral {
    /// Creates a style from a list of modifiers.
    public init(arrayLiteral modifiers: VMLModifier...) {
        self.init(modifiers)
    }
}

extension VMLStyle: Hashable {
    /// Whether the two styles have the same modifiers (compared as text when both are held as text).
    public static func == (lhs: Self, rhs: Self) -> Bool {
        switch (lhs.storage, rhs.storage) {
        case (.text(let a), .text(let b)):
            return a.canonicalBytes == b.canonicalBytes
        case (.modifiers(let a), .modifiers(let b)):
            return a == b
        case (.text(let text), .modifiers(let modifiers)), (.modifiers(let modifiers), .text(let text)):
            // Equal only when the values would be held as this very text.
            guard let other = StyleText(encoding: modifiers) else { return false }
            return other.canonicalBytes == text.canonicalBytes
        }
    }

    /// Feeds the modifiers' names and their count to `hasher` (read from the text without reading
    /// it back when the style is held as text), so equal styles hash alike however they are held,
    /// and hashing a style built from values costs no writing.
    public func hash(into hasher: inout Hasher) {
        var count = 0
        switch storage {
        case .modifiers(let modifiers):
            for modifier in modifiers {
                ByteView.with(modifier.name) { Self.combine(name: $0, into: &hasher) }
            }
            count = modifiers.count
        case .text(let text):
            text.forEachModifierName { name in
                Self.combine(name: name, into: &hasher)
                count += 1
            }
        }
        hasher.combine(count)
    }

    private static func combine(name: ByteView, into hasher: inout Hasher) {
        hasher.combine(bytesOf: name)
        hasher.combine(name.count)
    }
}

// Making a style held as text (what the DSL and the parser call), and lending its bytes.
extension VMLStyle {
    /// Appends `modifier`: to the canonical text when the style is empty or held as text and the
    /// modifier has text that reads back as it, else to the values.
    ///
    /// `namesChecked`: the caller checked every name against the style-name rule (the parser has).
    /// Returns whether the modifier went into the text.
    ///
    /// ```swift
    /// var style = VMLStyle()
    /// style.append(VMLModifier("padding", 8))   // true
    /// style.isHeldAsText                        // true
    /// ```
    @discardableResult
    @_spi(VMLInternals) public mutating func append(_ modifier: VMLModifier, namesChecked: Bool = false) -> Bool {
        switch storage {
        case .modifiers(var modifiers) where !modifiers.isEmpty:
            storage = .modifiers([])
            modifiers.append(modifier)
            storage = .modifiers(modifiers)
            return false
        case .modifiers:
            if let text = StyleText(encoding: CollectionOfOne(modifier), namesChecked: namesChecked) {
                storage = .text(text)
                return true
            }
            storage = .modifiers([modifier])
            return false
        case .text(var text):
            storage = .modifiers([])  // so `text` is uniquely owned and grows in place
            if text.append(modifier, namesChecked: namesChecked) {
                storage = .text(text)
                return true
            }
            var modifiers = text.modifiers
            modifiers.append(modifier)
            storage = .modifiers(modifiers)
            return false
        }
    }

    /// Appends the modifier `name(…)` whose arguments `arguments` gives, written straight into the
    /// canonical text when the style is empty or held as text (no ``VMLModifier`` value is made),
    /// else, or when the text would not read back as the values, as a value. `arguments` may be
    /// called twice: once writing, once collecting.
    ///
    /// ```swift
    /// var style = VMLStyle()
    /// style.appendModifier(named: "padding") { $0.argument(nil, 8) }
    /// style.modifiers   // [VMLModifier("padding", 8)]
    /// ```
    @_spi(VMLInternals) public mutating func appendModifier(named name: String, arguments: (inout VMLModifierWriter) -> Void) {
        appendModifier(named: .string(name), arguments: arguments)
    }

    /// Appends the modifier `name(…)` as ``appendModifier(named:arguments:)-(String,_)`` does, its
    /// name a literal of the DSL's own source or a string (``VMLStyleName``).
    ///
    /// ```swift
    /// var style = VMLStyle()
    /// style.appendModifier(named: .literal("padding")) { $0.argument(nil, 8) }
    /// style.modifiers   // [VMLModifier("padding", 8)]
    /// ```
    @_spi(VMLInternals) public mutating func appendModifier(
        named name: VMLStyleName,
        arguments: (inout VMLModifierWriter) -> Void
    ) {
        var text: StyleText
        switch storage {
        case .modifiers(let modifiers) where !modifiers.isEmpty:
            append(Self.collect(name.string, arguments))
            return
        case .modifiers:
            text = StyleText()
        case .text(let stored):
            text = stored
            storage = .modifiers([])  // so `text` is uniquely owned and grows in place
        }
        if text.appendModifier(named: name, arguments: arguments) {
            storage = .text(text)
            return
        }
        var modifiers = text.isEmpty ? [] : text.modifiers
        modifiers.append(Self.collect(name.string, arguments))
        storage = .modifiers(modifiers)
    }

    /// Calls `body` with the canonical text of `modifier` and its flags, as a style of that one
    /// modifier would hold them (see ``withCanonicalBytes(_:)``), when that text reads back as
    /// it; returns whether it did. The text is written on the stack, with no style made: the
    /// parser copies a modifier it reads for the first time into the style it puts together.
    /// `namesChecked`: the caller checked every name against the style-name rule already.
    ///
    /// ```swift
    /// VMLStyle.withCanonicalBytes(of: VMLModifier("padding", 8)) { text, flags in buffer.append(contentsOf: text) }
    /// // true: "padding(8)"
    /// VMLStyle.withCanonicalBytes(of: VMLModifier("padding", VMLArgument(.number(.nan)))) { _, _ in }   // false
    /// ```
    @_spi(VMLInternals) public static func withCanonicalBytes(
        of modifier: VMLModifier,
        namesChecked: Bool = false,
        _ body: (ByteView, UInt8) -> Void
    ) -> Bool {
        StyleText.withCanonicalText(of: modifier, namesChecked: namesChecked, body)
    }

    /// A style held as canonical text, which the caller vouches for: `flagged` is a byte of flags,
    /// then the canonical texts of modifiers, joined by `, `, each as ``withCanonicalBytes(_:)``
    /// gave it, or exactly what the writer would write for a modifier with no `attr(…)` binding
    /// and no symbol (the parser's check of a simple modifier, `SimpleModifier`), with their flags
    /// or-ed in the first byte. The parser puts a new style together this way, from modifiers it
    /// read before: the bytes are the style's storage as they stand, one allocation of their size
    /// and one copy.
    ///
    /// ```swift
    /// ByteView.with(Array("\u{0}padding(8), zIndex(7)".utf8)) {
    ///     VMLStyle(flaggedCanonicalText: $0).modifiers
    /// }   // [VMLModifier("padding", 8), VMLModifier("zIndex", 7)]
    /// ```
    @_spi(VMLInternals) public init(flaggedCanonicalText flagged: ByteView) {
        self.init(text: StyleText(flagged: flagged))
    }

    /// Calls `body` with the canonical text and its flags (a byte to be or-ed into those of a style
    /// made of several texts, ``init(flaggedCanonicalText:)``) when the style is held as text;
    /// returns whether it did.
    ///
    /// ```swift
    /// style.withCanonicalBytes { text, flags in buffer.append(contentsOf: text) }   // false for a style of values
    /// ```
    @_spi(VMLInternals) public func withCanonicalBytes(_ body: (ByteView, UInt8) -> Void) -> Bool {
        guard case .text(let text) = storage else { return false }
        text.withCanonicalBytes { body($0, text.flags) }
        return true
    }

    /// The modifier `arguments` gives, as a value.
    private static func collect(_ name: String, _ arguments: (inout VMLModifierWriter) -> Void) -> VMLModifier {
        var collector = VMLModifierWriter()
        arguments(&collector)
        return VMLModifier(name, arguments: collector.collected)
    }

    /// The same modifiers held as canonical text, when that text reads back as them.
    /// `namesChecked`: the caller checked every name against the style-name rule already (the
    /// parser has), so the writer skips that check.
    ///
    /// ```swift
    /// VMLStyle([VMLModifier("padding", 8)]).heldAsText().isHeldAsText                // true
    /// VMLStyle([VMLModifier("padding", .number(.nan))]).heldAsText().isHeldAsText   // false
    /// ```
    @_spi(VMLInternals) public func heldAsText(namesChecked: Bool = false) -> VMLStyle {
        guard case .modifiers(let modifiers) = storage, !modifiers.isEmpty,
            let text = StyleText(encoding: modifiers, namesChecked: namesChecked)
        else {
            return self
        }
        return VMLStyle(text: text)
    }
}

extension VMLStyle {
    /// Whether the style may hold an `attr(…)` binding, a template symbol or a name that breaks
    /// the name rules: `false` for a text style with neither binding nor symbol (its names were
    /// checked when it was written), so a validator can skip reading it back.
    ///
    /// ```swift
    /// VMLStyle([VMLModifier("padding", 8)]).mayHoldReferences   // true: values are not checked yet
    /// ```
    @_spi(VMLInternals) public var mayHoldReferences: Bool {
        switch storage {
        case .modifiers(let modifiers): !modifiers.isEmpty
        case .text(let text): text.bindsAttributes || text.usesSymbols
        }
    }

    /// An identity for the style's storage, as a number: styles that share it (repeated style
    /// text the parser shares, copies of one value) have the same one, so results about a style
    /// can be cached.
    ///
    /// ```swift
    /// let style: VMLStyle = [VMLModifier("padding", 8)]
    /// let copy = style
    /// copy.storageAddress == style.storageAddress   // true
    /// ```
    @_spi(VMLInternals) public var storageAddress: UInt {
        switch storage {
        case .modifiers(let modifiers): modifiers.storageAddress
        case .text(let text): text.storageAddress
        }
    }
}

extension VMLStyle {
    /// Holds `other`'s storage when both are held as text and the texts are equal (rows a
    /// `VmlForEach` builds from one template share one text); the style's value does not change.
    /// Returns whether the style now holds `other`'s storage.
    package mutating func shareText(with other: VMLStyle) -> Bool {
        guard case .text(let mine) = storage, case .text(let theirs) = other.storage else { return false }
        if mine.storageAddress == theirs.storageAddress { return true }
        guard mine.hasSameBytes(as: theirs) else { return false }
        storage = other.storage
        return true
    }
}

extension VMLStyle {
    /// Whether the style is held as its canonical text (for tests and benchmarks).
    ///
    /// ```swift
    /// VMLStyle([VMLModifier("padding", 8)]).isHeldAsText   // false: built from values
    /// ```
    @_spi(VMLInternals) public var isHeldAsText: Bool {
        if case .text = storage { return true }
        return false
    }
}
