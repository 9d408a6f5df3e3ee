/// The operating system a client draws screens with, and its version: what SwiftUI's
/// `#available(iOS 17.4, *)` compares against on the device.
///
/// A server renders for many devices at once, so it cannot ask `#available`: the client says
/// which iOS it runs (a request header, Docs/Server.md), and a render for it knows what SwiftUI
/// declarations that iOS has (``VMLOSVersion`` is what `VmlRenderContext.clientOS` holds and what
/// the catalog's availability is written in).
///
/// ```swift
/// VMLOSVersion.iOS(17, 4)                       // iOS 17.4
/// VMLOSVersion("ios17")                         // iOS 17.0
/// VMLOSVersion("iOS/18.0.1")                    // iOS 18.0.1
/// VMLOSVersion.iOS(26) > VMLOSVersion.iOS(17, 4) // true
/// ```
public struct VMLOSVersion: Hashable, Comparable, Sendable, CustomStringConvertible, LosslessStringConvertible {
    /// The operating systems a client may run. SwiftUI's other platforms are not VML clients yet.
    public enum Platform: String, Hashable, Sendable, CaseIterable {
        /// iOS and iPadOS, which share their version numbers.
        case iOS
    }

    /// The operating system.
    public var platform: Platform
    /// The major version: `17` in iOS 17.4.1.
    public var major: Int
    /// The minor version: `4` in iOS 17.4.1.
    public var minor: Int
    /// The patch version: `1` in iOS 17.4.1.
    public var patch: Int

    /// Creates a version; a negative number is taken as 0.
    ///
    /// ```swift
    /// VMLOSVersion(.iOS, major: 17, minor: 4)   // iOS 17.4
    /// ```
    public init(_ platform: Platform = .iOS, major: Int, minor: Int = 0, patch: Int = 0) {
        self.platform = platform
        self.major = max(0, major)
        self.minor = max(0, minor)
        self.patch = max(0, patch)
    }

    /// An iOS version, as `#available` writes it: `.iOS(26)`, `.iOS(17, 4)`.
    ///
    /// ```swift
    /// VMLOSVersion.iOS(17, 4).description   // "iOS 17.4"
    /// ```
    public static func iOS(_ major: Int, _ minor: Int = 0, _ patch: Int = 0) -> VMLOSVersion {
        VMLOSVersion(.iOS, major: major, minor: minor, patch: patch)
    }

    /// Reads a version as a client or a person writes it: a platform name in any case (`iOS`,
    /// `iPadOS`; none means iOS), then, after a space, a `/`, a `-` or nothing, one to three
    /// numbers joined by dots. `nil` for anything else.
    ///
    /// ```swift
    /// VMLOSVersion("17")          // iOS 17.0
    /// VMLOSVersion("17.4")        // iOS 17.4
    /// VMLOSVersion("iOS 18.0")    // iOS 18.0
    /// VMLOSVersion("ios17")       // iOS 17.0
    /// VMLOSVersion("iOS/17.4.1")  // iOS 17.4.1 (the `VML-Client` header's form)
    /// VMLOSVersion("Android 14")  // nil
    /// ```
    public init?(_ description: String) {
        var text = Substring(description).utf8.drop { $0 == 0x20 || $0 == 0x09 }
        while let last = text.last, last == 0x20 || last == 0x09 { text = text.dropLast() }
        var rest = text
        for name in ["ipados", "iphoneos", "ios"] where Self.hasPrefix(rest, caseInsensitive: name) {
            rest = rest.dropFirst(name.utf8.count)
            if let first = rest.first, first == 0x20 || first == 0x2F || first == 0x2D { rest = rest.dropFirst() }  // " ", "/", "-"
            break
        }
        var numbers: [Int] = []
        var current: Int?
        for byte in rest {
            if byte >= 0x30, byte <= 0x39 {
                let digit = Int(byte - 0x30)
                let value = (current ?? 0) * 10 + digit
                guard value < 10_000 else { return nil }
                current = value
            } else if byte == 0x2E, let number = current {  // "."
                numbers.append(number)
                current = nil
            } else {
                return nil
            }
        }
        guard let last = current else { return nil }
        numbers.append(last)
        guard numbers.count <= 3 else { return nil }
        self.init(.iOS, major: numbers[0], minor: numbers.count > 1 ? numbers[1] : 0, patch: numbers.count > 2 ? numbers[2] : 0)
    }

    /// Whether `text` starts with the lowercase ASCII `prefix`, in any case.
    private static func hasPrefix(_ text: Substring.UTF8View, caseInsensitive prefix: String) -> Bool {
        var index = text.startIndex
        for expected in prefix.utf8 {
            guard index < text.endIndex else { return false }
            let byte = text[index]
            guard byte == expected || (byte >= 0x41 && byte <= 0x5A && byte + 0x20 == expected) else { return false }
            index = text.index(after: index)
        }
        return true
    }

    /// `iOS 17.4`; the patch only when it is not 0 (`iOS 17.4.1`), the minor always (`iOS 26.0`).
    public var description: String {
        platform.rawValue + " " + number
    }

    /// The version without the platform: `17.4`, `26.0`, `17.4.1`.
    ///
    /// ```swift
    /// VMLOSVersion.iOS(26).number   // "26.0"
    /// ```
    public var number: String {
        "\(major).\(minor)" + (patch == 0 ? "" : ".\(patch)")
    }

    /// Earlier platform first (there is one), then earlier version first.
    public static func < (lhs: VMLOSVersion, rhs: VMLOSVersion) -> Bool {
        (lhs.platform.sortKey, lhs.major, lhs.minor, lhs.patch) < (rhs.platform.sortKey, rhs.major, rhs.minor, rhs.patch)
    }

    /// What a declaration that needs `introduced` (`nil`: not on this platform) says to a client
    /// running `client`: `glassEffect(_:in:) needs iOS 26.0; the client is iOS 17.4`, the one
    /// wording of the render's error and the availability findings.
    package static func requirementMessage(declaration: String, introduced: VMLOSVersion?, client: VMLOSVersion) -> String {
        let needs = introduced.map { "needs \($0)" } ?? "is not available on \(client.platform.rawValue)"
        return "\(declaration) \(needs); the client is \(client)"
    }
}

extension VMLOSVersion.Platform {
    /// The platform's place in ``VMLOSVersion``'s order.
    fileprivate var sortKey: Int {
        switch self {
        case .iOS: 0
        }
    }
}
