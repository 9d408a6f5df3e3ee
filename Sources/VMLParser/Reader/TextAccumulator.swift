@_spi(VMLInternals) import VMLCore

/// Collects one run of character data (between two tags) and trims it as Docs/CanonicalForm.md says:
/// literal space, tab, CR and LF at both ends go; whitespace from a character reference or a
/// CDATA section stays. CR LF and lone CR read as LF.
///
/// The common case, a plain run with no reference, no CR and no comment inside, is kept as a
/// range of the input and turned into a string once, without copying into the buffer.
struct TextAccumulator {
    private enum State {
        case empty
        case slice(Int, Int)
        case buffer
    }

    private var state = State.empty
    /// Whether a character that is never trimmed has been appended to the buffer.
    private var hasSignificant = false
    /// The buffer length just after the last character that is never trimmed.
    private var significantEnd = 0

    /// Whether nothing has been appended since the run started (or since the last ``take(source:scratch:readsSmallStrings:)``).
    var isEmpty: Bool {
        if case .empty = state { return true }
        return false
    }

    /// Appends literal text (no references) from `range` of `source`.
    mutating func appendLiteral(_ range: Range<Int>, source: ByteView, scratch: inout ScratchBuffer) {
        guard !range.isEmpty else { return }
        if case .empty = state, !source.contains(0x0D, in: range) {
            state = .slice(range.lowerBound, range.upperBound)
            return
        }
        switchToBuffer(source: source, scratch: &scratch)
        var index = range.lowerBound
        while index < range.upperBound {
            var byte = source[index]
            index += 1
            if byte == 0x0D {  // CR, or CR LF, reads as LF
                byte = 0x0A
                if index < range.upperBound, source[index] == 0x0A { index += 1 }
            }
            if VMLASCII.isWhitespace(byte) {
                if hasSignificant { scratch.append(byte) }
            } else {
                scratch.append(byte)
                hasSignificant = true
                significantEnd = scratch.count
            }
        }
    }

    /// Appends a character read from a reference: never trimmed.
    mutating func appendReference(_ scalar: Unicode.Scalar, source: ByteView, scratch: inout ScratchBuffer) {
        switchToBuffer(source: source, scratch: &scratch)
        scratch.append(scalar)
        hasSignificant = true
        significantEnd = scratch.count
    }

    /// Appends the content of a CDATA section: kept as is (line ends normalized), never trimmed.
    mutating func appendVerbatim(_ content: ByteView, source: ByteView, scratch: inout ScratchBuffer) {
        switchToBuffer(source: source, scratch: &scratch)
        guard !content.isEmpty else { return }
        var index = 0
        while index < content.count {
            var byte = content[index]
            index += 1
            if byte == 0x0D {
                byte = 0x0A
                if index < content.count, content[index] == 0x0A { index += 1 }
            }
            scratch.append(byte)
        }
        hasSignificant = true
        significantEnd = scratch.count
    }

    private mutating func switchToBuffer(source: ByteView, scratch: inout ScratchBuffer) {
        switch state {
        case .buffer:
            return
        case .empty:
            scratch.removeAll()
            state = .buffer
        case .slice(let lower, let upper):
            scratch.removeAll()
            state = .buffer
            appendLiteral(lower..<upper, source: source, scratch: &scratch)
        }
    }

    /// Whether the run so far holds anything that is not trimmed away (it would make a text node).
    func hasContent(source: ByteView) -> Bool {
        switch state {
        case .empty:
            return false
        case .slice(let lower, let upper):
            return source.endOfRun(in: lower..<upper, where: VMLASCII.isWhitespace) < upper
        case .buffer:
            return hasSignificant
        }
    }

    /// The trimmed text of the run, or `nil` when nothing is left; starts a new run. A short
    /// ASCII run read in place is made from its words where `readsSmallStrings`
    /// (``SmallASCII/string(_:layoutHolds:)``).
    mutating func take(source: ByteView, scratch: inout ScratchBuffer, readsSmallStrings: Bool) -> String? {
        switch state {
        case .empty:
            return nil
        case .slice(var lower, var upper):
            state = .empty
            while lower < upper, VMLASCII.isWhitespace(source[lower]) { lower += 1 }
            while upper > lower, VMLASCII.isWhitespace(source[upper - 1]) { upper -= 1 }
            guard lower < upper else { return nil }
            let run = source.bytes(in: lower..<upper)
            return SmallASCII.string(run, layoutHolds: readsSmallStrings) ?? String(decoding: run, as: UTF8.self)
        case .buffer:
            state = .empty
            let length = significantEnd
            hasSignificant = false
            significantEnd = 0
            defer { scratch.removeAll() }
            guard length > 0 else { return nil }
            return scratch.string(length: length)
        }
    }
}
