// SwiftUI's `Color` is a `ShapeStyle`, so SwiftUI code passes colors by name where a shape style
// goes: `.background(Color.blue)`, `.fill(Color.red.opacity(0.5))`. These overloads take a
// `VmlColor` there. They are disfavored: implicit members (`.background(.blue)`) still resolve to
// the `VmlShapeStyle` form, with no ambiguity and no measurable cost to type-checking.

extension VmlView {
    /// `background(_:ignoresSafeAreaEdges:)` with a color: `.background(VmlColor.blue)`.
    @_disfavoredOverload
    public consuming func background(_ color: VmlColor, ignoresSafeAreaEdges edges: VmlEdgeSet? = nil) -> VmlContent {
        background(VmlShapeStyle(color), ignoresSafeAreaEdges: edges)
    }

    /// `background(_:in:)` with a color: `.background(VmlColor.blue, in: .capsule)`.
    @_disfavoredOverload
    public consuming func background(_ color: VmlColor, in shape: VmlShape) -> VmlContent {
        background(VmlShapeStyle(color), in: shape)
    }

    /// `overlay(_:ignoresSafeAreaEdges:)` with a color: `.overlay(VmlColor.black.opacity(0.2))`.
    @_disfavoredOverload
    public consuming func overlay(_ color: VmlColor, ignoresSafeAreaEdges edges: VmlEdgeSet? = nil) -> VmlContent {
        overlay(VmlShapeStyle(color), ignoresSafeAreaEdges: edges)
    }

    /// `foregroundStyle(_:)` with a color: `.foregroundStyle(VmlColor.red)`.
    @_disfavoredOverload
    public consuming func foregroundStyle(_ color: VmlColor) -> VmlContent {
        foregroundStyle(VmlShapeStyle(color))
    }

    /// `border(_:width:)` with a color: `.border(VmlColor.gray, width: 1)`.
    @_disfavoredOverload
    public consuming func border(_ color: VmlColor, width: consuming (any VmlNumberArgument)? = nil) -> VmlContent {
        border(VmlShapeStyle(color), width: width)
    }

    /// `fill(_:)` with a color: `VmlCircle().fill(VmlColor.blue)`.
    @_disfavoredOverload
    public consuming func fill(_ color: VmlColor) -> VmlContent {
        fill(VmlShapeStyle(color))
    }

    /// `stroke(_:lineWidth:)` with a color: `VmlCircle().stroke(VmlColor.red, lineWidth: 2)`.
    @_disfavoredOverload
    public consuming func stroke(_ color: VmlColor, lineWidth: consuming (any VmlNumberArgument)? = nil) -> VmlContent {
        stroke(VmlShapeStyle(color), lineWidth: lineWidth)
    }

    /// `strokeBorder(_:lineWidth:)` with a color: `VmlCapsule().strokeBorder(VmlColor.red, lineWidth: 2)`.
    @_disfavoredOverload
    public consuming func strokeBorder(_ color: VmlColor, lineWidth: consuming (any VmlNumberArgument)? = nil) -> VmlContent {
        strokeBorder(VmlShapeStyle(color), lineWidth: lineWidth)
    }
}
