/// SwiftUI's `#available(iOS 26, *)`, asked of the client the screen is rendered for instead of
/// the server: whether the current render context's ``VmlRenderContext/clientOS`` is `version` or
/// later. `true` when the client is unknown (it renders as for the newest) or no context is set.
///
/// A port changes the condition and nothing else: `if #available(iOS 26, *)` → `if vmlAvailable(iOS: 26)`.
/// `#available` itself still compiles in a body, but on the server it asks about the server's OS,
/// where it is always true, so every client would get the newer branch.
///
/// ```swift
/// struct Card: VmlViewModifier {
///     func body(content: Content) -> some VmlView {
///         if vmlAvailable(iOS: 17) {
///             content.background(.fill)
///         } else {
///             content.background(.ultraThinMaterial)
///         }
///     }
/// }
/// var context = VmlRenderContext(locale: Locale(identifier: "en_US"))
/// context.clientOS = .iOS(16, 4)
/// try context.apply { try VmlText("Hi").modifier(Card()).renderVML(.compact) }
/// // <Text style="background(.ultraThinMaterial)">Hi</Text>
/// ```
/// The body must be built inside the context: a composite view's `body` is built by
/// ``VmlView/renderVML(_:in:)``; a view value built before the render (a `VmlVStack { … }` kept in
/// a variable) asked with no context, and got `true`.
public func vmlAvailable(iOS version: VMLOSVersion.Number) -> Bool {
    vmlAvailable(VMLOSVersion(.iOS, major: version.major, minor: version.minor))
}

/// Whether the current render context's client runs `version` or later (`true` when unknown): the
/// form of ``vmlAvailable(iOS:)`` for a version with a patch number or one held in a value.
///
/// ```swift
/// if vmlAvailable(.iOS(17, 4, 1)) { VmlText("New") }
/// ```
public func vmlAvailable(_ version: VMLOSVersion) -> Bool {
    guard let client = VmlRenderContext.current?.clientOS else { return true }
    return client.platform == version.platform && client >= version
}

extension VMLOSVersion {
    /// A version as `#available` writes it, a number literal: `26` or `17.4` (one to four digits
    /// after the point are the minor version: write `.iOS(17, 10)` for a 10).
    ///
    /// ```swift
    /// let version: VMLOSVersion.Number = 17.4   // major 17, minor 4
    /// ```
    public struct Number: Hashable, Sendable, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
        /// The major version.
        public var major: Int
        /// The minor version.
        public var minor: Int

        /// `26`: major 26, minor 0.
        public init(integerLiteral value: Int) {
            major = max(0, value)
            minor = 0
        }

        /// `17.4`: major 17, minor 4, read from the literal's shortest decimal form.
        public init(floatLiteral value: Double) {
            let text = value.isFinite && value >= 0 && value < 10_000 ? "\(value)" : "0.0"
            let parts = text.split(separator: ".", maxSplits: 1)
            major = parts.first.flatMap { Int($0) } ?? 0
            minor = parts.count > 1 ? Int(parts[1].prefix(4)) ?? 0 : 0
        }
    }
}
