/// One row of a settings list: a toggle, a detail value, or a plain link.
public struct SettingRowViewModel: Hashable, Sendable, Identifiable {
    /// What the row shows on its trailing side.
    public enum Value: Hashable, Sendable {
        case toggle(isOn: Bool)
        case detail(String)
        case none
    }

    public var id: String
    public var title: String
    public var systemImage: String
    public var value: Value

    public init(id: String, title: String, systemImage: String, value: Value) {
        self.id = id
        self.title = title
        self.systemImage = systemImage
        self.value = value
    }
}
