/// SwiftUI's `Glass` (Liquid Glass): `.regular`, `.clear`, `.identity`, refined with `.tint(_:)`
/// and `.interactive()`.
///
/// ```swift
/// VmlText("Hi").glassEffect(.regular.tint(.blue).interactive())
/// // <Text style="glassEffect(.regular.tint(.blue).interactive())">Hi</Text>
/// ```
public struct VmlGlass: VmlValue, Hashable {
    /// The value as a style expression.
    public var expression: VMLExpression

    /// Wraps a style expression.
    public init(expression: VMLExpression) {
        self.expression = expression
    }

    /// The glass tinted with a color: `.regular.tint(.blue)`.
    public func tint(_ color: VmlColor?) -> VmlGlass {
        VmlGlass(expression: expression.member("tint", VMLArgument(color?.expression ?? .null)))
    }

    /// The glass reacting to touches: `.regular.interactive()`, or `.interactive(false)`.
    public func interactive(_ isEnabled: Bool = true) -> VmlGlass {
        isEnabled
            ? VmlGlass(expression: expression.member(called: "interactive"))
            : VmlGlass(expression: expression.member("interactive", VMLArgument(.boolean(false))))
    }
}

extension VmlGlass {
    /// `.regular`
    public static var regular: VmlGlass { VmlGlass(expression: .implicitMember("regular")) }
    /// `.clear`
    public static var clear: VmlGlass { VmlGlass(expression: .implicitMember("clear")) }
    /// `.identity`
    public static var identity: VmlGlass { VmlGlass(expression: .implicitMember("identity")) }
}
