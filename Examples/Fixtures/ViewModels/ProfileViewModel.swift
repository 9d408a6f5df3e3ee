/// What the profile screen shows.
public struct ProfileViewModel: Hashable, Sendable {
    /// The name in the header.
    public var displayName: String
    /// The handle under it, such as `@ada`.
    public var handle: String
    /// Whether the header shows a verified seal.
    public var isVerified: Bool
    /// The rows of the Settings section.
    public var settings: [SettingRowViewModel]

    /// Creates the view model; `ProfileViewModel.sample` is a sample.
    public init(displayName: String, handle: String, isVerified: Bool, settings: [SettingRowViewModel]) {
        self.displayName = displayName
        self.handle = handle
        self.isVerified = isVerified
        self.settings = settings
    }
}

extension ProfileViewModel {
    /// Sample data for fixtures and tests.
    public static let sample = ProfileViewModel(
        displayName: "Ada Lovelace",
        handle: "@ada",
        isVerified: true,
        settings: [
            SettingRowViewModel(id: "notifications", title: "Notifications", systemImage: "bell", value: .toggle(isOn: true)),
            SettingRowViewModel(id: "language", title: "Language", systemImage: "globe", value: .detail("English")),
            SettingRowViewModel(id: "privacy", title: "Privacy", systemImage: "hand.raised", value: .none),
        ]
    )
}
