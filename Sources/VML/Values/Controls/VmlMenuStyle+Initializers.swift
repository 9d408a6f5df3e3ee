// SwiftUI's older spelling of a style, its type's initializer (`DefaultMenuStyle()`):
// a function of the type's name that returns the style value, for the reason given in
// Controls/VmlButtonStyle+Initializers.swift.

/// SwiftUI's `DefaultMenuStyle()`: the style `.automatic`.
///
/// ```swift
/// VmlText("a").menuStyle(VmlDefaultMenuStyle())   // <Text style="menuStyle(.automatic)">a</Text>
/// ```
public func VmlDefaultMenuStyle() -> VmlMenuStyle { .automatic }

/// SwiftUI's `ButtonMenuStyle()`: the style `.button`.
///
/// ```swift
/// VmlText("a").menuStyle(VmlButtonMenuStyle())   // <Text style="menuStyle(.button)">a</Text>
/// ```
public func VmlButtonMenuStyle() -> VmlMenuStyle { .button }

/// SwiftUI's `BorderlessButtonMenuStyle()`: the style `.borderlessButton`.
///
/// ```swift
/// VmlText("a").menuStyle(VmlBorderlessButtonMenuStyle())   // <Text style="menuStyle(.borderlessButton)">a</Text>
/// ```
public func VmlBorderlessButtonMenuStyle() -> VmlMenuStyle { .borderlessButton }
