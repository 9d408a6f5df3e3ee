/// How a focusable view takes part in focus (SwiftUI's `FocusInteractions`), for `focusable(_:interactions:)`.
///
/// ```swift
/// try VmlFocusInteractions.automatic.expression.canonicalText()   // .automatic
/// ```
public struct VmlFocusInteractions: VmlValue, Hashable, ExpressibleByArrayLiteral {
    /// The value as a style expression.
    public var expression: VMLExpression

    /// Wraps a style expression.
    public init(expression: VMLExpression) {
        self.expression = expression
    }

    /// Several members, written as an array.
    ///
    /// ```swift
    /// try ([.automatic, .activate] as VmlFocusInteractions).expression.canonicalText()   // [.automatic, .activate]
    /// ```
    public init(arrayLiteral elements: VmlFocusInteractions...) {
        self.expression = .array(elements.map(\.expression))
    }
}

extension VmlFocusInteractions {
    /// SwiftUI's `FocusInteractions.automatic`: `.automatic`.
    ///
    /// ```swift
    /// try VmlFocusInteractions.automatic.expression.canonicalText()   // .automatic
    /// ```
    public static var automatic: VmlFocusInteractions { VmlFocusInteractions(expression: .implicitMember("automatic")) }

    /// SwiftUI's `FocusInteractions.activate`: `.activate`.
    ///
    /// ```swift
    /// try VmlFocusInteractions.activate.expression.canonicalText()   // .activate
    /// ```
    public static var activate: VmlFocusInteractions { VmlFocusInteractions(expression: .implicitMember("activate")) }

    /// SwiftUI's `FocusInteractions.edit`: `.edit`.
    ///
    /// ```swift
    /// try VmlFocusInteractions.edit.expression.canonicalText()   // .edit
    /// ```
    public static var edit: VmlFocusInteractions { VmlFocusInteractions(expression: .implicitMember("edit")) }
}

extension VmlFocusInteractions {
    /// SwiftUI's `init(rawValue:)`, refused at compile time.
    ///
    /// ```swift
    /// VmlFocusInteractions(rawValue: 1)
    /// // error: 'init(rawValue:)' is unavailable: raw values are SwiftUI's bit patterns: write the members (.top, [.top, .leading])
    /// ```
    @available(*, unavailable, message: "raw values are SwiftUI's bit patterns: write the members (.top, [.top, .leading])")
    public init(rawValue: Int) {
        self.init(expression: .null)
    }
}
