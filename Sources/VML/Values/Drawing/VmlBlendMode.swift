/// SwiftUI's `BlendMode`: `.normal`, `.multiply`, `.screen`, `.overlay`, ….
///
/// ```swift
/// VmlImage("photo").blendMode(.multiply)
/// // <Image name="photo" style="blendMode(.multiply)"/>
/// ```
public struct VmlBlendMode: VmlValue, Hashable {
    /// The value as a style expression.
    public var expression: VMLExpression

    /// Wraps a style expression.
    public init(expression: VMLExpression) {
        self.expression = expression
    }
}

extension VmlBlendMode {
    /// `.normal`
    public static var normal: VmlBlendMode { VmlBlendMode(expression: .implicitMember("normal")) }
    /// `.multiply`
    public static var multiply: VmlBlendMode { VmlBlendMode(expression: .implicitMember("multiply")) }
    /// `.screen`
    public static var screen: VmlBlendMode { VmlBlendMode(expression: .implicitMember("screen")) }
    /// `.overlay`
    public static var overlay: VmlBlendMode { VmlBlendMode(expression: .implicitMember("overlay")) }
    /// `.darken`
    public static var darken: VmlBlendMode { VmlBlendMode(expression: .implicitMember("darken")) }
    /// `.lighten`
    public static var lighten: VmlBlendMode { VmlBlendMode(expression: .implicitMember("lighten")) }
    /// `.colorDodge`
    public static var colorDodge: VmlBlendMode { VmlBlendMode(expression: .implicitMember("colorDodge")) }
    /// `.colorBurn`
    public static var colorBurn: VmlBlendMode { VmlBlendMode(expression: .implicitMember("colorBurn")) }
    /// `.softLight`
    public static var softLight: VmlBlendMode { VmlBlendMode(expression: .implicitMember("softLight")) }
    /// `.hardLight`
    public static var hardLight: VmlBlendMode { VmlBlendMode(expression: .implicitMember("hardLight")) }
    /// `.difference`
    public static var difference: VmlBlendMode { VmlBlendMode(expression: .implicitMember("difference")) }
    /// `.exclusion`
    public static var exclusion: VmlBlendMode { VmlBlendMode(expression: .implicitMember("exclusion")) }
    /// `.hue`
    public static var hue: VmlBlendMode { VmlBlendMode(expression: .implicitMember("hue")) }
    /// `.saturation`
    public static var saturation: VmlBlendMode { VmlBlendMode(expression: .implicitMember("saturation")) }
    /// `.color`
    public static var color: VmlBlendMode { VmlBlendMode(expression: .implicitMember("color")) }
    /// `.luminosity`
    public static var luminosity: VmlBlendMode { VmlBlendMode(expression: .implicitMember("luminosity")) }
    /// `.sourceAtop`
    public static var sourceAtop: VmlBlendMode { VmlBlendMode(expression: .implicitMember("sourceAtop")) }
    /// `.destinationOver`
    public static var destinationOver: VmlBlendMode { VmlBlendMode(expression: .implicitMember("destinationOver")) }
    /// `.destinationOut`
    public static var destinationOut: VmlBlendMode { VmlBlendMode(expression: .implicitMember("destinationOut")) }
    /// `.plusDarker`
    public static var plusDarker: VmlBlendMode { VmlBlendMode(expression: .implicitMember("plusDarker")) }
    /// `.plusLighter`
    public static var plusLighter: VmlBlendMode { VmlBlendMode(expression: .implicitMember("plusLighter")) }
}
