/// SwiftUI's `TapGesture`: a tap (or `count` taps), recognized on the client.
///
/// ```swift
/// VmlText("a").gesture(VmlTapGesture(count: 2).onEnded { like() })   // <Text>a</Text>
/// ```
public struct VmlTapGesture: VmlGesture, Sendable {
    /// A tap has no value: `onEnded { }` takes no argument.
    public typealias Value = Void

    /// How many taps the gesture waits for.
    public var count: Int

    /// A gesture that ends after `count` taps.
    public init(count: Int = 1) {
        self.count = count
    }
}
