extension VmlView {
    /// SwiftUI's `toolbar(content:)`, a multi-valued slot: every top-level view of the content
    /// becomes a child with `template="toolbar"`.
    ///
    /// ```swift
    /// VmlList { VmlText("Row 1") }
    ///     .toolbar {
    ///         VmlToolbarItem(placement: .topBarLeading) { VmlText("Filter") }
    ///         VmlToolbarItem(placement: .topBarTrailing) { VmlText("Edit") }
    ///     }
    /// // <List style="toolbar(content: :toolbar)"> … <ToolbarItem template="toolbar" placement="topBarLeading">
    /// ```
    public consuming func toolbar(@VmlBuilder content: () -> VmlContent) -> VmlContent {
        vmlContent.slotted("toolbar", content: content(), multiValued: true) { symbol in
            VMLModifier("toolbar", .labeled("content", symbol))
        }
    }

    /// SwiftUI's `toolbar(_:for:)`: whether the bars show.
    ///
    /// ```swift
    /// VmlText("a").toolbar(.hidden, for: .tabBar)   // <Text style="toolbar(.hidden, for: .tabBar)">a</Text>
    /// ```
    @_disfavoredOverload
    public consuming func toolbar(_ visibility: VmlVisibility, for bars: VmlToolbarPlacement...) -> VmlContent {
        applying("toolbar") {
            $0.add(nil, visibility)
            $0.add(bars: bars)
        }
    }

    /// SwiftUI's `toolbar(id:content:)`: a customizable toolbar, written as `toolbar(content:)` is
    /// with its id.
    ///
    /// ```swift
    /// VmlText("a").toolbar(id: "editor") { VmlToolbarItem(placement: .primaryAction) { VmlButton("Save") {} } }
    /// // <Text style="toolbar(id: &quot;editor&quot;, content: :toolbar)">a<ToolbarItem template="toolbar" placement="primaryAction"><Button><Text>Save</Text></Button></ToolbarItem></Text>
    /// ```
    @_disfavoredOverload
    public consuming func toolbar(id: String, @VmlBuilder content: () -> VmlContent) -> VmlContent {
        vmlContent.slotted("toolbar", content: content(), multiValued: true) { symbol in
            VMLModifier("toolbar", .labeled("id", .string(id)), .labeled("content", symbol))
        }
    }

    /// SwiftUI's `toolbar(removing:)`: the default item to leave out (`nil` keeps them all).
    ///
    /// ```swift
    /// VmlText("a").toolbar(removing: .sidebarToggle)   // <Text style="toolbar(removing: .sidebarToggle)">a</Text>
    /// ```
    @_disfavoredOverload
    public consuming func toolbar(removing defaultItemKind: VmlToolbarDefaultItemKind?) -> VmlContent {
        applying("toolbar") {
            $0.add("removing", expression: defaultItemKind?.expression ?? .null)
        }
    }
}
