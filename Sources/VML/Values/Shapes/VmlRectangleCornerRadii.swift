/// SwiftUI's `RectangleCornerRadii`: the four radii of a ``VmlUnevenRoundedRectangle``.
///
/// ```swift
/// VmlUnevenRoundedRectangle(cornerRadii: VmlRectangleCornerRadii(topLeading: 8))
/// // <UnevenRoundedRectangle topLeadingRadius="8"/>
/// ```
public struct VmlRectangleCornerRadii: Hashable, Sendable {
    let topLeading: Double
    let bottomLeading: Double
    let bottomTrailing: Double
    let topTrailing: Double

    /// Creates the radii; a corner left out is square.
    ///
    /// ```swift
    /// VmlRectangleCornerRadii(topLeading: 8, topTrailing: 8)   // the top corners rounded
    /// ```
    public init(topLeading: Double = 0, bottomLeading: Double = 0, bottomTrailing: Double = 0, topTrailing: Double = 0) {
        self.topLeading = topLeading
        self.bottomLeading = bottomLeading
        self.bottomTrailing = bottomTrailing
        self.topTrailing = topTrailing
    }

    /// The radii labeled `topLeading…` (with `suffix`), in SwiftUI's order.
    func labeledRadii(suffix: String) -> [(String, Double)] {
        [
            ("topLeading" + suffix, topLeading), ("bottomLeading" + suffix, bottomLeading),
            ("bottomTrailing" + suffix, bottomTrailing), ("topTrailing" + suffix, topTrailing),
        ]
    }
}
