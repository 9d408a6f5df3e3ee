extension VmlView {
    /// SwiftUI's `lineLimit(_:)`: `.lineLimit(2)`, `.lineLimit(nil)`.
    public consuming func lineLimit(_ number: Int?) -> VmlContent {
        applying("lineLimit") { $0.add(nil, expression: number.map { .number(Double($0)) } ?? .null) }
    }

    /// SwiftUI's `lineLimit(_:)` with a range: `.lineLimit(2...4)` → `lineLimit(2...4)`.
    public consuming func lineLimit(_ limit: ClosedRange<Int>) -> VmlContent {
        applying("lineLimit") {
            $0.add(nil, expression: .range(.closed(.number(Double(limit.lowerBound)), .number(Double(limit.upperBound)))))
        }
    }

    /// SwiftUI's `lineLimit(_:reservesSpace:)`.
    public consuming func lineLimit(_ limit: Int, reservesSpace: Bool) -> VmlContent {
        applying("lineLimit") {
            $0.add(nil, expression: .number(Double(limit)))
            $0.add("reservesSpace", expression: .boolean(reservesSpace))
        }
    }
}
