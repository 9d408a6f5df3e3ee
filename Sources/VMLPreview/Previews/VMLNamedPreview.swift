import VML

/// A named preview of a view in one of its view model's states: SwiftUI's `#Preview("Name")`
/// with a `.stub()` view model, for a ``VMLPreviews`` gallery.
///
/// The view is written to its canonical VML when the preview is made: the page is drawn from
/// exactly what a client gets, as ``VmlView/previewPage(_:)`` draws it.
///
/// ```swift
/// let preview = VMLNamedPreview("Greeting", state: "signed out") {
///     VmlText("Hello").padding()
/// }
/// preview.title                                                        // "Greeting — signed out"
/// preview.page()?.html.contains(#"data-vml-path="Text[0]""#)           // true
/// ```
public struct VMLNamedPreview: Sendable {
    /// The preview's name, such as the view's (`Task list`).
    public var name: String
    /// The view model's state it shows (`empty`, `loaded`), or `nil`.
    public var state: String?
    /// The view's canonical VML, or why it could not be written.
    public var source: Result<[UInt8], VMLSerializationError>

    /// A preview of the view `content` builds, named `name`, in the view model's `state`.
    ///
    /// ```swift
    /// VMLNamedPreview("Task list", state: "empty") { VmlText("No tasks") }.state   // "empty"
    /// ```
    public init<Content: VmlView>(_ name: String, state: String? = nil, @VmlBuilder content: () -> Content) {
        self.name = name
        self.state = state
        do throws(VMLSerializationError) {
            source = .success(try content().previewSource())
        } catch {
            source = .failure(error)
        }
    }

    /// A preview of a ``VmlPreviewProvider``'s `previews`, named after the type without its
    /// `_Previews` suffix unless `name` is given.
    ///
    /// ```swift
    /// struct Greeting_Previews: VmlPreviewProvider {
    ///     static var previews: some VmlView { VmlText("Hello") }
    /// }
    /// VMLNamedPreview(Greeting_Previews.self).name   // "Greeting"
    /// ```
    public init<Provider: VmlPreviewProvider>(_ provider: Provider.Type, name: String? = nil, state: String? = nil) {
        var typeName = String(describing: provider)
        if typeName.hasSuffix("_Previews"), typeName.count > "_Previews".count { typeName.removeLast("_Previews".count) }
        self.init(name ?? typeName, state: state) { provider.previews }
    }

    /// The name and the state, as the gallery shows them (`Task list — empty`).
    ///
    /// ```swift
    /// VMLNamedPreview("Task list") { VmlText("Hi") }.title   // "Task list"
    /// ```
    public var title: String {
        guard let state, !state.isEmpty else { return name }
        return name + " — " + state
    }

    /// The preview's page drawn with `options` (its title is the preview's unless `options` sets
    /// one); `nil` when the view could not be written to VML (``source`` says why).
    ///
    /// ```swift
    /// VMLNamedPreview("Dark") { VmlText("Hi") }.page(VMLPreviewOptions(colorScheme: .dark))?.html.contains("scr dark")   // true
    /// ```
    public func page(_ options: VMLPreviewOptions = VMLPreviewOptions()) -> VMLPreviewPage? {
        guard case .success(let bytes) = source else { return nil }
        var pageOptions = options
        if pageOptions.title == nil { pageOptions.title = title }
        if pageOptions.fileName == VMLPreviewOptions().fileName { pageOptions.fileName = title }
        return VMLPreviewPage(source: bytes, options: pageOptions)
    }
}
