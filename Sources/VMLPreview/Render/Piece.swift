/// One step of a drawn view's HTML: a box opened or closed, literal markup, or a child node to
/// draw in its place. The renderer keeps pieces on an explicit stack, so a deep document never
/// deepens the call stack.
enum Piece {
    /// Opens a box.
    case open(Box)
    /// Closes the box opened with this tag.
    case close(String)
    /// Markup written as is (already escaped).
    case html(String)
    /// The node at this index of the ``PreviewTree``, drawn here.
    case child(Int)
    /// The text node at this index, written here.
    case text(Int)
    /// An SF Symbol, as its glyph (defined once in the page's ``SymbolSheet``) or its labelled
    /// placeholder, its box given these classes.
    case symbol(SymbolStyle, classes: String)
    /// The `<use>` of a symbol's glyph inside its box (``SymbolSheet/box(for:classes:)``).
    case symbolUse(SymbolStyle)
}
