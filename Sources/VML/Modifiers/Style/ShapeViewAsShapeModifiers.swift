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

    /// `background(in:fillStyle:)` with a shape view: `.background(in: VmlCapsule())`.
    ///
    /// ```swift
    /// VmlText("a").background(in: VmlCapsule())   // <Text style="background(in: Capsule())">a</Text>
    /// ```
    public consuming func background(in shape: some VmlShapeView, fillStyle: VmlFillStyle? = nil) -> VmlContent {
        background(in: shape.vmlShape, fillStyle: fillStyle)
    }

    /// `overlay(_:in:fillStyle:)` with a shape view: `.overlay(.red, in: VmlCircle())`.
    ///
    /// ```swift
    /// VmlText("a").overlay(.red, in: VmlCircle())   // <Text style="overlay(.red, in: Circle())">a</Text>
    /// ```
    public consuming func overlay(_ style: VmlShapeStyle, in shape: some VmlShapeView, fillStyle: VmlFillStyle? = nil) -> VmlContent {
        overlay(style, in: shape.vmlShape, fillStyle: fillStyle)
    }

    /// `contentShape(_:_:eoFill:)` with a shape view: `.contentShape(.dragPreview, VmlCircle())`.
    ///
    /// ```swift
    /// VmlText("a").contentShape(.dragPreview, VmlCircle())   // <Text style="contentShape(.dragPreview, Circle())">a</Text>
    /// ```
    public consuming func contentShape(
        _ kind: VmlContentShapeKinds, _ shape: some VmlShapeView, eoFill: consuming (any VmlBoolArgument)? = nil
    )
        -> VmlContent
    {
        contentShape(kind, shape.vmlShape, eoFill: eoFill)
    }
}
