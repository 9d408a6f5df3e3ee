/// The role of a toolbar (SwiftUI's `ToolbarRole`), for `toolbarRole(_:)`.
///
/// ```swift
/// try VmlToolbarRole.automatic.expression.canonicalText()   // .automatic
/// ```
public struct VmlToolbarRole: VmlValue, Hashable {
    /// The value as a style expression.
    public var expression: VMLExpression

    /// Wraps a style expression.
    public init(expression: VMLExpression) {
        self.expression = expression
    }
}

extension VmlToolbarRole {
    /// SwiftUI's `ToolbarRole.automatic`: `.automatic`.
    ///
    /// ```swift
    /// try VmlToolbarRole.automatic.expression.canonicalText()   // .automatic
    /// ```
    public static var automatic: VmlToolbarRole { VmlToolbarRole(expression: .implicitMember("automatic")) }

    /// SwiftUI's `ToolbarRole.navigationStack`: `.navigationStack`.
    ///
    /// ```swift
    /// try VmlToolbarRole.navigationStack.expression.canonicalText()   // .navigationStack
    /// ```
    public static var navigationStack: VmlToolbarRole { VmlToolbarRole(expression: .implicitMember("navigationStack")) }

    /// SwiftUI's `ToolbarRole.browser`: `.browser`.
    ///
    /// ```swift
    /// try VmlToolbarRole.browser.expression.canonicalText()   // .browser
    /// ```
    public static var browser: VmlToolbarRole { VmlToolbarRole(expression: .implicitMember("browser")) }

    /// SwiftUI's `ToolbarRole.editor`: `.editor`.
    ///
    /// ```swift
    /// try VmlToolbarRole.editor.expression.canonicalText()   // .editor
    /// ```
    public static var editor: VmlToolbarRole { VmlToolbarRole(expression: .implicitMember("editor")) }
}
