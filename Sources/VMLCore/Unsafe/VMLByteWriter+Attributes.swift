// Unsafe code here: the writer reads an element's attributes in place through
// `VMLNode.Element.withAttributes` and checks their order with `AttributeOrder.isCanonical`, both
// of an `UnsafeBufferPointer<VMLAttribute>`; it hands the writer an `ElementView` of them.
// Why it is sound: the view covers exactly the buffer `withAttributes` lends, and lives only for
// the closure it is lent to; every read through it is checked against its count.
// Until `withAttributes` and `AttributeOrder` take an `ElementView`: then this goes.

extension VMLByteWriter {
    /// Calls `body` with `element`'s attributes, each borrowed where it is stored, and whether
    /// they stand in canonical order (``AttributeOrder/isCanonical(_:style:)``; `true` for none).
    @inline(__always)
    static func withAttributes<R, E: Error>(
        of element: borrowing VMLNode.Element,
        _ body: (ElementView<VMLAttribute>, Bool) throws(E) -> R
    ) throws(E) -> R {
        try unsafe element.withAttributes { attributes throws(E) in
            let isCanonical = unsafe attributes.isEmpty || AttributeOrder.isCanonical(attributes, style: element.style)
            return try body(unsafe ElementView(attributes), isCanonical)
        }
    }
}
