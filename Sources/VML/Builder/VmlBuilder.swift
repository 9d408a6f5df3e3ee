/// The result builder behind every content closure: `VmlVStack { … }`, `var body`, slot content.
///
/// Every block becomes one ``VmlContent``, so closures have the concrete type `() -> VmlContent`
/// and Swift solves each closure on its own. `if`, `if let`, `switch`, `for … in` and
/// `if #available` are resolved while building: VML has no control flow.
///
/// The builder has no `buildExpression` and no generic methods: each view goes straight into
/// `buildBlock` as `any VmlView`. Measured, this type-checks about a third faster than a generic
/// `buildExpression` (see Docs/Performance.md, "Compile time of the DSL").
///
/// A block of two to ten views (SwiftUI's `ViewBuilder` limit) takes them `consuming`, so each
/// view's nodes move into the block's list; an empty block, one view or more than ten take the
/// variadic `buildBlock`, whose list Swift lends (`consuming` is not allowed there), so their
/// nodes are copied.
@resultBuilder
public enum VmlBuilder {
    /// A block's views, in order: an empty block, or one of more than ten views. Disfavored, so a
    /// block of two to ten views takes the `buildBlock` of its length (an optional view matches
    /// both equally well).
    @_disfavoredOverload
    public static func buildBlock(_ parts: any VmlView...) -> VmlContent {
        if parts.count == 1 { return parts[0].vmlContent }
        var nodes: [VMLNode] = []
        nodes.reserveCapacity(parts.count)
        for part in parts { append(part.vmlContent.nodes, to: &nodes) }
        return VmlContent(nodes: nodes)
    }

    /// A block of two views, in order.
    public static func buildBlock(_ v0: consuming any VmlView, _ v1: consuming any VmlView) -> VmlContent {
        BlockNodes(capacity: 2).taking(&v0).taking(&v1).content()
    }

    /// A block of three views, in order.
    public static func buildBlock(
        _ v0: consuming any VmlView, _ v1: consuming any VmlView, _ v2: consuming any VmlView
    ) -> VmlContent {
        BlockNodes(capacity: 3).taking(&v0).taking(&v1).taking(&v2).content()
    }

    /// A block of four views, in order.
    public static func buildBlock(
        _ v0: consuming any VmlView, _ v1: consuming any VmlView, _ v2: consuming any VmlView,
        _ v3: consuming any VmlView
    ) -> VmlContent {
        BlockNodes(capacity: 4).taking(&v0).taking(&v1).taking(&v2).taking(&v3).content()
    }

    /// A block of five views, in order.
    public static func buildBlock(
        _ v0: consuming any VmlView, _ v1: consuming any VmlView, _ v2: consuming any VmlView,
        _ v3: consuming any VmlView, _ v4: consuming any VmlView
    ) -> VmlContent {
        BlockNodes(capacity: 5).taking(&v0).taking(&v1).taking(&v2).taking(&v3).taking(&v4).content()
    }

    /// A block of six views, in order.
    public static func buildBlock(
        _ v0: consuming any VmlView, _ v1: consuming any VmlView, _ v2: consuming any VmlView,
        _ v3: consuming any VmlView, _ v4: consuming any VmlView, _ v5: consuming any VmlView
    ) -> VmlContent {
        BlockNodes(capacity: 6)
            .taking(&v0).taking(&v1).taking(&v2).taking(&v3).taking(&v4)
            .taking(&v5)
            .content()
    }

    /// A block of seven views, in order.
    public static func buildBlock(
        _ v0: consuming any VmlView, _ v1: consuming any VmlView, _ v2: consuming any VmlView,
        _ v3: consuming any VmlView, _ v4: consuming any VmlView, _ v5: consuming any VmlView,
        _ v6: consuming any VmlView
    ) -> VmlContent {
        BlockNodes(capacity: 7)
            .taking(&v0).taking(&v1).taking(&v2).taking(&v3).taking(&v4)
            .taking(&v5).taking(&v6)
            .content()
    }

