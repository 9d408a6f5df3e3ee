/// SwiftUI's `ContentUnavailableView`, with `label`, `description` and `actions` templates.
public struct VmlContentUnavailableView: VmlView, Sendable {
    private var element: ElementBuilder

    /// Creates the view from a title and symbol, as SwiftUI does: a ``VmlLabel`` and an optional description text.
    public init(_ title: String, systemImage: String, description: String? = nil) {
        element = ElementBuilder("ContentUnavailableView")
        element.append(VmlLabel(title, systemImage: systemImage).vmlContent, template: "label")
        if let description { element.append(VmlText(description).vmlContent, template: "description") }
    }

    /// Creates the view with a `Text` description, as SwiftUI spells it:
    /// `VmlContentUnavailableView("No Mail", systemImage: "tray", description: VmlText("New mail appears here."))`.
    public init(_ title: String, systemImage: String, description: VmlText) {
        element = ElementBuilder("ContentUnavailableView")
        element.append(VmlLabel(title, systemImage: systemImage).vmlContent, template: "label")
        element.append(description.vmlContent, template: "description")
    }

    /// Creates the view from a title and an asset image, as SwiftUI does: a ``VmlLabel`` and an
    /// optional description text.
    ///
    /// ```swift
    /// VmlContentUnavailableView("No Photos", image: "empty")
    /// // <ContentUnavailableView><Label template="label"><Text template="title">No Photos</Text><Image template="icon" name="empty"/></Label></ContentUnavailableView>
    /// ```
    public init(_ title: String, image name: String, description: VmlText? = nil) {
        element = ElementBuilder("ContentUnavailableView")
        element.append(VmlLabel(title, image: name).vmlContent, template: "label")
        if let description { element.append(description.vmlContent, template: "description") }
    }

    /// Creates the view from its three slots.
    public init(
        @VmlBuilder label: () -> VmlContent, @VmlBuilder description: () -> VmlContent = { VmlContent() },
        @VmlBuilder actions: () -> VmlContent = { VmlContent() }
    ) {
        element = ElementBuilder("ContentUnavailableView")
        element.append(label(), template: "label")
        let description = description()
        if !description.nodes.isEmpty { element.append(description, template: "description") }
        let actions = actions()
        if !actions.nodes.isEmpty { element.append(actions, template: "actions") }
    }

    /// SwiftUI's `ContentUnavailableView.search`: the view SwiftUI shows for a search with no
    /// results, written as SwiftUI draws it (a magnifying glass, "No Results" and its advice), with
    /// the texts looked up as keys in the rendering context.
    ///
    /// ```swift
    /// VmlContentUnavailableView.search
    /// // <ContentUnavailableView><Label template="label" systemImage="magnifyingglass">…No Results…</Label>
    /// //   <Text template="description">Check the spelling or try a new search.</Text></ContentUnavailableView>
    /// ```
    public static var search: VmlContentUnavailableView {
        VmlContentUnavailableView(searchTitle: VmlText(titleKey: "No Results"))
    }

    /// SwiftUI's `ContentUnavailableView.search(text:)`: as ``search``, titled with the query.
    ///
    /// ```swift
    /// VmlContentUnavailableView.search(text: "tea")
    /// // …<Label template="label" systemImage="magnifyingglass"><Text template="title">No Results for “tea”</Text>…
    /// ```
    public static func search(text: String) -> VmlContentUnavailableView {
        VmlContentUnavailableView(searchTitle: VmlText("No Results for “\(text)”"))
    }

    private init(searchTitle: VmlText) {
        element = ElementBuilder("ContentUnavailableView")
        element.append(
            VmlLabel {
                searchTitle
            } icon: {
                VmlImage(systemName: "magnifyingglass")
            }.vmlContent, template: "label")
        element.append(VmlText(titleKey: "Check the spelling or try a new search.").vmlContent, template: "description")
    }

    /// The `ContentUnavailableView` element.
    public var body: VmlContent { return element.content }
}
