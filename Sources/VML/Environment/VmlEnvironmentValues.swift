/// The environment a view reads with ``VmlEnvironment`` (SwiftUI's `EnvironmentValues`), taken
/// from the ``VmlRenderContext`` the view is built in.
///
/// ```swift
/// @VmlEnvironment(\.colorScheme) private var colorScheme
/// // .light, or the context's colorScheme
/// ```
/// What the request can tell a server (locale, time zone, color scheme, size classes, text size,
/// display scale, presentation, edit mode, accessibility settings) comes from the context, and is
/// set with ``VmlRenderContext/environment(_:_:)`` or `.environment(\.key, value)` on a composite
/// view; everything else is SwiftUI's default. Actions compile and do nothing: they never run on
/// a server.
public struct VmlEnvironmentValues: Sendable {
    /// The context the values are read from and written to.
    var context: VmlRenderContext

    /// SwiftUI's defaults, as a view built without a context reads them.
    ///
    /// ```swift
    /// VmlEnvironmentValues().dynamicTypeSize == .large   // true
    /// ```
    public init() {
        context = .fallback
    }

    /// The environment of `context`, or the defaults.
    init(context: VmlRenderContext?) {
        self.context = context ?? .fallback
    }

    var storage: VmlEnvironmentStorage {
        get { context.environmentStorage }
        set { context.environmentStorage = newValue }
    }

    // MARK: The request

    /// The request's locale (`en_US_POSIX` without a context).
    public var locale: Locale {
        get { context.locale }
        set { context.locale = newValue }
    }

    /// The request's time zone (GMT without a context).
    public var timeZone: TimeZone {
        get { context.timeZone }
        set { context.timeZone = newValue }
    }

    /// A Gregorian calendar in the request's locale and time zone, unless one is set.
    public var calendar: Calendar {
        get {
            storage.value(
                default: {
                    var calendar = Calendar(identifier: .gregorian)
                    calendar.locale = locale
                    calendar.timeZone = timeZone
                    return calendar
                }())
        }
        set { storage.setValue(newValue) }
    }

    /// The request's color scheme (`.light` without one).
    public var colorScheme: VmlColorScheme {
        get { context.colorScheme }
        set { context.colorScheme = newValue }
    }

    /// The request's horizontal size class, `nil` when the context does not give one.
    public var horizontalSizeClass: VmlUserInterfaceSizeClass? {
        get { context.horizontalSizeClass }
        set { context.horizontalSizeClass = newValue }
    }

    /// The request's vertical size class, `nil` when the context does not give one.
    public var verticalSizeClass: VmlUserInterfaceSizeClass? {
        get { context.verticalSizeClass }
        set { context.verticalSizeClass = newValue }
    }

    /// The reading direction: right to left for the request's locale's language when it is
    /// written so (Arabic, Hebrew, …), unless one is set.
    public var layoutDirection: VmlLayoutDirection {
        get { storage.value(default: locale.language.characterDirection == .rightToLeft ? .rightToLeft : .leftToRight) }
        set { storage.setValue(newValue) }
    }

    /// The text size the client asked for: `.large` (the system's default) unless the context says.
    public var dynamicTypeSize: VmlDynamicTypeSize {
        get { storage.value(default: .large) }
        set { storage.setValue(newValue) }
    }

    /// Points per pixel of the client's display: 1 (SwiftUI's default) unless the context says.
    public var displayScale: CGFloat {
        get { storage.value(default: 1) }
        set { storage.setValue(newValue) }
    }

    /// One pixel in points: `1 / displayScale`.
    public var pixelLength: CGFloat { 1 / displayScale }

    /// Whether the view is in a presentation (a sheet, a popover): `false` unless the context says.
    public var isPresented: Bool {
        get { storage.value(default: false) }
        set { storage.setValue(newValue) }
    }

    /// The edit mode of the list or form around the view: `nil` unless the context gives one, then
    /// a constant binding to it (setting it, which only actions do, is ignored).
    public var editMode: VmlBinding<VmlEditMode>? {
        get { storage.value(default: VmlEditMode?.none).map { VmlBinding.constant($0) } }
        set { storage.setValue(newValue?.wrappedValue) }
    }

