/// SwiftUI's `SharePreview`: the title, image and icon a share sheet shows for an item, written as
/// a `SharePreview(…)` expression in a ``VmlShareLink``'s `preview` attribute.
///
/// ```swift
/// VmlSharePreview("Photo", image: VmlImage("photo"), icon: VmlImage(systemName: "photo"))
/// // SharePreview("Photo", image: Image("photo"), icon: Image(systemName: "photo"))
/// ```
public struct VmlSharePreview: Hashable, Sendable {
    /// The preview as a VML expression.
    public var expression: VMLExpression

    /// A preview with a title.
    ///
    /// ```swift
    /// VmlSharePreview("Photo")   // SharePreview("Photo")
    /// ```
    public init(_ title: String) {
        self.init(title, parts: [])
    }

    /// A preview with a title and an image.
    ///
    /// ```swift
    /// VmlSharePreview("Photo", image: VmlImage("photo"))   // SharePreview("Photo", image: Image("photo"))
    /// ```
    public init(_ title: String, image: VmlImage) {
        self.init(title, parts: [("image", image)])
    }

    /// A preview with a title and an icon.
    ///
    /// ```swift
    /// VmlSharePreview("Photo", icon: VmlImage(systemName: "photo"))   // SharePreview("Photo", icon: Image(systemName: "photo"))
    /// ```
    public init(_ title: String, icon: VmlImage) {
        self.init(title, parts: [("icon", icon)])
    }

    /// A preview with a title, an image and an icon.
    ///
    /// ```swift
    /// VmlSharePreview("P", image: VmlImage("p"), icon: VmlImage("i"))   // SharePreview("P", image: Image("p"), icon: Image("i"))
    /// ```
    public init(_ title: String, image: VmlImage, icon: VmlImage) {
        self.init(title, parts: [("image", image), ("icon", icon)])
    }

    private init(_ title: String, parts: [(String, VmlImage)]) {
        var arguments = [VMLArgument(.string(VmlLocalizedStringKey.localizedTitle(title)))]
        for (label, image) in parts {
            arguments.append(.labeled(label, Self.imageExpression(image)))
        }
        expression = .call(.identifier("SharePreview"), arguments)
    }

    /// `Image("name")` or `Image(systemName: "name")`, from the image's element.
    private static func imageExpression(_ image: VmlImage) -> VMLExpression {
        guard case .element(let element)? = image.vmlContent.nodes.first else { return .call("Image") }
        if let name = element[attribute: "systemName"] { return .call("Image", .labeled("systemName", .string(name))) }
        if let name = element[attribute: "decorative"] { return .call("Image", .labeled("decorative", .string(name))) }
        return .call("Image", VMLArgument(.string(element[attribute: "name"] ?? "")))
    }
}
