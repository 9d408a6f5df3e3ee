// SwiftUI's older spelling of a style, its type's initializer (`DefaultNavigationViewStyle()`):
// a function of the type's name that returns the style value, for the reason given in
// Controls/VmlButtonStyle+Initializers.swift.

/// SwiftUI's `DefaultNavigationViewStyle()`: the style `.automatic`.
///
/// ```swift
/// VmlText("a").navigationViewStyle(VmlDefaultNavigationViewStyle())   // <Text style="navigationViewStyle(.automatic)">a</Text>
/// ```
public func VmlDefaultNavigationViewStyle() -> VmlNavigationViewStyle { .automatic }

/// SwiftUI's `StackNavigationViewStyle()`: the style `.stack`.
///
/// ```swift
/// VmlText("a").navigationViewStyle(VmlStackNavigationViewStyle())   // <Text style="navigationViewStyle(.stack)">a</Text>
/// ```
public func VmlStackNavigationViewStyle() -> VmlNavigationViewStyle { .stack }

/// SwiftUI's `DoubleColumnNavigationViewStyle()`: the style `.columns`.
///
/// ```swift
/// VmlText("a").navigationViewStyle(VmlDoubleColumnNavigationViewStyle())   // <Text style="navigationViewStyle(.columns)">a</Text>
/// ```
public func VmlDoubleColumnNavigationViewStyle() -> VmlNavigationViewStyle { .columns }
