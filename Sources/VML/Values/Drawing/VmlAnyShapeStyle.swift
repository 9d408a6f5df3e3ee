/// SwiftUI's `AnyShapeStyle`, a type-erased shape style: VML's shape style is type-erased already, so
/// `AnyShapeStyle(.tint)` ports as `VmlAnyShapeStyle(.tint)` and writes the style itself.
///
/// ```swift
/// let isOn = true
/// VmlText("a").foregroundStyle(isOn ? VmlAnyShapeStyle(.tint) : VmlAnyShapeStyle(.secondary))
/// // <Text style="foregroundStyle(.tint)">a</Text>
/// ```
public typealias VmlAnyShapeStyle = VmlShapeStyle

extension VmlShapeStyle {
    /// SwiftUI's `AnyShapeStyle(_:)`: the style itself (a color given here is the color's style).
    ///
    /// ```swift
    /// try VmlAnyShapeStyle(.linearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)).expression.canonicalText()
    /// // .linearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)
    /// ```
    @_disfavoredOverload
    public init(_ style: VmlShapeStyle) {
        self = style
    }
}
