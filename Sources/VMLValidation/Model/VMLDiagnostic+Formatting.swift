import VMLCore

extension VMLDiagnostic {
    /// One compiler-style line that editors and CI annotate:
    /// `FILE:LINE:COL: warning: MESSAGE [code]`.
    ///
    /// Without a location the node path stands in the message instead:
    /// `FILE: warning: MESSAGE (at VStack[0] > Text[1]) [code]`; with neither (a problem with the
    /// whole input), `FILE: error: MESSAGE [code]`.
    ///
    /// ```swift
    /// diagnostic.formatted(file: "home.vml")  // "home.vml:3:5: error: … [symbol-outside-style]"
    /// ```
    ///
    /// The line is always one line of visible characters: the file name and the path are shown
    /// like the message (``VMLDisplayText``).
    public func formatted(file: String) -> String {
        let file = VMLDisplayText.escaped(file)
        if let location {
            return "\(file):\(location.line):\(location.column): \(severity.rawValue): \(message) [\(code)]"
        }
        if path.steps.isEmpty {
            return "\(file): \(severity.rawValue): \(message) [\(code)]"
        }
        return "\(file): \(severity.rawValue): \(message) (at \(VMLDisplayText.escaped(path.description))) [\(code)]"
    }
}

extension Sequence<VMLDiagnostic> {
    /// Each diagnostic as a compiler-style line (see ``VMLDiagnostic/formatted(file:)``), one per line.
    public func formatted(file: String) -> String {
        map { $0.formatted(file: file) }.joined(separator: "\n")
    }

    /// Whether any diagnostic is an error.
    public var containsErrors: Bool {
        contains { $0.severity == .error }
    }
}
