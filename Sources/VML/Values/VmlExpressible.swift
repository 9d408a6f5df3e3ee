import Foundation

/// Anything that can stand as a modifier argument: it knows its style expression.
///
/// Plain Swift values conform where SwiftUI takes them (`Double`, `Int`, `Bool`, `String`), so
/// `.opacity(alpha)`, `.disabled(isLocked)` and `.navigationTitle(model.title)` port unchanged, and
/// so do the DSL's own values (``VmlNumber``, ``VmlBool``, ``VmlString``) with their `.attr(…)`.
public protocol VmlExpressible: Sendable {
    /// The value as a style expression.
    var vmlExpression: VMLExpression { get }
}
