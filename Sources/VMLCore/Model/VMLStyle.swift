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
/// it is read back with the parser's style grammar. Serializing, comparing and hashing such a
/// style work on the bytes, and a tree holds no expression values for it.
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
        _ body: (UnsafeBufferPointer<VMLModifier>) throws(Failure) -> Void
    ) throws(Failure) {
        switch storage {
        case .modifiers(let modifiers): try unsafe modifiers.withUnsafeBufferPointer(body)
        case .text(let text): try unsafe text.modifiers.withUnsafeBufferPointer(body)
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
    func withCanonicalText(_ body: (UnsafeBufferPointer<UInt8>) -> Void) -> Bool {
        guard case .text(let text) = storage else { return false }
        unsafe text.withCanonicalBytes(body)
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
                unsafe UTF8Bytes.with(modifier.name) { unsafe Self.combine(name: $0, into: &hasher) }
            }
            count = modifiers.count
        case .text(let text):
            unsafe text.forEachModifierName { name in
                unsafe Self.combine(name: name, into: &hasher)
                count += 1
            }
        }
        hasher.combine(count)
    }

    private static func combine(name: UnsafeBufferPointer<UInt8>, into hasher: inout Hasher) {
        unsafe hasher.combine(bytes: UnsafeRawBufferPointer(name))
        hasher.combine(name.count)
    }
}

