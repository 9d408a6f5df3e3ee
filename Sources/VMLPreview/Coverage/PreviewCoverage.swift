/// How faithfully the preview draws an element or a modifier: the one table behind the page's
/// count of approximations, the dashed outlines, and Docs/Preview.md's coverage table.
///
/// ```swift
/// PreviewCoverage.element("VStack")        // .drawn
/// PreviewCoverage.modifier("rotation3DEffect")    // .notDrawn
/// ```
enum PreviewCoverage: String, CaseIterable, Hashable, Sendable {
    /// Drawn as SwiftUI draws it (to the preview's stated limits), or has nothing to see.
    case drawn
    /// Drawn close to SwiftUI but not like it (a placeholder, a simplified control).
    case approximated
    /// Not drawn: an element gets a dashed outline with its name around its content; a modifier is
    /// listed on the element's outline.
    case notDrawn = "not drawn"

    /// The coverage of an element name (not drawn when no family draws it).
    static func element(_ name: String) -> PreviewCoverage {
        ElementDrawer.coverage[name] ?? .notDrawn
    }

    /// The coverage of a modifier name (not drawn when the preview does not know it).
    static func modifier(_ name: String) -> PreviewCoverage {
        ModifierDrawer.coverage[name] ?? .notDrawn
    }
}
