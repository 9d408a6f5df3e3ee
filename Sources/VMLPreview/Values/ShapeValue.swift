import VMLCore

/// A shape given as a value (`clipShape(Circle())`, `.rect(cornerRadius: 12)`, `in: .capsule`)
/// as a CSS `border-radius`.
///
/// ```swift
/// ShapeValue.radius(.call("Circle"))                                       // "50%"
/// ShapeValue.radius(.member("rect", .labeled("cornerRadius", 12)))         // "12px"
/// ```
enum ShapeValue {
    static func radius(_ expression: VMLExpression) -> String {
        let name: String
        var arguments: [VMLArgument] = []
        if let call = ExpressionValues.call(expression) {
            name = call.name
            arguments = call.arguments
        } else {
            name = ExpressionValues.memberName(expression) ?? ""
        }
        switch name {
        case "Circle", "circle", "Ellipse", "ellipse": return "50%"
        case "Capsule", "capsule": return "9999px"
        case "RoundedRectangle", "rect", "roundedRectangle", "ContainerRelativeShape", "containerRelative":
            let radius = ExpressionValues.argument("cornerRadius", in: arguments).flatMap(ExpressionValues.number)
            return radius.map(ExpressionValues.px) ?? (name == "rect" ? "0" : "12px")
        default: return "0"
        }
    }
}
