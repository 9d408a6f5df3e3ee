extension VmlShapeStyle {
    /// `.linearGradient(colors:startPoint:endPoint:)`, as written in the spec's cookbook.
    public static func linearGradient(colors: [VmlColor], startPoint: VmlUnitPoint, endPoint: VmlUnitPoint) -> VmlShapeStyle {
        VmlShapeStyle(
            expression: .member(
                "linearGradient", .labeled("colors", .array(colors.map(\.expression))),
                .labeled("startPoint", startPoint.expression), .labeled("endPoint", endPoint.expression)))
    }

    /// `.linearGradient(stops:startPoint:endPoint:)`; evenly spaced stops are written as `colors:`.
    public static func linearGradient(stops: [VmlGradient.Stop], startPoint: VmlUnitPoint, endPoint: VmlUnitPoint) -> VmlShapeStyle {
        VmlShapeStyle(
            expression: .member(
                "linearGradient", .labeled("stops", .array(stops.map(\.expression))),
                .labeled("startPoint", startPoint.expression), .labeled("endPoint", endPoint.expression)))
    }

    /// `.linearGradient(_ gradient:startPoint:endPoint:)`, written as the spec writes it:
    /// `LinearGradient(gradient: Gradient(…), startPoint: …, endPoint: …)`.
    public static func linearGradient(_ gradient: VmlGradient, startPoint: VmlUnitPoint, endPoint: VmlUnitPoint) -> VmlShapeStyle {
        VmlShapeStyle(
            expression: .call(
                "LinearGradient", .labeled("gradient", gradient.expression),
                .labeled("startPoint", startPoint.expression), .labeled("endPoint", endPoint.expression)))
    }

    /// `.radialGradient(colors:center:startRadius:endRadius:)`
    public static func radialGradient(
        colors: [VmlColor], center: VmlUnitPoint, startRadius: any VmlNumberArgument, endRadius: any VmlNumberArgument
    )
        -> VmlShapeStyle
    {
        VmlShapeStyle(
            expression: .member(
                "radialGradient", .labeled("colors", .array(colors.map(\.expression))), .labeled("center", center.expression),
                .labeled("startRadius", startRadius.vmlExpression), .labeled("endRadius", endRadius.vmlExpression)))
    }

    /// `.angularGradient(colors:center:startAngle:endAngle:)`
    public static func angularGradient(colors: [VmlColor], center: VmlUnitPoint, startAngle: VmlAngle, endAngle: VmlAngle)
        -> VmlShapeStyle
    {
        VmlShapeStyle(
            expression: .member(
                "angularGradient", .labeled("colors", .array(colors.map(\.expression))), .labeled("center", center.expression),
                .labeled("startAngle", startAngle.expression), .labeled("endAngle", endAngle.expression)))
    }

    /// The foreground style: `.foreground`.
    public static var foreground: VmlShapeStyle { VmlShapeStyle(expression: .implicitMember("foreground")) }
    /// `.tertiary`
    public static var tertiary: VmlShapeStyle { VmlShapeStyle(expression: .implicitMember("tertiary")) }
    /// `.quaternary`
    public static var quaternary: VmlShapeStyle { VmlShapeStyle(expression: .implicitMember("quaternary")) }
    /// `.ultraThinMaterial`
    public static var ultraThinMaterial: VmlShapeStyle { VmlShapeStyle(expression: .implicitMember("ultraThinMaterial")) }
    /// `.thinMaterial`
    public static var thinMaterial: VmlShapeStyle { VmlShapeStyle(expression: .implicitMember("thinMaterial")) }
    /// `.regularMaterial`
    public static var regularMaterial: VmlShapeStyle { VmlShapeStyle(expression: .implicitMember("regularMaterial")) }
    /// `.thickMaterial`
    public static var thickMaterial: VmlShapeStyle { VmlShapeStyle(expression: .implicitMember("thickMaterial")) }
}
