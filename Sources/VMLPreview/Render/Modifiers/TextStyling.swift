import VMLCore

/// The text modifiers, which SwiftUI passes down through the environment: CSS that inherits.
///
/// ```swift
/// TextStyling.css(VMLModifier("bold"))                     // "font-weight:700;"
/// TextStyling.css(VMLModifier("lineLimit", 2))             // "--line-limit:2;"
/// TextStyling.css(VMLModifier("minimumScaleFactor", 0.5))  // "--min-scale:0.5;"
/// ```
enum TextStyling {
    static func css(_ modifier: VMLModifier) -> String? {
        let first = modifier.arguments.first?.value
        let off = first == .boolean(false)
        switch modifier.name {
        case "font":
            return first.flatMap(PreviewFont.css)
        case "fontWeight":
            return first.flatMap(ExpressionValues.memberName).flatMap { PreviewFont.weights[$0] }.map { "font-weight:\($0);" }
        case "fontDesign":
            return first.flatMap(ExpressionValues.memberName).map(PreviewFont.designCSS)
        case "fontWidth":
            return ""
        case "bold": return off ? "font-weight:400;" : "font-weight:700;"
        case "italic": return off ? "font-style:normal;" : "font-style:italic;"
        case "underline": return off ? "" : "text-decoration-line:underline;"
        case "strikethrough": return off ? "" : "text-decoration-line:line-through;"
        case "monospaced": return off ? "" : "font-family:var(--mono);"
        case "monospacedDigit": return "font-variant-numeric:tabular-nums;"
        case "kerning", "tracking":
            return first.flatMap(ExpressionValues.number).map { "letter-spacing:" + ExpressionValues.px($0) + ";" }
        case "textCase":
            switch first.flatMap(ExpressionValues.memberName) {
            case "uppercase": return "text-transform:uppercase;"
            case "lowercase": return "text-transform:lowercase;"
            default: return "text-transform:none;"
            }
        case "lineLimit":
            if first == .null { return "--line-limit:none;" }
            if let number = first.flatMap(ExpressionValues.number) { return "--line-limit:" + String(Int(number)) + ";" }
            if case .range(let range)? = first {
                switch range.kind {
                case .closed, .through:
                    return range.upper.flatMap(ExpressionValues.number).map { "--line-limit:" + String(Int($0)) + ";" }
                case .halfOpen, .upTo:
                    return range.upper.flatMap(ExpressionValues.number).map { "--line-limit:" + String(Int($0) - 1) + ";" }
                case .from:
                    return "--line-limit:none;"
                }
            }
            return nil
        case "truncationMode":
            // Tail truncation is CSS's ellipsis; the page's fit script draws `.head` and `.middle`.
            return first.flatMap(ExpressionValues.memberName).map { "--truncation:" + $0 + ";" }
        case "minimumScaleFactor":
            // The page's fit script shrinks an overflowing text, no smaller than this.
            return first.flatMap(ExpressionValues.number).map { "--min-scale:" + String($0) + ";" }
        case "multilineTextAlignment":
            switch first.flatMap(ExpressionValues.memberName) {
            case "center": return "text-align:center;"
            case "trailing": return "text-align:end;"
            default: return "text-align:start;"
            }
        case "lineSpacing":
            return first.flatMap(ExpressionValues.number).map { "--ls:" + ExpressionValues.px($0) + ";" }
        case "baselineOffset":
            return first.flatMap(ExpressionValues.number).map { "position:relative;top:" + ExpressionValues.px(-$0) + ";" }
        case "imageScale":
            switch first.flatMap(ExpressionValues.memberName) {
            case "small": return "--image-scale:.8;"
            case "large": return "--image-scale:1.3;"
            default: return "--image-scale:1;"
            }
        case "symbolVariant", "scaledToFit", "scaledToFill", "aspectRatio", "ignoresSafeArea", "edgesIgnoringSafeArea", "mask",
            "containerBackground", "blendMode", "colorMultiply",
            "luminanceToAlpha", "trim", "rotation", "scale", "size", "containerRelativeFrame", "safeAreaInset",
            "contentMargins", "gridCellAnchor", "gridCellUnsizedAxes", "gridColumnAlignment":
            return ""
        default:
            return nil
        }
    }
}
