/// A gradient (SwiftUI's `Gradient`): `VmlGradient(colors: [.red, .blue])` or with stops.
///
/// ```swift
/// VmlGradient(stops: [
///     .init(color: .red, location: 0),
///     .init(color: .yellow, location: 0.3),
///     .init(color: .green, location: 1),
/// ])
/// // Gradient(stops: [Gradient.Stop(color: .red, location: 0), …])
/// ```
/// Evenly spaced stops are written in the `colors:` form (the core's gradient rule).
public struct VmlGradient: VmlValue, Hashable {
    /// The value as a style expression.
    public var expression: VMLExpression

    /// Wraps a style expression.
    public init(expression: VMLExpression) {
        self.expression = expression
    }

    /// `Gradient(colors: […])`
    public init(colors: [VmlColor]) {
        self.expression = .call("Gradient", .labeled("colors", .array(colors.map(\.expression))))
    }

    /// `Gradient(stops: […])`
    public init(stops: [Stop]) {
        self.expression = .call("Gradient", .labeled("stops", .array(stops.map(\.expression))))
    }

    /// A color at a location from 0 to 1 (SwiftUI's `Gradient.Stop`), written `Gradient.Stop(color:location:)`.
    public struct Stop: Hashable, Sendable {
        /// The stop's color.
        public var color: VmlColor
        /// Where the stop is, from 0 to 1.
        public var location: Double

        /// Creates a stop.
        public init(color: VmlColor, location: Double) {
            self.color = color
            self.location = location
        }

        /// `Gradient.Stop(color: .red, location: 0.3)`
        public var expression: VMLExpression {
            .call("Gradient.Stop", .labeled("color", color.expression), .labeled("location", .number(location)))
        }
    }
}

extension VmlGradient {
    /// SwiftUI's `Gradient.colorSpace(_:)`, refused at compile time.
    ///
    /// ```swift
    /// VmlGradient(colors: [.red, .blue]).colorSpace(.perceptual)
    /// // error: 'colorSpace(_:)' is unavailable: VML writes a gradient as a call, which takes no member: leave .colorSpace(_:) out (the client interpolates in .device)
    /// ```
    @available(
        *, unavailable,
        message: "VML writes a gradient as a call, which takes no member: leave .colorSpace(_:) out (the client interpolates in .device)"
    )
    public func colorSpace(_ space: Any) -> VmlGradient {
        self
    }
}
