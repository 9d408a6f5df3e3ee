import Foundation

/// SwiftUI's `ImageResource`, an asset image's generated symbol: `VmlImage(.logo)` writes
/// `<Image name="logo"/>`.
///
/// Xcode generates these symbols from an asset catalog, which a server does not have: declare the
/// ones your screens use once, as Xcode would.
///
/// ```swift
/// extension VmlImageResource {
///     static let logo = VmlImageResource(name: "logo", bundle: .main)
/// }
/// VmlImage(.logo)   // <Image name="logo"/>
/// ```
public struct VmlImageResource: Hashable, Sendable {
    /// The asset's name, which the client looks up.
    public var name: String

    /// A resource named `name`; the bundle is the client's, so it is not written.
    public init(name: String, bundle: Bundle = .main) {
        self.name = name
    }
}
