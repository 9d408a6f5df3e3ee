extension VmlView {
    /// SwiftUI's `fileDialogBrowserOptions(_:)`: compiles and writes nothing (an option of the file
    /// dialogs the client presents).
    ///
    /// ```swift
    /// VmlText("a").fileDialogBrowserOptions(.includeHiddenFiles)   // <Text>a</Text>
    /// ```
    public consuming func fileDialogBrowserOptions(_ options: VmlFileDialogBrowserOptions) -> VmlContent {
        vmlContent
    }
}
