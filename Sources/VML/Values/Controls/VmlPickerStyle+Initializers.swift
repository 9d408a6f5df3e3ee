// SwiftUI's older spelling of a style, its type's initializer (`DefaultPickerStyle()`):
// a function of the type's name that returns the style value, for the reason given in
// Controls/VmlButtonStyle+Initializers.swift.

/// SwiftUI's `DefaultPickerStyle()`: the style `.automatic`.
///
/// ```swift
/// VmlText("a").pickerStyle(VmlDefaultPickerStyle())   // <Text style="pickerStyle(.automatic)">a</Text>
/// ```
public func VmlDefaultPickerStyle() -> VmlPickerStyle { .automatic }

/// SwiftUI's `MenuPickerStyle()`: the style `.menu`.
///
/// ```swift
/// VmlText("a").pickerStyle(VmlMenuPickerStyle())   // <Text style="pickerStyle(.menu)">a</Text>
/// ```
public func VmlMenuPickerStyle() -> VmlPickerStyle { .menu }

/// SwiftUI's `SegmentedPickerStyle()`: the style `.segmented`.
///
/// ```swift
/// VmlText("a").pickerStyle(VmlSegmentedPickerStyle())   // <Text style="pickerStyle(.segmented)">a</Text>
/// ```
public func VmlSegmentedPickerStyle() -> VmlPickerStyle { .segmented }

/// SwiftUI's `WheelPickerStyle()`: the style `.wheel`.
///
/// ```swift
/// VmlText("a").pickerStyle(VmlWheelPickerStyle())   // <Text style="pickerStyle(.wheel)">a</Text>
/// ```
public func VmlWheelPickerStyle() -> VmlPickerStyle { .wheel }

/// SwiftUI's `InlinePickerStyle()`: the style `.inline`.
///
/// ```swift
/// VmlText("a").pickerStyle(VmlInlinePickerStyle())   // <Text style="pickerStyle(.inline)">a</Text>
/// ```
public func VmlInlinePickerStyle() -> VmlPickerStyle { .inline }

/// SwiftUI's `NavigationLinkPickerStyle()`: the style `.navigationLink`.
///
/// ```swift
/// VmlText("a").pickerStyle(VmlNavigationLinkPickerStyle())   // <Text style="pickerStyle(.navigationLink)">a</Text>
/// ```
public func VmlNavigationLinkPickerStyle() -> VmlPickerStyle { .navigationLink }

/// SwiftUI's `PalettePickerStyle()`: the style `.palette`.
///
/// ```swift
/// VmlText("a").pickerStyle(VmlPalettePickerStyle())   // <Text style="pickerStyle(.palette)">a</Text>
/// ```
public func VmlPalettePickerStyle() -> VmlPickerStyle { .palette }
