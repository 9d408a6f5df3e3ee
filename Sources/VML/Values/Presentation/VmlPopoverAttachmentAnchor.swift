/// Where a popover points (SwiftUI's `PopoverAttachmentAnchor`): `.point(.top)`; a rectangle anchor
/// is measured on the client, so `.rect(_:)` is refused.
///
/// ```swift
/// try VmlPopoverAttachmentAnchor.point(.top).expression.canonicalText()   // .point(.top)
/// ```
public struct VmlPopoverAttachmentAnchor: VmlValue, Hashable {
    /// The value as a style expression.
    public var expression: VMLExpression

    /// Wraps a style expression.
    public init(expression: VMLExpression) {
        self.expression = expression
    }

    /// A point of the view, in its unit square: `.point(.top)`.
    ///
    /// ```swift
    /// try VmlPopoverAttachmentAnchor.point(.bottomTrailing).expression.canonicalText()   // .point(.bottomTrailing)
    /// ```
    public static func point(_ point: VmlUnitPoint) -> VmlPopoverAttachmentAnchor {
        VmlPopoverAttachmentAnchor(expression: .member("point", VMLArgument(point.expression)))
    }

    /// SwiftUI's `.rect(_:)`, refused: an anchor rectangle is measured on the client.
    ///
    /// ```swift
    /// VmlPopoverAttachmentAnchor.rect(.bounds)
    /// // error: 'rect' is unavailable: an anchor rectangle is measured on the client after layout: write .point(_:) with a unit point (.top, .bottomTrailing)
    /// ```
    @available(
        *, unavailable,
        message: "an anchor rectangle is measured on the client after layout: write .point(_:) with a unit point (.top, .bottomTrailing)"
    )
    public static func rect(_ source: Any) -> VmlPopoverAttachmentAnchor {
        VmlPopoverAttachmentAnchor(expression: .null)
    }
}
