/// A piece of interface that renders to VML, like SwiftUI's `View`.
///
/// Elements (``VmlText``, ``VmlVStack``, …) conform, and so do your own composite views:
/// ```swift
/// struct TaskRow: VmlView {
///     let title: String
///     var body: some VmlView {
///         VmlHStack(spacing: 4) {
///             VmlImage(systemName: "checkmark")
///             VmlText(title)
///         }
///     }
/// }
/// ```
///
/// `VmlView` is nonisolated, so views render from any task. A main-actor view, as SwiftUI's views
/// and a new Xcode project's are, needs isolated conformances inferred (the upcoming feature
/// `InferIsolatedConformances`, on in Swift 7 mode and Xcode 26's Approachable Concurrency) or its
/// conformance written isolated:
/// ```swift
/// @MainActor struct Header: @MainActor VmlView { … }
/// // without either: error: conformance of 'Header' to protocol 'VmlView' crosses into main
/// // actor-isolated code and can cause data races (Docs/Porting.md, "Isolation")
/// ```
public protocol VmlView {
    /// The view's content type; ``VmlContent`` for everything the builder makes.
    associatedtype Body: VmlView

    /// The view's content, written with the ``VmlBuilder``.
    @VmlBuilder var body: Body { get }

    /// The view's nodes. Implemented by ``VmlContent``; every other view renders its `body`.
    var vmlContent: VmlContent { get }
}

extension VmlView {
    /// The view's nodes: its `body`'s nodes.
    public var vmlContent: VmlContent { body.vmlContent }
}
