/// What a server knows about the request it renders for: a locale, a time zone, translations, and
/// the current time (SwiftUI's environment `locale`, `timeZone` and the app's string tables).
///
/// Views built inside ``apply(_:)`` (or rendered with ``VmlView/renderVML(_:in:)``) translate
/// their `VmlText` keys and format dates and numbers with it; without a context, keys are written
/// as text, and dates and numbers use `en_US_POSIX` in GMT, so output never depends on the server.
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
    static let fallbackLocale = Locale(identifier: "en_US_POSIX")

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
