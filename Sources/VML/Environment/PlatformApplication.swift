// UIKit's application, device and screen do not exist on a server. SwiftUI code that reaches for
// them (`UIApplication.shared.open(url)`, `UIDevice.current.userInterfaceIdiom`,
// `UIScreen.main.bounds`) gets a message that says what to write instead, not "cannot find
// 'UIApplication' in scope". Declared only where the real framework is absent.

import Foundation

#if !canImport(UIKit)
    /// UIKit's `UIApplication`, which a server does not have: naming it gives the message below.
    ///
    /// ```swift
    /// UIApplication.shared.open(url)
    /// // error: 'UIApplication' is unavailable: the application is the client's: open a URL with VmlLink(_:destination:) …
    /// ```
    @available(
        *, unavailable,
        message:
            "the application is the client's: open a URL with VmlLink(_:destination:), or call openURL (@VmlEnvironment(\\.openURL)) in a button's action"
    )
    public struct UIApplication: Sendable {
        /// The shared application: refused with the type.
        public static var shared: UIApplication { UIApplication() }

        /// The Settings app's URL string: refused with the type.
        public static var openSettingsURLString: String { "" }

        /// The keys of `open(_:options:completionHandler:)`'s options: refused with the type.
        public struct OpenExternalURLOptionsKey: Hashable, Sendable {}

        /// Opens a URL on the device: refused with the type.
        public func open(
            _ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:],
            completionHandler: (@MainActor @Sendable (Bool) -> Void)? = nil
        ) {}

        /// Whether the device can open a URL: refused with the type.
        public func canOpenURL(_ url: URL) -> Bool { false }
    }

    /// UIKit's `UIDevice`, which a server does not have: naming it gives the message below.
    ///
    /// ```swift
    /// if UIDevice.current.userInterfaceIdiom == .pad { … }
    /// // error: 'UIDevice' is unavailable: the device is the client's: …
    /// ```
    @available(
        *, unavailable,
        message:
            "the device is the client's: read what its request says (VmlRenderContext.clientOS) or let the layout adapt (ViewThatFits, horizontalSizeClass)"
    )
    public struct UIDevice: Sendable {
        /// The device the code runs on: refused with the type.
        public static var current: UIDevice { UIDevice() }

        /// The device's kind (`.phone`, `.pad`): refused with the type.
        public var userInterfaceIdiom: UIUserInterfaceIdiom { .phone }

        /// The device's OS version: refused with the type.
        public var systemVersion: String { "" }

        /// The device's model: refused with the type.
        public var model: String { "" }

        /// The device's name: refused with the type.
        public var name: String { "" }
    }

    /// UIKit's `UIUserInterfaceIdiom`, refused with ``UIDevice``.
    @available(
        *, unavailable,
        message:
            "the device is the client's: read what its request says (VmlRenderContext.clientOS) or let the layout adapt (ViewThatFits, horizontalSizeClass)"
    )
    public enum UIUserInterfaceIdiom: Sendable {
        /// An iPhone.
        case phone
        /// An iPad.
        case pad
        /// A Mac.
        case mac
        /// An Apple TV.
        case tv
        /// A Vision Pro.
        case vision
    }

    /// UIKit's `UIScreen`, which a server does not have: naming it gives the message below.
    ///
    /// ```swift
    /// VmlText("Hi").frame(width: UIScreen.main.bounds.width)
    /// // error: 'UIScreen' is unavailable: the screen is the client's: …
    /// ```
    @available(
        *, unavailable,
        message:
            "the screen is the client's: lay out with frame(maxWidth: .infinity), containerRelativeFrame(_:) or a grid, which the client sizes"
    )
    public struct UIScreen: Sendable {
        /// The main screen: refused with the type.
        public static var main: UIScreen { UIScreen() }

        /// The screen's bounds: refused with the type.
        public var bounds: (width: Double, height: Double) { (0, 0) }

        /// The screen's scale: refused with the type.
        public var scale: Double { 1 }
    }
#endif
