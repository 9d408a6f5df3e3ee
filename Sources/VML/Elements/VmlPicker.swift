/// SwiftUI's `Picker`; the binding becomes `selection`. Options are the content (tag them with `.tag(…)`); the title is a `label` template.
///
/// ```swift
/// VmlPicker("Flavor", selection: "mint") {
///     VmlText("Mint").tag("mint")
/// }
/// ```
public struct VmlPicker: VmlView, Sendable {
    private var element: ElementBuilder

    /// Creates a picker with a title.
    public init(_ title: String, selection: String? = nil, @VmlBuilder content: () -> VmlContent) {
        element = ElementBuilder("Picker")
        element.set("selection", selection)
        element.append(ImplicitTags.building(content))
        element.append(VmlText(titleKey: title).vmlContent, template: "label")
    }

    /// Creates a picker with a label.
    public init(selection: String? = nil, @VmlBuilder content: () -> VmlContent, @VmlBuilder label: () -> VmlContent) {
        element = ElementBuilder("Picker")
        element.set("selection", selection)
        element.append(ImplicitTags.building(content))
        element.append(label(), template: "label")
    }

    /// Creates a picker bound to any `Hashable` value (an enum, an `Int`, a `UUID`, …); the
    /// selection is written as ``VmlView/tag(_:)`` writes tags: `VmlPicker("Flavor", selection: $flavor)`
    /// → `<Picker selection="mint">`.
    public init<S: Hashable>(_ title: String, selection: VmlBinding<S>, @VmlBuilder content: () -> VmlContent) {
        element = ElementBuilder("Picker")
        element.set("selection", swiftValue: selection.wrappedValue)
        element.append(ImplicitTags.building(content))
        element.append(VmlText(titleKey: title).vmlContent, template: "label")
    }

    /// Creates a picker with a label bound to any `Hashable` value.
    public init<S: Hashable>(
        selection: VmlBinding<S>, @VmlBuilder content: () -> VmlContent, @VmlBuilder label: () -> VmlContent
    ) {
        element = ElementBuilder("Picker")
        element.set("selection", swiftValue: selection.wrappedValue)
        element.append(ImplicitTags.building(content))
        element.append(label(), template: "label")
    }

    /// Creates a picker titled with a symbol, as SwiftUI does: the label is a ``VmlLabel``.
    ///
    /// ```swift
    /// VmlPicker("Size", systemImage: "ruler", selection: .constant(2)) { VmlText("Two").tag(2) }
    /// // <Picker selection="2"><Text style="tag(2)">Two</Text><Label template="label"><Text template="title">Size</Text><Image template="icon" systemName="ruler"/></Label></Picker>
    /// ```
    public init<S: Hashable>(_ title: String, systemImage: String, selection: VmlBinding<S>, @VmlBuilder content: () -> VmlContent) {
        self.init(selection: selection, content: content) { VmlLabel(title, systemImage: systemImage) }
    }

    /// Creates a picker titled with an asset image: the label is a ``VmlLabel``.
    ///
    /// ```swift
    /// VmlPicker("Size", image: VmlImageResource(name: "ruler"), selection: .constant(2)) { VmlText("Two").tag(2) }
    /// // <Picker selection="2"><Text style="tag(2)">Two</Text><Label template="label"><Text template="title">Size</Text><Image template="icon" name="ruler"/></Label></Picker>
    /// ```
    public init<S: Hashable>(
        _ title: String, image: VmlImageResource, selection: VmlBinding<S>, @VmlBuilder content: () -> VmlContent
    ) {
        self.init(selection: selection, content: content) { VmlLabel(title, image: image.name) }
    }

