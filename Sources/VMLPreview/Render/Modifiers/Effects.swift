import VMLCore

/// Visual effects as CSS: shadows, filters, scaling, badges.
///
/// ```swift
/// Effects.shadow([.labeled("radius", 4)])   // "filter:drop-shadow(0px 0px 4px rgba(0,0,0,.33));"
/// ```
enum Effects {
    /// `shadow(color:radius:x:y:)`; SwiftUI's default color is black at a third.
    static func shadow(_ arguments: [VMLArgument]) -> String {
        let color = ExpressionValues.argument("color", in: arguments).flatMap(PreviewColor.css) ?? "rgba(0,0,0,.33)"
        func value(_ label: String) -> Double { ExpressionValues.argument(label, in: arguments).flatMap(ExpressionValues.number) ?? 0 }
        let radius = ExpressionValues.px(value("radius"))
        return "filter:drop-shadow(\(ExpressionValues.px(value("x"))) \(ExpressionValues.px(value("y"))) \(radius) \(color));"
    }

    /// A filter modifier as a CSS filter function.
    static func filter(_ modifier: VMLModifier) -> String {
        let amount = modifier.arguments.first.flatMap { ExpressionValues.number($0.value) }
        switch modifier.name {
        case "blur":
            let radius = ExpressionValues.argument("radius", in: modifier.arguments).flatMap(ExpressionValues.number) ?? amount ?? 0
            return "blur(" + ExpressionValues.px(radius) + ")"
        case "brightness": return "brightness(" + String(1 + (amount ?? 0)) + ")"
        case "contrast": return "contrast(" + String(amount ?? 1) + ")"
        case "grayscale": return "grayscale(" + String(amount ?? 0) + ")"
        case "saturation": return "saturate(" + String(amount ?? 1) + ")"
        case "hueRotation":
            return "hue-rotate(" + String(modifier.arguments.first.flatMap { ExpressionValues.degrees($0.value) } ?? 0) + "deg)"
        default: return "invert(1)"
        }
    }

    /// `scaleEffect(2)`, `scaleEffect(x:y:)` or `scaleEffect(CGSize(…))`.
    static func scale(_ arguments: [VMLArgument]) -> String {
        if let value = ExpressionValues.unlabeled(arguments).flatMap(ExpressionValues.number) {
            return "scale(" + String(value) + ")"
        }
        let x = ExpressionValues.argument("x", in: arguments).flatMap(ExpressionValues.number) ?? 1
        let y = ExpressionValues.argument("y", in: arguments).flatMap(ExpressionValues.number) ?? 1
        return "scale(" + String(x) + "," + String(y) + ")"
    }

    /// A badge's text: a count or a string.
    static func badgeText(_ expression: VMLExpression) -> String {
        switch expression {
        case .number(let value): return value == value.rounded() && abs(value) < 1e9 ? String(Int(value)) : String(value)
        case .string(let text): return text
        default: return ""
        }
    }
}
