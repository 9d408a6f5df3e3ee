// UIKit's and AppKit's images do not exist on a server. SwiftUI code that names them
// (`UIImage(named:)`) gets a message that says what to write instead, not "cannot find 'UIImage' in
// scope". Declared only where the real framework is absent. Their colors are in
// Drawing/PlatformColors.swift.

#if !canImport(UIKit)
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
    /// AppKit's `NSImage`, which a server does not have: naming it gives the message below.
    @available(
        *, unavailable,
        message:
            "NSImage pixels live on the client: serve the image at a URL and write VmlAsyncImage(url:), or name an asset: VmlImage(\"logo\")"
    )
    public struct NSImage: Sendable {}
#endif