    /// Creates a picker for many values at once (SwiftUI's `Picker(_:sources:selection:content:)`),
    /// resolved on the server: `selection` is written when every source agrees, left out when mixed.
    ///
    /// ```swift
    /// VmlPicker("Font", sources: [VmlBinding.constant("A"), .constant("A")], selection: \.self) { VmlText("A").tag("A") }
    /// // <Picker selection="A"><Text style="tag(&quot;A&quot;)">A</Text><Text template="label">Font</Text></Picker>
    /// ```
    public init<C: RandomAccessCollection, S: Hashable>(
        _ title: String, sources: C, selection: KeyPath<C.Element, VmlBinding<S>>, @VmlBuilder content: () -> VmlContent
    ) {
        self.init(sources: sources, selection: selection, content: content) { VmlText(titleKey: title) }
    }

    /// Creates a picker for many values titled with a symbol; `selection` as in ``init(_:sources:selection:content:)``.
    ///
    /// ```swift
    /// VmlPicker("Font", systemImage: "textformat", sources: [VmlBinding.constant(1)], selection: \.self) { VmlText("One").tag(1) }
    /// // <Picker selection="1"><Text style="tag(1)">One</Text><Label template="label"><Text template="title">Font</Text><Image template="icon" systemName="textformat"/></Label></Picker>
    /// ```
    public init<C: RandomAccessCollection, S: Hashable>(
        _ title: String, systemImage: String, sources: C, selection: KeyPath<C.Element, VmlBinding<S>>,
        @VmlBuilder content: () -> VmlContent
    ) {
        self.init(sources: sources, selection: selection, content: content) { VmlLabel(title, systemImage: systemImage) }
    }

    /// Creates a picker for many values titled with an asset image; `selection` as in ``init(_:sources:selection:content:)``.
    ///
    /// ```swift
    /// VmlPicker("Font", image: VmlImageResource(name: "f"), sources: [VmlBinding.constant(1)], selection: \.self) { VmlText("One").tag(1) }
    /// // <Picker selection="1"><Text style="tag(1)">One</Text><Label template="label"><Text template="title">Font</Text><Image template="icon" name="f"/></Label></Picker>
    /// ```
    public init<C: RandomAccessCollection, S: Hashable>(
        _ title: String, image: VmlImageResource, sources: C, selection: KeyPath<C.Element, VmlBinding<S>>,
        @VmlBuilder content: () -> VmlContent
    ) {
        self.init(sources: sources, selection: selection, content: content) { VmlLabel(title, image: image.name) }
    }

    /// Creates a picker for many values with a label; `selection` as in ``init(_:sources:selection:content:)``.
    ///
    /// ```swift
    /// VmlPicker(sources: [VmlBinding.constant(1), .constant(2)], selection: \.self) { VmlText("One").tag(1) } label: { VmlText("N") }
    /// // <Picker><Text style="tag(1)">One</Text><Text template="label">N</Text></Picker>
    /// ```
    public init<C: RandomAccessCollection, S: Hashable>(
        sources: C, selection: KeyPath<C.Element, VmlBinding<S>>, @VmlBuilder content: () -> VmlContent,
        @VmlBuilder label: () -> VmlContent
    ) {
        element = ElementBuilder("Picker")
        if let value = SourceValues.agreed(sources.map { $0[keyPath: selection].wrappedValue }) {
            element.set("selection", swiftValue: value)
        }
        element.append(ImplicitTags.building(content))
        element.append(label(), template: "label")
    }

    /// SwiftUI's deprecated `Picker(selection:label:content:)` with a label view: as
    /// `Picker(selection:content:label:)`.
    ///
    /// ```swift
    /// VmlPicker(selection: .constant(1), label: VmlText("N")) { VmlText("One").tag(1) }
    /// // <Picker selection="1"><Text style="tag(1)">One</Text><Text template="label">N</Text></Picker>
    /// ```
    public init<S: Hashable>(selection: VmlBinding<S>, label: any VmlView, @VmlBuilder content: () -> VmlContent) {
        self.init(selection: selection, content: content) { label }
    }

