// SwiftUI's style types are written two ways: `.buttonStyle(.plain)` and, in older code,
// `.buttonStyle(PlainButtonStyle())`. The DSL's styles are values (`VmlButtonStyle.plain`), so each
// style type's initializer is a function of the type's name returning that value: the older
// spelling ports with the prefix alone, and the modifiers keep one parameter type (no overload for
// the type checker to try on every `.buttonStyle(.plain)`).

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

/// SwiftUI's `DefaultListStyle()`: the style `.automatic`.
///
/// ```swift
/// VmlText("a").listStyle(VmlDefaultListStyle())   // <Text style="listStyle(.automatic)">a</Text>
/// ```
public func VmlDefaultListStyle() -> VmlListStyle { .automatic }

/// SwiftUI's `PlainListStyle()`: the style `.plain`.
///
/// ```swift
/// VmlText("a").listStyle(VmlPlainListStyle())   // <Text style="listStyle(.plain)">a</Text>
/// ```
public func VmlPlainListStyle() -> VmlListStyle { .plain }

/// SwiftUI's `GroupedListStyle()`: the style `.grouped`.
///
/// ```swift
/// VmlText("a").listStyle(VmlGroupedListStyle())   // <Text style="listStyle(.grouped)">a</Text>
/// ```
public func VmlGroupedListStyle() -> VmlListStyle { .grouped }

/// SwiftUI's `InsetListStyle()`: the style `.inset`.
///
/// ```swift
/// VmlText("a").listStyle(VmlInsetListStyle())   // <Text style="listStyle(.inset)">a</Text>
/// ```
public func VmlInsetListStyle() -> VmlListStyle { .inset }

/// SwiftUI's `InsetGroupedListStyle()`: the style `.insetGrouped`.
///
/// ```swift
/// VmlText("a").listStyle(VmlInsetGroupedListStyle())   // <Text style="listStyle(.insetGrouped)">a</Text>
/// ```
public func VmlInsetGroupedListStyle() -> VmlListStyle { .insetGrouped }

/// SwiftUI's `SidebarListStyle()`: the style `.sidebar`.
///
/// ```swift
/// VmlText("a").listStyle(VmlSidebarListStyle())   // <Text style="listStyle(.sidebar)">a</Text>
/// ```
public func VmlSidebarListStyle() -> VmlListStyle { .sidebar }

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

/// SwiftUI's `DefaultTabViewStyle()`: the style `.automatic`.
///
/// ```swift
/// VmlText("a").tabViewStyle(VmlDefaultTabViewStyle())   // <Text style="tabViewStyle(.automatic)">a</Text>
/// ```
public func VmlDefaultTabViewStyle() -> VmlTabViewStyle { .automatic }

/// SwiftUI's `PageTabViewStyle()`: the style `.page`.
///
/// ```swift
/// VmlText("a").tabViewStyle(VmlPageTabViewStyle())   // <Text style="tabViewStyle(.page)">a</Text>
/// ```
public func VmlPageTabViewStyle() -> VmlTabViewStyle { .page }

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
