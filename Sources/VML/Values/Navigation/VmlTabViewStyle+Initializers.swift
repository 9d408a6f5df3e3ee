// SwiftUI's older spelling of a style, its type's initializer (`DefaultTabViewStyle()`):
// a function of the type's name that returns the style value, for the reason given in
// Controls/VmlButtonStyle+Initializers.swift.

/// SwiftUI's `DefaultTabViewStyle()`: the style `.automatic`.
///
/// ```swift
/// VmlText("a").tabViewStyle(VmlDefaultTabViewStyle())   // <Text style="tabViewStyle(.automatic)">a</Text>
/// ```
public func VmlDefaultTabViewStyle() -> VmlTabViewStyle { .automatic }

/// SwiftUI's `PageTabViewStyle()`: the style `.page`.
///
/// ```swift
/// VmlText("a").tabViewStyle(VmlPageTabViewStyle())   // <Text style="tabViewStyle(.page)">a</Text>
/// ```
public func VmlPageTabViewStyle() -> VmlTabViewStyle { .page }