extension VMLStyle {
    /// Appends `modifier`: to the canonical text when the style is empty or held as text and the
    /// modifier has text that reads back as it, else to the values. `reader` reads text back into
    /// modifiers (the parser's style grammar, which the core does not hold).
    ///
    /// `namesChecked`: the caller checked every name against the style-name rule (the parser has).
    /// Returns whether the modifier went into the text.
    ///
    /// ```swift
    /// var style = VMLStyle()
    /// style.append(VMLModifier("padding", 8), reader: StyleTextReading.read)   // true
    /// style.isHeldAsText                                                         // true
    /// ```
    @discardableResult
    @_spi(VMLInternals) public mutating func append(
        _ modifier: VMLModifier,
        reader: @escaping StyleTextReader.ReadView,
        namesChecked: Bool = false
    ) -> Bool {
        StyleTextReader.install(reader)
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
    /// style.appendModifier(named: "padding", reader: StyleTextReading.read) { $0.argument(nil, 8) }
    /// style.modifiers   // [VMLModifier("padding", 8)]
    /// ```
    @_spi(VMLInternals) public mutating func appendModifier(
        named name: String,
        reader: @escaping StyleTextReader.ReadView,
        arguments: (inout VMLModifierWriter) -> Void
    ) {
        appendModifier(named: .string(name), reader: reader, arguments: arguments)
    }

    /// Appends the modifier `name(…)` as ``appendModifier(named:reader:arguments:)-(String,_,_)``
    /// does, its name a literal of the DSL's own source or a string (``VMLStyleName``).
    ///
    /// ```swift
    /// var style = VMLStyle()
    /// style.appendModifier(named: .literal("padding"), reader: StyleTextReading.read) { $0.argument(nil, 8) }
    /// style.modifiers   // [VMLModifier("padding", 8)]
    /// ```
    @_spi(VMLInternals) public mutating func appendModifier(
        named name: VMLStyleName,
        reader: @escaping StyleTextReader.ReadView,
        arguments: (inout VMLModifierWriter) -> Void
    ) {
        StyleTextReader.install(reader)
        var text: StyleText
        switch storage {
        case .modifiers(let modifiers) where !modifiers.isEmpty:
            append(Self.collect(name.string, arguments), reader: reader)
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

    /// A style held as canonical text, which the caller vouches for: `flagged` is a byte of flags,
    /// then the canonical texts of modifiers, joined by `, `, each as ``withCanonicalText(flags:)``
    /// gave it, or exactly what the writer would write for a modifier with no `attr(…)` binding
    /// and no symbol (the parser's check of a simple modifier, `SimpleModifier`), with their flags
    /// or-ed in the first byte. The parser puts a new style together this way, from modifiers it
    /// read before: the bytes are the style's storage as they stand, one allocation of their size
    /// and one copy. `reader` reads the text back into modifiers (see
    /// ``append(_:reader:namesChecked:)``): a style may be made of simple modifiers alone.
    ///
    /// ```swift
    /// Array("\u{0}padding(8), zIndex(7)".utf8).withUnsafeBufferPointer {
    ///     VMLStyle(flaggedCanonicalText: $0, reader: StyleTextReading.read).modifiers
    /// }   // [VMLModifier("padding", 8), VMLModifier("zIndex", 7)]
    /// ```
    @_spi(VMLInternals) public init(flaggedCanonicalText flagged: UnsafeBufferPointer<UInt8>, reader: @escaping StyleTextReader.ReadView) {
        StyleTextReader.install(reader)
        unsafe self.init(text: StyleText(flagged: flagged))
    }

    /// Calls `body` with the canonical text of `modifier` and its flags, as a style of that one
    /// modifier would hold them (see ``withCanonicalText(flags:)``), when that text reads back as
    /// it; returns whether it did. The text is written on the stack, with no style made: the
    /// parser copies a modifier it reads for the first time into the style it puts together.
    /// `namesChecked`: the caller checked every name against the style-name rule already.
    ///
    /// ```swift
    /// VMLStyle.withCanonicalText(of: VMLModifier("padding", 8)) { text, flags in buffer.append(text) }   // true: "padding(8)"
    /// VMLStyle.withCanonicalText(of: VMLModifier("padding", VMLArgument(.number(.nan)))) { _, _ in }   // false
    /// ```
    @_spi(VMLInternals) public static func withCanonicalText(
        of modifier: VMLModifier,
        namesChecked: Bool = false,
        _ body: (UnsafeBufferPointer<UInt8>, UInt8) -> Void
    ) -> Bool {
        unsafe StyleText.withCanonicalText(of: modifier, namesChecked: namesChecked, body)
    }

    /// Calls `body` with the canonical text and its flags (a byte to be or-ed into those of a style
    /// made of several texts, ``init(flaggedCanonicalText:reader:)``) when the style is held as
    /// text; returns whether it did.
    ///
    /// ```swift
    /// style.withCanonicalText { text, flags in buffer.append(text) }   // false for a style of values
    /// ```
    @_spi(VMLInternals) public func withCanonicalText(flags body: (UnsafeBufferPointer<UInt8>, UInt8) -> Void) -> Bool {
        guard case .text(let text) = storage else { return false }
        unsafe text.withCanonicalBytes { unsafe body($0, text.flags) }
        return true
    }

    /// The modifier `arguments` gives, as a value.
    private static func collect(_ name: String, _ arguments: (inout VMLModifierWriter) -> Void) -> VMLModifier {
        var collector = unsafe VMLModifierWriter(writer: nil)
        arguments(&collector)
        return VMLModifier(name, arguments: collector.collected)
    }

    /// The same modifiers held as canonical text, when that text reads back as them (see
    /// ``append(_:reader:)`` for `reader`). `namesChecked`: the caller checked every name against
    /// the style-name rule already (the parser has), so the writer skips that check.
    ///
    /// ```swift
    /// VMLStyle([VMLModifier("padding", 8)]).heldAsText(reader: StyleTextReading.read).isHeldAsText   // true
    /// VMLStyle([VMLModifier("padding", .number(.nan))]).heldAsText(reader: StyleTextReading.read).isHeldAsText   // false
    /// ```
    @_spi(VMLInternals) public func heldAsText(reader: @escaping StyleTextReader.ReadView, namesChecked: Bool = false) -> VMLStyle {
        guard case .modifiers(let modifiers) = storage, !modifiers.isEmpty,
            let text = StyleText(encoding: modifiers, namesChecked: namesChecked)
        else {
            return self
        }
        StyleTextReader.install(reader)
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

    /// An identity for the style's storage: styles that share it (repeated style text the parser
    /// shares, copies of one value) have the same one, so results about a style can be cached.
    ///
    /// ```swift
    /// let style: VMLStyle = [VMLModifier("padding", 8)]
    /// let copy = style
    /// copy.storageIdentity == style.storageIdentity   // true
    /// ```
    @_spi(VMLInternals) public var storageIdentity: UnsafeRawPointer? {
        switch storage {
        case .modifiers(let modifiers): unsafe modifiers.withUnsafeBufferPointer { unsafe $0.baseAddress.map(UnsafeRawPointer.init) }
        case .text(let text): unsafe text.storageIdentity
        }
    }
}

extension VMLStyle {
    /// Holds `other`'s storage when both are held as text and the texts are equal (rows a
    /// `VmlForEach` builds from one template share one text); the style's value does not change.
    /// Returns whether the style now holds `other`'s storage.
    package mutating func shareText(with other: VMLStyle) -> Bool {
        guard case .text(let mine) = storage, case .text(let theirs) = other.storage else { return false }
        if unsafe mine.storageIdentity == theirs.storageIdentity { return true }
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
