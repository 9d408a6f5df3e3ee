@_spi(VMLInternals) import VMLCore

/// Turns byte offsets of the input into line and column, only when they are needed (for an
/// error, or for the source map once parsing is done).
///
/// Lines end at LF, CR or CR LF. Columns count characters (grapheme clusters) of the line; a
/// leading byte-order mark is not a character of line 1.
struct SourceLocator {
    let bytes: ByteView
    /// Where line 1 starts (3 after a byte-order mark).
    let start: Int
    /// Whether errors are only counted, not shown (a recovering parse past its error limit):
    /// ``error(at:_:code:)`` and ``describe(_:)`` then skip the sweep that locates them.
    var muted = false

    /// The location of `target` (clamped to the input).
    func location(of target: Int) -> VMLSourceLocation {
        var sweep = LineSweep(bytes: bytes, start: start)
        return sweep.location(of: target)
    }

    /// The lines and columns of `offsets`, which increase: one forward sweep over the input,
    /// a line at a time. Clamped to 32 bits, as the source map keeps them.
    func locate(_ offsets: [Int]) -> (lines: [Int32], columns: [Int32]) {
        var sweep = LineSweep(bytes: bytes, start: start)
        var lines = [Int32](repeating: 0, count: offsets.count)
        var columns = [Int32](repeating: 0, count: offsets.count)
        for index in offsets.indices {
            let location = sweep.location(of: offsets[index])
            lines[index] = Int32(clamping: location.line)
            columns[index] = Int32(clamping: location.column)
        }
        return (lines, columns)
    }

    /// The one home of the line and column rule: walks the input forward a line at a time,
    /// finding each line's end eight bytes at a time (``WordScan``). A column on a line of ASCII is a
    /// subtraction; on a line with other bytes, the characters are counted from the previous
    /// target on the line (so a huge line is counted once, not once per target).
    private struct LineSweep {
        let bytes: ByteView
        let start: Int
        var line = 1
        /// The first byte of the current line.
        var lineStart: Int
        /// The CR or LF that ends the current line, or the end of the input.
        var lineEnd = 0
        /// Whether the current line (up to `lineEnd`) is all ASCII.
        var lineIsASCII = true
        /// On a line with non-ASCII bytes: how far its characters are counted, and the column there.
        var counted: Int
        var column = 1

        init(bytes: ByteView, start: Int) {
            self.bytes = bytes
            self.start = start
            self.lineStart = start
            self.counted = start
            findLineEnd()
        }

        mutating func location(of target: Int) -> VMLSourceLocation {
            let target = min(max(target, start), bytes.count)
            if target < counted {
                // Backwards: start over from line 1.
                self = LineSweep(bytes: bytes, start: start)
            }
            while target > lineEnd {
                // The next line starts after this one's CR, LF or CR LF. A target on the LF of a
                // CR LF is on the next line, at column 1.
                var next = lineEnd + 1
                if bytes[lineEnd] == 0x0D, next < bytes.count, bytes[next] == 0x0A { next += 1 }
                line += 1
                lineStart = next
                counted = next
                column = 1
                findLineEnd()
            }
            guard target > lineStart else { return VMLSourceLocation(line: line, column: 1) }
            if lineIsASCII {
                return VMLSourceLocation(line: line, column: target - lineStart + 1)
            }
            column += String(decoding: bytes.bytes(in: counted..<target), as: UTF8.self).count
            counted = target
            return VMLSourceLocation(line: line, column: column)
        }

        /// Finds the end of the line that starts at `lineStart`, and whether the line is ASCII.
        private mutating func findLineEnd() {
            var index = lineStart
            var high: UInt8 = 0
            do {
                var highs: UInt64 = 0
                while index + 8 <= bytes.count {
                    let word = bytes.word(at: index)
                    let stop = WordScan.firstOffset(in: word, of: 0x0A, or: 0x0D)  // LF, CR
                    guard stop < 8 else {
                        highs |= word
                        index += 8
                        continue
                    }
                    // Only the bytes before the line end belong to this line.
                    highs |= stop == 0 ? 0 : word & (UInt64.max >> UInt64(64 - 8 * stop))
                    lineEnd = index + stop
                    lineIsASCII = ByteWord.nonASCIIBytes(highs) == 0
                    return
                }
                high = ByteWord.nonASCIIBytes(highs) == 0 ? 0 : 0x80
            }
            while index < bytes.count, bytes[index] != 0x0A, bytes[index] != 0x0D {
                high |= bytes[index]
                index += 1
            }
            lineEnd = index
            lineIsASCII = high & 0x80 == 0
        }
    }

    /// The excerpt of the line that holds `target` (``SourceExcerpt``): only a window of the
    /// line around `target` is read, so an error on a huge line costs no more than on a short one.
    func excerpt(at target: Int) -> SourceExcerpt {
        let target = min(max(target, start), bytes.count)
        let reach = SourceExcerpt.width
        // Up to `reach` characters (scalars, which are at least as many) each side, not past
        // the line's ends. A scalar is at most 4 bytes, even in invalid UTF-8.
        var lower = target
        var scalars = 0
        while lower > start, scalars < reach, !isLineEnd(bytes[lower - 1]) {
            lower -= 1
            var continuation = 0
            while lower > start, continuation < 3, bytes[lower] & 0xC0 == 0x80 {
                lower -= 1
                continuation += 1
            }
            scalars += 1
        }
        var upper = target
        scalars = 0
        while upper < bytes.count, scalars < reach, !isLineEnd(bytes[upper]) {
            upper += 1
            var continuation = 0
            while upper < bytes.count, continuation < 3, bytes[upper] & 0xC0 == 0x80 {
                upper += 1
                continuation += 1
            }
            scalars += 1
        }
        let before = String(decoding: bytes.bytes(in: lower..<target), as: UTF8.self)
        let window = String(decoding: bytes.bytes(in: lower..<upper), as: UTF8.self)
        return SourceExcerpt(
            line: window,
            column: before.count + 1,
            cutBefore: lower > start && !isLineEnd(bytes[lower - 1]),
            cutAfter: upper < bytes.count && !isLineEnd(bytes[upper])
        )
    }

    /// The excerpt of the line that holds `target`, as ``VMLParseError/sourceLine`` holds it.
    func lineText(at target: Int) -> String {
        excerpt(at: target).text
    }

    private func isLineEnd(_ byte: UInt8) -> Bool {
        byte == 0x0A || byte == 0x0D
    }

    /// A full error for a problem at byte `offset`.
    func error(at offset: Int, _ message: String, code: VMLParseError.Code = .parseError) -> VMLParseError {
        if muted { return VMLParseError(location: VMLSourceLocation(line: 0, column: 0), message: "", code: code) }
        return VMLParseError(location: location(of: offset), message: message, excerpt: excerpt(at: offset), code: code)
    }

    /// `3:9`, for messages that name a second place ("opened at 3:9").
    func describe(_ offset: Int) -> String {
        if muted { return "" }
        return location(of: offset).description
    }
}
