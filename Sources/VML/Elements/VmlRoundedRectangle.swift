/// SwiftUI's `RoundedRectangle`: `<RoundedRectangle cornerRadius="12"/>`.
///
/// ```swift
/// VmlRoundedRectangle(cornerRadius: 8, style: .continuous)
/// // <RoundedRectangle cornerRadius="8" cornerStyle="continuous"/>
/// ```
/// The `style:` argument is written as the attribute `cornerStyle`, since `style` is the attribute
/// that holds modifiers (spec §1); as a shape value it keeps SwiftUI's label:
/// `clipShape(RoundedRectangle(cornerRadius: 8, style: .continuous))`.
public struct VmlRoundedRectangle: VmlView, Sendable {
    private var element: ElementBuilder

    /// The corner radius.
    public let cornerRadius: Double

    /// The corners' style, when given.
    public let style: VmlRoundedCornerStyle?

    /// Creates a rounded rectangle.
    public init(cornerRadius: Double, style: VmlRoundedCornerStyle? = nil) {
        self.cornerRadius = cornerRadius
        self.style = style
        element = ElementBuilder("RoundedRectangle")
        element.set("cornerRadius", cornerRadius)
        element.set("cornerStyle", style)
    }

    /// The `RoundedRectangle` element.
    public var body: VmlContent { return element.content }
}

extension VmlRoundedRectangle: VmlShapeView {
    /// `RoundedRectangle(cornerRadius: r)`
    public var vmlShape: VmlShape {
        guard let style else { return .roundedRectangle(cornerRadius: cornerRadius) }
        return VmlShape(
            expression: .call(
                .identifier("RoundedRectangle"), [.labeled("cornerRadius", .number(cornerRadius)), .labeled("style", style.expression)]))
    }
}

extension VmlRoundedRectangle {
    /// SwiftUI's `RoundedRectangle(cornerSize:style:)` with elliptical corners, refused at compile time.
    ///
    /// ```swift
    /// VmlRoundedRectangle(cornerSize: CGSize(width: 20, height: 10))
    /// // error: 'init(cornerSize:style:)' is unavailable: VML writes circular corners: write VmlRoundedRectangle(cornerRadius:style:)
    /// ```
    @available(*, unavailable, message: "VML writes circular corners: write VmlRoundedRectangle(cornerRadius:style:)")
    public init<Size>(cornerSize: Size, style: VmlRoundedCornerStyle? = nil) { self.init(cornerRadius: 0) }
}
