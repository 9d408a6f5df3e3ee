/// SwiftUI's `AccessibilityTraits`: `.isButton`, `.isHeader`, `.isSelected`, `.isLink`, ….
///
/// ```swift
/// VmlText("a").accessibilityAddTraits([.isButton, .isSelected])   // <Text style="accessibilityAddTraits([.isButton, .isSelected])">a</Text>
/// ```
public struct VmlAccessibilityTraits: VmlValue, Hashable, ExpressibleByArrayLiteral {
    /// The value as a style expression.
    public var expression: VMLExpression

    /// Wraps a style expression.
    public init(expression: VMLExpression) {
        self.expression = expression
    }
}

extension VmlAccessibilityTraits {
    /// `.isButton`
    public static var isButton: VmlAccessibilityTraits { VmlAccessibilityTraits(expression: .implicitMember("isButton")) }
    /// `.isHeader`
    public static var isHeader: VmlAccessibilityTraits { VmlAccessibilityTraits(expression: .implicitMember("isHeader")) }
    /// `.isSelected`
    public static var isSelected: VmlAccessibilityTraits { VmlAccessibilityTraits(expression: .implicitMember("isSelected")) }
    /// `.isLink`
    public static var isLink: VmlAccessibilityTraits { VmlAccessibilityTraits(expression: .implicitMember("isLink")) }
    /// `.isSearchField`
    public static var isSearchField: VmlAccessibilityTraits { VmlAccessibilityTraits(expression: .implicitMember("isSearchField")) }
    /// `.isImage`
    public static var isImage: VmlAccessibilityTraits { VmlAccessibilityTraits(expression: .implicitMember("isImage")) }
    /// `.isStaticText`
    public static var isStaticText: VmlAccessibilityTraits { VmlAccessibilityTraits(expression: .implicitMember("isStaticText")) }
    /// `.isSummaryElement`
    public static var isSummaryElement: VmlAccessibilityTraits { VmlAccessibilityTraits(expression: .implicitMember("isSummaryElement")) }
    /// `.isModal`
    public static var isModal: VmlAccessibilityTraits { VmlAccessibilityTraits(expression: .implicitMember("isModal")) }
    /// `.isToggle`
    public static var isToggle: VmlAccessibilityTraits { VmlAccessibilityTraits(expression: .implicitMember("isToggle")) }
    /// `.isKeyboardKey`
    public static var isKeyboardKey: VmlAccessibilityTraits { VmlAccessibilityTraits(expression: .implicitMember("isKeyboardKey")) }
    /// `.isTabBar`
    public static var isTabBar: VmlAccessibilityTraits { VmlAccessibilityTraits(expression: .implicitMember("isTabBar")) }
    /// `.updatesFrequently`
    public static var updatesFrequently: VmlAccessibilityTraits { VmlAccessibilityTraits(expression: .implicitMember("updatesFrequently")) }
    /// `.startsMediaSession`
    public static var startsMediaSession: VmlAccessibilityTraits {
        VmlAccessibilityTraits(expression: .implicitMember("startsMediaSession"))
    }
    /// `.allowsDirectInteraction`
    public static var allowsDirectInteraction: VmlAccessibilityTraits {
        VmlAccessibilityTraits(expression: .implicitMember("allowsDirectInteraction"))
    }
    /// `.causesPageTurn`
    public static var causesPageTurn: VmlAccessibilityTraits { VmlAccessibilityTraits(expression: .implicitMember("causesPageTurn")) }
    /// `.playsSound`
    public static var playsSound: VmlAccessibilityTraits { VmlAccessibilityTraits(expression: .implicitMember("playsSound")) }
}

extension VmlAccessibilityTraits {
    /// Several traits: `[.isButton, .isSelected]`, written as an array in the order given.
    public init(arrayLiteral elements: VmlAccessibilityTraits...) {
        self.init(expression: .array(elements.map(\.expression)))
    }
}
