/// SwiftUI's `AccessibilityCustomContentKey`: the label of a piece of custom accessibility
/// content, written as its (translated) label; the `id` only tells keys apart on the client.
///
/// ```swift
/// VmlText("a").accessibilityCustomContent(VmlAccessibilityCustomContentKey("Age", id: "age"), "42")
/// // <Text style="accessibilityCustomContent(&quot;Age&quot;, &quot;42&quot;)">a</Text>
/// ```
public struct VmlAccessibilityCustomContentKey: Hashable {
    /// The label as written.
    let label: String
    /// Whether the label is a `LocalizedStringKey` SwiftUI would translate.
    let isLocalized: Bool

    /// A key labeled with a `Text`: its string.
    public init(_ label: VmlText, id: String) {
        self.label = label.text
        self.isLocalized = false
    }

    /// A key labeled with a `LocalizedStringKey`, translated when rendered.
    public init(_ labelKey: String, id: String) {
        self.label = labelKey
        self.isLocalized = true
    }

    /// A key whose `LocalizedStringKey` label is also its id.
    public init(_ labelKey: String) {
        self.label = labelKey
        self.isLocalized = true
    }
}
