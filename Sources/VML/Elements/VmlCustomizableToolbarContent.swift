/// SwiftUI's `CustomizableToolbarContent`: toolbar items are views in VML, so
/// `some VmlCustomizableToolbarContent` is `some VmlView` (the client owns customization).
///
/// ```swift
/// @VmlToolbarContentBuilder var items: some VmlCustomizableToolbarContent {
///     VmlToolbarItem(placement: .primaryAction) { VmlButton("Add") {} }
/// }
/// // <ToolbarItem placement="primaryAction"><Button><Text>Add</Text></Button></ToolbarItem>
/// ```
public typealias VmlCustomizableToolbarContent = VmlView
