/// SwiftUI's `ScrollViewReader`: writes its content only. Scrolling is an action (`proxy.scrollTo`
/// in a button or `onChange`), and actions never run on the server (spec §5).
///
/// ```swift
/// VmlScrollViewReader { proxy in
///     VmlList { VmlText("Top").id("top") }
/// }
/// // <List><Text id="top">Top</Text></List>
/// ```
public struct VmlScrollViewReader: VmlView, Sendable {
    private let content: VmlContent

    /// Creates the reader; `content` is built once with a proxy whose `scrollTo` does nothing.
    public init(@VmlBuilder content: (VmlScrollViewProxy) -> VmlContent) {
        self.content = content(VmlScrollViewProxy())
    }

    /// The content.
    public var body: VmlContent { return content }
}
