import VMLCore

/// The wording for styles spelled in a way VML writes differently: LiveView Native's spellings
/// (`;` between modifiers, a leading `.` before a modifier, `attr("name")` with a quoted name),
/// and the note for a trailing comma. Each message shows what to write; the style parser
/// reports them, and ``LiveViewNativeSyntax`` rewrites the LiveView Native ones. (`attr(…)`
/// where a modifier goes is `VMLAttrBinding.notAModifier(_:)`, shared with the serializer.)
///
/// ```swift
/// StyleSpelling.semicolonBetweenModifiers
/// // found ';' between modifiers: VML separates modifiers with ', ' (padding(8), font(.title)), not ';' as LiveView Native does; vml fmt --from-lvn rewrites it
/// ```
enum StyleSpelling {
    /// What `vml fmt --from-lvn` does, for the end of the LiveView Native messages.
    private static let rewrite = "vml fmt --from-lvn rewrites it"

    /// `padding(8); font(.title)`: the error at the `;`.
    static let semicolonBetweenModifiers =
        "found ';' between modifiers: VML separates modifiers with ', ' (padding(8), font(.title)), not ';' as LiveView Native does; \(rewrite)"

    /// `.padding(8)`: the error at the `.` before the modifier `name`.
    static func leadingDot(before name: String) -> String {
        "found '.' before the modifier '\(name)': a modifier has no leading dot in VML, write \(name)(…) rather than LiveView Native's .\(name)(…); \(rewrite)"
    }

    /// `attr("title")`: the error at the quote, when the quoted text is a name `attr` can take.
    static func quotedAttrName(_ name: String) -> String {
        "found a quoted attribute name in 'attr(': write attr(\(name)), not LiveView Native's attr(\"\(name)\"); \(rewrite)"
    }

    /// `attr("…")` whose quoted text is no name: the error at the quote.
    static let quotedAttrText =
        "expected an attribute name in 'attr(', found a string: attr(…) takes the attribute's name unquoted, as in attr(title)"

    /// The note for a trailing comma in a style (a warning: the parser reads it, and the
    /// canonical form drops it).
    static let trailingComma =
        "trailing ',' in the style: nothing follows it, and the canonical form drops it; remove it, or add what was meant to follow"
}
