/// SwiftUI's `KeyEquivalent`: a character literal (`"s"`) or a named key (`.return`, `.escape`, …).
///
/// ```swift
/// VmlButton("Save") {}.keyboardShortcut("s")
/// // <Button style="keyboardShortcut(&quot;s&quot;)"><Text>Save</Text></Button>
/// ```
public struct VmlKeyEquivalent: VmlValue, Hashable, ExpressibleByExtendedGraphemeClusterLiteral {
    /// The value as a style expression.
    public var expression: VMLExpression

    /// Wraps a style expression.
    public init(expression: VMLExpression) {
        self.expression = expression
    }

    /// A character key: `"s"`.
    public init(extendedGraphemeClusterLiteral character: Character) {
        expression = .string(String(character))
    }

    /// A character key from a value: `VmlKeyEquivalent(key)`.
    public init(_ character: Character) {
        expression = .string(String(character))
    }
}

extension VmlKeyEquivalent {
    private static func named(_ name: String) -> VmlKeyEquivalent { VmlKeyEquivalent(expression: .implicitMember(name)) }

    /// `.return`
    public static var `return`: VmlKeyEquivalent { named("return") }
    /// `.escape`
    public static var escape: VmlKeyEquivalent { named("escape") }
    /// `.delete`
    public static var delete: VmlKeyEquivalent { named("delete") }
    /// `.deleteForward`
    public static var deleteForward: VmlKeyEquivalent { named("deleteForward") }
    /// `.tab`
    public static var tab: VmlKeyEquivalent { named("tab") }
    /// `.space`
    public static var space: VmlKeyEquivalent { named("space") }
    /// `.upArrow`
    public static var upArrow: VmlKeyEquivalent { named("upArrow") }
    /// `.downArrow`
    public static var downArrow: VmlKeyEquivalent { named("downArrow") }
    /// `.leftArrow`
    public static var leftArrow: VmlKeyEquivalent { named("leftArrow") }
    /// `.rightArrow`
    public static var rightArrow: VmlKeyEquivalent { named("rightArrow") }
    /// `.home`
    public static var home: VmlKeyEquivalent { named("home") }
    /// `.end`
    public static var end: VmlKeyEquivalent { named("end") }
    /// `.pageUp`
    public static var pageUp: VmlKeyEquivalent { named("pageUp") }
    /// `.pageDown`
    public static var pageDown: VmlKeyEquivalent { named("pageDown") }
    /// `.clear`
    public static var clear: VmlKeyEquivalent { named("clear") }
}
