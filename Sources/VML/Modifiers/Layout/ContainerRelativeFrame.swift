extension VmlView {
    /// SwiftUI's `containerRelativeFrame(_:alignment:)`.
    ///
    /// ```swift
    /// VmlText("a").containerRelativeFrame(.horizontal)   // <Text style="containerRelativeFrame(.horizontal)">a</Text>
    /// ```
    public consuming func containerRelativeFrame(_ axes: VmlAxisSet, alignment: VmlAlignment? = nil) -> VmlContent {
        applying("containerRelativeFrame") {
            $0.add(nil, axes)
            $0.add("alignment", alignment)
        }
    }

    /// SwiftUI's `containerRelativeFrame(_:count:span:spacing:alignment:)`; `span` left at 1 is not written.
    ///
    /// ```swift
    /// VmlText("a").containerRelativeFrame(.horizontal, count: 3, spacing: 8)
    /// // <Text style="containerRelativeFrame(.horizontal, count: 3, spacing: 8)">a</Text>
    /// ```
    public consuming func containerRelativeFrame(
        _ axes: VmlAxisSet, count: Int, span: Int = 1, spacing: Double, alignment: VmlAlignment? = nil
    ) -> VmlContent {
        applying("containerRelativeFrame") {
            $0.add(nil, axes)
            $0.add("count", count)
            if span != 1 { $0.add("span", span) }
            $0.add("spacing", spacing)
            $0.add("alignment", alignment)
        }
    }

    /// SwiftUI's `containerRelativeFrame(_:alignment:_:)` with a length closure, refused at compile
    /// time: the closure reads the container's size, known only on the client after layout.
    ///
    /// ```swift
    /// VmlText("a").containerRelativeFrame(.horizontal) { length, _ in length * 0.8 }
    /// // error: 'containerRelativeFrame(_:alignment:_:)' is unavailable: …
    /// ```
    @available(
        *, unavailable,
        message:
            "the length closure reads the container's size on the client: write containerRelativeFrame(_:count:span:spacing:alignment:)"
    )
    public func containerRelativeFrame(
        _ axes: VmlAxisSet, alignment: VmlAlignment? = nil, _ length: @escaping (Double, VmlAxis) -> Double
    ) -> VmlContent { vmlContent }
}
