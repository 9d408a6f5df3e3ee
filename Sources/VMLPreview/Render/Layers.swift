/// An element being drawn with its modifiers, innermost first: the element's own pieces, and
/// around them what each modifier adds before and after (a wrapper box, a background layer).
///
/// ```swift
/// var layers = Layers(core: [.open(Box(classes: "text")), .html("Hi"), .close("div")])
/// layers.wrap(Box(classes: "mod", style: "padding:16px;"))
/// // <div class="mod" style="padding:16px;"><div class="text">Hi</div></div>
/// ```
struct Layers {
    /// The element's own pieces: its box first.
    var core: [Piece]
    /// What each modifier opens before the inner layers, innermost modifier first.
    private(set) var before: [[Piece]] = []
    /// What each modifier closes after them, innermost modifier first.
    private(set) var after: [[Piece]] = []

    /// How many boxes modifiers have wrapped around the element so far.
    var wrapCount: Int { before.count }

    init(core: [Piece]) {
        self.core = core
    }

    /// Wraps everything so far in `box`.
    mutating func wrap(_ box: Box) {
        before.append([.open(box)])
        after.append([.close(box.tag)])
    }

    /// Wraps everything so far in `box`, with `leading` drawn inside it before the inner layers
    /// and `trailing` after them (a background's layer, an overlay's).
    mutating func wrap(_ box: Box, leading: [Piece], trailing: [Piece]) {
        before.append([.open(box)] + leading)
        after.append(trailing + [.close(box.tag)])
    }

    /// Adds CSS to the outermost box so far (environment values such as a font or a color, which
    /// reach everything inside wherever the modifier stands).
    mutating func styleOutermost(_ css: String) {
        updateOutermost { $0.style += css }
    }

    /// Adds CSS to the element's own box (a shape's fill).
    mutating func styleCore(_ css: String) {
        if case .open(var box) = core.first {
            box.style += css
            core[0] = .open(box)
        }
    }

    /// Adds a class to the element's own box.
    mutating func addCoreClass(_ name: String) {
        if case .open(var box) = core.first {
            box.addClass(name)
            core[0] = .open(box)
        }
    }

    /// Changes the outermost box so far.
    mutating func updateOutermost(_ change: (inout Box) -> Void) {
        if let last = before.indices.last, case .open(var box) = before[last][0] {
            change(&box)
            before[last][0] = .open(box)
        } else if case .open(var box) = core.first {
            change(&box)
            core[0] = .open(box)
        }
    }

    /// Every piece, outermost box first.
    var pieces: [Piece] {
        var result: [Piece] = []
        result.reserveCapacity(core.count + before.count * 2 + after.count * 2)
        for group in before.reversed() { result += group }
        result += core
        for group in after { result += group }
        return result
    }
}
