import VMLCore

/// The errors a recovering parse has found: the first `limit` as they are, the rest counted.
///
/// One error past the limit is kept, located, for the summary that closes the list
/// (``VMLParseError/moreErrors(_:listed:after:)``); after it the reader mutes its locators, so
/// each further error costs no sweep of the input.
struct ParseErrorLog {
    /// How many errors are listed.
    let limit: Int
    private(set) var errors: [VMLParseError] = []
    /// The first error past the limit, for the summary's place.
    private(set) var firstOmitted: VMLParseError?
    /// How many errors are past the limit.
    private(set) var omitted = 0

    init(limit: Int) {
        self.limit = max(limit, 0)
    }

    /// Whether the log keeps no more located errors (the locators can be muted).
    var isFull: Bool { firstOmitted != nil }

    /// How many more errors need a location: the listed ones still to come and the first past them.
    var room: Int { isFull ? 0 : limit + 1 - errors.count }

    mutating func record(_ error: VMLParseError) {
        if errors.count < limit {
            errors.append(error)
            return
        }
        if firstOmitted == nil { firstOmitted = error }
        omitted += 1
    }

    /// The listed errors in source order, then the summary when some were left out.
    func listed() -> [VMLParseError] {
        // Stable: errors at one place keep the order they were found in.
        var listed = errors.enumerated().sorted { lhs, rhs in
            let (a, b) = (lhs.element.location, rhs.element.location)
            return (a.line, a.column, lhs.offset) < (b.line, b.column, rhs.offset)
        }.map(\.element)
        if let firstOmitted {
            listed.append(.moreErrors(omitted, listed: limit, after: firstOmitted))
        }
        return listed
    }
}
