import FixtureViewModels
import VML

/// Renders a ``LineItemViewModel``: icon, name with quantity, price.
public struct LineItemView: VmlView {
    private let viewModel: LineItemViewModel

    /// Renders `viewModel`.
    public init(viewModel: LineItemViewModel) {
        self.viewModel = viewModel
    }

    /// The markup: see `Examples/Fixtures/Generated`.
    public var body: some VmlView {
        VmlHStack(spacing: 12) {
            VmlImage(systemName: viewModel.systemImage)
                .foregroundStyle(.secondary)
            VmlVStack(alignment: .leading) {
                VmlText(viewModel.name).font(.body)
                VmlText("Qty \(viewModel.quantity)").font(.caption).foregroundStyle(.secondary)
            }
            VmlSpacer()
            VmlText(viewModel.priceLabel).monospacedDigit()
        }
        .id(viewModel.id)
    }
}