    /// Whether a search field of the view's `searchable` is in use: `false` unless the context says.
    public var isSearching: Bool {
        get { storage.value(default: false) }
        set { storage.setValue(newValue) }
    }

    /// Why the view's content is redacted: none (`isEmpty`) unless the context says.
    public var redactionReasons: VmlRedactionReasons {
        get { storage.value(default: VmlRedactionReasons(expression: .array([]))) }
        set { storage.setValue(newValue) }
    }

    /// Whether controls are enabled: `true` unless set (the client applies `.disabled`).
    public var isEnabled: Bool {
        get { storage.value(default: true) }
        set { storage.setValue(newValue) }
    }

    /// The scene's phase: `.active`, the scene a server renders for is in use, unless set.
    public var scenePhase: VmlScenePhase {
        get { storage.value(default: .active) }
        set { storage.setValue(newValue) }
    }

    /// The contrast the client asked for: `.standard` unless the context says.
    public var colorSchemeContrast: VmlColorSchemeContrast {
        get { storage.value(default: .standard) }
        set { storage.setValue(newValue) }
    }

    // MARK: Accessibility settings: false unless the context says

    /// Whether the user asked for less motion: `false` unless the context says.
    public var accessibilityReduceMotion: Bool {
        get { storage.value(default: false) }
        set { storage.setValue(newValue) }
    }

    /// Whether the user asked for less transparency: `false` unless the context says.
    public var accessibilityReduceTransparency: Bool {
        get { storage.value(default: false) }
        set { storage.setValue(newValue) }
    }

    /// Whether the user asked not to rely on color alone: `false` unless the context says.
    public var accessibilityDifferentiateWithoutColor: Bool {
        get { storage.value(default: false) }
        set { storage.setValue(newValue) }
    }

    /// Whether VoiceOver is on: `false` unless the context says.
    public var accessibilityVoiceOverEnabled: Bool {
        get { storage.value(default: false) }
        set { storage.setValue(newValue) }
    }

    /// Whether an assistive technology is on: `false` unless the context says.
    public var accessibilityEnabled: Bool {
        get { storage.value(default: false) }
        set { storage.setValue(newValue) }
    }

    /// Whether Switch Control is on: `false` unless the context says.
    public var accessibilitySwitchControlEnabled: Bool {
        get { storage.value(default: false) }
        set { storage.setValue(newValue) }
    }

    /// Whether colors are inverted: `false` unless the context says.
    public var accessibilityInvertColors: Bool {
        get { storage.value(default: false) }
        set { storage.setValue(newValue) }
    }

    /// Whether button shapes are shown: `false` unless the context says.
    public var accessibilityShowButtonShapes: Bool {
        get { storage.value(default: false) }
        set { storage.setValue(newValue) }
    }

    /// Whether flashing lights are dimmed: `false` unless the context says.
    public var accessibilityDimFlashingLights: Bool {
        get { storage.value(default: false) }
        set { storage.setValue(newValue) }
    }

    /// Whether animated images play: `true` unless the context says.
    public var accessibilityPlayAnimatedImages: Bool {
        get { storage.value(default: true) }
        set { storage.setValue(newValue) }
    }

    /// Whether the large content viewer is on: `false` unless the context says.
    public var accessibilityLargeContentViewerEnabled: Bool {
        get { storage.value(default: false) }
        set { storage.setValue(newValue) }
    }

    /// Whether accessibility quick actions are on: `false` unless the context says.
    public var accessibilityQuickActionsEnabled: Bool {
        get { storage.value(default: false) }
        set { storage.setValue(newValue) }
    }

    // MARK: Actions: they compile and do nothing

