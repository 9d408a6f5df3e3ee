// UIKit's and AppKit's colors do not exist on a server. SwiftUI code that names them (a `UIColor`
// argument) gets a message that says what to write instead, not "cannot find 'UIColor' in scope".
// Declared only where the real framework is absent. Their images are in Image/PlatformImages.swift.

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
#endif

#if !canImport(AppKit)
    /// AppKit's `NSColor`, which a server does not have: naming it gives the message below.
    @available(
        *, unavailable,
        message:
            "AppKit colors live on the client: write a SwiftUI color (.gray, .secondary, .primary), .hex(\"#f2f2f7\") or an asset color: VmlColor(\"Background\")"
    )
    public struct NSColor: Sendable {}
#endif
