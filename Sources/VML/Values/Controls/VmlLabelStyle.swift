/// SwiftUI's `LabelStyle`: `.automatic`, `.iconOnly`, `.titleOnly`, `.titleAndIcon`.
///
/// ```swift
/// VmlLabel("Inbox", systemImage: "tray").labelStyle(.iconOnly)   // <Label style="labelStyle(.iconOnly)">…</Label>
/// ```
public struct VmlLabelStyle: VmlValue, Hashable {
    /// The value as a style expression.
    public var expression: VMLExpression

    /// Wraps a style expression.
    public init(expression: VMLExpression) {
        self.expression = expression
    }
}

extension VmlLabelStyle {
    /// `.automatic`
    public static var automatic: VmlLabelStyle { VmlLabelStyle(expression: .implicitMember("automatic")) }
    /// `.iconOnly`
    public static var iconOnly: VmlLabelStyle { VmlLabelStyle(expression: .implicitMember("iconOnly")) }
    /// `.titleOnly`
    public static var titleOnly: VmlLabelStyle { VmlLabelStyle(expression: .implicitMember("titleOnly")) }
    /// `.titleAndIcon`
    public static var titleAndIcon: VmlLabelStyle { VmlLabelStyle(expression: .implicitMember("titleAndIcon")) }
}
