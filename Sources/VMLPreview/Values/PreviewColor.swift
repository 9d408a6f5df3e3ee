import VMLCore

/// SwiftUI's colors and shape styles as CSS: system colors through the page's custom properties
/// (light and dark values, ``Stylesheet``), CSS colors as written, gradients as CSS gradients.
///
/// ```swift
/// PreviewColor.css(.implicitMember("blue"))                            // "var(--blue)"
/// PreviewColor.css(.member("red").member("opacity", 0.5))             // "color-mix(in srgb, var(--red) 50%, transparent)"
/// ```
enum PreviewColor {
    /// The system colors and their light and dark values (iOS 17).
    static let system: [(name: String, light: String, dark: String)] = [
        ("red", "#ff3b30", "#ff453a"), ("orange", "#ff9500", "#ff9f0a"), ("yellow", "#ffcc00", "#ffd60a"),
        ("green", "#34c759", "#30d158"), ("mint", "#00c7be", "#63e6e2"), ("teal", "#30b0c7", "#40c8e0"),
        ("cyan", "#32ade6", "#64d2ff"), ("blue", "#007aff", "#0a84ff"), ("indigo", "#5856d6", "#5e5ce6"),
        ("purple", "#af52de", "#bf5af2"), ("pink", "#ff2d55", "#ff375f"), ("brown", "#a2845e", "#ac8e68"),
        ("gray", "#8e8e93", "#8e8e93"), ("black", "#000000", "#000000"), ("white", "#ffffff", "#ffffff"),
        ("clear", "transparent", "transparent"),
        ("primary", "#000000", "#ffffff"), ("secondary", "rgba(60,60,67,.6)", "rgba(235,235,245,.6)"),
        ("tertiary", "rgba(60,60,67,.3)", "rgba(235,235,245,.3)"),
        ("quaternary", "rgba(60,60,67,.18)", "rgba(235,235,245,.16)"),
        ("label", "#000000", "#ffffff"), ("secondaryLabel", "rgba(60,60,67,.6)", "rgba(235,235,245,.6)"),
        ("tertiaryLabel", "rgba(60,60,67,.3)", "rgba(235,235,245,.3)"),
        ("systemBackground", "#ffffff", "#000000"), ("secondarySystemBackground", "#f2f2f7", "#1c1c1e"),
        ("tertiarySystemBackground", "#ffffff", "#2c2c2e"), ("systemGroupedBackground", "#f2f2f7", "#000000"),
        ("secondarySystemGroupedBackground", "#ffffff", "#1c1c1e"),
        ("tertiarySystemGroupedBackground", "#f2f2f7", "#2c2c2e"),
        ("separator", "rgba(60,60,67,.29)", "rgba(84,84,88,.6)"), ("systemFill", "rgba(120,120,128,.2)", "rgba(120,120,128,.36)"),
        ("secondarySystemFill", "rgba(120,120,128,.16)", "rgba(120,120,128,.32)"),
        ("tertiarySystemFill", "rgba(118,118,128,.12)", "rgba(118,118,128,.24)"),
        ("systemGray", "#8e8e93", "#8e8e93"), ("systemGray2", "#aeaeb2", "#636366"), ("systemGray3", "#c7c7cc", "#48484a"),
        ("systemGray4", "#d1d1d6", "#3a3a3c"), ("systemGray5", "#e5e5ea", "#2c2c2e"), ("systemGray6", "#f2f2f7", "#1c1c1e"),
    ]

    /// The names of ``system``, for lookups.
    static let systemNames: Set<String> = Set(system.map(\.name))

    /// Names SwiftUI spells otherwise, mapped to the system color they draw.
    static let aliases: [String: String] = [
        "accentColor": "blue", "accent": "blue", "tint": "blue", "systemBlue": "blue", "systemRed": "red",
        "systemGreen": "green", "systemOrange": "orange", "systemYellow": "yellow", "systemPink": "pink",
        "systemPurple": "purple", "systemTeal": "teal", "systemIndigo": "indigo", "foreground": "primary",
        "background": "systemBackground",
    ]

    /// The CSS for a color or a shape style, or `nil` when the preview cannot read it.
    static func css(_ expression: VMLExpression) -> String? {
        ExpressionValues.isShallow(expression, limit: ExpressionValues.readableDepth) ? read(expression) : nil
    }

    /// ``css(_:)`` for a value known to be shallow: recurses over its parts.
    private static func read(_ expression: VMLExpression) -> String? {
        switch expression {
        case .color(let color):
            return cssColor(color)
        case .implicitMember(let name):
            return named(name)
        case .member(let member):
            let (base, name) = member.parts
            if base == .identifier("Color") || base == .identifier("UIColor") { return named(name) }
            if name == "gradient" {
                guard let color = read(base) else { return nil }
                return "linear-gradient(to bottom, color-mix(in srgb, \(color) 80%, white), \(color))"
            }
            return name.hasSuffix("Material") || name == "bar" ? "var(--material)" : nil
        case .call(let call):
            let (callee, arguments) = call.parts
            return self.call(callee, arguments)
        default:
            return nil
        }
    }

    private static func named(_ name: String) -> String? {
        if systemNames.contains(name) { return "var(--" + name + ")" }
        if let alias = aliases[name] { return "var(--" + alias + ")" }
        if name.hasSuffix("Material") || name == "bar" { return "var(--material)" }
        return nil
    }

