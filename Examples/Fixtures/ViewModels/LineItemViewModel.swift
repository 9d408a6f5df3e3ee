/// One line of an order.
public struct LineItemViewModel: Hashable, Sendable, Identifiable {
    public var id: String
    public var name: String
    public var quantity: Int
    public var priceLabel: String
    public var systemImage: String

    public init(id: String, name: String, quantity: Int, priceLabel: String, systemImage: String) {
        self.id = id
        self.name = name
        self.quantity = quantity
        self.priceLabel = priceLabel
        self.systemImage = systemImage
    }
}
