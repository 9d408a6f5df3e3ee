import Hummingbird
import VML

extension Request {
    /// The name of the header a VML client sends with every request, its OS as
    /// `platform/version` (`VML-Client: iOS/17.4`), so each screen is rendered for its iOS
    /// (Docs/Server.md, "The client's iOS").
    public static let vmlClientHeader = "VML-Client"

    /// The iOS the screen is rendered for: `?client=` when given (a browser preview picks one
    /// that way: `ios16`, `iOS 17.4`, `17`), else the `VML-Client` header (`iOS/17.4`); `nil` when
    /// neither says, which renders as for the newest iOS.
    ///
    /// A query value that is not an iOS version throws ``ScreenError/badClientOS(_:)`` (a 400); a
    /// header that is not one (another platform, a newer syntax) is taken as unknown, so a client
    /// never gets an error screen for what it sends about itself.
    ///
    /// ```swift
    /// // GET /tasks, VML-Client: iOS/17.4        → iOS 17.4
    /// // GET /tasks?preview&client=ios16         → iOS 16.0
    /// // GET /tasks                              → nil (the newest)
    /// // GET /tasks?client=android               → throws ScreenError.badClientOS("android")  (400)
    /// ```
    public func vmlClientOS() throws(ScreenError) -> VMLOSVersion? {
        if let value = uri.queryParameters.get("client") {
            guard let version = VMLOSVersion(value) else { throw .badClientOS(value) }
            return version
        }
        let name = Self.vmlClientHeader.lowercased()
        guard let header = headers.first(where: { $0.name.canonicalName == name })?.value else { return nil }
        // The first token: `iOS/17.4`; what may follow it (`iOS/17.4 (iPad)`) is for later.
        let token = header.split(whereSeparator: { $0 == " " || $0 == ";" }).first.map(String.init) ?? ""
        return VMLOSVersion(token)
    }

    /// The client's iOS for an error screen: as ``vmlClientOS()``, but unknown when the query's
    /// value is bad, so the 400 screen itself can be written.
    public var errorScreenClientOS: VMLOSVersion? {
        (try? vmlClientOS()) ?? nil
    }
}
