/// SwiftUI's `ToolbarContentBuilder`: toolbar items are views in VML, built by ``VmlBuilder``.
///
/// ```swift
/// @VmlToolbarContentBuilder var items: some VmlToolbarContent {
///     VmlToolbarItem(placement: .primaryAction) { VmlButton("Add") {} }
/// }
/// ```
public typealias VmlToolbarContentBuilder = VmlBuilder
