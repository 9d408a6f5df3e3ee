/// A navigation stack's path (SwiftUI's `NavigationPath`), kept as state so that
/// `NavigationStack(path: $path)` ports; the path is the client's navigation state, so VML writes nothing
/// for it and the stack writes its root.
///
/// ```swift
/// var path = VmlNavigationPath()
/// path.append(42)
/// path.count   // 1
/// ```
public struct VmlNavigationPath: Hashable, Sendable {
    /// The values pushed, as the expressions a `NavigationLink(value:)` writes.
    private var elements: [VMLExpression]

    /// An empty path; VML writes nothing for it.
    ///
    /// ```swift
    /// VmlNavigationPath().isEmpty   // true
    /// ```
    public init() {
        elements = []
    }

    /// A path holding values, first at the bottom; VML writes nothing for it.
    ///
    /// ```swift
    /// VmlNavigationPath([1, 2]).count   // 2
    /// ```
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
        self.elements = elements.map { VMLExpression.swiftValue($0) }
    }

    /// The number of values on the path.
    ///
    /// ```swift
    /// VmlNavigationPath(["a"]).count   // 1
    /// ```
    public var count: Int { elements.count }

    /// Whether the path is empty.
    ///
    /// ```swift
    /// VmlNavigationPath().isEmpty   // true
    /// ```
    public var isEmpty: Bool { elements.isEmpty }

    /// Pushes a value; VML writes nothing for it (actions that push run on the client).
    ///
    /// ```swift
    /// var path = VmlNavigationPath()
    /// path.append("settings")
    /// path.count   // 1
    /// ```
    public mutating func append<V: Hashable>(_ value: V) {
        elements.append(VMLExpression.swiftValue(value))
    }

    /// Pops `k` values (one by default); VML writes nothing for it.
    ///
    /// ```swift
    /// var path = VmlNavigationPath([1, 2, 3])
    /// path.removeLast(2)
    /// path.count   // 1
    /// ```
    public mutating func removeLast(_ k: Int = 1) {
        elements.removeLast(Swift.min(Swift.max(k, 0), elements.count))
    }
}
