import FixtureViewModels
import VML

/// Renders a ``SettingRowViewModel``: a toggle, a value, or a navigation link.
public struct SettingRowView: VmlView {
    private let viewModel: SettingRowViewModel

    /// Renders `viewModel`.
    public init(viewModel: SettingRowViewModel) {
        self.viewModel = viewModel
    }

    /// The markup: see `Examples/Fixtures/Generated`.
    public var body: some VmlView {
        switch viewModel.value {
        case .toggle(let isOn):
            VmlToggle(isOn: isOn) {
                VmlLabel(viewModel.title, systemImage: viewModel.systemImage)
            }
        case .detail(let detail):
            VmlLabeledContent {
                VmlText(detail)
            } label: {
                VmlLabel(viewModel.title, systemImage: viewModel.systemImage)
            }
        case .none:
            VmlLabel(viewModel.title, systemImage: viewModel.systemImage)
        }
    }
}
