// SwiftUI's older spelling of a style, its type's initializer (`DefaultListStyle()`):
// a function of the type's name that returns the style value, for the reason given in
// Controls/VmlButtonStyle+Initializers.swift.

/// SwiftUI's `DefaultListStyle()`: the style `.automatic`.
///
/// ```swift
/// VmlText("a").listStyle(VmlDefaultListStyle())   // <Text style="listStyle(.automatic)">a</Text>
/// ```
public func VmlDefaultListStyle() -> VmlListStyle { .automatic }

/// SwiftUI's `PlainListStyle()`: the style `.plain`.
///
/// ```swift
/// VmlText("a").listStyle(VmlPlainListStyle())   // <Text style="listStyle(.plain)">a</Text>
/// ```
public func VmlPlainListStyle() -> VmlListStyle { .plain }

/// SwiftUI's `GroupedListStyle()`: the style `.grouped`.
///
/// ```swift
/// VmlText("a").listStyle(VmlGroupedListStyle())   // <Text style="listStyle(.grouped)">a</Text>
/// ```
public func VmlGroupedListStyle() -> VmlListStyle { .grouped }

/// SwiftUI's `InsetListStyle()`: the style `.inset`.
///
/// ```swift
/// VmlText("a").listStyle(VmlInsetListStyle())   // <Text style="listStyle(.inset)">a</Text>
/// ```
public func VmlInsetListStyle() -> VmlListStyle { .inset }

/// SwiftUI's `InsetGroupedListStyle()`: the style `.insetGrouped`.
///
/// ```swift
/// VmlText("a").listStyle(VmlInsetGroupedListStyle())   // <Text style="listStyle(.insetGrouped)">a</Text>
/// ```
public func VmlInsetGroupedListStyle() -> VmlListStyle { .insetGrouped }

/// SwiftUI's `SidebarListStyle()`: the style `.sidebar`.
///
/// ```swift
/// VmlText("a").listStyle(VmlSidebarListStyle())   // <Text style="listStyle(.sidebar)">a</Text>
/// ```
public func VmlSidebarListStyle() -> VmlListStyle { .sidebar }
