// SwiftUI's older spelling of a style, its type's initializer (`DefaultLabelStyle()`):
// a function of the type's name that returns the style value, for the reason given in
// Controls/VmlButtonStyle+Initializers.swift.

/// SwiftUI's `DefaultLabelStyle()`: the style `.automatic`.
///
/// ```swift
/// VmlText("a").labelStyle(VmlDefaultLabelStyle())   // <Text style="labelStyle(.automatic)">a</Text>
/// ```
public func VmlDefaultLabelStyle() -> VmlLabelStyle { .automatic }

/// SwiftUI's `IconOnlyLabelStyle()`: the style `.iconOnly`.
///
/// ```swift
/// VmlText("a").labelStyle(VmlIconOnlyLabelStyle())   // <Text style="labelStyle(.iconOnly)">a</Text>
/// ```
public func VmlIconOnlyLabelStyle() -> VmlLabelStyle { .iconOnly }

/// SwiftUI's `TitleOnlyLabelStyle()`: the style `.titleOnly`.
///
/// ```swift
/// VmlText("a").labelStyle(VmlTitleOnlyLabelStyle())   // <Text style="labelStyle(.titleOnly)">a</Text>
/// ```
public func VmlTitleOnlyLabelStyle() -> VmlLabelStyle { .titleOnly }

/// SwiftUI's `TitleAndIconLabelStyle()`: the style `.titleAndIcon`.
///
/// ```swift
/// VmlText("a").labelStyle(VmlTitleAndIconLabelStyle())   // <Text style="labelStyle(.titleAndIcon)">a</Text>
/// ```
public func VmlTitleAndIconLabelStyle() -> VmlLabelStyle { .titleAndIcon }
