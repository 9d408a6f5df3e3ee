/// An angle (SwiftUI's `Angle`): `.degrees(45)`, `.radians(1)`, or the VML literal `.deg(45)` (`45deg`).
public struct VmlAngle: VmlValue, Hashable {
    /// The value as a style expression.
    public var expression: VMLExpression

    /// Wraps a style expression.
    public init(expression: VMLExpression) {
        self.expression = expression
    }

    /// SwiftUI's `Angle(degrees:)`, written `.degrees(45)`: `.hueRotation(VmlAngle(degrees: 45))`.
    public init(degrees: Double) {
        self.init(expression: .member("degrees", VMLArgument(.number(degrees))))
    }

    /// SwiftUI's `Angle(radians:)`, written `.radians(r)`.
    public init(radians: Double) {
        self.init(expression: .member("radians", VMLArgument(.number(radians))))
    }

    /// `.degrees(45)`
    public static func degrees(_ degrees: Double) -> VmlAngle {
        VmlAngle(expression: .member("degrees", VMLArgument(.number(degrees))))
    }

    /// `.radians(1)`
    public static func radians(_ radians: Double) -> VmlAngle {
        VmlAngle(expression: .member("radians", VMLArgument(.number(radians))))
    }

    /// The VML angle literal: `.deg(45)` is written `45deg`.
    public static func deg(_ degrees: Double) -> VmlAngle {
        VmlAngle(expression: .angle(degrees: degrees))
    }

    /// `.zero`
    public static var zero: VmlAngle { VmlAngle(expression: .implicitMember("zero")) }
}

extension VmlAngle {
    /// SwiftUI's `Angle()`, zero: written `.zero`.
    ///
    /// ```swift
    /// try VmlAngle().expression.canonicalText()   // .zero
    /// ```
    public init() {
        self.init(expression: .implicitMember("zero"))
    }
}
