import Foundation

extension VmlView {
    /// SwiftUI's `navigationDocument(_:)` with a URL: the document's address.
    ///
    /// ```swift
    /// VmlText("a").navigationDocument(URL(fileURLWithPath: "/notes/a.txt"))
    /// // <Text style="navigationDocument(&quot;file:///notes/a.txt&quot;)">a</Text>
    /// ```
    public consuming func navigationDocument(_ url: URL) -> VmlContent {
        applying("navigationDocument") {
            $0.add(nil, expression: .string(url.absoluteString))
        }
    }

    /// SwiftUI's `navigationDocument(_:)` with a transferable document: written as a `ShareLink`'s
    /// item is (its identity, or its description).
    ///
    /// ```swift
    /// VmlText("a").navigationDocument("Shopping list")   // <Text style="navigationDocument(&quot;Shopping list&quot;)">a</Text>
    /// ```
    public consuming func navigationDocument<D>(_ document: D) -> VmlContent {
        applying("navigationDocument") {
            $0.add(nil, expression: .swiftValue(document))
        }
    }

    /// SwiftUI's `navigationDocument(_:preview:)`: the document and its ``VmlSharePreview``.
    ///
    /// ```swift
    /// VmlText("a").navigationDocument("Shopping list", preview: VmlSharePreview("List"))
    /// // <Text style="navigationDocument(&quot;Shopping list&quot;, preview: SharePreview(&quot;List&quot;))">a</Text>
    /// ```
    public consuming func navigationDocument<D>(_ document: D, preview: VmlSharePreview) -> VmlContent {
        applying("navigationDocument") {
            $0.add(nil, expression: .swiftValue(document))
            $0.add("preview", expression: preview.expression)
        }
    }
}
