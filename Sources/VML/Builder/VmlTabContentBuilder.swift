/// SwiftUI's `TabContentBuilder`: a tab view's tabs are views in VML, built by ``VmlBuilder``;
/// the selection type is only spelled.
///
/// ```swift
/// @VmlTabContentBuilder<Int> var tabs: some VmlTabContent<Int> {
///     VmlTab("Home", systemImage: "house", value: 0) { VmlText("Home") }
/// }
/// ```
public typealias VmlTabContentBuilder<TabValue> = VmlBuilder
