import FixtureViewModels
import VML

/// Renders a ``ProfileViewModel``: a header, then a ``SettingRowView`` per setting.
public struct ProfileView: VmlView {
    private let viewModel: ProfileViewModel

    /// Renders `viewModel`.
    public init(viewModel: ProfileViewModel) {
        self.viewModel = viewModel
    }

    /// The markup: see `Examples/Fixtures/Generated`.
    public var body: some VmlView {
        VmlList {
            VmlSection {
                VmlHStack {
                    VmlText(viewModel.displayName).font(.title2).bold()
                    if viewModel.isVerified {
                        VmlImage(systemName: "checkmark.seal.fill").foregroundStyle(.blue)
                    }
                }
                VmlText(viewModel.handle).foregroundStyle(.secondary)
            }
            VmlSection("Settings") {
                VmlForEach(viewModel.settings) { setting in
                    SettingRowView(viewModel: setting)
                }
            }
        }
        .listStyle(.insetGrouped)
    }
}
