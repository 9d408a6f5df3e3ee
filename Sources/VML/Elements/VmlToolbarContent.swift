/// SwiftUI's `ToolbarContent`: toolbar items are views in VML, so `some VmlToolbarContent` is
/// `some VmlView`.
///
/// ```swift
/// @VmlToolbarContentBuilder var items: some VmlToolbarContent {
///     VmlToolbarItem(placement: .primaryAction) { VmlButton("Add") {} }
/// }
/// // <ToolbarItem placement="primaryAction"><Button><Text>Add</Text></Button></ToolbarItem>
/// ```
public typealias VmlToolbarContent = VmlView
