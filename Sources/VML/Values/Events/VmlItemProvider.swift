/// Foundation's `NSItemProvider` (not in Foundation on Linux), what `onDrag` returns and `onDrop`
/// actions receive; drag and drop runs on the client, so the actions are never called.
///
/// ```swift
/// VmlText("a").onDrag { VmlItemProvider(object: "a") }   // <Text>a</Text>
/// ```
public final class VmlItemProvider: Sendable {
    /// The type identifiers the provider offers.
    public let registeredTypeIdentifiers: [String]

    /// An empty provider.
    public init() {
        self.registeredTypeIdentifiers = []
    }

    /// A provider of an object (a string, a URL).
    public init(object: Any) {
        self.registeredTypeIdentifiers = []
    }

    /// Whether the provider offers the type.
    public func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool {
        registeredTypeIdentifiers.contains(typeIdentifier)
    }
}
