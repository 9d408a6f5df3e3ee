/// A color (SwiftUI's `Color`): `.red`, `.blue.opacity(0.5)`, `.hex("#ff8800")`, `.attr("tint", .color)`.
///
/// Used as a view, a color fills its space: it is written as a `Rectangle` filled with it, as in the
/// spec's `listRowBackground(Color.yellow)` example:
/// ```swift
/// VmlText("Row").listRowBackground(VmlColor.yellow)
/// // <Rectangle template="bg" style="fill(.yellow)"/>
/// ```
public struct VmlColor: VmlValue, VmlView, Hashable {
    /// The value as a style expression.
    public var expression: VMLExpression

    /// Wraps a style expression.
    public init(expression: VMLExpression) {
        self.expression = expression
    }

    /// A `Rectangle` filled with the color.
    public var body: VmlContent {
        return VmlContent(VMLNode.Element("Rectangle", style: [VMLModifier("fill", VMLArgument(expression))]))
    }
}

// The named colors are written out on each color type rather than shared through a protocol:
// concrete statics type-check faster (Docs/Performance.md).
extension VmlColor {
    /// `.red`
    public static var red: VmlColor { VmlColor(expression: .implicitMember("red")) }
    /// `.orange`
    public static var orange: VmlColor { VmlColor(expression: .implicitMember("orange")) }
    /// `.yellow`
    public static var yellow: VmlColor { VmlColor(expression: .implicitMember("yellow")) }
    /// `.green`
    public static var green: VmlColor { VmlColor(expression: .implicitMember("green")) }
    /// `.mint`
    public static var mint: VmlColor { VmlColor(expression: .implicitMember("mint")) }
    /// `.teal`
    public static var teal: VmlColor { VmlColor(expression: .implicitMember("teal")) }
    /// `.cyan`
    public static var cyan: VmlColor { VmlColor(expression: .implicitMember("cyan")) }
    /// `.blue`
    public static var blue: VmlColor { VmlColor(expression: .implicitMember("blue")) }
    /// `.indigo`
    public static var indigo: VmlColor { VmlColor(expression: .implicitMember("indigo")) }
    /// `.purple`
    public static var purple: VmlColor { VmlColor(expression: .implicitMember("purple")) }
    /// `.pink`
    public static var pink: VmlColor { VmlColor(expression: .implicitMember("pink")) }
    /// `.brown`
    public static var brown: VmlColor { VmlColor(expression: .implicitMember("brown")) }
    /// `.white`
    public static var white: VmlColor { VmlColor(expression: .implicitMember("white")) }
    /// `.gray`
    public static var gray: VmlColor { VmlColor(expression: .implicitMember("gray")) }
    /// `.black`
    public static var black: VmlColor { VmlColor(expression: .implicitMember("black")) }
    /// `.clear`
    public static var clear: VmlColor { VmlColor(expression: .implicitMember("clear")) }
    /// `.primary`
    public static var primary: VmlColor { VmlColor(expression: .implicitMember("primary")) }
    /// `.secondary`
    public static var secondary: VmlColor { VmlColor(expression: .implicitMember("secondary")) }
    /// `.accentColor`
    public static var accentColor: VmlColor { VmlColor(expression: .implicitMember("accentColor")) }

    /// A CSS hex color: `.hex("#FF8800")` is written `#ff8800`.
    public static func hex(_ digits: String) -> VmlColor { VmlColor(expression: .hex(digits)) }

    /// `rgb(r, g, b)`, components 0–255.
    public static func rgb(_ red: Double, _ green: Double, _ blue: Double) -> VmlColor {
        VmlColor(expression: .color(.function(.rgb, [.init(red), .init(green), .init(blue)])))
    }

    /// `hsl(h, s%, l%)`: hue in degrees, saturation and lightness in percent.
    public static func hsl(_ hue: Double, _ saturation: Double, _ lightness: Double) -> VmlColor {
        VmlColor(expression: .color(.function(.hsl, [.init(hue), .init(saturation, percent: true), .init(lightness, percent: true)])))
    }

    /// The color with an opacity: `.blue.opacity(0.5)`.
    public func opacity(_ opacity: Double) -> VmlColor {
        VmlColor(expression: expression.member("opacity", VMLArgument(.number(opacity))))
    }
}
