extension VmlView {
    /// SwiftUI's `navigationBarItems(leading:trailing:)` (deprecated there): written as its
    /// replacement, a `toolbar` with `ToolbarItem`s placed `.navigationBarLeading` and
    /// `.navigationBarTrailing`.
    ///
    /// ```swift
    /// VmlList {}.navigationBarItems(leading: VmlEditButton(), trailing: VmlButton("Add") {})
    /// // <List style="toolbar(content: :toolbar)"><ToolbarItem template="toolbar" placement="navigationBarLeading"><EditButton/></ToolbarItem>
    /// //   <ToolbarItem template="toolbar" placement="navigationBarTrailing"><Button><Text>Add</Text></Button></ToolbarItem></List>
    /// ```
    public consuming func navigationBarItems<Leading: VmlView, Trailing: VmlView>(leading: Leading, trailing: Trailing) -> VmlContent {
        toolbar {
            VmlToolbarItem(placement: .navigationBarLeading) { leading }
            VmlToolbarItem(placement: .navigationBarTrailing) { trailing }
        }
    }

    /// SwiftUI's `navigationBarItems(leading:)`: a `toolbar` with one item placed `.navigationBarLeading`.
    ///
    /// ```swift
    /// VmlList {}.navigationBarItems(leading: VmlEditButton())
    /// // <List style="toolbar(content: :toolbar)"><ToolbarItem template="toolbar" placement="navigationBarLeading"><EditButton/></ToolbarItem></List>
    /// ```
    public consuming func navigationBarItems<Leading: VmlView>(leading: Leading) -> VmlContent {
        toolbar {
            VmlToolbarItem(placement: .navigationBarLeading) { leading }
        }
    }

    /// SwiftUI's `navigationBarItems(trailing:)`: a `toolbar` with one item placed `.navigationBarTrailing`.
    ///
    /// ```swift
    /// VmlList {}.navigationBarItems(trailing: VmlButton("Add") {})
    /// // <List style="toolbar(content: :toolbar)"><ToolbarItem template="toolbar" placement="navigationBarTrailing"><Button><Text>Add</Text></Button></ToolbarItem></List>
    /// ```
    public consuming func navigationBarItems<Trailing: VmlView>(trailing: Trailing) -> VmlContent {
        toolbar {
            VmlToolbarItem(placement: .navigationBarTrailing) { trailing }
        }
    }
}
