// SwiftUI's older spelling of a style, its type's initializer (`DefaultFormStyle()`):
// a function of the type's name that returns the style value, for the reason given in
// Controls/VmlButtonStyle+Initializers.swift.

/// SwiftUI's `DefaultFormStyle()`: the style `.automatic`.
///
/// ```swift
/// VmlText("a").formStyle(VmlDefaultFormStyle())   // <Text style="formStyle(.automatic)">a</Text>
/// ```
public func VmlDefaultFormStyle() -> VmlFormStyle { .automatic }

/// SwiftUI's `GroupedFormStyle()`: the style `.grouped`.
///
/// ```swift
/// VmlText("a").formStyle(VmlGroupedFormStyle())   // <Text style="formStyle(.grouped)">a</Text>
/// ```
public func VmlGroupedFormStyle() -> VmlFormStyle { .grouped }

/// SwiftUI's `ColumnsFormStyle()`: the style `.columns`.
///
/// ```swift
/// VmlText("a").formStyle(VmlColumnsFormStyle())   // <Text style="formStyle(.columns)">a</Text>
/// ```
public func VmlColumnsFormStyle() -> VmlFormStyle { .columns }
