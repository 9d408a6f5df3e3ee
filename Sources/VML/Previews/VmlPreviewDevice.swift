/// SwiftUI's `PreviewDevice`, a developer preview's device: `"iPhone 15 Pro"`. Previews run in
/// Xcode, so `previewDevice(_:)` writes nothing.
///
/// ```swift
/// VmlText("a").previewDevice("iPhone 15 Pro")   // <Text>a</Text>
/// ```
public struct VmlPreviewDevice: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral {
    /// The device's name.
    public var rawValue: String

    /// A device by name.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// A device by name, written as a string literal.
    public init(stringLiteral value: String) {
        self.rawValue = value
    }
}
