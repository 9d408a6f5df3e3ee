extension VmlView {
    /// SwiftUI's `onDelete(perform:)` (on a `ForEach`): compiles and writes nothing (spec §5: the
    /// client owns events; the action is never called).
    ///
    /// ```swift
    /// VmlForEach(items, id: \.self) { VmlText($0) }.onDelete { items.remove(atOffsets: $0) }
    /// // <Text>…</Text> for each item
    /// ```
    public consuming func onDelete(perform action: (@isolated(any) (IndexSet) -> Void)?) -> VmlContent {
        vmlContent
    }
}
