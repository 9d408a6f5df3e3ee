// UIKit's and AppKit's images do not exist on a server. SwiftUI code that names them
// (`UIImage(named:)`) gets a message that says what to write instead, not "cannot find 'UIImage' in
// scope". Declared only where the real framework is absent. Their colors are in
// Drawing/PlatformColors.swift.

import Foundation

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
    public struct UIImage: Sendable {
        /// UIImage's `init(named:)`, an asset image: refused with the type.
        public init?(named name: String) {}

        /// UIImage's `init(systemName:)`, an SF Symbol: refused with the type.
        public init?(systemName name: String) {}

        /// UIImage's `init(data:)`: refused with the type.
        public init?(data: Data) {}

        /// UIImage's `init(contentsOfFile:)`: refused with the type.
        public init?(contentsOfFile path: String) {}

        /// UIImage's empty image, `init()`: refused with the type.
        public init() {}
    }
#endif

#if !canImport(AppKit)
    /// AppKit's `NSImage`, which a server does not have: naming it gives the message below.
    @available(
        *, unavailable,
        message:
            "NSImage pixels live on the client: serve the image at a URL and write VmlAsyncImage(url:), or name an asset: VmlImage(\"logo\")"
    )
    public struct NSImage: Sendable {
        /// NSImage's `init(named:)`, an asset image: refused with the type.
        public init?(named name: String) {}

        /// NSImage's `init(systemName:)`, an SF Symbol: refused with the type.
        public init?(systemName name: String) {}

        /// NSImage's `init(data:)`: refused with the type.
        public init?(data: Data) {}

        /// NSImage's `init(contentsOfFile:)`: refused with the type.
        public init?(contentsOfFile path: String) {}

        /// NSImage's empty image, `init()`: refused with the type.
        public init() {}
    }
#endif
