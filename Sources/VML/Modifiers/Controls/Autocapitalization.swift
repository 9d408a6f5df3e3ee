extension VmlView {
    /// SwiftUI's deprecated `autocapitalization(_:)` (with UIKit's type): written as its replacement,
    /// `textInputAutocapitalization(_:)`.
    ///
    /// ```swift
    /// VmlTextField("Name", text: $name).autocapitalization(.none)
    /// // <TextField style="textInputAutocapitalization(.never)" text=""><Text>Name</Text></TextField>
    /// ```
    public consuming func autocapitalization(_ style: VmlTextAutocapitalizationType) -> VmlContent {
        textInputAutocapitalization(style.replacement)
    }
}
