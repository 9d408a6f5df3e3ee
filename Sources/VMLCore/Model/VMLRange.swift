/// A Swift range inside a style, as in `lineLimit(2...4)`. Written with no spaces.
public indirect enum VMLRange: Hashable, Sendable {
    /// `a...b`
    case closed(VMLExpression, VMLExpression)
    /// `a..<b`
    case halfOpen(VMLExpression, VMLExpression)
    /// `a...`
    case from(VMLExpression)
    /// `...b`
    case through(VMLExpression)
    /// `..<b`
    case upTo(VMLExpression)
}
