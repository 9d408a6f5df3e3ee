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

extension VmlShapeStyle {
    /// `.radialGradient(_ gradient:center:startRadius:endRadius:)`, written as SwiftUI's
    /// `RadialGradient(gradient:center:startRadius:endRadius:)`, as `.linearGradient(_:…)` is.
    ///
    /// ```swift
    /// try VmlShapeStyle.radialGradient(VmlGradient(colors: [.red, .blue]), center: .center, startRadius: 0, endRadius: 50).expression.canonicalText()
    /// // RadialGradient(gradient: Gradient(colors: [.red, .blue]), center: .center, startRadius: 0, endRadius: 50)
    /// ```
    public static func radialGradient(
        _ gradient: VmlGradient, center: VmlUnitPoint, startRadius: any VmlNumberArgument, endRadius: any VmlNumberArgument
    ) -> VmlShapeStyle {
        VmlShapeStyle(
            expression: .call(
                "RadialGradient", .labeled("gradient", gradient.expression), .labeled("center", center.expression),
                .labeled("startRadius", startRadius.vmlExpression), .labeled("endRadius", endRadius.vmlExpression)))
    }

    /// `.radialGradient(stops:center:startRadius:endRadius:)`.
    ///
    /// ```swift
    /// try VmlShapeStyle.radialGradient(stops: [.init(color: .red, location: 0), .init(color: .blue, location: 0.8)], center: .center, startRadius: 0, endRadius: 50).expression.canonicalText()
    /// // .radialGradient(stops: [Gradient.Stop(color: .red, location: 0), Gradient.Stop(color: .blue, location: 0.8)], center: .center, startRadius: 0, endRadius: 50)
    /// ```
    public static func radialGradient(
        stops: [VmlGradient.Stop], center: VmlUnitPoint, startRadius: any VmlNumberArgument, endRadius: any VmlNumberArgument
    ) -> VmlShapeStyle {
        VmlShapeStyle(
            expression: .member(
                "radialGradient", .labeled("stops", .array(stops.map(\.expression))), .labeled("center", center.expression),
                .labeled("startRadius", startRadius.vmlExpression), .labeled("endRadius", endRadius.vmlExpression)))
    }

    /// `.angularGradient(_ gradient:center:startAngle:endAngle:)`, written as SwiftUI's
    /// `AngularGradient(gradient:center:startAngle:endAngle:)`, as `.linearGradient(_:…)` is.
    ///
    /// ```swift
    /// try VmlShapeStyle.angularGradient(VmlGradient(colors: [.red, .blue]), center: .center, startAngle: .zero, endAngle: .degrees(180)).expression.canonicalText()
    /// // AngularGradient(gradient: Gradient(colors: [.red, .blue]), center: .center, startAngle: .zero, endAngle: .degrees(180))
    /// ```
    public static func angularGradient(_ gradient: VmlGradient, center: VmlUnitPoint, startAngle: VmlAngle, endAngle: VmlAngle)
        -> VmlShapeStyle
    {
        VmlShapeStyle(
            expression: .call(
                "AngularGradient", .labeled("gradient", gradient.expression), .labeled("center", center.expression),
                .labeled("startAngle", startAngle.expression), .labeled("endAngle", endAngle.expression)))
    }

    /// `.angularGradient(stops:center:startAngle:endAngle:)`.
    ///
    /// ```swift
    /// try VmlShapeStyle.angularGradient(stops: [.init(color: .red, location: 0), .init(color: .blue, location: 0.8)], center: .center, startAngle: .zero, endAngle: .degrees(180)).expression.canonicalText()
    /// // .angularGradient(stops: [Gradient.Stop(color: .red, location: 0), Gradient.Stop(color: .blue, location: 0.8)], center: .center, startAngle: .zero, endAngle: .degrees(180))
    /// ```
    public static func angularGradient(stops: [VmlGradient.Stop], center: VmlUnitPoint, startAngle: VmlAngle, endAngle: VmlAngle)
        -> VmlShapeStyle
    {
        VmlShapeStyle(
            expression: .member(
                "angularGradient", .labeled("stops", .array(stops.map(\.expression))), .labeled("center", center.expression),
                .labeled("startAngle", startAngle.expression), .labeled("endAngle", endAngle.expression)))
    }
}

