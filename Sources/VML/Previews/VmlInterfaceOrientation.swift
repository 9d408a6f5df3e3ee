/// SwiftUI's `InterfaceOrientation`: `.portrait`, `.portraitUpsideDown`, `.landscapeLeft`, `.landscapeRight`; a developer preview's setting, so `previewInterfaceOrientation` writes nothing.
///
/// ```swift
/// VmlText("a").previewInterfaceOrientation(.landscapeLeft)
/// // <Text>a</Text>
/// ```
public struct VmlInterfaceOrientation: VmlValue, Hashable {
    /// The value as a style expression.
    public var expression: VMLExpression

    /// Wraps a style expression.
    public init(expression: VMLExpression) {
        self.expression = expression
    }
}

extension VmlInterfaceOrientation {
    /// Every orientation, in SwiftUI's order.
    ///
    /// ```swift
    /// VmlInterfaceOrientation.allCases.count   // 4
    /// ```
    public static var allCases: [VmlInterfaceOrientation] { [.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight] }
}
