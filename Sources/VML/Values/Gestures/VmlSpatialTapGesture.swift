import Foundation

/// SwiftUI's `SpatialTapGesture`: a tap that reports where it landed, recognized on the client.
///
/// ```swift
/// VmlText("a").gesture(VmlSpatialTapGesture().onEnded { value in mark(value.location) })   // <Text>a</Text>
/// ```
public struct VmlSpatialTapGesture: VmlGesture {
    /// Where the tap landed.
    public struct Value: Equatable {
        /// The tap's location in the gesture's coordinate space.
        public var location: CGPoint
    }

    /// How many taps the gesture waits for.
    public var count: Int
    /// The space `location` is measured in.
    public var coordinateSpace: VmlCoordinateSpace

    /// A gesture that ends after `count` taps.
    public init(count: Int = 1, coordinateSpace: VmlCoordinateSpace = .local) {
        self.count = count
        self.coordinateSpace = coordinateSpace
    }
}