extension VmlShapeStyle {
    /// SwiftUI's `ShapeStyle.in(_:)`, a style bounded by a rectangle, refused at compile time.
    ///
    /// ```swift
    /// VmlShapeStyle.blue.in(rect)
    /// // error: 'in(_:)' is unavailable: a shape style's bounds are known only on the client after layout: leave .in(_:) out
    /// ```
    @available(*, unavailable, message: "a shape style's bounds are known only on the client after layout: leave .in(_:) out")
    public func `in`(_ rect: CGRect) -> VmlShapeStyle {
        self
    }
}

extension VmlShapeStyle {
    /// `.conicGradient(_ gradient:center:angle:)`; `angle` is written when given.
    ///
    /// ```swift
    /// try VmlShapeStyle.conicGradient(VmlGradient(colors: [.red, .blue]), center: .center).expression.canonicalText()
    /// // .conicGradient(Gradient(colors: [.red, .blue]), center: .center)
    /// ```
    public static func conicGradient(_ gradient: VmlGradient, center: VmlUnitPoint, angle: VmlAngle? = nil) -> VmlShapeStyle {
        conic(VMLArgument(gradient.expression), center, angle)
    }

    /// `.conicGradient(colors:center:angle:)`; `angle` is written when given.
    ///
    /// ```swift
    /// try VmlShapeStyle.conicGradient(colors: [.red, .blue], center: .center, angle: .degrees(90)).expression.canonicalText()
    /// // .conicGradient(colors: [.red, .blue], center: .center, angle: .degrees(90))
    /// ```
    public static func conicGradient(colors: [VmlColor], center: VmlUnitPoint, angle: VmlAngle? = nil) -> VmlShapeStyle {
        conic(.labeled("colors", .array(colors.map(\.expression))), center, angle)
    }

    /// `.conicGradient(stops:center:angle:)`; `angle` is written when given.
    ///
    /// ```swift
    /// try VmlShapeStyle.conicGradient(stops: [.init(color: .red, location: 0), .init(color: .blue, location: 0.8)], center: .center).expression.canonicalText()
    /// // .conicGradient(stops: [Gradient.Stop(color: .red, location: 0), Gradient.Stop(color: .blue, location: 0.8)], center: .center)
    /// ```
    public static func conicGradient(stops: [VmlGradient.Stop], center: VmlUnitPoint, angle: VmlAngle? = nil) -> VmlShapeStyle {
        conic(.labeled("stops", .array(stops.map(\.expression))), center, angle)
    }

    private static func conic(_ first: VMLArgument, _ center: VmlUnitPoint, _ angle: VmlAngle?) -> VmlShapeStyle {
        var arguments = [first, .labeled("center", center.expression)]
        if let angle { arguments.append(.labeled("angle", angle.expression)) }
        return VmlShapeStyle(expression: .call(.implicitMember("conicGradient"), arguments))
    }

    /// `.ellipticalGradient(_ gradient:center:startRadiusFraction:endRadiusFraction:)`; arguments left out are not written.
    ///
    /// ```swift
    /// try VmlShapeStyle.ellipticalGradient(VmlGradient(colors: [.red, .blue])).expression.canonicalText()
    /// // .ellipticalGradient(Gradient(colors: [.red, .blue]))
    /// ```
    public static func ellipticalGradient(
        _ gradient: VmlGradient, center: VmlUnitPoint? = nil, startRadiusFraction: (any VmlNumberArgument)? = nil,
        endRadiusFraction: (any VmlNumberArgument)? = nil
    ) -> VmlShapeStyle {
        elliptical(VMLArgument(gradient.expression), center, startRadiusFraction, endRadiusFraction)
    }

    /// `.ellipticalGradient(colors:center:startRadiusFraction:endRadiusFraction:)`; arguments left out are not written.
    ///
    /// ```swift
    /// try VmlShapeStyle.ellipticalGradient(colors: [.red, .blue], endRadiusFraction: 0.5).expression.canonicalText()
    /// // .ellipticalGradient(colors: [.red, .blue], endRadiusFraction: 0.5)
    /// ```
    public static func ellipticalGradient(
        colors: [VmlColor], center: VmlUnitPoint? = nil, startRadiusFraction: (any VmlNumberArgument)? = nil,
        endRadiusFraction: (any VmlNumberArgument)? = nil
    ) -> VmlShapeStyle {
        elliptical(.labeled("colors", .array(colors.map(\.expression))), center, startRadiusFraction, endRadiusFraction)
    }

