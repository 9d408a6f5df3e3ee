import VMLCore

/// `frame`'s arguments as CSS for its wrapper box: fixed sizes, minimums and maximums
/// (`.infinity` grows, through the ``Expansion`` classes), and where the content sits.
///
/// ```swift
/// Frame.css([.labeled("width", 100), .labeled("height", 40)])
/// // "width:100px;height:40px;flex:none;justify-content:center;align-items:center;"
/// ```
enum Frame {
    static func css(_ arguments: [VMLArgument]) -> String {
        var css = ""
        var fixedWidth = false
        var fixedHeight = false
        for argument in arguments {
            guard let label = argument.label else { continue }
            let number = ExpressionValues.number(argument.value)
            switch label {
            case "width":
                if let number {
                    css += "width:" + ExpressionValues.px(number) + ";"
                    fixedWidth = true
                }
            case "height":
                if let number {
                    css += "height:" + ExpressionValues.px(number) + ";"
                    fixedHeight = true
                }
            case "minWidth":
                if let number, number.isFinite { css += "min-width:" + ExpressionValues.px(number) + ";" }
            case "minHeight":
                if let number, number.isFinite { css += "min-height:" + ExpressionValues.px(number) + ";" }
            case "maxWidth":
                if let number, number.isFinite { css += "max-width:" + ExpressionValues.px(number) + ";" }
            case "maxHeight":
                if let number, number.isFinite { css += "max-height:" + ExpressionValues.px(number) + ";" }
            case "idealWidth", "idealHeight":
                break
            default:
                break
            }
        }
        if fixedWidth && fixedHeight { css += "flex:none;" } else if fixedWidth || fixedHeight { css += "flex-shrink:0;" }
        let alignment = ExpressionValues.argument("alignment", in: arguments).flatMap(ExpressionValues.memberName)
        return css + StackDrawing.columnAlignment(alignment)
    }
}
