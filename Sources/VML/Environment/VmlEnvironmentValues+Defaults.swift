import Foundation

extension VmlEnvironmentValues {
    // MARK: Settings a server renders with SwiftUI's default unless the context says (iOS 18, 26)

    /// Whether Assistive Access is on: `false` unless the context says.
    ///
    /// ```swift
    /// VmlEnvironmentValues().accessibilityAssistiveAccessEnabled   // false
    /// ```
    public var accessibilityAssistiveAccessEnabled: Bool {
        get { storage.value(default: false) }
        set { storage.setValue(newValue) }
    }

    /// Whether the Show Borders setting is on: `false` unless the context says.
    ///
    /// ```swift
    /// VmlEnvironmentValues().accessibilityShowBorders   // false
    /// ```
    public var accessibilityShowBorders: Bool {
        get { storage.value(default: false) }
        set { storage.setValue(newValue) }
    }

    /// The dynamic range images may use: `nil` unless the context says.
    ///
    /// ```swift
    /// VmlEnvironmentValues().allowedDynamicRange   // nil
    /// ```
    public var allowedDynamicRange: VmlImageDynamicRange? {
        get { storage.value(default: nil) }
        set { storage.setValue(newValue) }
    }

    /// Whether the window appears active: `true` unless the context says.
    ///
    /// ```swift
    /// VmlEnvironmentValues().appearsActive   // true
    /// ```
    public var appearsActive: Bool {
        get { storage.value(default: true) }
        set { storage.setValue(newValue) }
    }

    /// The material a container's background uses: `nil` unless the context says.
    ///
    /// ```swift
    /// VmlEnvironmentValues().backgroundMaterial   // nil
    /// ```
    public var backgroundMaterial: VmlShapeStyle? {
        get { storage.value(default: nil) }
        set { storage.setValue(newValue) }
    }

    /// How prominent badges are: `.standard` unless the context says.
    ///
    /// ```swift
    /// VmlEnvironmentValues().badgeProminence   // .standard
    /// ```
    public var badgeProminence: VmlBadgeProminence {
        get { storage.value(default: .standard) }
        set { storage.setValue(newValue) }
    }

    /// Whether buttons repeat their action when held: `.automatic` unless the context says.
    ///
    /// ```swift
    /// VmlEnvironmentValues().buttonRepeatBehavior   // .automatic
    /// ```
    public var buttonRepeatBehavior: VmlButtonRepeatBehavior {
        get { storage.value(default: .automatic) }
        set { storage.setValue(newValue) }
    }

    /// How buttons size themselves (iOS 26): `.automatic` unless the context says.
    ///
    /// ```swift
    /// VmlEnvironmentValues().buttonSizing   // .automatic
    /// ```
    public var buttonSizing: VmlButtonSizing {
        get { storage.value(default: .automatic) }
        set { storage.setValue(newValue) }
    }

    /// How prominent section headers are: `.standard` unless the context says.
    ///
    /// ```swift
    /// VmlEnvironmentValues().headerProminence   // .standard
    /// ```
    public var headerProminence: VmlProminence {
        get { storage.value(default: .standard) }
        set { storage.setValue(newValue) }
    }

    /// Whether horizontal scroll views bounce: `.automatic` unless the context says.
    ///
    /// ```swift
    /// VmlEnvironmentValues().horizontalScrollBounceBehavior   // .automatic
    /// ```
    public var horizontalScrollBounceBehavior: VmlScrollBounceBehavior {
        get { storage.value(default: .automatic) }
        set { storage.setValue(newValue) }
    }

    /// Whether vertical scroll views bounce: `.automatic` unless the context says.
    ///
    /// ```swift
    /// VmlEnvironmentValues().verticalScrollBounceBehavior   // .automatic
    /// ```
    public var verticalScrollBounceBehavior: VmlScrollBounceBehavior {
        get { storage.value(default: .automatic) }
        set { storage.setValue(newValue) }
    }

    /// Whether a Live Activity fills the screen: `false` unless the context says.
    ///
    /// ```swift
    /// VmlEnvironmentValues().isActivityFullscreen   // false
    /// ```
    public var isActivityFullscreen: Bool {
        get { storage.value(default: false) }
        set { storage.setValue(newValue) }
    }

    /// Whether a Live Activity updates less often: `false` unless the context says.
    ///
    /// ```swift
    /// VmlEnvironmentValues().isActivityUpdateReduced   // false
    /// ```
    public var isActivityUpdateReduced: Bool {
        get { storage.value(default: false) }
        set { storage.setValue(newValue) }
    }

    /// Whether the tab bar shows its sections: `false` unless the context says.
    ///
    /// ```swift
    /// VmlEnvironmentValues().isTabBarShowingSections   // false
    /// ```
    public var isTabBarShowingSections: Bool {
        get { storage.value(default: false) }
        set { storage.setValue(newValue) }
    }

    /// Whether user authentication is available: `false` unless the context says.
    ///
    /// ```swift
    /// VmlEnvironmentValues().isUserAuthenticationEnabled   // false
    /// ```
    public var isUserAuthenticationEnabled: Bool {
        get { storage.value(default: false) }
        set { storage.setValue(newValue) }
    }

