/// SwiftUI's `TabContent`: a tab view's tabs are views in VML, so `some VmlTabContent<Int>` is
/// `some VmlView`; the selection type is only spelled.
///
/// ```swift
/// @VmlTabContentBuilder<Int> var tabs: some VmlTabContent<Int> {
///     VmlTab("Home", systemImage: "house", value: 0) { VmlText("Home") }
/// }
/// // <Tab systemImage="house" title="Home" value="0"><Text>Home</Text></Tab>
/// ```
public typealias VmlTabContent<TabValue> = VmlView
