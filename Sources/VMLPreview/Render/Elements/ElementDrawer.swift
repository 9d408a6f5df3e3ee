import VMLCore

/// Draws an element by its name, through the family that knows it; an element no family draws
/// gets a dashed outline with its name around its content, so nothing is dropped silently.
enum ElementDrawer {
    /// The families, each a drawing function and its coverage.
    private static let families: [(draw: @Sendable (DrawContext) -> Drawing?, coverage: [String: VMLPreviewCoverage])] = [
        (StackDrawing.draw, StackDrawing.coverage),
        (ContentDrawing.draw, ContentDrawing.coverage),
        (NavigationDrawing.draw, NavigationDrawing.coverage),
        (ListDrawing.draw, ListDrawing.coverage),
        (TabDrawing.draw, TabDrawing.coverage),
        (ButtonDrawing.draw, ButtonDrawing.coverage),
        (ControlDrawing.draw, ControlDrawing.coverage),
        (PickerDrawing.draw, PickerDrawing.coverage),
    ]

    /// Which family draws each element name.
    private static let familyOfName: [String: Int] = {
        var table: [String: Int] = [:]
        for (index, family) in families.enumerated() {
            for name in family.coverage.keys where table[name] == nil { table[name] = index }
        }
        return table
    }()

    /// Every element a family draws, and how faithfully.
    static let coverage: [String: VMLPreviewCoverage] = {
        var table: [String: VMLPreviewCoverage] = [:]
        for family in families {
            table.merge(family.coverage) { first, _ in first }
        }
        return table
    }()

    /// Modifiers the element drawers read (a parent's `buttonStyle`, a screen's `navigationTitle`)
    /// rather than drawing them where they stand.
    static let modifiersRead: [String: VMLPreviewCoverage] = [
        ["labelStyle": .drawn], NavigationDrawing.modifiersRead, ListDrawing.modifiersRead, TabDrawing.modifiersRead,
        ButtonDrawing.modifiersRead, ControlDrawing.modifiersRead, PickerDrawing.modifiersRead,
        PresentationDrawing.modifiersRead,
    ].reduce(into: [:]) { table, part in table.merge(part) { first, _ in first } }

    /// The element's drawing.
    static func draw(_ context: DrawContext) -> Drawing {
        if let family = familyOfName[context.entry.name], let drawing = families[family].draw(context) {
            return drawing
        }
        return notDrawn(context)
    }

    /// The outline of an element the preview does not draw: its name, then its content.
    static func notDrawn(_ context: DrawContext) -> Drawing {
        var box = Box(classes: "vstack not-drawn", style: "gap:8px;")
        box.attributes = [("data-not-drawn", context.entry.name)]
        return Drawing(box, context.body, .notDrawn)
    }
}
