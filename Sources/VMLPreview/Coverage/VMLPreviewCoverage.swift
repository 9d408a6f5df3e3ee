@_spi(VMLInternals) import VMLValidation

/// How faithfully the preview draws an element or a modifier: the one table behind each page's
/// count of approximations, the dashed outlines, and Docs/Preview.md's coverage table.
///
/// ```swift
/// VMLPreviewCoverage.element("VStack")                 // .drawn
/// VMLPreviewCoverage.modifier("rotation3DEffect")      // .notDrawn
/// ```
public enum VMLPreviewCoverage: String, CaseIterable, Hashable, Sendable {
    /// Drawn as SwiftUI draws it (to the preview's stated limits), or has nothing to see.
    case drawn
    /// Drawn close to SwiftUI but not like it (a placeholder, a simplified control).
    case approximated
    /// Not drawn: an element gets a dashed outline with its name around its content; a modifier is
    /// named on its element's outline.
    case notDrawn = "not drawn"

    /// The coverage of an element name (not drawn when no family draws it).
    ///
    /// ```swift
    /// VMLPreviewCoverage.element("Text")   // .drawn
    /// ```
    public static func element(_ name: String) -> VMLPreviewCoverage {
        ElementDrawer.coverage[name] ?? .notDrawn
    }

    /// The coverage of a modifier name (not drawn when the preview does not know it).
    ///
    /// ```swift
    /// VMLPreviewCoverage.modifier("padding")   // .drawn
    /// ```
    public static func modifier(_ name: String) -> VMLPreviewCoverage {
        ModifierDrawer.coverage[name] ?? .notDrawn
    }

    /// One row of the coverage table: an element or a modifier the DSL writes.
    public struct Row: Hashable, Sendable {
        /// The element's or the modifier's name.
        public var name: String
        /// Whether it is an element (`true`) or a modifier.
        public var isElement: Bool
        /// How the preview draws it.
        public var coverage: VMLPreviewCoverage
    }

    /// Every element and modifier the DSL writes, elements first, each sorted by name.
    ///
    /// ```swift
    /// VMLPreviewCoverage.table.first { $0.name == "Spacer" }?.coverage   // .drawn
    /// ```
    public static var table: [Row] {
        VMLSwiftUIAPI.dslElementNames.map { Row(name: $0, isElement: true, coverage: element($0)) }
            + VMLSwiftUIAPI.dslModifierNames.map { Row(name: $0, isElement: false, coverage: modifier($0)) }
    }
}
