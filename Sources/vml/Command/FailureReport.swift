/// A problem with one input, already written as the lines to print on standard error
/// (by ``CommandDiagnostics``).
struct FailureReport: Error {
    /// The lines, each ending in a newline.
    var text: String
}
