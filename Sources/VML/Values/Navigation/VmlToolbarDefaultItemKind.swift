/// A toolbar item the system provides (SwiftUI's `ToolbarDefaultItemKind`), for `toolbar(removing:)`.
///
/// ```swift
/// try VmlToolbarDefaultItemKind.sidebarToggle.expression.canonicalText()   // .sidebarToggle
/// ```
public struct VmlToolbarDefaultItemKind: VmlValue, Hashable {
    /// The value as a style expression.
    public var expression: VMLExpression

    /// Wraps a style expression.
    public init(expression: VMLExpression) {
        self.expression = expression
    }
}

extension VmlToolbarDefaultItemKind {
    /// SwiftUI's `ToolbarDefaultItemKind.sidebarToggle`: `.sidebarToggle`.
    ///
    /// ```swift
    /// try VmlToolbarDefaultItemKind.sidebarToggle.expression.canonicalText()   // .sidebarToggle
    /// ```
    public static var sidebarToggle: VmlToolbarDefaultItemKind { VmlToolbarDefaultItemKind(expression: .implicitMember("sidebarToggle")) }
}