    /// The spacing between a label's icon and title: `nil` unless the context says.
    ///
    /// ```swift
    /// VmlEnvironmentValues().labelIconToTitleSpacing   // nil
    /// ```
    public var labelIconToTitleSpacing: CGFloat? {
        get { storage.value(default: nil) }
        set { storage.setValue(newValue) }
    }

    /// The width reserved for labels' icons: `nil` unless the context says.
    ///
    /// ```swift
    /// VmlEnvironmentValues().labelReservedIconWidth   // nil
    /// ```
    public var labelReservedIconWidth: CGFloat? {
        get { storage.value(default: nil) }
        set { storage.setValue(newValue) }
    }

    /// Whether controls show their labels: `.automatic` unless the context says.
    ///
    /// ```swift
    /// VmlEnvironmentValues().labelsVisibility   // .automatic
    /// ```
    public var labelsVisibility: VmlVisibility {
        get { storage.value(default: .automatic) }
        set { storage.setValue(newValue) }
    }

    /// How materials look when the window is inactive: `.automatic` unless the context says.
    ///
    /// ```swift
    /// VmlEnvironmentValues().materialActiveAppearance   // .automatic
    /// ```
    public var materialActiveAppearance: VmlMaterialActiveAppearance {
        get { storage.value(default: .automatic) }
        set { storage.setValue(newValue) }
    }

    /// The order of a menu's items: `.automatic` unless the context says.
    ///
    /// ```swift
    /// VmlEnvironmentValues().menuOrder   // .automatic
    /// ```
    public var menuOrder: VmlMenuOrder {
        get { storage.value(default: .automatic) }
        set { storage.setValue(newValue) }
    }

    /// Whether navigation links show their disclosure indicator: `.automatic` unless the context says.
    ///
    /// ```swift
    /// VmlEnvironmentValues().navigationLinkIndicatorVisibility   // .automatic
    /// ```
    public var navigationLinkIndicatorVisibility: VmlVisibility {
        get { storage.value(default: .automatic) }
        set { storage.setValue(newValue) }
    }

    /// Where search suggestions show: `.automatic` unless the context says.
    ///
    /// ```swift
    /// VmlEnvironmentValues().searchSuggestionsPlacement   // .automatic
    /// ```
    public var searchSuggestionsPlacement: VmlSearchSuggestionsPlacement {
        get { storage.value(default: .automatic) }
        set { storage.setValue(newValue) }
    }

    /// Whether a widget shows its container background: `true` unless the context says.
    ///
    /// ```swift
    /// VmlEnvironmentValues().showsWidgetContainerBackground   // true
    /// ```
    public var showsWidgetContainerBackground: Bool {
        get { storage.value(default: true) }
        set { storage.setValue(newValue) }
    }

    /// Whether a widget shows its label: `false` unless the context says.
    ///
    /// ```swift
    /// VmlEnvironmentValues().showsWidgetLabel   // false
    /// ```
    public var showsWidgetLabel: Bool {
        get { storage.value(default: false) }
        set { storage.setValue(newValue) }
    }

    /// Whether views spring-load during a drag: `.automatic` unless the context says.
    ///
    /// ```swift
    /// VmlEnvironmentValues().springLoadingBehavior   // .automatic
    /// ```
    public var springLoadingBehavior: VmlSpringLoadingBehavior {
        get { storage.value(default: .automatic) }
        set { storage.setValue(newValue) }
    }

    /// Whether Image Playground is available: `false` unless the context says.
    ///
    /// ```swift
    /// VmlEnvironmentValues().supportsImagePlayground   // false
    /// ```
    public var supportsImagePlayground: Bool {
        get { storage.value(default: false) }
        set { storage.setValue(newValue) }
    }

    /// Whether the app can show remote scenes: `false` unless the context says.
    ///
    /// ```swift
    /// VmlEnvironmentValues().supportsRemoteScenes   // false
    /// ```
    public var supportsRemoteScenes: Bool {
        get { storage.value(default: false) }
        set { storage.setValue(newValue) }
    }

    /// How symbols' colors render (iOS 26): `nil` unless the context says.
    ///
    /// ```swift
    /// VmlEnvironmentValues().symbolColorRenderingMode   // nil
    /// ```
    public var symbolColorRenderingMode: VmlSymbolColorRenderingMode? {
        get { storage.value(default: nil) }
        set { storage.setValue(newValue) }
    }

    /// How symbols show a variable value (iOS 26): `nil` unless the context says.
    ///
    /// ```swift
    /// VmlEnvironmentValues().symbolVariableValueMode   // nil
    /// ```
    public var symbolVariableValueMode: VmlSymbolVariableValueMode? {
        get { storage.value(default: nil) }
        set { storage.setValue(newValue) }
    }

    /// Which side of a line break a selection keeps to: `.automatic` unless the context says.
    ///
    /// ```swift
    /// VmlEnvironmentValues().textSelectionAffinity   // .automatic
    /// ```
    public var textSelectionAffinity: VmlTextSelectionAffinity {
        get { storage.value(default: .automatic) }
        set { storage.setValue(newValue) }
    }

    /// How Writing Tools behave in text views: `nil` unless the context says.
    ///
    /// ```swift
    /// VmlEnvironmentValues().writingToolsBehavior   // nil
    /// ```
    public var writingToolsBehavior: VmlWritingToolsBehavior? {
        get { storage.value(default: nil) }
        set { storage.setValue(newValue) }
    }
}
