/// What a control bound to many values at once (`Toggle(sources:isOn:)`, `Picker(sources:selection:)`)
/// writes: the value when every source agrees, nothing when they are mixed. Resolved on the server.
enum SourceValues {
    /// The value all of `values` hold, or `nil` when they differ or there are none.
    static func agreed<Value: Equatable>(_ values: [Value]) -> Value? {
        guard let first = values.first, values.allSatisfy({ $0 == first }) else { return nil }
        return first
    }
}
