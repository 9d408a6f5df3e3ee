/// The symbols a page draws: each use written as a small `<svg>` that refers to its glyph, and
/// each glyph (per fill and rendering mode) defined once, in ``definitions``, so a page carries
/// the glyphs it uses and no other, and a list of a thousand stars carries one star.
///
/// A name without a glyph keeps the labelled placeholder (`<span class="symbol">`).
///
/// ```swift
/// var sheet = SymbolSheet()
/// sheet.markup(for: SymbolStyle(name: "star.fill"), classes: "symbol")   // <svg class="symbol glyph" …><use href="#sf-star.fill"/></svg>
/// sheet.definitions.contains("id=\"sf-star.fill\"")                      // true
/// ```
struct SymbolSheet {
    /// The definitions written so far, one per key.
    private(set) var definitions = ""
    /// Each use drawn (its classes, name and mode), and its markup.
    private var uses: [String: String] = [:]
    /// The ids defined.
    private var defined: Set<String> = []
    /// Each name and mode used, and its `<use>`.
    private var useMarkup: [String: String] = [:]

    /// Whether the page drew any glyph.
    var isEmpty: Bool { definitions.isEmpty }

    /// The markup drawing `style` whole (its glyph's definition added on first use), with `classes`.
    mutating func markup(for style: SymbolStyle, classes: String) -> String {
        let cacheKey = classes + "\u{0}" + style.name + "\u{0}" + style.mode.rawValue
        if let known = uses[cacheKey] { return known }
        var box = Self.box(for: style, classes: classes)
        let markup: String
        if box.tag == "svg" {
            var writer = HTMLWriter()
            box.writeOpening(into: &writer)
            markup = writer.string + use(style) + "</svg>"
        } else {
            box.tag = "span"
            var writer = HTMLWriter()
            box.writeOpening(into: &writer)
            markup = writer.string + "</span>"
        }
        uses[cacheKey] = markup
        return markup
    }

    /// The box a symbol is drawn in: an `<svg>` as wide as its glyph's ink, or, for a name
    /// without a glyph, the placeholder's `<span>`; named on hover.
    static func box(for style: SymbolStyle, classes: String) -> Box {
        guard let frame = SymbolGlyph.frame(of: style.name) else {
            var box = Box("span", classes: classes)
            box.attributes = [("data-symbol", style.name), ("title", style.name)]
            return box
        }
        var box = Box("svg", classes: classes.isEmpty ? "glyph" : classes + " glyph")
        box.attributes = [
            ("viewBox", String(frame.minX) + " 0 " + String(frame.width) + " 24"), ("data-symbol", style.name),
            ("data-glyph", String(frame.lucide)), ("title", style.name),
        ]
        return box
    }

    /// The `<use>` of `style`'s glyph, its definition added on first use; empty for a name
    /// without a glyph.
    mutating func use(_ style: SymbolStyle) -> String {
        let key = style.name + "\u{0}" + style.mode.rawValue
        if let known = useMarkup[key] { return known }
        var markup = ""
        if let (glyph, filled) = SymbolGlyph.named(style.name) {
            let layered = (style.mode == .hierarchical || style.mode == .palette) && !glyph.container.isEmpty
            let id = "sf-" + style.name + (layered ? "-h" : "")
            if defined.insert(id).inserted {
                definitions += Self.definition(glyph, id: id, filled: filled, layered: layered)
            }
            markup = "<use href=\"#" + HTMLText.escaped(id) + "\"/>"
        }
        useMarkup[key] = markup
        return markup
    }

    /// The whole sheet for the page: an invisible `<svg>` holding every glyph used, or nothing.
    var html: String {
        guard !definitions.isEmpty else { return "" }
        return "<svg class=\"symbol-sheet\" width=\"0\" height=\"0\" aria-hidden=\"true\"><defs>" + definitions + "</defs></svg>"
    }

    /// One glyph's definition: outlined; filled (its container filled, its marks cut out through a
    /// mask); or, `layered`, its container a lighter secondary layer.
    static func definition(_ glyph: SymbolGlyph, id: String, filled: Bool, layered: Bool) -> String {
        let id = HTMLText.escaped(id)
        let stroke = "fill=\"none\" stroke=\"currentColor\" stroke-width=\"2\" stroke-linecap=\"round\" stroke-linejoin=\"round\""
        let group = "<g id=\"" + id + "\" " + stroke + ">"
        guard !glyph.container.isEmpty else { return group + (filled ? glyph.filled : glyph.outline) + "</g>" }
        switch (filled, layered) {
        case (false, false):
            return group + glyph.outline + "</g>"
        case (false, true):
            return group + "<g opacity=\".4\">" + glyph.container + "</g>" + glyph.marks + "</g>"
        case (true, true):
            return group + "<g fill=\"currentColor\" opacity=\".3\">" + glyph.container + "</g>" + glyph.marks + "</g>"
        case (true, false):
            let mask = "m" + id
            let lines = "stroke-width=\"2\" stroke-linecap=\"round\" stroke-linejoin=\"round\""
            return "<mask id=\"" + mask + "\" maskUnits=\"userSpaceOnUse\" x=\"-2\" y=\"-2\" width=\"28\" height=\"28\">"
                + "<g fill=\"#fff\" stroke=\"#fff\" " + lines + ">" + glyph.container + "</g>"
                + "<g fill=\"none\" stroke=\"#000\" color=\"#000\" " + lines + ">" + glyph.marks + "</g></mask>"
                + "<g id=\"" + id + "\"><rect x=\"-2\" y=\"-2\" width=\"28\" height=\"28\" fill=\"currentColor\" mask=\"url(#" + mask
                + ")\"/></g>"
        }
    }
}
