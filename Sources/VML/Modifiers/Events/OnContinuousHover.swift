extension VmlView {
    /// SwiftUI's `onContinuousHover(coordinateSpace:perform:)`: compiles and writes nothing (spec
    /// §5: the client owns events; the action is never called).
    ///
    /// ```swift
    /// VmlText("a").onContinuousHover { phase in if case .active(let point) = phase { cursor = point } }
    /// // <Text>a</Text>
    /// ```
    public consuming func onContinuousHover(
        coordinateSpace: VmlCoordinateSpace? = nil, perform action: @isolated(any) (VmlHoverPhase) -> Void
    ) -> VmlContent {
        vmlContent
    }
}