    /// Creates a picker whose closed state shows `currentValueLabel` (iOS 18), the
    /// `currentValueLabel` template.
    ///
    /// ```swift
    /// VmlPicker("N", selection: .constant(1)) { VmlText("One").tag(1) } currentValueLabel: { VmlText("1") }
    /// // <Picker selection="1"><Text style="tag(1)">One</Text><Text template="label">N</Text><Text template="currentValueLabel">1</Text></Picker>
    /// ```
    public init<S: Hashable>(
        _ title: String, selection: VmlBinding<S>, @VmlBuilder content: () -> VmlContent,
        @VmlBuilder currentValueLabel: () -> VmlContent
    ) {
        self.init(title, selection: selection, content: content)
        element.append(currentValueLabel(), template: "currentValueLabel")
    }

    /// Creates a picker titled with a symbol, with a current-value label (iOS 18).
    public init<S: Hashable>(
        _ title: String, systemImage: String, selection: VmlBinding<S>, @VmlBuilder content: () -> VmlContent,
        @VmlBuilder currentValueLabel: () -> VmlContent
    ) {
        self.init(title, systemImage: systemImage, selection: selection, content: content)
        element.append(currentValueLabel(), template: "currentValueLabel")
    }

    /// Creates a picker titled with an asset image, with a current-value label (iOS 18).
    public init<S: Hashable>(
        _ title: String, image: VmlImageResource, selection: VmlBinding<S>, @VmlBuilder content: () -> VmlContent,
        @VmlBuilder currentValueLabel: () -> VmlContent
    ) {
        self.init(title, image: image, selection: selection, content: content)
        element.append(currentValueLabel(), template: "currentValueLabel")
    }

    /// Creates a picker with a label view and a current-value label (iOS 18).
    public init<S: Hashable>(
        selection: VmlBinding<S>, @VmlBuilder content: () -> VmlContent, @VmlBuilder label: () -> VmlContent,
        @VmlBuilder currentValueLabel: () -> VmlContent
    ) {
        self.init(selection: selection, content: content, label: label)
        element.append(currentValueLabel(), template: "currentValueLabel")
    }

    /// Creates a picker for many values at once, with a current-value label (iOS 18).
    public init<C: RandomAccessCollection, S: Hashable>(
        _ title: String, sources: C, selection: KeyPath<C.Element, VmlBinding<S>>, @VmlBuilder content: () -> VmlContent,
        @VmlBuilder currentValueLabel: () -> VmlContent
    ) {
        self.init(title, sources: sources, selection: selection, content: content)
        element.append(currentValueLabel(), template: "currentValueLabel")
    }

    /// Creates a picker for many values at once titled with a symbol, with a current-value label.
    public init<C: RandomAccessCollection, S: Hashable>(
        _ title: String, systemImage: String, sources: C, selection: KeyPath<C.Element, VmlBinding<S>>,
        @VmlBuilder content: () -> VmlContent, @VmlBuilder currentValueLabel: () -> VmlContent
    ) {
        self.init(title, systemImage: systemImage, sources: sources, selection: selection, content: content)
        element.append(currentValueLabel(), template: "currentValueLabel")
    }

    /// Creates a picker for many values at once titled with an asset image, with a current-value
    /// label.
    public init<C: RandomAccessCollection, S: Hashable>(
        _ title: String, image: VmlImageResource, sources: C, selection: KeyPath<C.Element, VmlBinding<S>>,
        @VmlBuilder content: () -> VmlContent, @VmlBuilder currentValueLabel: () -> VmlContent
    ) {
        self.init(title, image: image, sources: sources, selection: selection, content: content)
        element.append(currentValueLabel(), template: "currentValueLabel")
    }

    /// Creates a picker for many values at once with a label view and a current-value label.
    public init<C: RandomAccessCollection, S: Hashable>(
        sources: C, selection: KeyPath<C.Element, VmlBinding<S>>, @VmlBuilder content: () -> VmlContent,
        @VmlBuilder label: () -> VmlContent, @VmlBuilder currentValueLabel: () -> VmlContent
    ) {
        self.init(sources: sources, selection: selection, content: content, label: label)
        element.append(currentValueLabel(), template: "currentValueLabel")
    }

    /// The `Picker` element.
    public var body: VmlContent { return element.content }
}
