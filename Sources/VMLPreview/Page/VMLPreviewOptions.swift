import VMLCore

/// How a preview page is drawn: the device, the color scheme, the iOS, the page's title and, when
/// a server watches the file, the address the page polls to reload itself.
///
/// ```swift
/// var options = VMLPreviewOptions(device: .iPad, colorScheme: .dark, os: .iOS(17))
/// options.title = "Task list"
/// ```
public struct VMLPreviewOptions: Hashable, Sendable {
    /// The screen the document is laid out on.
    public var device: VMLPreviewScreen
    /// Light or dark.
    public var colorScheme: VMLPreviewColorScheme
    /// The iOS the screen is drawn for: from iOS 26 on, Liquid Glass tab bars, toolbars and
    /// `glassEffect`; before it, the flat bars. What that iOS lacks (``VMLAvailability``, as
    /// `vml check --target` finds it) is dropped, as its client drops it, and outlined where it
    /// was. iOS 26 by default.
    ///
    /// ```swift
    /// VMLPreviewOptions(os: .iOS(17)).os.description   // "iOS 17.0"
    /// ```
    public var os: VMLOSVersion
    /// The page's title; the file name or the preview's name when `nil`.
    public var title: String?
    /// The file name diagnostics are reported against (`Screen.vml:3:5: error: …`).
    public var fileName: String
    /// An address on the serving origin that answers with the document's current version (any
    /// short text): the page asks it twice a second and reloads when the answer changes. `nil`
    /// for a page written to disk.
    public var reloadURL: String?
    /// What `reloadURL` answered when the page was drawn: a page whose first answer already differs
    /// reloads (its file changed before it asked). `nil`: the first answer is the page's version.
    public var reloadVersion: String?

    /// Whether the screen has iOS 26's look (Liquid Glass bars and `glassEffect`).
    var isLiquidGlass: Bool { os.major >= 26 }

    /// Creates options; every argument has the default a written page uses.
    public init(
        device: VMLPreviewScreen = .iPhone,
        colorScheme: VMLPreviewColorScheme = .light,
        title: String? = nil,
        fileName: String = "<document>",
        reloadURL: String? = nil
    ) {
        self.init(device: device, colorScheme: colorScheme, title: title, fileName: fileName, reloadURL: reloadURL, os: .iOS(26))
    }

    /// Creates options for the iOS `os` (``os``); every other argument has the default a written
    /// page uses.
    ///
    /// ```swift
    /// VMLPreviewOptions(colorScheme: .dark, os: .iOS(17)).os.major   // 17
    /// ```
    public init(
        device: VMLPreviewScreen = .iPhone,
        colorScheme: VMLPreviewColorScheme = .light,
        title: String? = nil,
        fileName: String = "<document>",
        reloadURL: String? = nil,
        os: VMLOSVersion
    ) {
        self.device = device
        self.colorScheme = colorScheme
        self.os = os
        self.title = title
        self.fileName = fileName
        self.reloadURL = reloadURL
    }
}
