import Testing

/// One row of a table test that lists values alone, for every test target. The row keeps where it
/// was written, so a failure points at its line in the table.
public struct ValueCase<Value: Sendable>: Sendable, CustomTestStringConvertible {
    public let value: Value
    public let sourceLocation: SourceLocation

    public init(_ value: Value, sourceLocation: SourceLocation = #_sourceLocation) {
        self.value = value
        self.sourceLocation = sourceLocation
    }

    public var testDescription: String { String(String(reflecting: value).prefix(120)) }
}