    /// `.ellipticalGradient(stops:center:startRadiusFraction:endRadiusFraction:)`; arguments left out are not written.
    ///
    /// ```swift
    /// try VmlShapeStyle.ellipticalGradient(stops: [.init(color: .red, location: 0), .init(color: .blue, location: 0.8)], center: .top).expression.canonicalText()
    /// // .ellipticalGradient(stops: [Gradient.Stop(color: .red, location: 0), Gradient.Stop(color: .blue, location: 0.8)], center: .top)
    /// ```
    public static func ellipticalGradient(
        stops: [VmlGradient.Stop], center: VmlUnitPoint? = nil, startRadiusFraction: (any VmlNumberArgument)? = nil,
        endRadiusFraction: (any VmlNumberArgument)? = nil
    ) -> VmlShapeStyle {
        elliptical(.labeled("stops", .array(stops.map(\.expression))), center, startRadiusFraction, endRadiusFraction)
    }

    private static func elliptical(
        _ first: VMLArgument, _ center: VmlUnitPoint?, _ start: (any VmlNumberArgument)?, _ end: (any VmlNumberArgument)?
    ) -> VmlShapeStyle {
        var arguments = [first]
        if let center { arguments.append(.labeled("center", center.expression)) }
        if let start { arguments.append(.labeled("startRadiusFraction", start.vmlExpression)) }
        if let end { arguments.append(.labeled("endRadiusFraction", end.vmlExpression)) }
        return VmlShapeStyle(expression: .call(.implicitMember("ellipticalGradient"), arguments))
    }

    /// `.shadow(_:)`, the foreground style with a shadow: `.shadow(.drop(radius: 4))`.
    ///
    /// ```swift
    /// try VmlShapeStyle.shadow(.drop(radius: 4)).expression.canonicalText()   // .shadow(.drop(radius: 4))
    /// ```
    public static func shadow(_ style: VmlShadowStyle) -> VmlShapeStyle {
        VmlShapeStyle(expression: .member("shadow", VMLArgument(style.expression)))
    }

    /// The style with a shadow: `.blue.shadow(.inner(radius: 2))`.
    ///
    /// ```swift
    /// try VmlShapeStyle.blue.shadow(.inner(radius: 2)).expression.canonicalText()   // .blue.shadow(.inner(radius: 2))
    /// ```
    public func shadow(_ style: VmlShadowStyle) -> VmlShapeStyle {
        VmlShapeStyle(expression: expression.member("shadow", VMLArgument(style.expression)))
    }

    /// `.blendMode(_:)`, the foreground style blended: `.blendMode(.multiply)`.
    ///
    /// ```swift
    /// try VmlShapeStyle.blendMode(.multiply).expression.canonicalText()   // .blendMode(.multiply)
    /// ```
    public static func blendMode(_ mode: VmlBlendMode) -> VmlShapeStyle {
        VmlShapeStyle(expression: .member("blendMode", VMLArgument(mode.expression)))
    }

    /// The style blended: `.red.blendMode(.multiply)`.
    ///
    /// ```swift
    /// try VmlShapeStyle.red.blendMode(.multiply).expression.canonicalText()   // .red.blendMode(.multiply)
    /// ```
    public func blendMode(_ mode: VmlBlendMode) -> VmlShapeStyle {
        VmlShapeStyle(expression: expression.member("blendMode", VMLArgument(mode.expression)))
    }
}

extension VmlShapeStyle {
    /// SwiftUI's `materialActiveAppearance(_:)` on a material (iOS 18): how it looks when the window
    /// is inactive.
    ///
    /// ```swift
    /// try VmlShapeStyle.regularMaterial.materialActiveAppearance(.active).expression.canonicalText()   // .regularMaterial.materialActiveAppearance(.active)
    /// ```
    public func materialActiveAppearance(_ appearance: VmlMaterialActiveAppearance) -> VmlShapeStyle {
        VmlShapeStyle(expression: expression.member("materialActiveAppearance", VMLArgument(appearance.expression)))
    }
}