    /// Dismisses a presentation; on the server, calling it does nothing (actions never run).
    public var dismiss: VmlDismissAction { VmlDismissAction() }
    /// Opens a URL; on the server, calling it does nothing (actions never run). Setting it
    /// (`.environment(\.openURL, VmlOpenURLAction { url in … })`) compiles and changes nothing:
    /// the client opens URLs.
    public var openURL: VmlOpenURLAction {
        get { VmlOpenURLAction() }
        set {}  // the client opens URLs: nothing to keep
    }
    /// Opens a window; on the server, calling it does nothing (actions never run).
    public var openWindow: VmlOpenWindowAction { VmlOpenWindowAction() }
    /// Closes a window; on the server, calling it does nothing (actions never run).
    public var dismissWindow: VmlDismissWindowAction { VmlDismissWindowAction() }
    /// Ends the search of the view's `searchable`; on the server, calling it does nothing.
    public var dismissSearch: VmlDismissSearchAction { VmlDismissSearchAction() }
    /// The action of an enclosing `refreshable`: `nil`, as in SwiftUI outside one (`refreshable`
    /// writes nothing and its action never runs).
    public var refresh: VmlRefreshAction? { nil }
    /// The action of an enclosing `renameAction`: `nil`, as in SwiftUI outside one.
    public var rename: VmlRenameAction? { nil }
    /// The older presentation state: a constant binding whose `isPresented` is ``isPresented``;
    /// `presentationMode.wrappedValue.dismiss()` compiles and does nothing.
    public var presentationMode: VmlBinding<VmlPresentationMode> {
        .constant(VmlPresentationMode(isPresented: isPresented))
    }

    // MARK: Client state the server cannot see

    /// Whether the view has focus: `false`, focus is the client's.
    public var isFocused: Bool { false }
    /// The keyboard shortcut of the enclosing control: `nil` (SwiftUI's default).
    public var keyboardShortcut: VmlKeyboardShortcut? { nil }
    /// Whether the app can open more windows: `false`, as on iPhone, unless set.
    public var supportsMultipleWindows: Bool {
        get { storage.value(default: false) }
        set { storage.setValue(newValue) }
    }
    /// Whether the display's luminance is reduced (Always On): `false` unless set.
    public var isLuminanceReduced: Bool {
        get { storage.value(default: false) }
        set { storage.setValue(newValue) }
    }
    /// Whether the screen is being captured: `false` unless set.
    public var isSceneCaptured: Bool {
        get { storage.value(default: false) }
        set { storage.setValue(newValue) }
    }

    // MARK: Values modifiers set for their content: SwiftUI's defaults unless set here

