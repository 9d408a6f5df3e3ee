extension VMLByteWriter {
    /// Calls `body` with a view of `element`'s attributes, read in place, and whether they are in
    /// canonical order already (``AttributeOrder/isCanonical(_:style:)``).
    ///
    /// ```swift
    /// // VMLByteWriter.withAttributes(of: element) { attributes, isCanonical in … }
    /// ```
    @inline(__always)
    static func withAttributes<R, E: Error>(
        of element: borrowing VMLNode.Element,
        _ body: (ElementView<VMLAttribute>, Bool) throws(E) -> R
    ) throws(E) -> R {
        try element.readAttributes { (attributes: [VMLAttribute]) throws(E) -> R in
            let isCanonical = attributes.isEmpty || AttributeOrder.isCanonical(attributes, style: element.style)
            return try ElementView.with(attributes) { (view: ElementView<VMLAttribute>) throws(E) -> R in try body(view, isCanonical) }
        }
    }
}
