// SwiftUI's older spelling of a style, its type's initializer (`DefaultToggleStyle()`):
// a function of the type's name that returns the style value, for the reason given in
// Controls/VmlButtonStyle+Initializers.swift.

/// SwiftUI's `DefaultToggleStyle()`: the style `.automatic`.
///
/// ```swift
/// VmlText("a").toggleStyle(VmlDefaultToggleStyle())   // <Text style="toggleStyle(.automatic)">a</Text>
/// ```
public func VmlDefaultToggleStyle() -> VmlToggleStyle { .automatic }

/// SwiftUI's `SwitchToggleStyle()`: the style `.switch`.
///
/// ```swift
/// VmlText("a").toggleStyle(VmlSwitchToggleStyle())   // <Text style="toggleStyle(.switch)">a</Text>
/// ```
public func VmlSwitchToggleStyle() -> VmlToggleStyle { .`switch` }

/// SwiftUI's `ButtonToggleStyle()`: the style `.button`.
///
/// ```swift
/// VmlText("a").toggleStyle(VmlButtonToggleStyle())   // <Text style="toggleStyle(.button)">a</Text>
/// ```
public func VmlButtonToggleStyle() -> VmlToggleStyle { .button }