    /// The default font: `nil` (SwiftUI's default) unless set.
    public var font: VmlFont? {
        get { storage.value(default: nil) }
        set { storage.setValue(newValue) }
    }
    /// The maximum number of lines of text: `nil` (no limit) unless set.
    public var lineLimit: Int? {
        get { storage.value(default: nil) }
        set { storage.setValue(newValue) }
    }
    /// The space between lines of text: 0 unless set.
    public var lineSpacing: CGFloat {
        get { storage.value(default: 0) }
        set { storage.setValue(newValue) }
    }
    /// The alignment of multiline text: `.leading` unless set.
    public var multilineTextAlignment: VmlTextAlignment {
        get { storage.value(default: .leading) }
        set { storage.setValue(newValue) }
    }
    /// Where text is truncated: `.tail` unless set.
    public var truncationMode: VmlTruncationMode {
        get { storage.value(default: .tail) }
        set { storage.setValue(newValue) }
    }
    /// The case text is shown in: `nil` (as written) unless set.
    public var textCase: VmlTextCase? {
        get { storage.value(default: nil) }
        set { storage.setValue(newValue) }
    }
    /// How far text may shrink to fit: 1 (not at all) unless set.
    public var minimumScaleFactor: CGFloat {
        get { storage.value(default: 1) }
        set { storage.setValue(newValue) }
    }
    /// Whether text may tighten its letter spacing to fit: `false` unless set.
    public var allowsTightening: Bool {
        get { storage.value(default: false) }
        set { storage.setValue(newValue) }
    }
    /// The older spelling of ``autocorrectionDisabled``: `nil` unless set.
    public var disableAutocorrection: Bool? {
        get { storage.value(default: nil) }
        set { storage.setValue(newValue) }
    }
    /// Whether autocorrection is off in text fields: `false` unless set.
    public var autocorrectionDisabled: Bool {
        get { storage.value(default: false) }
        set { storage.setValue(newValue) }
    }
    /// The scale of images: `.medium` unless set.
    public var imageScale: VmlImageScale {
        get { storage.value(default: .medium) }
        set { storage.setValue(newValue) }
    }
    /// How symbols are colored: `nil` (the symbol's own mode) unless set.
    public var symbolRenderingMode: VmlSymbolRenderingMode? {
        get { storage.value(default: nil) }
        set { storage.setValue(newValue) }
    }
    /// The variant of symbols: `.none` unless set.
    public var symbolVariants: VmlSymbolVariants {
        get { storage.value(default: .none) }
        set { storage.setValue(newValue) }
    }
    /// The size of controls: `.regular` unless set.
    public var controlSize: VmlControlSize {
        get { storage.value(default: .regular) }
        set { storage.setValue(newValue) }
    }
    /// The smallest height of a list row: 44 (iOS's) unless set.
    public var defaultMinListRowHeight: CGFloat {
        get { storage.value(default: 44) }
        set { storage.setValue(newValue) }
    }
    /// The smallest height of a list section header: `nil` (the system's) unless set.
    public var defaultMinListHeaderHeight: CGFloat? {
        get { storage.value(default: nil) }
        set { storage.setValue(newValue) }
    }
    /// Whether scroll views scroll: `true` unless set.
    public var isScrollEnabled: Bool {
        get { storage.value(default: true) }
        set { storage.setValue(newValue) }
    }
    /// The horizontal scroll indicators: `.automatic` unless set.
    public var horizontalScrollIndicatorVisibility: VmlScrollIndicatorVisibility {
        get { storage.value(default: .automatic) }
        set { storage.setValue(newValue) }
    }
    /// The vertical scroll indicators: `.automatic` unless set.
    public var verticalScrollIndicatorVisibility: VmlScrollIndicatorVisibility {
        get { storage.value(default: .automatic) }
        set { storage.setValue(newValue) }
    }
    /// How scrolling dismisses the keyboard: `.automatic` unless set.
    public var scrollDismissesKeyboardMode: VmlScrollDismissesKeyboardMode {
        get { storage.value(default: .automatic) }
        set { storage.setValue(newValue) }
    }
    /// Whether menus show their indicator: `.automatic` unless set.
    public var menuIndicatorVisibility: VmlVisibility {
        get { storage.value(default: .automatic) }
        set { storage.setValue(newValue) }
    }
    /// How views change content: `.identity` unless set.
    public var contentTransition: VmlContentTransition {
        get { storage.value(default: .identity) }
        set { storage.setValue(newValue) }
    }
    /// Whether content transitions draw offscreen: `false` unless set.
    public var contentTransitionAddsDrawingGroup: Bool {
        get { storage.value(default: false) }
        set { storage.setValue(newValue) }
    }
    /// The style of `.background()` without arguments: `nil` (the system's) unless set.
    public var backgroundStyle: VmlShapeStyle? {
        get { storage.value(default: nil) }
        set { storage.setValue(newValue) }
    }
    /// Whether focus effects show: `true` unless set.
    public var isFocusEffectEnabled: Bool {
        get { storage.value(default: true) }
        set { storage.setValue(newValue) }
    }
    /// Whether hover effects show: `true` unless set.
    public var isHoverEffectEnabled: Bool {
        get { storage.value(default: true) }
        set { storage.setValue(newValue) }
    }
}

extension VmlEnvironmentValues: CustomStringConvertible {
    /// The request's values, for logs: `locale`, `timeZone`, `colorScheme`, size classes.
    ///
    /// ```swift
    /// VmlEnvironmentValues().description   // "locale: en_US, timeZone: GMT, colorScheme: light, …, dynamicTypeSize: .large, …"
    /// ```
    public var description: String {
        let sizeClasses = [horizontalSizeClass, verticalSizeClass].map { $0?.rawValue ?? "nil" }
        let typeSize = (try? dynamicTypeSize.expression.canonicalText()) ?? "?"
        return "locale: \(locale.identifier), timeZone: \(timeZone.identifier), colorScheme: \(colorScheme.rawValue), "
            + "horizontalSizeClass: \(sizeClasses[0]), verticalSizeClass: \(sizeClasses[1]), "
            + "dynamicTypeSize: \(typeSize), layoutDirection: \(layoutDirection.rawValue)"
    }
}
