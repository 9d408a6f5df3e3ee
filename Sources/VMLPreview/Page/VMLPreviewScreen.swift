/// The screen a preview is laid out on: its size in points (1 pt is one CSS pixel) and the safe
/// area the system bars take at its top and bottom.
///
/// ```swift
/// VMLPreviewScreen.iPhone.width                    // 393
/// VMLPreviewScreen(named: "ipad")?.name            // "iPad"
/// VMLPreviewScreen.all.map(\.identifier)           // ["iphone", "iphone-se", "ipad"]
/// ```
public struct VMLPreviewScreen: Hashable, Sendable {
    /// The name shown on the page, such as `iPhone`.
    public var name: String
    /// The name `vml preview --device` takes, such as `iphone-se`.
    public var identifier: String
    /// The screen's width in points.
    public var width: Int
    /// The screen's height in points.
    public var height: Int
    /// The height of the status bar's safe area, in points.
    public var topInset: Int
    /// The height of the home indicator's safe area, in points.
    public var bottomInset: Int

    /// Creates a device.
    public init(name: String, identifier: String, width: Int, height: Int, topInset: Int, bottomInset: Int) {
        self.name = name
        self.identifier = identifier
        self.width = width
        self.height = height
        self.topInset = topInset
        self.bottomInset = bottomInset
    }

    /// An iPhone 15 or 16: 393×852 points (the default).
    public static let iPhone = VMLPreviewScreen(
        name: "iPhone", identifier: "iphone", width: 393, height: 852, topInset: 59, bottomInset: 34)
    /// The small iPhone (SE): 375×667 points.
    public static let iPhoneSE = VMLPreviewScreen(
        name: "iPhone SE", identifier: "iphone-se", width: 375, height: 667, topInset: 20, bottomInset: 0)
    /// An 11-inch iPad in portrait: 834×1194 points.
    public static let iPad = VMLPreviewScreen(
        name: "iPad", identifier: "ipad", width: 834, height: 1194, topInset: 24, bottomInset: 20)

    /// Every built-in device, the default first.
    public static let all: [VMLPreviewScreen] = [.iPhone, .iPhoneSE, .iPad]

    /// The built-in device whose identifier is `identifier`, compared without case.
    public init?(named identifier: String) {
        guard let device = Self.all.first(where: { $0.identifier == identifier.lowercased() }) else { return nil }
        self = device
    }
}

/// The earlier name of ``VMLPreviewScreen``, one letter's case away from the DSL's
/// `VmlPreviewDevice` (SwiftUI's `PreviewDevice`, which writes nothing).
///
/// ```swift
/// VMLPreviewDevice.iPhone.width   // 393, with a warning to write VMLPreviewScreen
/// ```
@available(*, deprecated, renamed: "VMLPreviewScreen")
public typealias VMLPreviewDevice = VMLPreviewScreen
