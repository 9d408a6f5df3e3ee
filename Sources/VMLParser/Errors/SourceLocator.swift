import VMLCore

/// Turns byte offsets of the input into line and column, only when they are needed (for an
/// error, or for the source map once parsing is done).
///
/// Lines end at LF, CR or CR LF. Columns count characters (grapheme clusters) of the line; a
/// leading byte-order mark is not a character of line 1.
struct SourceLocator {
    let bytes: UnsafeBufferPointer<UInt8>
    /// Where line 1 starts (3 after a byte-order mark).
    let start: Int

    // The sweep state for increasing offsets.
    private var offset: Int
    private var line = 1
    private var column = 1

    init(bytes: UnsafeBufferPointer<UInt8>, start: Int) {
        self.bytes = bytes
        self.start = start
        self.offset = start
    }

    /// The location of `target`; cheap when called with increasing offsets.
    mutating func location(of target: Int) -> VMLSourceLocation {
        let target = min(max(target, start), bytes.count)
        if target < offset {
            offset = start
            line = 1
            column = 1
        }
        var segmentStart = offset
        var nonASCII = false
        var index = offset
        while index < target {
            let byte = bytes[index]
            if byte == 0x0A || byte == 0x0D {
                line += 1
                column = 1
                index += 1
                if byte == 0x0D, index < bytes.count, bytes[index] == 0x0A { index += 1 }
                segmentStart = index
                nonASCII = false
                continue
            }
            if byte >= 0x80 { nonASCII = true }
            index += 1
        }
        if index > target {
            // A CR LF pair straddles the target: the target is the LF, still on the CR's line end.
            index = target
        }
        column += characters(from: segmentStart, to: index, nonASCII: nonASCII)
        offset = index
        return VMLSourceLocation(line: line, column: column)
    }

    private func characters(from lower: Int, to upper: Int, nonASCII: Bool) -> Int {
        guard upper > lower else { return 0 }
        let slice = UnsafeBufferPointer(rebasing: bytes[lower..<upper])
        return nonASCII ? String(decoding: slice, as: UTF8.self).count : slice.count
    }

    /// The text of the line that holds `target`, without its line end.
    func lineText(at target: Int) -> String {
        let target = min(max(target, start), bytes.count)
        var lower = target
        while lower > start, bytes[lower - 1] != 0x0A, bytes[lower - 1] != 0x0D { lower -= 1 }
        var upper = target
        while upper < bytes.count, bytes[upper] != 0x0A, bytes[upper] != 0x0D { upper += 1 }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[lower..<upper]), as: UTF8.self)
    }

    /// A full error for a problem at byte `offset`.
    func error(at offset: Int, _ message: String) -> VMLParseError {
        var locator = SourceLocator(bytes: bytes, start: start)
        return VMLParseError(location: locator.location(of: offset), message: message, sourceLine: lineText(at: offset))
    }

    /// `3:9`, for messages that name a second place ("opened at 3:9").
    func describe(_ offset: Int) -> String {
        var locator = SourceLocator(bytes: bytes, start: start)
        return locator.location(of: offset).description
    }
}