    private static func cssColor(_ color: CSSColor) -> String {
        switch color.canonical {
        case .hex(let digits): return "#" + digits
        case .function(let function, let components):
            let values = components.map { ExpressionValues.number(.number($0.value)).map { String($0) } ?? "0" }
            let parts = zip(components, values).map { $0.isPercentage ? $1 + "%" : $1 }
            return function.rawValue + "(" + parts.joined(separator: ",") + ")"
        }
    }

    private static func call(_ callee: VMLExpression, _ arguments: [VMLArgument]) -> String? {
        switch callee {
        case .member(let member) where member.name == "opacity":
            guard let color = read(member.base), let first = arguments.first, let amount = ExpressionValues.number(first.value) else {
                return nil
            }
            let percent = Int((max(0, min(1, amount)) * 100).rounded())
            return "color-mix(in srgb, \(color) \(percent)%, transparent)"
        case .identifier("Color"), .identifier("UIColor"):
            return colorInitializer(arguments)
        case .implicitMember("linearGradient"), .identifier("LinearGradient"):
            return linearGradient(arguments)
        case .implicitMember("radialGradient"), .identifier("RadialGradient"):
            return "radial-gradient(circle, \(stops(arguments) ?? "gray, gray"))"
        case .implicitMember("angularGradient"), .identifier("AngularGradient"), .implicitMember("conicGradient"):
            return "conic-gradient(\(stops(arguments) ?? "gray, gray"))"
        case .implicitMember("color"):
            return arguments.first.flatMap { read($0.value) }
        default:
            return nil
        }
    }

    /// `Color(red:green:blue:opacity:)`, `Color(.sRGB, …)`, `Color(white:opacity:)`,
    /// `Color(hue:saturation:brightness:opacity:)` and `Color(.systemBackground)`.
    private static func colorInitializer(_ arguments: [VMLArgument]) -> String? {
        func value(_ label: String) -> Double? {
            ExpressionValues.argument(label, in: arguments).flatMap(ExpressionValues.number)
        }
        let opacity = value("opacity") ?? 1
        if let red = value("red"), let green = value("green"), let blue = value("blue") {
            return "rgba(\(Int(red * 255)),\(Int(green * 255)),\(Int(blue * 255)),\(opacity))"
        }
        if let white = value("white") {
            return "rgba(\(Int(white * 255)),\(Int(white * 255)),\(Int(white * 255)),\(opacity))"
        }
        if let hue = value("hue"), let saturation = value("saturation"), let brightness = value("brightness") {
            // HSB to HSL.
            let lightness = brightness * (1 - saturation / 2)
            let s = lightness == 0 || lightness == 1 ? 0 : (brightness - lightness) / min(lightness, 1 - lightness)
            return "hsla(\(Int(hue * 360)),\(Int(s * 100))%,\(Int(lightness * 100))%,\(opacity))"
        }
        if arguments.count == 1, let first = arguments.first, first.label == nil, case .implicitMember(let name) = first.value {
            return named(name)
        }
        return nil
    }

    private static func linearGradient(_ arguments: [VMLArgument]) -> String? {
        let start = ExpressionValues.argument("startPoint", in: arguments).flatMap(ExpressionValues.memberName) ?? "top"
        let end = ExpressionValues.argument("endPoint", in: arguments).flatMap(ExpressionValues.memberName) ?? "bottom"
        let direction = direction(from: start, to: end)
        return "linear-gradient(\(direction), \(stops(arguments) ?? "gray, gray"))"
    }

    /// `to bottom` for `.top` → `.bottom`, and so on.
    private static func direction(from start: String, to end: String) -> String {
        let sides: [String: String] = [
            "top": "top", "bottom": "bottom", "leading": "left", "trailing": "right", "topLeading": "top left",
            "topTrailing": "top right", "bottomLeading": "bottom left", "bottomTrailing": "bottom right",
        ]
        return "to " + (sides[end] ?? (start == "bottom" ? "top" : "bottom"))
    }

    /// The color stops of `colors:`, `stops:` or `gradient: Gradient(colors:|stops:)`.
    private static func stops(_ arguments: [VMLArgument]) -> String? {
        var source = arguments
        if let gradient = ExpressionValues.argument("gradient", in: arguments) ?? ExpressionValues.unlabeled(arguments),
            let (_, inner) = ExpressionValues.call(gradient)
        {
            source = inner
        }
        if case .array(let colors)? = ExpressionValues.argument("colors", in: source) {
            let list = colors.compactMap(read)
            return list.isEmpty ? nil : (list.count == 1 ? list + list : list).joined(separator: ", ")
        }
        if case .array(let stops)? = ExpressionValues.argument("stops", in: source) {
            let list: [String] = stops.compactMap { stop in
                guard let (_, fields) = ExpressionValues.call(stop),
                    let color = ExpressionValues.argument("color", in: fields).flatMap(read)
                else { return nil }
                let location = ExpressionValues.argument("location", in: fields).flatMap(ExpressionValues.number) ?? 0
                return color + " " + String(Int(location * 100)) + "%"
            }
            return list.isEmpty ? nil : list.joined(separator: ", ")
        }
        return nil
    }
}