    /// A block of eight views, in order.
    public static func buildBlock(
        _ v0: consuming any VmlView, _ v1: consuming any VmlView, _ v2: consuming any VmlView,
        _ v3: consuming any VmlView, _ v4: consuming any VmlView, _ v5: consuming any VmlView,
        _ v6: consuming any VmlView, _ v7: consuming any VmlView
    ) -> VmlContent {
        BlockNodes(capacity: 8)
            .taking(&v0).taking(&v1).taking(&v2).taking(&v3).taking(&v4)
            .taking(&v5).taking(&v6).taking(&v7)
            .content()
    }

    /// A block of nine views, in order.
    public static func buildBlock(
        _ v0: consuming any VmlView, _ v1: consuming any VmlView, _ v2: consuming any VmlView,
        _ v3: consuming any VmlView, _ v4: consuming any VmlView, _ v5: consuming any VmlView,
        _ v6: consuming any VmlView, _ v7: consuming any VmlView, _ v8: consuming any VmlView
    ) -> VmlContent {
        BlockNodes(capacity: 9)
            .taking(&v0).taking(&v1).taking(&v2).taking(&v3).taking(&v4)
            .taking(&v5).taking(&v6).taking(&v7).taking(&v8)
            .content()
    }

    /// A block of ten views, in order.
    public static func buildBlock(
        _ v0: consuming any VmlView, _ v1: consuming any VmlView, _ v2: consuming any VmlView,
        _ v3: consuming any VmlView, _ v4: consuming any VmlView, _ v5: consuming any VmlView,
        _ v6: consuming any VmlView, _ v7: consuming any VmlView, _ v8: consuming any VmlView,
        _ v9: consuming any VmlView
    ) -> VmlContent {
        BlockNodes(capacity: 10)
            .taking(&v0).taking(&v1).taking(&v2).taking(&v3).taking(&v4)
            .taking(&v5).taking(&v6).taking(&v7).taking(&v8).taking(&v9)
            .content()
    }

    /// Appends `part` node by node: a loop this module compiles copies a node inline, where
    /// `append(contentsOf:)` copies each through the runtime's generic array copy.
    fileprivate static func append(_ part: [VMLNode], to nodes: inout [VMLNode]) {
        for index in part.indices { nodes.append(part[index]) }
    }

    /// An `if` without `else`, or an `if let`: nothing when the condition fails.
    public static func buildOptional(_ content: VmlContent?) -> VmlContent {
        content ?? VmlContent()
    }

    /// The `if` branch of an `if`/`else`, or the first cases of a `switch`.
    public static func buildEither(first content: VmlContent) -> VmlContent {
        content
    }

    /// The `else` branch of an `if`/`else`, or the later cases of a `switch`.
    public static func buildEither(second content: VmlContent) -> VmlContent {
        content
    }

    /// A `for … in` loop: each iteration's views, in order.
    public static func buildArray(_ parts: [VmlContent]) -> VmlContent {
        var nodes: [VMLNode] = []
        for part in parts { append(part.nodes, to: &nodes) }
        return VmlContent(nodes: nodes)
    }

    /// An `if #available` branch.
    public static func buildLimitedAvailability(_ content: VmlContent) -> VmlContent {
        content
    }
}

/// The nodes of a block whose views it owns: each view's content is moved out of it, and a
/// one-node list (every element and modified view) gives up its node without a copy.
private struct BlockNodes {
    private(set) var nodes: [VMLNode] = []

    init(capacity: Int) {
        nodes.reserveCapacity(capacity)
    }

    /// The block with `view`'s nodes moved to its end; `view` is left empty.
    consuming func taking(_ view: inout any VmlView) -> BlockNodes {
        var content = view.takeContent()
        if content.nodes.count == 1 {
            nodes.append(content.nodes.removeLast())
        } else {
            VmlBuilder.append(content.nodes, to: &nodes)
        }
        return self
    }

    /// The block's content.
    consuming func content() -> VmlContent { VmlContent(nodes: nodes) }
}
