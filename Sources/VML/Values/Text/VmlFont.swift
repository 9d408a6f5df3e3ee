@_spi(VMLInternals) import VMLCore

/// A font (SwiftUI's `Font`): `.largeTitle`, `.system(size: 17, weight: .semibold)`, `.custom("Avenir", size: 18)`.
public struct VmlFont: VmlValue, Hashable {
    /// How the font is held: its expression, or the parts of `.system(size:weight:design:)` (the
    /// most common font), which a modifier writes straight into the style text with no expression
    /// made (``add(to:label:)``).
    enum Form: Sendable {
        case expression(VMLExpression)
        case system(size: VMLExpression, weight: VMLExpression?, design: VMLExpression?)
    }

    var form: Form

    /// The value as a style expression.
    public var expression: VMLExpression {
        get {
            switch form {
            case .expression(let expression):
                return expression
            case .system(let size, let weight, let design):
                var arguments: [VMLArgument] = []
                arguments.reserveCapacity(3)  // one allocation, not a second when a weight is given
                arguments.append(.labeled("size", size))
                if let weight { arguments.append(.labeled("weight", weight)) }
                if let design { arguments.append(.labeled("design", design)) }
                return .call(.implicitMember("system"), arguments)
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

    private init(form: Form) {
        self.form = form
    }

    /// Whether the two fonts have the same expression (however each is held).
    ///
    /// ```swift
    /// VmlFont.system(size: 17) == VmlFont(expression: .member("system", .labeled("size", 17)))   // true
    /// ```
    public static func == (lhs: VmlFont, rhs: VmlFont) -> Bool {
        lhs.expression == rhs.expression
    }

    /// Feeds the font's expression to `hasher`.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(expression)
    }

    /// Adds the font as the argument `label` of a modifier: `.system(size:weight:design:)` written
    /// from its parts, as its expression would be, any other font from its expression.
    func add(to arguments: inout ModifierArguments, label: StaticString?) {
        switch form {
        case .expression(let expression):
            arguments.add(label, expression: expression)
        case .system(let size, let weight, let design):
            arguments.argument(literal: label, member: "system") {
                $0.add("size", expression: size)
                $0.add("weight", expression: weight)
                $0.add("design", expression: design)
            }
        }
    }

    private static func named(_ name: String) -> VmlFont { VmlFont(expression: .implicitMember(name)) }

    /// `.largeTitle`
    public static var largeTitle: VmlFont { named("largeTitle") }
    /// `.title`
    public static var title: VmlFont { named("title") }
    /// `.title2`
    public static var title2: VmlFont { named("title2") }
    /// `.title3`
    public static var title3: VmlFont { named("title3") }
    /// `.headline`
    public static var headline: VmlFont { named("headline") }
    /// `.subheadline`
    public static var subheadline: VmlFont { named("subheadline") }
    /// `.body`
    public static var body: VmlFont { named("body") }
    /// `.callout`
    public static var callout: VmlFont { named("callout") }
    /// `.footnote`
    public static var footnote: VmlFont { named("footnote") }
    /// `.caption`
    public static var caption: VmlFont { named("caption") }
    /// `.caption2`
    public static var caption2: VmlFont { named("caption2") }

    /// `.system(size:weight:design:)`; arguments left out are not written.
    public static func system(size: any VmlNumberArgument, weight: VmlFontWeight? = nil, design: VmlFontDesign? = nil) -> VmlFont {
        VmlFont(form: .system(size: size.vmlExpression, weight: weight?.expression, design: design?.expression))
    }

    /// `.system(_:design:weight:)`, a text style with a design or weight: `.system(.title, design: .rounded)`;
    /// arguments left out are not written.
    public static func system(_ style: TextStyle, design: VmlFontDesign? = nil, weight: VmlFontWeight? = nil) -> VmlFont {
        var arguments: [VMLArgument] = []
        arguments.reserveCapacity(3)
        arguments.append(VMLArgument(style.expression))
        if let design { arguments.append(.labeled("design", design.expression)) }
        if let weight { arguments.append(.labeled("weight", weight.expression)) }
        return VmlFont(expression: .call(.implicitMember("system"), arguments))
    }

    /// `.custom(name, size:)`
    public static func custom(_ name: String, size: any VmlNumberArgument) -> VmlFont {
        VmlFont(expression: .member("custom", VMLArgument(.string(name)), .labeled("size", size.vmlExpression)))
    }

    /// The font with a weight: `.body.weight(.bold)`.
    public func weight(_ weight: VmlFontWeight) -> VmlFont {
        VmlFont(expression: expression.member("weight", VMLArgument(weight.expression)))
    }

    /// The bold variant: `.body.bold()`.
    public func bold() -> VmlFont {
        VmlFont(expression: expression.member(called: "bold"))
    }

    /// The italic variant: `.body.italic()`.
    public func italic() -> VmlFont {
        VmlFont(expression: expression.member(called: "italic"))
    }
}

extension VmlFont {
    /// SwiftUI's `Font(_:)` from a `CTFont`, refused at compile time.
    ///
    /// ```swift
    /// VmlFont(ctFont)
    /// // error: 'init(_:)' is unavailable: Core Text and UIKit fonts live on the client: write .system(size:weight:design:) or .custom(_:size:)
    /// ```
    @available(
        *, unavailable, message: "Core Text and UIKit fonts live on the client: write .system(size:weight:design:) or .custom(_:size:)"
    )
    public init(_ font: Any) {
        self.init(expression: .null)
    }
}
