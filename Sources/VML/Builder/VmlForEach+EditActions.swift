extension VmlForEach {
    /// One set of views per element of a bound collection, with the edits the client allows
    /// (SwiftUI's `ForEach(_:editActions:content:)`): the views are written as
    /// `ForEach($items) { $item in … }` writes them; deleting and moving rows is the client's.
    ///
    /// ```swift
    /// VmlForEach($items, editActions: .all) { $item in VmlText(item.title) }
    /// // <Text>Milk</Text><Text>Eggs</Text>
    /// ```
    @inlinable
    public init<C: MutableCollection & RandomAccessCollection>(
        _ data: VmlBinding<C>, editActions: VmlEditActions<C>, @VmlBuilder content: (VmlBinding<C.Element>) -> VmlContent
    ) {
        self.init(data, content: content)
    }

    /// One set of views per element of a bound collection identified by `id`, with the edits the
    /// client allows.
    ///
    /// ```swift
    /// VmlForEach($names, id: \.self, editActions: [.delete, .move]) { $name in VmlText(name) }
    /// // <Text>Ada</Text><Text>Grace</Text>
    /// ```
    @inlinable
    public init<C: MutableCollection & RandomAccessCollection, ID>(
        _ data: VmlBinding<C>, id: KeyPath<C.Element, ID>, editActions: VmlEditActions<C>,
        @VmlBuilder content: (VmlBinding<C.Element>) -> VmlContent
    ) {
        self.init(data, id: id, content: content)
    }
}
