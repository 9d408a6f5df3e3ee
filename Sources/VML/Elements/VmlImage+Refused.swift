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
extension VmlImage {
    /// SwiftUI's `Image(decorative:scale:orientation:)` with a `CGImage`, refused at compile time.
    ///
    /// ```swift
    /// VmlImage(decorative: cgImage, scale: 2)
    /// // error: 'init(decorative:scale:orientation:)' is unavailable: CGImage pixels do not exist on the server: serve the image at a URL and write VmlAsyncImage(url:)
    /// ```
    @available(*, unavailable, message: "CGImage pixels do not exist on the server: serve the image at a URL and write VmlAsyncImage(url:)")
    public init<T, Orientation>(decorative cgImage: T, scale: Double, orientation: Orientation) { self.init("") }

    /// SwiftUI's `Image(size:label:opaque:colorMode:renderer:)` (iOS 17), refused at compile time.
    ///
    /// ```swift
    /// VmlImage(size: size) { context in … }
    /// // error: 'init(size:label:opaque:colorMode:renderer:)' is unavailable: the image is drawn on the client: draw it into an image served at a URL (VmlAsyncImage(url:)), or use shapes
    /// ```
    @available(
        *, unavailable,
        message: "the image is drawn on the client: draw it into an image served at a URL (VmlAsyncImage(url:)), or use shapes"
    )
    public init<Size, Context>(
        size: Size, label: VmlText? = nil, opaque: Bool = false, colorMode: VmlColorRenderingMode? = nil, renderer: (inout Context) -> Void
    ) { self.init("") }
}
