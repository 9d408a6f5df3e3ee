/// A shape style (SwiftUI's `ShapeStyle`): a color, a gradient or a material.
///
/// ```swift
/// VmlRectangle().fill(.linearGradient(colors: [.blue, .purple], startPoint: .topLeading, endPoint: .bottomTrailing))
/// VmlText("Hi").background(.blue.opacity(0.5))
/// ```
public struct VmlShapeStyle: VmlValue, Hashable {
    /// The value as a style expression.
    public var expression: VMLExpression

    /// Wraps a style expression.
    public init(expression: VMLExpression) {
        self.expression = expression
    }

    /// A color as a shape style.
    public init(_ color: VmlColor) {
        self.expression = color.expression
    }
}

// The named colors, written out here as on VmlColor (concrete statics type-check faster).
extension VmlShapeStyle {
    /// `.red`
    public static var red: VmlShapeStyle { VmlShapeStyle(expression: .implicitMember("red")) }
    /// `.orange`
    public static var orange: VmlShapeStyle { VmlShapeStyle(expression: .implicitMember("orange")) }
    /// `.yellow`
    public static var yellow: VmlShapeStyle { VmlShapeStyle(expression: .implicitMember("yellow")) }
    /// `.green`
    public static var green: VmlShapeStyle { VmlShapeStyle(expression: .implicitMember("green")) }
    /// `.mint`
    public static var mint: VmlShapeStyle { VmlShapeStyle(expression: .implicitMember("mint")) }
    /// `.teal`
    public static var teal: VmlShapeStyle { VmlShapeStyle(expression: .implicitMember("teal")) }
    /// `.cyan`
    public static var cyan: VmlShapeStyle { VmlShapeStyle(expression: .implicitMember("cyan")) }
    /// `.blue`
    public static var blue: VmlShapeStyle { VmlShapeStyle(expression: .implicitMember("blue")) }
    /// `.indigo`
    public static var indigo: VmlShapeStyle { VmlShapeStyle(expression: .implicitMember("indigo")) }
    /// `.purple`
    public static var purple: VmlShapeStyle { VmlShapeStyle(expression: .implicitMember("purple")) }
    /// `.pink`
    public static var pink: VmlShapeStyle { VmlShapeStyle(expression: .implicitMember("pink")) }
    /// `.brown`
    public static var brown: VmlShapeStyle { VmlShapeStyle(expression: .implicitMember("brown")) }
    /// `.white`
    public static var white: VmlShapeStyle { VmlShapeStyle(expression: .implicitMember("white")) }
    /// `.gray`
    public static var gray: VmlShapeStyle { VmlShapeStyle(expression: .implicitMember("gray")) }
    /// `.black`
    public static var black: VmlShapeStyle { VmlShapeStyle(expression: .implicitMember("black")) }
    /// `.clear`
    public static var clear: VmlShapeStyle { VmlShapeStyle(expression: .implicitMember("clear")) }
    /// `.primary`
    public static var primary: VmlShapeStyle { VmlShapeStyle(expression: .implicitMember("primary")) }
    /// `.secondary`
    public static var secondary: VmlShapeStyle { VmlShapeStyle(expression: .implicitMember("secondary")) }
    /// `.accentColor`
    public static var accentColor: VmlShapeStyle { VmlShapeStyle(expression: .implicitMember("accentColor")) }

    /// A CSS hex color: `.hex("#FF8800")` is written `#ff8800`.
    public static func hex(_ digits: String) -> VmlShapeStyle { VmlShapeStyle(expression: .hex(digits)) }

    /// `rgb(r, g, b)`, components 0–255.
    public static func rgb(_ red: Double, _ green: Double, _ blue: Double) -> VmlShapeStyle {
        VmlShapeStyle(expression: .color(.function(.rgb, [.init(red), .init(green), .init(blue)])))
    }

    /// `hsl(h, s%, l%)`: hue in degrees, saturation and lightness in percent.
    public static func hsl(_ hue: Double, _ saturation: Double, _ lightness: Double) -> VmlShapeStyle {
        VmlShapeStyle(expression: .color(.function(.hsl, [.init(hue), .init(saturation, percent: true), .init(lightness, percent: true)])))
    }

    /// The color with an opacity: `.blue.opacity(0.5)`.
    public func opacity(_ opacity: Double) -> VmlShapeStyle {
        VmlShapeStyle(expression: expression.member("opacity", VMLArgument(.number(opacity))))
    }
}
