/// An SF Symbol's stand-in: a Lucide icon (ISC, `LICENSE-Lucide.txt`) of the same meaning, on
/// Lucide's 24×24 grid, drawn with a 2-unit round stroke in the current color. SF Symbols
/// themselves cannot be shipped; `Scripts/mapping.tsv` maps the names apps use most (measured
/// in `Benchmarks/SymbolSurvey`) and `Scripts/generate` keeps those glyphs only.
///
/// Each glyph stays a line of text in ``records`` until a page uses it: loading costs one
/// dictionary, and reading a glyph splits its line.
///
/// ```swift
/// SymbolGlyph.named("star.fill")?.filled   // true
/// SymbolGlyph.named("star")?.glyph.lucide  // "star"
/// SymbolGlyph.named("no.such.symbol")      // nil
/// ```
struct SymbolGlyph: Hashable, Sendable {
    /// The Lucide icon drawn.
    var lucide: String
    /// Where the ink starts, across the 24-unit grid, and how wide it is (the stroke included):
    /// the glyph's box is as narrow as its ink, as an SF Symbol's is (`chevron.right` is narrow).
    var minX: Double
    /// The ink's width.
    var width: Double
    /// The shapes, outlined.
    var outline: String
    /// The shapes of the filled variant (closed shapes filled), when it is not drawn by cutting
    /// ``marks`` out of ``container``.
    var filled: String
    /// The shape holding the others (a circle's disc), or empty: the filled variant fills it and
    /// cuts the marks out of it, and the hierarchical rendering mode draws it as a secondary layer.
    var container: String
    /// The shapes inside ``container``.
    var marks: String

    /// Reads a record (`lucide|minX|width|outline|filled|container|marks`); `nil` when malformed.
    init?(record: String) {
        let fields = record.split(separator: "|", omittingEmptySubsequences: false)
        guard fields.count == 7, let minX = Double(fields[1]), let width = Double(fields[2]) else { return nil }
        lucide = String(fields[0])
        self.minX = minX
        self.width = width
        outline = String(fields[3])
        filled = String(fields[4])
        container = String(fields[5])
        marks = String(fields[6])
    }

    /// The glyph for an SF Symbol name, and whether the name asks for it filled: a name is looked
    /// up as written, then without its `.fill` parts (`person.crop.circle.fill` is
    /// `person.crop.circle` filled). `nil` when no glyph is mapped.
    static func named(_ name: String) -> (glyph: SymbolGlyph, filled: Bool)? {
        if let record = records[name] { return SymbolGlyph(record: record).map { ($0, false) } }
        guard let record = record(for: name) else { return nil }
        return SymbolGlyph(record: record).map { ($0, true) }
    }

    /// Whether a glyph is mapped for the name (as ``named(_:)`` looks it up), without reading it.
    static func isMapped(_ name: String) -> Bool {
        record(for: name) != nil
    }

    /// The record of the name's glyph (as ``named(_:)`` looks it up), unread.
    private static func record(for name: String) -> String? {
        if let record = records[name] { return record }
        let parts = name.split(separator: ".")
        guard parts.contains("fill") else { return nil }
        return records[parts.filter { $0 != "fill" }.joined(separator: ".")]
    }

    /// The Lucide icon and the ink's extent of the name's glyph, reading only those (a use's box).
    static func frame(of name: String) -> (lucide: Substring, minX: Substring, width: Substring)? {
        guard let record = record(for: name) else { return nil }
        let fields = record.split(separator: "|", maxSplits: 3, omittingEmptySubsequences: false)
        guard fields.count == 4 else { return nil }
        return (fields[0], fields[1], fields[2])
    }
}
