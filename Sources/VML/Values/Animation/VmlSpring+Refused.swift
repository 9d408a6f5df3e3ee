// A spring's motion is computed on the client, frame by frame: the methods that compute it are refused.

extension VmlSpring {
    /// SwiftUI's `Spring.value(target:initialVelocity:time:)`, refused: the client animates.
    ///
    /// ```swift
    /// VmlSpring.bouncy.value(target: 1.0, time: 0.2)
    /// // error: 'value(target:initialVelocity:time:)' is unavailable: a spring's motion is computed on the client: pass the spring to an animation (.spring(.bouncy)) and send the end value
    /// ```
    @available(
        *, unavailable,
        message: "a spring's motion is computed on the client: pass the spring to an animation (.spring(.bouncy)) and send the end value"
    )
    public func value<V: BinaryFloatingPoint>(target: V, initialVelocity: V = .zero, time: Double) -> V { target }

    /// SwiftUI's `Spring.value(fromValue:toValue:initialVelocity:time:)`, refused: the client animates.
    ///
    /// ```swift
    /// VmlSpring.bouncy.value(fromValue: 0.0, toValue: 1.0, initialVelocity: 0.0, time: 0.2)
    /// // error: 'value(fromValue:toValue:initialVelocity:time:)' is unavailable: a spring's motion is computed on the client: pass the spring to an animation (.spring(.bouncy)) and send the end value
    /// ```
    @available(
        *, unavailable,
        message: "a spring's motion is computed on the client: pass the spring to an animation (.spring(.bouncy)) and send the end value"
    )
    public func value<V: BinaryFloatingPoint>(fromValue: V, toValue: V, initialVelocity: V, time: Double) -> V { toValue }

    /// SwiftUI's `Spring.velocity(target:initialVelocity:time:)`, refused: the client animates.
    ///
    /// ```swift
    /// VmlSpring.bouncy.velocity(target: 1.0, time: 0.2)
    /// // error: 'velocity(target:initialVelocity:time:)' is unavailable: a spring's motion is computed on the client: pass the spring to an animation (.spring(.bouncy)) and send the end value
    /// ```
    @available(
        *, unavailable,
        message: "a spring's motion is computed on the client: pass the spring to an animation (.spring(.bouncy)) and send the end value"
    )
    public func velocity<V: BinaryFloatingPoint>(target: V, initialVelocity: V = .zero, time: Double) -> V { initialVelocity }

    /// SwiftUI's `Spring.velocity(fromValue:toValue:initialVelocity:time:)`, refused: the client animates.
    ///
    /// ```swift
    /// VmlSpring.bouncy.velocity(fromValue: 0.0, toValue: 1.0, initialVelocity: 0.0, time: 0.2)
    /// // error: 'velocity(fromValue:toValue:initialVelocity:time:)' is unavailable: a spring's motion is computed on the client: pass the spring to an animation (.spring(.bouncy)) and send the end value
    /// ```
    @available(
        *, unavailable,
        message: "a spring's motion is computed on the client: pass the spring to an animation (.spring(.bouncy)) and send the end value"
    )
    public func velocity<V: BinaryFloatingPoint>(fromValue: V, toValue: V, initialVelocity: V, time: Double) -> V { initialVelocity }

    /// SwiftUI's `Spring.force(target:position:velocity:)`, refused: the client animates.
    ///
    /// ```swift
    /// VmlSpring.bouncy.force(target: 1.0, position: 0.5, velocity: 0.0)
    /// // error: 'force(target:position:velocity:)' is unavailable: a spring's motion is computed on the client: pass the spring to an animation (.spring(.bouncy)) and send the end value
    /// ```
    @available(
        *, unavailable,
        message: "a spring's motion is computed on the client: pass the spring to an animation (.spring(.bouncy)) and send the end value"
    )
    public func force<V: BinaryFloatingPoint>(target: V, position: V, velocity: V) -> V { velocity }

    /// SwiftUI's `Spring.force(fromValue:toValue:position:velocity:)`, refused: the client animates.
    ///
    /// ```swift
    /// VmlSpring.bouncy.force(fromValue: 0.0, toValue: 1.0, position: 0.5, velocity: 0.0)
    /// // error: 'force(fromValue:toValue:position:velocity:)' is unavailable: a spring's motion is computed on the client: pass the spring to an animation (.spring(.bouncy)) and send the end value
    /// ```
    @available(
        *, unavailable,
        message: "a spring's motion is computed on the client: pass the spring to an animation (.spring(.bouncy)) and send the end value"
    )
    public func force<V: BinaryFloatingPoint>(fromValue: V, toValue: V, position: V, velocity: V) -> V { velocity }

    /// SwiftUI's `Spring.settlingDuration(target:initialVelocity:epsilon:)`, refused: the client animates.
    ///
    /// ```swift
    /// VmlSpring.bouncy.settlingDuration(target: 1.0, epsilon: 0.001)
    /// // error: 'settlingDuration(target:initialVelocity:epsilon:)' is unavailable: a spring's motion is computed on the client: pass the spring to an animation (.spring(.bouncy)) and send the end value
    /// ```
    @available(
        *, unavailable,
        message: "a spring's motion is computed on the client: pass the spring to an animation (.spring(.bouncy)) and send the end value"
    )
    public func settlingDuration<V: BinaryFloatingPoint>(target: V, initialVelocity: V = .zero, epsilon: Double) -> Double { epsilon }

    /// SwiftUI's `Spring.settlingDuration(fromValue:toValue:initialVelocity:epsilon:)`, refused: the client animates.
    ///
    /// ```swift
    /// VmlSpring.bouncy.settlingDuration(fromValue: 0.0, toValue: 1.0, initialVelocity: 0.0, epsilon: 0.001)
    /// // error: 'settlingDuration(fromValue:toValue:initialVelocity:epsilon:)' is unavailable: a spring's motion is computed on the client: pass the spring to an animation (.spring(.bouncy)) and send the end value
    /// ```
    @available(
        *, unavailable,
        message: "a spring's motion is computed on the client: pass the spring to an animation (.spring(.bouncy)) and send the end value"
    )
    public func settlingDuration<V: BinaryFloatingPoint>(fromValue: V, toValue: V, initialVelocity: V, epsilon: Double) -> Double {
        epsilon
    }

    /// SwiftUI's `Spring.update(value:velocity:target:deltaTime:)`, refused: the client animates.
    ///
    /// ```swift
    /// VmlSpring.bouncy.update(value: &x, velocity: &v, target: 1.0, deltaTime: 0.016)
    /// // error: 'update(value:velocity:target:deltaTime:)' is unavailable: a spring's motion is computed on the client: pass the spring to an animation (.spring(.bouncy)) and send the end value
    /// ```
    @available(
        *, unavailable,
        message: "a spring's motion is computed on the client: pass the spring to an animation (.spring(.bouncy)) and send the end value"
    )
    public func update<V: BinaryFloatingPoint>(value: inout V, velocity: inout V, target: V, deltaTime: Double) {}
}
