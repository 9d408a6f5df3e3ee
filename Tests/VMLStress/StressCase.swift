/// One check of `vml-stress`: a name (the test it stands for) and a body that throws a
/// ``StressFailure`` saying what went wrong.
struct StressCase: Sendable {
    /// Where the check lives and what it checks, as `Suite/check`.
    var name: String
    /// Runs the check; returns when it passes.
    var body: @Sendable () throws(StressFailure) -> Void

    init(_ name: String, _ body: @escaping @Sendable () throws(StressFailure) -> Void) {
        self.name = name
        self.body = body
    }
}

/// Why a stress check failed, in words.
struct StressFailure: Error {
    /// What was expected and what happened.
    var message: String
}

/// Throws `message` unless `condition` holds.
func require(_ condition: Bool, _ message: @autoclosure () -> String) throws(StressFailure) {
    if !condition { throw StressFailure(message: message()) }
}
