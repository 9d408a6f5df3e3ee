// SwiftUI's older spelling of a style, its type's initializer (`DefaultDatePickerStyle()`):
// a function of the type's name that returns the style value, for the reason given in
// Controls/VmlButtonStyle+Initializers.swift.

/// SwiftUI's `DefaultDatePickerStyle()`: the style `.automatic`.
///
/// ```swift
/// VmlText("a").datePickerStyle(VmlDefaultDatePickerStyle())   // <Text style="datePickerStyle(.automatic)">a</Text>
/// ```
public func VmlDefaultDatePickerStyle() -> VmlDatePickerStyle { .automatic }

/// SwiftUI's `CompactDatePickerStyle()`: the style `.compact`.
///
/// ```swift
/// VmlText("a").datePickerStyle(VmlCompactDatePickerStyle())   // <Text style="datePickerStyle(.compact)">a</Text>
/// ```
public func VmlCompactDatePickerStyle() -> VmlDatePickerStyle { .compact }

/// SwiftUI's `GraphicalDatePickerStyle()`: the style `.graphical`.
///
/// ```swift
/// VmlText("a").datePickerStyle(VmlGraphicalDatePickerStyle())   // <Text style="datePickerStyle(.graphical)">a</Text>
/// ```
public func VmlGraphicalDatePickerStyle() -> VmlDatePickerStyle { .graphical }

/// SwiftUI's `WheelDatePickerStyle()`: the style `.wheel`.
///
/// ```swift
/// VmlText("a").datePickerStyle(VmlWheelDatePickerStyle())   // <Text style="datePickerStyle(.wheel)">a</Text>
/// ```
public func VmlWheelDatePickerStyle() -> VmlDatePickerStyle { .wheel }
