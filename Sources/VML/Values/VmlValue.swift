/// A typed modifier argument that converts to a core ``VMLExpression``.
///
/// Every value type of the DSL conforms, so each also takes an `attr(…)` binding:
/// `.frame(width: .attr("w", .number, fallback: 200))`.
public protocol VmlValue: VmlExpressible {
    /// The value as a style expression.
    var expression: VMLExpression { get }
    /// Wraps a style expression.
    init(expression: VMLExpression)
}

extension VmlValue {
    /// The value as a style expression.
    public var vmlExpression: VMLExpression { expression }

    /// `attr(name type(<type>), fallback)`: the element's own attribute `name`, read at run time.
    ///
    /// ```swift
    /// VmlText("Home").navigationTitle(.attr("title", .string, fallback: "Untitled"))
    /// // navigationTitle(attr(title type(<string>), "Untitled"))
    /// ```
    public static func attr(_ name: String, _ type: VMLAttrType? = nil, fallback: Self? = nil) -> Self {
        Self(expression: .attr(VMLAttrBinding(name, type: type, fallback: fallback?.expression)))
    }

    /// Any core expression, for values the typed API does not cover: `.expression(.path("Color.yellow"))`.
    public static func expression(_ expression: VMLExpression) -> Self {
        Self(expression: expression)
    }
}
