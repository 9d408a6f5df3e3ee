/// One line of an order.
public struct LineItemViewModel: Hashable, Sendable, Identifiable {
    /// Stable identity, written as the row's `id` attribute.
    public var id: String
    /// The product name.
    public var name: String
    /// How many, shown as `Qty 2`.
    public var quantity: Int
    /// The formatted price, such as `$24.00`.
    public var priceLabel: String
    /// The SF Symbol shown before the name.
    public var systemImage: String

    /// Creates a line.
    public init(id: String, name: String, quantity: Int, priceLabel: String, systemImage: String) {
        self.id = id
        self.name = name
        self.quantity = quantity
        self.priceLabel = priceLabel
        self.systemImage = systemImage
    }
}
