/// The result builder behind every content closure: `VmlVStack { … }`, `var body`, slot content.
///
/// Every block becomes one ``VmlContent``, so closures have the concrete type `() -> VmlContent`
/// and Swift solves each closure on its own. `if`, `if let`, `switch`, `for … in` and
/// `if #available` are resolved while building: VML has no control flow.
///
/// The builder has no `buildExpression` and no generic methods: each view goes straight into
/// `buildBlock` as `any VmlView`. Measured, this type-checks about a third faster than a generic
/// `buildExpression` (see Docs/Performance.md, "Compile time of the DSL").
@resultBuilder
public enum VmlBuilder {
    /// A block's views, in order. An empty block is no views.
    public static func buildBlock(_ parts: any VmlView...) -> VmlContent {
        if parts.count == 1 { return parts[0].vmlContent }
        var nodes: [VMLNode] = []
        nodes.reserveCapacity(parts.count)
        for part in parts { append(part.vmlContent.nodes, to: &nodes) }
        return VmlContent(nodes: nodes)
    }

    /// Appends `part` node by node: a loop this module compiles copies a node inline, where
    /// `append(contentsOf:)` copies each through the runtime's generic array copy.
    private static func append(_ part: [VMLNode], to nodes: inout [VMLNode]) {
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
