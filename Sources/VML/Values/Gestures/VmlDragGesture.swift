import Foundation

/// SwiftUI's `DragGesture`: a drag, recognized on the client; `value.translation` and the rest are
/// read only by handlers, which are never called.
///
/// ```swift
/// VmlText("a").gesture(VmlDragGesture(minimumDistance: 0).onChanged { value in offset = value.translation })
/// // <Text>a</Text>
/// ```
public struct VmlDragGesture: VmlGesture {
    /// A drag's state, as SwiftUI reports it.
    public struct Value: Equatable {
        /// When the drag's current event happened.
        public var time: Date
        /// Where the finger is.
        public var location: CGPoint
        /// Where the drag started.
        public var startLocation: CGPoint
        /// How far the finger has moved.
        public var translation: CGSize
        /// How fast the finger moves, in points a second.
        public var velocity: CGSize
        /// Where the drag would end if the finger stopped now.
        public var predictedEndLocation: CGPoint
        /// How far the drag would move if the finger stopped now.
        public var predictedEndTranslation: CGSize
    }

    /// How far the finger moves before the drag starts, in points.
    public var minimumDistance: Double
    /// The space the locations are measured in.
    public var coordinateSpace: VmlCoordinateSpace

    /// A drag that starts after `minimumDistance` points.
    public init(minimumDistance: Double = 10, coordinateSpace: VmlCoordinateSpace = .local) {
        self.minimumDistance = minimumDistance
        self.coordinateSpace = coordinateSpace
    }
}
