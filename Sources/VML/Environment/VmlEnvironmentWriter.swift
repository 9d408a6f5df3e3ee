/// A view built in a changed environment: what `.environment(…)` and `.environmentObject(…)`
/// return (SwiftUI's `ModifiedContent` with an environment-writing modifier).
///
/// ```swift
/// try LibraryScreen().environment(library).renderVML(.compact, in: french)   // <Text>3 livres</Text>
/// ```
/// The view is built when its content is read (by a container, a modifier or `renderVML`), in the
/// render context current then with the change applied, so a context given to
/// ``VmlView/renderVML(_:in:)`` reaches it too.
public struct VmlEnvironmentWriter<Content: VmlView>: VmlView {
    private let content: Content
    private let change: @Sendable (inout VmlRenderContext) -> Void

    init(content: Content, change: @escaping @Sendable (inout VmlRenderContext) -> Void) {
        self.content = content
        self.change = change
    }

    /// The content, built in the changed environment.
    public var body: VmlContent {
        var context = VmlRenderContext.current ?? .fallback
        change(&context)
        return VmlRenderContext.$current.withValue(context) { content.vmlContent }
    }
}

extension VmlEnvironmentWriter: Sendable where Content: Sendable {}
