/// A coordinate space (SwiftUI's `CoordinateSpace`): `.global`, `.local` or `.named("scroll")`.
///
/// ```swift
/// try VmlCoordinateSpace.global.expression.canonicalText()   // .global
/// ```
public struct VmlCoordinateSpace: VmlValue, Hashable {
    /// The value as a style expression.
    public var expression: VMLExpression

    /// Wraps a style expression.
    public init(expression: VMLExpression) {
        self.expression = expression
    }
}

extension VmlCoordinateSpace {
    /// SwiftUI's `CoordinateSpace.global`: `.global`.
    ///
    /// ```swift
    /// try VmlCoordinateSpace.global.expression.canonicalText()   // .global
    /// ```
    public static var global: VmlCoordinateSpace { VmlCoordinateSpace(expression: .implicitMember("global")) }

    /// SwiftUI's `CoordinateSpace.local`: `.local`.
    ///
    /// ```swift
    /// try VmlCoordinateSpace.local.expression.canonicalText()   // .local
    /// ```
    public static var local: VmlCoordinateSpace { VmlCoordinateSpace(expression: .implicitMember("local")) }

    /// A space a view named with `coordinateSpace(name:)`: `.named("scroll")`.
    ///
    /// ```swift
    /// try VmlCoordinateSpace.named("scroll").expression.canonicalText()   // .named("scroll")
    /// ```
    public static func named(_ name: some Hashable) -> VmlCoordinateSpace {
        VmlCoordinateSpace(expression: .member("named", VMLArgument(.swiftValue(name))))
    }
}
