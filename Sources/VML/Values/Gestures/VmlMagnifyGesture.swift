import Foundation

/// SwiftUI's `MagnifyGesture`: a pinch, recognized on the client.
///
/// ```swift
/// VmlText("a").gesture(VmlMagnifyGesture().onChanged { value in zoom = value.magnification })   // <Text>a</Text>
/// ```
public struct VmlMagnifyGesture: VmlGesture {
    /// A pinch's state, as SwiftUI reports it.
    public struct Value: Equatable {
        /// When the pinch's current event happened.
        public var time: Date
        /// The scale since the pinch started.
        public var magnification: Double
        /// How fast the scale changes, a second.
        public var velocity: Double
        /// The pinch's center when it started, as a unit point of the view.
        public var startAnchor: VmlUnitPoint
        /// The pinch's center when it started.
        public var startLocation: CGPoint
    }

    /// How much the scale changes before the pinch starts.
    public var minimumScaleDelta: Double

    /// A pinch that starts after the scale changes by `minimumScaleDelta`.
    public init(minimumScaleDelta: Double = 0.01) {
        self.minimumScaleDelta = minimumScaleDelta
    }
}
