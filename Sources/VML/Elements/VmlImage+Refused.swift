extension VmlImage {
    /// SwiftUI's `Image(uiImage:)` cannot port: the image's pixels live on the client. Serve the
    /// image at a URL and write `VmlAsyncImage(url:)`, or name an asset the app ships (`VmlImage("logo")`).
    @available(
        *, unavailable,
        message:
            "UIImage pixels live on the client: serve the image at a URL and write VmlAsyncImage(url:), or name an asset: VmlImage(\"logo\")"
    )
    public init<T>(uiImage: T) {
        self.init("")
    }

    /// SwiftUI's `Image(nsImage:)` cannot port: serve the image at a URL (`VmlAsyncImage(url:)`) or
    /// name an asset (`VmlImage("logo")`).
    @available(
        *, unavailable,
        message:
            "NSImage pixels live on the client: serve the image at a URL and write VmlAsyncImage(url:), or name an asset: VmlImage(\"logo\")"
    )
    public init<T>(nsImage: T) {
        self.init("")
    }

    /// SwiftUI's `Image(_:scale:orientation:label:)` with a `CGImage` cannot port: serve the image
    /// at a URL (`VmlAsyncImage(url:)`) or name an asset.
    @available(*, unavailable, message: "CGImage pixels do not exist on the server: serve the image at a URL and write VmlAsyncImage(url:)")
    public init<T>(_ cgImage: T, scale: Double, label: VmlText) {
        self.init("")
    }
}

#if !canImport(UIKit)
    extension VmlImage {
        /// SwiftUI's `Image(uiImage:)` where UIKit is absent: its parameter is the refused ``UIImage``,
        /// so an implicit `.init(named:)` inside the call reaches the message too.
        ///
        /// ```swift
        /// VmlImage(uiImage: .init(named: name) ?? .init())
        /// // error: 'UIImage' is unavailable: UIImage pixels live on the client: …
        /// ```
        @available(
            *, unavailable,
            message:
                "UIImage pixels live on the client: serve the image at a URL and write VmlAsyncImage(url:), or name an asset: VmlImage(\"logo\")"
        )
        public init(uiImage: UIImage) {
            self.init("")
        }
    }
#endif

#if !canImport(AppKit)
    extension VmlImage {
        /// SwiftUI's `Image(nsImage:)` where AppKit is absent: its parameter is the refused ``NSImage``,
        /// so an implicit `.init(named:)` inside the call reaches the message too.
        ///
        /// ```swift
        /// VmlImage(nsImage: .init(named: name) ?? .init())
        /// // error: 'NSImage' is unavailable: NSImage pixels live on the client: …
        /// ```
        @available(
            *, unavailable,
            message:
                "NSImage pixels live on the client: serve the image at a URL and write VmlAsyncImage(url:), or name an asset: VmlImage(\"logo\")"
        )
        public init(nsImage: NSImage) {
            self.init("")
        }
    }
#endif
