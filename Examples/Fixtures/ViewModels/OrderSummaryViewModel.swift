/// What the order summary screen shows: plain data, already formatted for display.
public struct OrderSummaryViewModel: Hashable, Sendable {
    /// Where the order is.
    public enum Status: String, Hashable, Sendable {
        /// Placed, shipped or delivered; shown as the badge text (`badge("shipped")`).
        case placed, shipped, delivered
    }

    /// The number shown in the title: `Order A-1042`.
    public var orderNumber: String
    /// Where the order is.
    public var status: Status
    /// The lines, in order; none shows "No items yet".
    public var items: [LineItemViewModel]
    /// The formatted total, such as `$30.50`.
    public var totalLabel: String
    /// A delivery note, shown under the total when present.
    public var note: String?

    /// Creates the view model; `OrderSummaryViewModel.shipped` is a sample.
    public init(orderNumber: String, status: Status, items: [LineItemViewModel], totalLabel: String, note: String? = nil) {
        self.orderNumber = orderNumber
        self.status = status
        self.items = items
        self.totalLabel = totalLabel
        self.note = note
    }
}

extension OrderSummaryViewModel {
    /// Sample data for fixtures and tests.
    public static let shipped = OrderSummaryViewModel(
        orderNumber: "A-1042",
        status: .shipped,
        items: [
            LineItemViewModel(id: "espresso", name: "Espresso beans", quantity: 2, priceLabel: "$24.00", systemImage: "cup.and.saucer"),
            LineItemViewModel(
                id: "filter", name: "Paper filters & holder", quantity: 1, priceLabel: "$6.50", systemImage: "line.3.horizontal.decrease"),
        ],
        totalLabel: "$30.50",
        note: "Leave at the \"side\" door"
    )

    /// An order with nothing in it yet.
    public static let empty = OrderSummaryViewModel(orderNumber: "A-1043", status: .placed, items: [], totalLabel: "$0.00")
}
