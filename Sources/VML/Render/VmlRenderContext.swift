/// What a server knows about the request it renders for: a locale, a time zone, translations, and
/// the current time (SwiftUI's environment `locale`, `timeZone` and the app's string tables).
///
/// Views built inside ``apply(_:)`` (or rendered with ``VmlView/renderVML(_:in:)``) translate
/// their `VmlText` keys and format dates and numbers with it; without a context, keys are written
/// as text, and dates and numbers use `en_US` (US English, as a new SwiftUI project's development
/// region) in GMT, so output never depends on the server.
///
/// It is also the environment `@VmlEnvironment` reads: the values set with
/// ``environment(_:_:)`` (text size, edit mode, accessibility settings, …) and the objects set
/// with ``environment(_:)`` and ``environmentObject(_:)``, compared by identity.
///
/// ```swift
/// let french = VmlRenderContext(locale: Locale(identifier: "fr_FR"), timeZone: TimeZone(identifier: "Europe/Paris")!,
///                               strings: VmlStringTable(["Settings": "Réglages"]))
/// try SettingsScreen().renderVML(.compact, in: french)   // …<Text>Réglages</Text>…
/// ```
public struct VmlRenderContext: Hashable, Sendable {
    /// The locale dates and numbers are formatted for.
    public var locale: Locale
    /// The time zone dates are shown in.
    public var timeZone: TimeZone
    /// Translations by table name; `VmlText("…")` without a `tableName` reads `"Localizable"`.
    public var tables: [String: VmlStringTable]
    /// The time `Text(date, style: .relative)` is relative to.
    public var now: Date
    /// The color scheme `@VmlEnvironment(\.colorScheme)` reads.
    public var colorScheme: VmlColorScheme
    /// The horizontal size class `@VmlEnvironment(\.horizontalSizeClass)` reads; `nil` when unknown.
    public var horizontalSizeClass: VmlUserInterfaceSizeClass?
    /// The vertical size class `@VmlEnvironment(\.verticalSizeClass)` reads; `nil` when unknown.
    public var verticalSizeClass: VmlUserInterfaceSizeClass?
    /// The iOS of the device that will draw the screen; `nil` when unknown, which renders as for
    /// the newest. ``vmlAvailable(iOS:)`` answers for it, and ``newerDeclarations`` says what the
    /// render does with a declaration it lacks.
    ///
    /// ```swift
    /// var context = VmlRenderContext(locale: Locale(identifier: "en_US"))
    /// context.clientOS = VMLOSVersion("iOS/17.4")   // from the request's VML-Client header
    /// ```
    public var clientOS: VMLOSVersion?
    /// What a render for ``clientOS`` does with a SwiftUI declaration newer than it, which no
    /// ``vmlAvailable(iOS:)`` fallback replaced: writes it (the default), drops it, or fails.
    public var newerDeclarations: NewerDeclarations = .write
    /// The other environment values and the objects set with ``environment(_:_:)``,
    /// ``environment(_:)`` and ``environmentObject(_:)``.
    var environmentStorage = VmlEnvironmentStorage()

    /// Creates a context; `strings` is the `"Localizable"` table.
    public init(
        locale: Locale, timeZone: TimeZone = .gmt, strings: VmlStringTable? = nil, tables: [String: VmlStringTable] = [:],
        now: Date = Date(), colorScheme: VmlColorScheme = .light, horizontalSizeClass: VmlUserInterfaceSizeClass? = nil,
        verticalSizeClass: VmlUserInterfaceSizeClass? = nil
    ) {
        self.locale = locale
        self.timeZone = timeZone
        var tables = tables
        if let strings { tables[Self.defaultTableName] = strings }
        self.tables = tables
        self.now = now
        self.colorScheme = colorScheme
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
    }

    /// The context views are being built in, if any.
    @TaskLocal public static var current: VmlRenderContext?

    /// What a render does with a SwiftUI declaration newer than the client's iOS (``clientOS``),
    /// as the catalog of SwiftUI's API dates it (``VMLAvailability``).
    ///
    /// ```swift
    /// var context = VmlRenderContext(locale: Locale(identifier: "en_US"))
    /// context.clientOS = .iOS(16)
    /// context.newerDeclarations = .drop
    /// try VmlText("Hi").padding(8).scrollClipDisabled().renderVML(.compact, in: context)   // <Text style="padding(8)">Hi</Text>
    /// ```
    public enum NewerDeclarations: String, Hashable, Sendable, CaseIterable {
        /// Write it: the client skips what it cannot draw (what every render did before clients
        /// had versions, and what a render with no ``clientOS`` does).
        case write
        /// Leave it out: a newer modifier, or a newer view with everything inside it (and the
        /// template children only a left-out modifier names).
        case drop
        /// Fail the render with ``VMLSerializationError/Reason/newerThanClient(declaration:introduced:client:)``
        /// at the first one, in document order: `VStack[0] > Text[1]: scrollClipDisabled(_:) needs
        /// iOS 17.0; the client is iOS 16.0`.
        case fail
    }

