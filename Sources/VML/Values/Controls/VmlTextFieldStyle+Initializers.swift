// SwiftUI's older spelling of a style, its type's initializer (`DefaultTextFieldStyle()`):
// a function of the type's name that returns the style value, for the reason given in
// Controls/VmlButtonStyle+Initializers.swift.

/// SwiftUI's `DefaultTextFieldStyle()`: the style `.automatic`.
///
/// ```swift
/// VmlText("a").textFieldStyle(VmlDefaultTextFieldStyle())   // <Text style="textFieldStyle(.automatic)">a</Text>
/// ```
public func VmlDefaultTextFieldStyle() -> VmlTextFieldStyle { .automatic }

/// SwiftUI's `RoundedBorderTextFieldStyle()`: the style `.roundedBorder`.
///
/// ```swift
/// VmlText("a").textFieldStyle(VmlRoundedBorderTextFieldStyle())   // <Text style="textFieldStyle(.roundedBorder)">a</Text>
/// ```
public func VmlRoundedBorderTextFieldStyle() -> VmlTextFieldStyle { .roundedBorder }

/// SwiftUI's `PlainTextFieldStyle()`: the style `.plain`.
///
/// ```swift
/// VmlText("a").textFieldStyle(VmlPlainTextFieldStyle())   // <Text style="textFieldStyle(.plain)">a</Text>
/// ```
public func VmlPlainTextFieldStyle() -> VmlTextFieldStyle { .plain }
