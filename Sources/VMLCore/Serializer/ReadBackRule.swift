/// The one home of the rule "this text reads back as the same values": the ways the text
/// ``VMLByteWriter`` writes for a style can read back as values other than the ones written. A
/// style whose text does (``VMLByteWriter/changesValue``) is not held as its canonical text
/// (``StyleText``), so the text and the values stay two forms of one style.
///
/// The writer asks the rule's questions where it writes the piece in question and records each
/// change with ``VMLByteWriter/note(_:)``, the only place that sets `changesValue`.
enum ReadBackRule {
    /// One way written text reads back as other values.
    enum Change {
        /// An argument the gradient rule rewrites (``GradientRule``): it reads back rewritten.
        case gradientRewritten
        /// A hex color written in a spelling other than its canonical one (upper case, say): it
        /// reads back as the canonical digits.
        case hexColorRespelled
        /// A character XML 1.0 forbids (a C0 control other than tab, LF and CR; U+FFFE, U+FFFF),
        /// written as U+FFFD.
        case forbiddenCharacterReplaced
        /// A call of a CSS color function (`rgb(…)`) whose arguments make a color: it reads back
        /// as that color, not a call.
        case callReadsAsColor
        /// An expression nested deeper than ``maximumTextNesting``, more than a reader need accept.
        case nestedTooDeep
    }

    /// How deep an expression held as style text may nest (far below the parser's limit, which
    /// counts postfix steps a little differently).
    static let maximumTextNesting = 64

    /// Whether an expression at `depth` (1 for a modifier's argument) reads back as written.
    @inline(__always)
    static func readsBack(depth: Int) -> Bool {
        depth <= maximumTextNesting
    }

    /// Whether the hex color `color`, written as its canonical `digits`, reads back as written.
    @inline(__always)
    static func readsBack(_ color: CSSColor, writtenAs digits: String) -> Bool {
        guard case .hex(let written) = color else { return true }
        return written == digits
    }

    /// Whether the call of the identifier `name` on `arguments` reads back as a call (not as a
    /// CSS color).
    static func readsBack(callOf name: String, callee: VMLExpression, arguments: [VMLArgument]) -> Bool {
        CSSColor.Function(rawValue: name) == nil || CSSColor(callee: callee, arguments: arguments) == nil
    }
}
