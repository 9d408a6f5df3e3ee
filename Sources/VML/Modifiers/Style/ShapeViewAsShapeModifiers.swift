// SwiftUI code passes shapes as values: `.clipShape(RoundedRectangle(cornerRadius: 8))`. These
// overloads take the shape elements there (see `VmlShapeView`); implicit members (`.circle`,
// `.rect(cornerRadius: 8)`) still resolve to the `VmlShape` forms.

extension VmlView {
    /// `clipShape(_:)` with a shape element: `.clipShape(VmlRoundedRectangle(cornerRadius: 8))`.
    @_disfavoredOverload
    public consuming func clipShape(_ shape: some VmlShapeView) -> VmlContent {
        clipShape(shape.vmlShape)
    }

    /// `contentShape(_:eoFill:)` with a shape element: `.contentShape(VmlRectangle())`.
    @_disfavoredOverload
    public consuming func contentShape(_ shape: some VmlShapeView, eoFill: consuming (any VmlBoolArgument)? = nil) -> VmlContent {
        contentShape(shape.vmlShape, eoFill: eoFill)
    }

    /// `background(_:in:)` with a shape element: `.background(.blue, in: VmlRoundedRectangle(cornerRadius: 8))`.
    /// (Not disfavored, so that `.blue` picks this over the color-and-shape-element form.)
    public consuming func background(_ style: VmlShapeStyle, in shape: some VmlShapeView) -> VmlContent {
        background(style, in: shape.vmlShape)
    }

    /// `background(_:in:)` with a color and a shape element.
    @_disfavoredOverload
    public consuming func background(_ color: VmlColor, in shape: some VmlShapeView) -> VmlContent {
        background(VmlShapeStyle(color), in: shape.vmlShape)
    }
}
