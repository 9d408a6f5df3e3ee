/// SwiftUI's `@AccessibilityFocusState`, spelled `@VmlAccessibilityFocusState`: which element has
/// the assistive technologies' focus, `false` or `nil` when the view is rendered. It is
/// ``VmlFocusState`` by another name, so `.accessibilityFocused($isFocused)` writes the current
/// value as `.focused` does.
///
/// ```swift
/// struct Banner: VmlView {
///     @VmlAccessibilityFocusState private var isFocused: Bool
///     var body: some VmlView { VmlText("Saved").accessibilityFocused($isFocused) }
/// }
/// // <Text style="accessibilityFocused(false)">Saved</Text>
/// ```
public typealias VmlAccessibilityFocusState = VmlFocusState
