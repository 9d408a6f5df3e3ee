/// SwiftUI's `EventModifiers`: `.command`, `.shift`, `.option`, `.control`, or several: `[.command, .shift]`.
///
/// ```swift
/// VmlButton("Export") {}.keyboardShortcut("e", modifiers: [.command, .shift])
/// // <Button style="keyboardShortcut(&quot;e&quot;, modifiers: [.command, .shift])"><Text>Export</Text></Button>
/// ```
public struct VmlEventModifiers: VmlValue, Hashable, ExpressibleByArrayLiteral {
    /// The value as a style expression.
    public var expression: VMLExpression

    /// Wraps a style expression.
    public init(expression: VMLExpression) {
        self.expression = expression
    }

    /// Several modifiers: `[.command, .shift]`.
    public init(arrayLiteral elements: VmlEventModifiers...) {
        expression = .array(elements.map(\.expression))
    }

    private static func named(_ name: String) -> VmlEventModifiers { VmlEventModifiers(expression: .implicitMember(name)) }

    /// `.command`
    public static var command: VmlEventModifiers { named("command") }
    /// `.shift`
    public static var shift: VmlEventModifiers { named("shift") }
    /// `.option`
    public static var option: VmlEventModifiers { named("option") }
    /// `.control`
    public static var control: VmlEventModifiers { named("control") }
    /// `.capsLock`
    public static var capsLock: VmlEventModifiers { named("capsLock") }
    /// `.numericPad`
    public static var numericPad: VmlEventModifiers { named("numericPad") }
    /// `.function`
    public static var function: VmlEventModifiers { named("function") }
    /// `.all`
    public static var all: VmlEventModifiers { named("all") }
}

extension VmlEventModifiers {
    /// SwiftUI's `init(rawValue:)`, refused: the raw value is SwiftUI's bit pattern, which the client does not read.
    ///
    /// ```swift
    /// VmlEventModifiers(rawValue: 1)
    /// // error: 'init(rawValue:)' is unavailable: raw values are SwiftUI's bit patterns: write the members (.top, [.top, .leading])
    /// ```
    @available(*, unavailable, message: "raw values are SwiftUI's bit patterns: write the members (.top, [.top, .leading])")
    public init(rawValue: Int) {
        self.init(expression: .null)
    }
}
