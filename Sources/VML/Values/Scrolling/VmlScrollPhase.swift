/// SwiftUI's `ScrollPhase` (iOS 18), the phases `onScrollPhaseChange(_:)` hands its action (which
/// VML never calls), so that a ported comparison (`newPhase == .idle`) compiles.
///
/// ```swift
/// try VmlScrollPhase.idle.expression.canonicalText()   // .idle
/// ```
public struct VmlScrollPhase: VmlValue, Hashable {
    /// The value as a style expression.
    public var expression: VMLExpression

    /// Wraps a style expression.
    public init(expression: VMLExpression) {
        self.expression = expression
    }
}
