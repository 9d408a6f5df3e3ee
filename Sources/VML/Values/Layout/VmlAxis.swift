/// One axis (SwiftUI's `Axis`): `.horizontal` or `.vertical`, as in `TextField(_:text:axis:)`.
///
/// ```swift
/// VmlTextField("Notes", text: .constant(""), axis: .vertical)
/// // <TextField axis="vertical" text=""><Text>Notes</Text></TextField>
/// ```
public struct VmlAxis: VmlValue, Hashable {
    /// The value as a style expression.
    public var expression: VMLExpression

    /// Wraps a style expression.
    public init(expression: VMLExpression) {
        self.expression = expression
    }
}

extension VmlAxis {
    /// `.horizontal`
    public static var horizontal: VmlAxis { VmlAxis(expression: .implicitMember("horizontal")) }
    /// `.vertical`
    public static var vertical: VmlAxis { VmlAxis(expression: .implicitMember("vertical")) }
}

extension VmlAxis {
    /// Every value, in SwiftUI's order (SwiftUI's `allCases`), for pickers and `ForEach`.
    ///
    /// ```swift
    /// VmlAxis.allCases.count   // 2
    /// ```
    public static var allCases: [VmlAxis] { [.horizontal, .vertical] }

    /// SwiftUI's `init(rawValue:)`, refused: the raw value is SwiftUI's bit pattern, which the client does not read.
    ///
    /// ```swift
    /// VmlAxis(rawValue: 1)
    /// // error: 'init(rawValue:)' is unavailable: raw values are SwiftUI's bit patterns: write the members (.top, [.top, .leading])
    /// ```
    @available(*, unavailable, message: "raw values are SwiftUI's bit patterns: write the members (.top, [.top, .leading])")
    public init(rawValue: Int) {
        self.init(expression: .null)
    }
}
