extension Substring {
    /// The substring without leading and trailing spaces and tabs (HTTP's optional whitespace).
    ///
    /// ```swift
    /// " \t\"a\" "[...].trimmingASCIISpaces()   // "\"a\""
    /// ```
    func trimmingASCIISpaces() -> Substring {
        var result = self
        while let first = result.first, first == " " || first == "\t" { result.removeFirst() }
        while let last = result.last, last == " " || last == "\t" { result.removeLast() }
        return result
    }
}
