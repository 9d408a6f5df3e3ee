// SwiftUI's style types are written two ways: `.buttonStyle(.plain)` and, in older code,
// `.buttonStyle(PlainButtonStyle())`. The DSL's styles are values (`VmlButtonStyle.plain`), so each
// style type's initializer is a function of the type's name returning that value: the older
// spelling ports with the prefix alone, and the modifiers keep one parameter type (no overload for
// the type checker to try on every `.buttonStyle(.plain)`). Each style's initializers are in its
// `+Initializers` file (`VmlListStyle+Initializers.swift`, …), beside the style.

/// SwiftUI's `DefaultButtonStyle()`: the style `.automatic`.
///
/// ```swift
/// VmlText("a").buttonStyle(VmlDefaultButtonStyle())   // <Text style="buttonStyle(.automatic)">a</Text>
/// ```
public func VmlDefaultButtonStyle() -> VmlButtonStyle { .automatic }

/// SwiftUI's `BorderedButtonStyle()`: the style `.bordered`.
///
/// ```swift
/// VmlText("a").buttonStyle(VmlBorderedButtonStyle())   // <Text style="buttonStyle(.bordered)">a</Text>
/// ```
public func VmlBorderedButtonStyle() -> VmlButtonStyle { .bordered }

/// SwiftUI's `BorderedProminentButtonStyle()`: the style `.borderedProminent`.
///
/// ```swift
/// VmlText("a").buttonStyle(VmlBorderedProminentButtonStyle())   // <Text style="buttonStyle(.borderedProminent)">a</Text>
/// ```
public func VmlBorderedProminentButtonStyle() -> VmlButtonStyle { .borderedProminent }

/// SwiftUI's `BorderlessButtonStyle()`: the style `.borderless`.
///
/// ```swift
/// VmlText("a").buttonStyle(VmlBorderlessButtonStyle())   // <Text style="buttonStyle(.borderless)">a</Text>
/// ```
public func VmlBorderlessButtonStyle() -> VmlButtonStyle { .borderless }

/// SwiftUI's `PlainButtonStyle()`: the style `.plain`.
///
/// ```swift
/// VmlText("a").buttonStyle(VmlPlainButtonStyle())   // <Text style="buttonStyle(.plain)">a</Text>
/// ```
public func VmlPlainButtonStyle() -> VmlButtonStyle { .plain }
