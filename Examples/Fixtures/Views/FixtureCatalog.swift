import FixtureViewModels
import VML

/// Every fixture: a file name and the view rendered from sample view models. The writer and
/// the tests both read this one list.
public enum FixtureCatalog {
    /// `(name, content)`: `name` is the fixture's file name without `.vml`.
    public static let all: [(name: String, content: VmlContent)] = [
        ("order-summary-shipped", OrderSummaryView(viewModel: .shipped).vmlContent),
        ("order-summary-empty", OrderSummaryView(viewModel: .empty).vmlContent),
        ("profile", ProfileView(viewModel: .sample).vmlContent),
        ("line-item", LineItemView(viewModel: OrderSummaryViewModel.shipped.items[0]).vmlContent),
    ]
}
