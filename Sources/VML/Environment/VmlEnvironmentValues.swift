/// The environment a view reads with ``VmlEnvironment`` (SwiftUI's `EnvironmentValues`), taken
/// from the ``VmlRenderContext`` the view is built in.
///
/// ```swift
/// @VmlEnvironment(\.colorScheme) private var colorScheme
/// // .light, or the context's colorScheme
/// ```
public struct VmlEnvironmentValues: Sendable {
    /// The request's locale (`en_US_POSIX` without a context).
    public var locale: Locale
    /// The request's time zone (GMT without a context).
    public var timeZone: TimeZone
    /// A Gregorian calendar in the request's locale and time zone.
    public var calendar: Calendar
    /// The request's color scheme (`.light` without one).
    public var colorScheme: VmlColorScheme
    /// Dismisses a presentation; on the server, calling it does nothing (actions never run).
    public var dismiss: VmlDismissAction { VmlDismissAction() }
    /// Opens a URL; on the server, calling it does nothing (actions never run).
    public var openURL: VmlOpenURLAction { VmlOpenURLAction() }
    /// Whether controls are enabled: `true` (the client applies `.disabled`).
    public var isEnabled: Bool { true }
    /// The request's horizontal size class, `nil` when the context does not give one.
    public var horizontalSizeClass: VmlUserInterfaceSizeClass?
    /// The request's vertical size class, `nil` when the context does not give one.
    public var verticalSizeClass: VmlUserInterfaceSizeClass?
    /// The scene's phase: `.active`, the scene a server renders for is in use.
    public var scenePhase: VmlScenePhase { .active }
    /// Opens a window; on the server, calling it does nothing (actions never run).
    public var openWindow: VmlOpenWindowAction { VmlOpenWindowAction() }

    /// The environment of `context`, or the defaults.
    init(context: VmlRenderContext?) {
        locale = context?.locale ?? VmlRenderContext.fallbackLocale
        timeZone = context?.timeZone ?? .gmt
        colorScheme = context?.colorScheme ?? .light
        horizontalSizeClass = context?.horizontalSizeClass
        verticalSizeClass = context?.verticalSizeClass
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = locale
        calendar.timeZone = timeZone
        self.calendar = calendar
    }
}

/// SwiftUI's `DismissAction`: `dismiss()` compiles and does nothing on the server.
///
/// ```swift
/// VmlButton("Cancel") { dismiss() }   // <Button><Text>Cancel</Text></Button>
/// ```
public struct VmlDismissAction: Sendable {
    /// Does nothing: the client dismisses.
    public func callAsFunction() {}
}

/// SwiftUI's `OpenURLAction`: `openURL(url)` compiles and does nothing on the server.
///
/// ```swift
/// VmlButton("Help") { openURL(helpURL) }   // <Button><Text>Help</Text></Button>
/// ```
public struct VmlOpenURLAction: Sendable {
    /// Does nothing: the client opens URLs.
    public func callAsFunction(_ url: URL) {}
}
