/// The CSS of SF Symbols' glyphs (``SymbolSheet``): an `<svg>` as tall as SwiftUI draws a symbol
/// in the font (1.2 em at `imageScale(.medium)`), as wide as its glyph's ink, sitting on the
/// text's baseline as a symbol does (in a list row, a label's icon centered in a column, so the
/// titles line up); the placeholder of a name without a glyph keeps `.symbol`'s
/// rules.
extension Stylesheet {
    /// The rules, appended to ``Stylesheet/css``.
    static let symbols = """
        .symbol.glyph{width:auto;height:calc(1.2em*var(--image-scale,1));border:0;border-radius:0;opacity:1;vertical-align:calc(-.22em*var(--image-scale,1));overflow:visible}
        .symbol-sheet{position:absolute;width:0;height:0;overflow:hidden}
        .row .label>.symbol.glyph{min-width:1.2em}

        """
}
