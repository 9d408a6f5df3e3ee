/// How every diagnostic shows text from its input: the one rule the parser's errors, the
/// validator's diagnostics and the serializer's errors share, so a message or an excerpt is
/// always one line of visible characters that a terminal shows as they are.
///
/// A character a terminal would act on or that would not be seen is written as `\u{…}` (upper-case
/// hex, like Swift's own `"\u{1B}"`):
///
/// - control characters: C0 (U+0000–U+001F, tab, line feed and carriage return included), DEL
///   (U+007F) and C1 (U+0080–U+009F);
/// - bidirectional controls: U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069;
/// - invisible format characters: every character of Unicode's category Cf (such as U+00AD,
///   U+200B–U+200D, U+2060–U+2064, U+FEFF, U+FFF9–U+FFFB and the tags U+E0000–U+E007F), the
///   other default-ignorable code points except variation selectors (such as U+034F, U+115F,
///   U+3164, U+FFA0), and the line and paragraph separators U+2028 and U+2029;
/// - noncharacters: U+FDD0–U+FDEF and the last two code points of every plane (U+FFFE, U+FFFF, …).
///
/// Everything else, backslashes and quotes included, is shown as it is, so an escape in a
/// message cannot be told from the same six characters typed in the input; the point is that
/// nothing reaches the terminal raw.
///
/// ```swift
/// VMLDisplayText.escaped("title\u{1B}]0;x\u{7}")   // title\u{1B}]0;x\u{7}
/// VMLDisplayText.escaped("a\tb", keepingTabs: true) // a, a tab, b
/// ```
public enum VMLDisplayText {
    /// Whether diagnostics show `scalar` as `\u{…}` rather than as it is.
    ///
    /// ```swift
    /// VMLDisplayText.isEscaped("\u{202E}")   // true: right-to-left override
    /// VMLDisplayText.isEscaped("é")          // false
    /// ```
    public static func isEscaped(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 0x7F { return value < 0x20 }
        if value < 0xA0 { return true }  // DEL and C1
        if value & 0xFFFE == 0xFFFE { return true }  // U+FFFE, U+FFFF, U+1FFFE, …
        // Binary search for the last range that starts at or before `value`.
        var lower = 0
        var upper = hiddenRanges.count
        while lower < upper {
            let middle = (lower + upper) / 2
            if hiddenRanges[middle].lowerBound <= value {
                lower = middle + 1
            } else {
                upper = middle
            }
        }
        return lower > 0 && hiddenRanges[lower - 1].contains(value)
    }

    /// `text` with every character ``isEscaped(_:)`` selects written as `\u{…}`; tabs stay tabs
    /// when `keepingTabs` is set (excerpts keep them so a caret line can line up under them).
    ///
    /// ```swift
    /// VMLDisplayText.escaped("a\nb\u{200B}c")   // a\u{A}b\u{200B}c
    /// ```
    public static func escaped(_ text: some StringProtocol, keepingTabs: Bool = false) -> String {
        guard text.unicodeScalars.contains(where: { isEscaped($0) && !(keepingTabs && $0 == "\t") }) else { return String(text) }
        return escaped(text.unicodeScalars, keepingTabs: keepingTabs)
    }

    private static func escaped(_ scalars: some Sequence<Unicode.Scalar>, keepingTabs: Bool = false) -> String {
        var result = ""
        for scalar in scalars {
            if isEscaped(scalar), !(keepingTabs && scalar == "\t") {
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// How many characters `scalar` takes once shown: 1, or the length of its `\u{…}`.
    ///
    /// ```swift
    /// VMLDisplayText.width(of: "\u{1B}")   // 6, for \u{1B}
    /// ```
    public static func width(of scalar: Unicode.Scalar) -> Int {
        guard isEscaped(scalar) else { return 1 }
        var digits = 1
        var value = scalar.value >> 4
        while value > 0 {
            digits += 1
            value >>= 4
        }
        return digits + 4  // \u{ and }
    }

    /// The most characters a shown message has; a longer one keeps its start and its end (where
    /// messages say what to do) around a `…`.
    ///
    /// ```swift
    /// VMLDisplayText.message(String(repeating: "x", count: 5000)).count   // 1000
    /// ```
    public static let maximumMessageLength = 1000

    /// A message as diagnostics store and show it: ``escaped(_:keepingTabs:)``, so one line, and
    /// at most ``maximumMessageLength`` characters, cut in the middle with `…` when longer.
    ///
    /// ```swift
    /// VMLDisplayText.message("unsupported doctype 'x [\n]'")   // unsupported doctype 'x [\u{A}]'
    /// ```
    public static func message(_ text: some StringProtocol) -> String {
        let text = String(text)
        let scalars = text.unicodeScalars
        let limit = maximumMessageLength
        var width = 0
        var headEnd = scalars.startIndex
        var index = scalars.startIndex
        while index < scalars.endIndex {
            width += self.width(of: scalars[index])
            if width > limit { break }
            scalars.formIndex(after: &index)
            if width <= limit / 2 { headEnd = index }
        }
        guard index < scalars.endIndex else { return escaped(text) }
        // Too long: the first half, `…`, and as much of the end as fits in the other half.
        var tailStart = scalars.endIndex
        var tailWidth = 0
        while tailStart > headEnd {
            let previous = scalars.index(before: tailStart)
            tailWidth += self.width(of: scalars[previous])
            if tailWidth > limit - limit / 2 - 1 { break }
            tailStart = previous
        }
        return escaped(text.unicodeScalars[..<headEnd]) + "…" + escaped(text.unicodeScalars[tailStart...])
    }

    /// Escaped code points above U+00A0 other than noncharacters, sorted: Cf, Zl, Zp and the
    /// default-ignorable code points without the variation selectors.
    private static let hiddenRanges: [ClosedRange<UInt32>] = [
        0x00AD...0x00AD,  // soft hyphen
        0x034F...0x034F,  // combining grapheme joiner
        0x0600...0x0605,  // Arabic number signs
        0x061C...0x061C,  // Arabic letter mark
        0x06DD...0x06DD,
        0x070F...0x070F,
        0x0890...0x0891,
        0x08E2...0x08E2,
        0x115F...0x1160,  // Hangul fillers
        0x17B4...0x17B5,
        0x180E...0x180E,  // Mongolian vowel separator
        0x200B...0x200F,  // zero-width space, non-joiner, joiner; LRM, RLM
        0x2028...0x202E,  // line and paragraph separators; LRE, RLE, PDF, LRO, RLO
        0x2060...0x206F,  // word joiner, invisible operators, LRI, RLI, FSI, PDI, deprecated controls
        0x3164...0x3164,  // Hangul filler
        0xFDD0...0xFDEF,  // noncharacters
        0xFEFF...0xFEFF,  // byte-order mark, zero-width no-break space
        0xFFA0...0xFFA0,  // halfwidth Hangul filler
        0xFFF0...0xFFFB,  // unassigned specials, interlinear annotation controls
        0x110BD...0x110BD,
        0x110CD...0x110CD,
        0x13430...0x1343F,  // Egyptian hieroglyph format controls
        0x1BCA0...0x1BCA3,  // shorthand format controls
        0x1D173...0x1D17A,  // musical symbol format controls
        0xE0000...0xE00FF,  // tags
        0xE01F0...0xE0FFF,  // default ignorable, unassigned
    ]
}
