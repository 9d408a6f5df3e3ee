extension VmlView {
    /// SwiftUI's `onMove(perform:)` (on a `ForEach`): compiles and writes nothing (spec §5: the
    /// client owns events; the action is never called).
    ///
    /// ```swift
    /// VmlForEach(items, id: \.self) { VmlText($0) }.onMove { items.move(fromOffsets: $0, toOffset: $1) }
    /// // <Text>…</Text> for each item
    /// ```
    public consuming func onMove(perform action: (@isolated(any) (IndexSet, Int) -> Void)?) -> VmlContent {
        vmlContent
    }
}
