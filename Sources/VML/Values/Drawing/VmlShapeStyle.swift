@_spi(VMLInternals) import VMLCore

/// A shape style (SwiftUI's `ShapeStyle`): a color, a gradient or a material.
///
/// ```swift
/// VmlRectangle().fill(.linearGradient(colors: [.blue, .purple], startPoint: .topLeading, endPoint: .bottomTrailing))
/// VmlText("Hi").background(.blue.opacity(0.5))
/// ```
public struct VmlShapeStyle: VmlValue, Hashable {
    /// How the style is held: its expression, or a style with an opacity, `.blue.opacity(0.5)`,
    /// as its parts, which a modifier writes straight into the style text with no expression made
    /// (``add(to:label:)``; the call and its member would be two boxes and an argument list).
    enum Form: Sendable {
        case expression(VMLExpression)
        case opacity(base: VMLExpression, amount: Double)
    }

    var form: Form

    /// The value as a style expression.
    public var expression: VMLExpression {
        get {
            switch form {
            case .expression(let expression): expression
            case .opacity(let base, let amount): base.member("opacity", VMLArgument(.number(amount)))
            }
        }
        set {
            form = .expression(newValue)
        }
    }

    /// Wraps a style expression.
    public init(expression: VMLExpression) {
        form = .expression(expression)
    }

    /// A color as a shape style.
    public init(_ color: VmlColor) {
        form = .expression(color.expression)
    }

    private init(form: Form) {
        self.form = form
    }

    /// Whether the two styles have the same expression (however each is held).
    ///
    /// ```swift
    /// VmlShapeStyle.blue.opacity(0.5) == VmlShapeStyle(expression: .member("blue").member("opacity", 0.5))   // true
    /// ```
    public static func == (lhs: VmlShapeStyle, rhs: VmlShapeStyle) -> Bool {
        lhs.expression == rhs.expression
    }

    /// Feeds the style's expression to `hasher`.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(expression)
    }

    /// Adds the style as the argument `label` of a modifier: a style with an opacity written from
    /// its parts, as its expression would be, any other from its expression.
    func add(to arguments: inout ModifierArguments, label: StaticString?) {
        switch form {
        case .expression(let expression):
            arguments.add(label, expression: expression)
        case .opacity(let base, let amount):
            arguments.argument(literal: label, base: base, member: "opacity") { $0.add(nil, expression: .number(amount)) }
        }
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
        VmlShapeStyle(form: .opacity(base: expression, amount: opacity))
    }
}
