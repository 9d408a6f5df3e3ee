/// The return key's label (SwiftUI's `SubmitLabel`): `.done`, `.go`, `.search`, ….
///
/// ```swift
/// VmlTextField("Search", text: $query).submitLabel(.search)   // style="submitLabel(.search)"
/// ```
public struct VmlSubmitLabel: VmlValue, Hashable {
    /// The value as a style expression.
    public var expression: VMLExpression

    /// Wraps a style expression.
    public init(expression: VMLExpression) {
        self.expression = expression
    }
}

extension VmlSubmitLabel {
    /// `.done`
    public static var done: VmlSubmitLabel { VmlSubmitLabel(expression: .implicitMember("done")) }
    /// `.go`
    public static var go: VmlSubmitLabel { VmlSubmitLabel(expression: .implicitMember("go")) }
    /// `.send`
    public static var send: VmlSubmitLabel { VmlSubmitLabel(expression: .implicitMember("send")) }
    /// `.join`
    public static var join: VmlSubmitLabel { VmlSubmitLabel(expression: .implicitMember("join")) }
    /// `.route`
    public static var route: VmlSubmitLabel { VmlSubmitLabel(expression: .implicitMember("route")) }
    /// `.search`
    public static var search: VmlSubmitLabel { VmlSubmitLabel(expression: .implicitMember("search")) }
    /// `.return`
    public static var `return`: VmlSubmitLabel { VmlSubmitLabel(expression: .implicitMember("return")) }
    /// `.next`
    public static var next: VmlSubmitLabel { VmlSubmitLabel(expression: .implicitMember("next")) }
    /// `.continue`
    public static var `continue`: VmlSubmitLabel { VmlSubmitLabel(expression: .implicitMember("continue")) }
}
