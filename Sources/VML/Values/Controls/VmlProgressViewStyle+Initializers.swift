// SwiftUI's older spelling of a style, its type's initializer (`DefaultProgressViewStyle()`):
// a function of the type's name that returns the style value, for the reason given in
// Controls/VmlButtonStyle+Initializers.swift.

/// SwiftUI's `DefaultProgressViewStyle()`: the style `.automatic`.
///
/// ```swift
/// VmlText("a").progressViewStyle(VmlDefaultProgressViewStyle())   // <Text style="progressViewStyle(.automatic)">a</Text>
/// ```
public func VmlDefaultProgressViewStyle() -> VmlProgressViewStyle { .automatic }

/// SwiftUI's `CircularProgressViewStyle()`: the style `.circular`.
///
/// ```swift
/// VmlText("a").progressViewStyle(VmlCircularProgressViewStyle())   // <Text style="progressViewStyle(.circular)">a</Text>
/// ```
public func VmlCircularProgressViewStyle() -> VmlProgressViewStyle { .circular }

/// SwiftUI's `LinearProgressViewStyle()`: the style `.linear`.
///
/// ```swift
/// VmlText("a").progressViewStyle(VmlLinearProgressViewStyle())   // <Text style="progressViewStyle(.linear)">a</Text>
/// ```
public func VmlLinearProgressViewStyle() -> VmlProgressViewStyle { .linear }
