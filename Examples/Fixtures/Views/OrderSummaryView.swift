import FixtureViewModels
import VML

/// Renders an ``OrderSummaryViewModel``: a list of ``LineItemView``s, the total and the note.
public struct OrderSummaryView: VmlView {
    private let viewModel: OrderSummaryViewModel

    /// Renders `viewModel`.
    public init(viewModel: OrderSummaryViewModel) {
        self.viewModel = viewModel
    }

    /// The markup: see `Examples/Fixtures/Generated`.
    public var body: some VmlView {
        VmlNavigationStack {
            if viewModel.items.isEmpty {
                VmlContentUnavailableView("No items yet", systemImage: "cart")
            } else {
                VmlList {
                    VmlSection("Items") {
                        VmlForEach(viewModel.items) { item in
                            LineItemView(viewModel: item)
                        }
                    }
                    VmlSection {
                        VmlLabeledContent("Total", value: viewModel.totalLabel)
                        if let note = viewModel.note {
                            VmlText(note).font(.footnote)
                        }
                    }
                }
            }
        }
        .navigationTitle("Order \(viewModel.orderNumber)")
        .badge(viewModel.status.rawValue)
    }
}
