/// SwiftUI's `UnevenRoundedRectangle`: a rectangle with its own radius at each corner, written as
/// the attributes `topLeadingRadius`, `bottomLeadingRadius`, `bottomTrailingRadius` and
/// `topTrailingRadius` (a corner left at 0 is not written), and `style:` as `cornerStyle`, as
/// ``VmlRoundedRectangle`` writes it. As a shape value it keeps SwiftUI's labels.
///
/// ```swift
/// VmlUnevenRoundedRectangle(topLeadingRadius: 12, topTrailingRadius: 12)
/// // <UnevenRoundedRectangle topLeadingRadius="12" topTrailingRadius="12"/>
/// ```
public struct VmlUnevenRoundedRectangle: VmlView, Sendable {
    private var element: ElementBuilder
    private let radii: VmlRectangleCornerRadii
    private let style: VmlRoundedCornerStyle?

    /// Creates the shape from its four radii.
    ///
    /// ```swift
    /// VmlUnevenRoundedRectangle(bottomLeadingRadius: 8, style: .circular)
    /// // <UnevenRoundedRectangle bottomLeadingRadius="8" cornerStyle="circular"/>
    /// ```
    public init(
        topLeadingRadius: Double = 0, bottomLeadingRadius: Double = 0, bottomTrailingRadius: Double = 0,
        topTrailingRadius: Double = 0, style: VmlRoundedCornerStyle? = nil
    ) {
        self.init(
            cornerRadii: VmlRectangleCornerRadii(
                topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius, bottomTrailing: bottomTrailingRadius,
                topTrailing: topTrailingRadius), style: style)
    }

    /// Creates the shape from a ``VmlRectangleCornerRadii``; the same VML as the four radii.
    ///
    /// ```swift
    /// VmlUnevenRoundedRectangle(cornerRadii: VmlRectangleCornerRadii(topLeading: 4, bottomTrailing: 4))
    /// // <UnevenRoundedRectangle bottomTrailingRadius="4" topLeadingRadius="4"/>
    /// ```
    public init(cornerRadii: VmlRectangleCornerRadii, style: VmlRoundedCornerStyle? = nil) {
        radii = cornerRadii
        self.style = style
        element = ElementBuilder("UnevenRoundedRectangle")
        for (name, value) in cornerRadii.labeledRadii(suffix: "Radius") where value != 0 {
            element.set(name, value)
        }
        element.set("cornerStyle", style)
    }

    /// The `UnevenRoundedRectangle` element.
    public var body: VmlContent { return element.content }
}

extension VmlUnevenRoundedRectangle: VmlShapeView {
    /// `UnevenRoundedRectangle(topLeadingRadius: 12, …)`, the corners left at 0 left out.
    public var vmlShape: VmlShape {
        var arguments: [VMLArgument] = radii.labeledRadii(suffix: "Radius").filter { $0.1 != 0 }.map { .labeled($0.0, .number($0.1)) }
        if let style { arguments.append(.labeled("style", style.expression)) }
        return VmlShape(expression: .call(.identifier("UnevenRoundedRectangle"), arguments))
    }
}
