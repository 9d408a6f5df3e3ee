/// SwiftUI's `Transaction`, accepted where SwiftUI takes one (`AsyncImage(url:transaction:content:)`)
/// and never written: the client animates.
public struct VmlTransaction: Sendable {
    /// The animation SwiftUI would use.
    public var animation: VmlAnimation?

    /// A transaction with an animation: `VmlTransaction(animation: .easeIn)`.
    public init(animation: VmlAnimation? = nil) {
        self.animation = animation
    }
}
