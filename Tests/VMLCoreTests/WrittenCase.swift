import Testing

/// One row of a table test: a value and the text it is written as. The row keeps where it was
/// written, so a failure points at its line in the table.
struct WrittenCase<Value: Sendable>: Sendable, CustomTestStringConvertible {
    let value: Value
    let written: String
    let sourceLocation: SourceLocation

    init(_ value: Value, _ written: String, sourceLocation: SourceLocation = #_sourceLocation) {
        self.value = value
        self.written = written
        self.sourceLocation = sourceLocation
    }

    var testDescription: String { written }
}
