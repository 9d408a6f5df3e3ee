/// One row of a settings list: a toggle, a detail value, or a plain link.
public struct SettingRowViewModel: Hashable, Sendable, Identifiable {
    /// What the row shows on its trailing side.
    public enum Value: Hashable, Sendable {
        /// A switch, on or off: `<Toggle isOn="true">`.
        case toggle(isOn: Bool)
        /// A value on the trailing side: `<LabeledContent>`.
        case detail(String)
        /// Nothing: a plain label.
        case none
    }

    /// Stable identity.
    public var id: String
    /// The row's title.
    public var title: String
    /// The SF Symbol before the title.
    public var systemImage: String
    /// What the trailing side shows.
    public var value: Value

    /// Creates a row.
    public init(id: String, title: String, systemImage: String, value: Value) {
        self.id = id
        self.title = title
        self.systemImage = systemImage
        self.value = value
    }
}
