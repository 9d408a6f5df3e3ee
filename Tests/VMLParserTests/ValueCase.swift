import Testing

/// One row of a table test that lists values alone. The row keeps where it was written, so a
/// failure points at its line in the table.
struct ValueCase<Value: Sendable>: Sendable, CustomTestStringConvertible {
    let value: Value
    let sourceLocation: SourceLocation

    init(_ value: Value, sourceLocation: SourceLocation = #_sourceLocation) {
        self.value = value
        self.sourceLocation = sourceLocation
    }

    var testDescription: String { String(String(reflecting: value).prefix(120)) }
}
