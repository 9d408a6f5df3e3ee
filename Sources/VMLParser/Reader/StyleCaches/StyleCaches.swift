/// The caches the document reader keeps on its `style` path, one document long, and the switch
/// that turns each off (``VMLParser/Options/styleCaches``, for tests and measurements: parsing
/// with none of them gives the same tree and the same errors, which the differential tests in
/// `StyleCacheDifferentialTests` check over the fuzz corpus and random trees).
///
/// **Order tried**, for one `style="…"` value (`DocumentReader+Style.swift`):
///
/// 1. ``recentStyles`` (`RecentStyles`): the last 8 values read, compared in place with the
///    input before anything scans the value. Hit: that style, no scan.
/// 2. The value is scanned to its first quote (the XML reading). With no reference in it,
///    ``styleCache`` (`StyleCache`): the whole value's text, hashed, in a 512-slot table. With a
///    reference, the same table by the text *as written* (which decides the decoded text).
/// 3. On a miss, ``modifierPieces`` (`ModifierPieces`, a route, not a cache): the style is put
///    together from its modifiers' canonical texts, each modifier found by its end
///    (`ModifierPieces.modifierEnd(in:from:)`) and read as:
///    a. ``recentModifiers`` (`RecentModifiers`): the last 16 modifiers, compared in place;
///    b. a simple modifier in canonical form (`SimpleModifier`), its own text (no cache);
///    c. ``modifierCache`` (`ModifierCache`): the modifier's text, hashed, in a 1,024-slot table
///       (`StyleTextTable`; stored on its second sighting); or parsed alone.
/// 4. When a piece does not read alone, or the pieces are off, the whole value is parsed by
///    `StyleParser`; when that fails, the tracking reader decides and reports the error.
///
/// **Warm-up.** The two modifier caches start after a document's first ``defaultWarmUp`` style
/// values (``VMLParser/Options/styleCacheWarmUp``): making and freeing their tables cost more
/// than they save in a short document (the fixtures), while a long list's rows repeat for
/// thousands of values. `RecentStyles` and `StyleCache` start at once: a style they share is one
/// allocation fewer (the allocation guard, `Benchmarks/Scripts/check-allocations`, counts them),
/// and `StyleCache`'s table starts at 16 slots and grows.
///
/// **Invariants** every cache keeps (what makes a hit the same as a parse):
/// - A key is bytes of the input as the reader would read them, compared whole (never a hash
///   alone): a style's text up to the quote the fast path stops at (with that quote, for
///   `RecentStyles`; as written, references and all, for `StyleCache`), or a modifier's text from
///   its name to the end `modifierEnd` finds, followed by the end of the style, a comma or
///   whitespace (`RecentModifiers`).
/// - A value is what `StyleParser` made of those bytes, held as canonical text
///   (`VMLStyle.heldAsText`); only a text that reads back as its values is kept.
/// - A modifier's end (for the pieces) is found by counting brackets outside string literals, as
///   `StyleParser` reads them; a wrong end only splits the style where the parser would not, and
///   then a piece does not parse alone and the whole value is parsed (step 4). Nothing in a cache
///   decides an error: every failure is reported by the parse that does not use one.
/// - Each cache lives for one document; none is shared between parses or threads.
///
/// **What each buys**: instructions more with that one off (callgrind, release `vml-bench`; the
/// repeated and distinct screens are `VML_PROFILE=parse-repeated|parse-distinct`, 20,000 rows; the
/// fixtures are Examples/Fixtures/Generated parsed 200 times and the idiom corpus the styles of
/// PortingIdiomCorpusTests in one document parsed 20 times, `VML_PROFILE=parse-files`, with
/// `VML_STYLE_CACHES=all-NAME`; measured on i45-bytes, November 2026):
///
/// | off | repeated screen | distinct screen | fixtures | idiom corpus |
/// |---|---|---|---|---|
/// | `recentStyles` | +3.2% | | 0.0% | -1.0% |
/// | `styleCache` | +18.6% | | -0.1% | -4.1% |
/// | `modifierPieces` | 0.0% | | +12.7% | +9.0% |
/// | `recentModifiers` | 0.0% | +4.6% | 0.0% | -1.6% |
/// | `modifierCache` | 0.0% | +25.8% | 0.0% | -4.0% |
///
/// The two modifier caches win only on the distinct screen (a row's own `zIndex` among shared
/// modifiers); they stay because that screen is one of the benchmark report's figures.
@_spi(VMLInternals) public struct StyleCaches: OptionSet, Sendable, Hashable {
    @_spi(VMLInternals) public let rawValue: UInt8

    @_spi(VMLInternals) public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// `RecentStyles`: the last few style values, compared in place.
    @_spi(VMLInternals) public static let recentStyles = StyleCaches(rawValue: 1 << 0)
    /// `StyleCache`: whole style values by their text.
    @_spi(VMLInternals) public static let styleCache = StyleCaches(rawValue: 1 << 1)
    /// A new style put together from its modifiers' canonical texts (`ModifierPieces`); off, a
    /// new style is parsed whole.
    @_spi(VMLInternals) public static let modifierPieces = StyleCaches(rawValue: 1 << 2)
    /// `RecentModifiers`: the last few modifiers, compared in place (with ``modifierPieces``).
    @_spi(VMLInternals) public static let recentModifiers = StyleCaches(rawValue: 1 << 3)
    /// `ModifierCache`: modifiers by their text (with ``modifierPieces``).
    @_spi(VMLInternals) public static let modifierCache = StyleCaches(rawValue: 1 << 4)

    /// How many style values a document has before the modifier caches start.
    @_spi(VMLInternals) public static let defaultWarmUp = 32

    /// Every cache, the parser's default.
    @_spi(VMLInternals) public static let all: StyleCaches = [
        .recentStyles, .styleCache, .modifierPieces, .recentModifiers, .modifierCache,
    ]

    /// Each cache alone, with its name, for tests and measurements.
    @_spi(VMLInternals) public static let named: [(name: String, cache: StyleCaches)] = [
        ("recentStyles", .recentStyles), ("styleCache", .styleCache), ("modifierPieces", .modifierPieces),
        ("recentModifiers", .recentModifiers), ("modifierCache", .modifierCache),
    ]
}
