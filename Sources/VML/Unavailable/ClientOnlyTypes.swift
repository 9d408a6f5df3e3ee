// UIKit's and AppKit's types do not exist on a server. SwiftUI code that names them (a `UIColor`
// argument, `UIImage(named:)`, a `UIViewRepresentable` view) gets a message that says what to write
// instead, not "cannot find 'UIColor' in scope". Declared only where the real framework is absent.

#if !canImport(UIKit)
    /// UIKit's `UIColor`, which a server does not have: naming it gives the message below.
    ///
    /// ```swift
    /// VmlText("Hi").foregroundStyle(VmlColor(uiColor: UIColor.systemGray))
    /// // error: 'UIColor' is unavailable: UIKit colors live on the client: write a SwiftUI color …
    /// ```
    @available(
        *, unavailable,
        message:
            "UIKit colors live on the client: write a SwiftUI color (.gray, .secondary, .primary), .hex(\"#f2f2f7\") or an asset color: VmlColor(\"Background\")"
    )
    public struct UIColor: Sendable {}

    /// UIKit's `UIImage`, which a server does not have: naming it gives the message below.
    ///
    /// ```swift
    /// VmlImage(uiImage: UIImage(named: "logo")!)
    /// // error: 'UIImage' is unavailable: UIImage pixels live on the client: …
    /// ```
    @available(
        *, unavailable,
        message:
            "UIImage pixels live on the client: serve the image at a URL and write VmlAsyncImage(url:), or name an asset: VmlImage(\"logo\")"
    )
    public struct UIImage: Sendable {}
#endif

#if !canImport(AppKit)
    /// AppKit's `NSColor`, which a server does not have: naming it gives the message below.
    @available(
        *, unavailable,
        message:
            "AppKit colors live on the client: write a SwiftUI color (.gray, .secondary, .primary), .hex(\"#f2f2f7\") or an asset color: VmlColor(\"Background\")"
    )
    public struct NSColor: Sendable {}

    /// AppKit's `NSImage`, which a server does not have: naming it gives the message below.
    @available(
        *, unavailable,
        message:
            "NSImage pixels live on the client: serve the image at a URL and write VmlAsyncImage(url:), or name an asset: VmlImage(\"logo\")"
    )
    public struct NSImage: Sendable {}
#endif

/// SwiftUI's `UIViewRepresentable` cannot port: a UIKit view exists only in the client app.
///
/// ```swift
/// struct MapView: VmlUIViewRepresentable { … }
/// // error: 'VmlUIViewRepresentable' is unavailable: UIKit views exist only in the client app: …
/// ```
@available(
    *, unavailable,
    message:
        "UIKit views exist only in the client app: register the view as a custom element there and write it with VmlElement(\"MapView\", attributes: …)"
)
public protocol VmlUIViewRepresentable {}

/// SwiftUI's `UIViewControllerRepresentable` cannot port: a UIKit view controller exists only in the client app.
@available(
    *, unavailable,
    message:
        "UIKit view controllers exist only in the client app: register the view as a custom element there and write it with VmlElement(\"Name\", attributes: …)"
)
public protocol VmlUIViewControllerRepresentable {}

/// SwiftUI's `NSViewRepresentable` cannot port: an AppKit view exists only in the client app.
@available(
    *, unavailable,
    message:
        "AppKit views exist only in the client app: register the view as a custom element there and write it with VmlElement(\"Name\", attributes: …)"
)
public protocol VmlNSViewRepresentable {}