    /// Runs `body` (which builds views) in this context.
    ///
    /// ```swift
    /// let vml = try french.apply { try VmlText("Settings").renderVML(.compact) }   // <Text>Réglages</Text>
    /// ```
    public func apply<T>(_ body: () throws -> T) rethrows -> T {
        try Self.$current.withValue(self, operation: body)
    }

    /// The table read when a `Text` names none.
    public static let defaultTableName = "Localizable"

    /// The locale used without a context.
    static let fallbackLocale = Locale(identifier: "en_US")

    /// The context that renders as no context does: the fallback locale, GMT, no translations.
    static var fallback: VmlRenderContext { VmlRenderContext(locale: fallbackLocale) }

    /// The translation of `key` in the table `tableName` (or the default table), if any.
    func translation(of key: String, tableName: String?) -> String? {
        tables[tableName ?? Self.defaultTableName]?.translations[key]
    }
}

extension VmlView {
    /// The view's canonical VML, built and rendered in `context`: keys translated, dates and
    /// numbers formatted for its locale and time zone.
    ///
    /// ```swift
    /// try Greeting().renderVML(.compact, in: french)   // <Text>Bonjour</Text>
    /// ```
    /// A composite view's `body` is built here, inside the context; a view value built before
    /// (such as a `VmlVStack { … }` literal) was built without it: build it in ``VmlRenderContext/apply(_:)``.
    ///
    /// With a ``VmlRenderContext/clientOS``, ``vmlAvailable(iOS:)`` answers for it while the body is
    /// built, and the context's ``VmlRenderContext/newerDeclarations`` applies to what is left.
    public func renderVML(_ format: VMLFormat = .pretty, in context: VmlRenderContext) throws(VMLSerializationError) -> String {
        let result = VmlRenderContext.$current.withValue(context) { () -> Result<String, VMLSerializationError> in
            do throws(VMLSerializationError) {
                return .success(try renderVML(format))
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }
}

extension VmlRenderContext {
    /// This context with the environment value at `keyPath` set to `value`, as SwiftUI's
    /// `environment(_:_:)` sets it for a view: what `@VmlEnvironment(keyPath)` reads in views built in it.
    ///
    /// ```swift
    /// let large = VmlRenderContext(locale: Locale(identifier: "en_US")).environment(\.dynamicTypeSize, .accessibility1)
    /// try large.apply { try Caption().renderVML(.compact) }   // <Text>Large type</Text>
    /// ```
    public func environment<V: Sendable>(_ keyPath: WritableKeyPath<VmlEnvironmentValues, V> & Sendable, _ value: V) -> VmlRenderContext {
        var values = VmlEnvironmentValues(context: self)
        values[keyPath: keyPath] = value
        return values.context
    }

    /// This context holding `object`, which `@VmlEnvironment(T.self)` reads in views built in it
    /// (SwiftUI's `environment(_:)` with an `@Observable` object); `nil` removes the object of type `T`.
    ///
    /// ```swift
    /// let context = VmlRenderContext(locale: Locale(identifier: "en_US")).environment(library)
    /// try LibraryScreen().renderVML(.compact, in: context)   // <Text>3 books</Text>
    /// ```
    /// An object is looked up by the type it is passed as, and compared by identity (`===`) when
    /// contexts are compared or hashed. It is `Sendable`: a `@MainActor` class (as SwiftUI's models
    /// are), a `final class` of constants, or one that guards its state.
    public func environment<T: AnyObject & Sendable>(_ object: T?) -> VmlRenderContext {
        var context = self
        context.environmentStorage.setObject(object, as: T.self)
        return context
    }

    /// This context holding `object`, which `@VmlEnvironmentObject` reads in views built in it
    /// (SwiftUI's `environmentObject(_:)`).
    ///
    /// ```swift
    /// let context = VmlRenderContext(locale: Locale(identifier: "en_US")).environmentObject(cart)
    /// try CartBadge().renderVML(.compact, in: context)   // <Text>2 items</Text>
    /// ```
    /// Objects set this way and with ``environment(_:)`` are one set: either wrapper reads either.
    public func environmentObject<T: AnyObject & Sendable>(_ object: T) -> VmlRenderContext {
        environment(object)
    }
}
