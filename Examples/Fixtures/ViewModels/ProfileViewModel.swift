/// What the profile screen shows.
public struct ProfileViewModel: Hashable, Sendable {
    public var displayName: String
    public var handle: String
    public var isVerified: Bool
    public var settings: [SettingRowViewModel]

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
