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
        let base = bytes.baseAddress.map(UnsafeRawPointer.init)
        while index < target {
            // Eight bytes at a time while they hold no line end and no non-ASCII byte.
            if let base, index + 8 <= target,
                Self.isPlainASCII(base.loadUnaligned(fromByteOffset: index, as: UInt64.self))
            {
                index += 8
                continue
            }
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

    /// Whether none of the eight bytes of `word` is LF, CR or above 0x7F.
    @inline(__always)
    private static func isPlainASCII(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        guard word & highs == 0 else { return false }
        // Every byte is below 0x80, so a byte of `word ^ n` minus one borrows (and sets its high
        // bit) only where it is zero: where the byte was `n`.
        let lineFeeds = word ^ (ones &* 0x0A)
        let carriageReturns = word ^ (ones &* 0x0D)
        return ((lineFeeds &- ones) | (carriageReturns &- ones)) & highs == 0
    }

    private func characters(from lower: Int, to upper: Int, nonASCII: Bool) -> Int {
        guard upper > lower else { return 0 }
        let slice = UnsafeBufferPointer(rebasing: bytes[lower..<upper])
        return nonASCII ? String(decoding: slice, as: UTF8.self).count : slice.count
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
        let before = String(decoding: UnsafeBufferPointer(rebasing: bytes[lower..<target]), as: UTF8.self)
        let window = String(decoding: UnsafeBufferPointer(rebasing: bytes[lower..<upper]), as: UTF8.self)
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
        var locator = SourceLocator(bytes: bytes, start: start)
        return VMLParseError(location: locator.location(of: offset), message: message, excerpt: excerpt(at: offset), code: code)
    }

    /// `3:9`, for messages that name a second place ("opened at 3:9").
    func describe(_ offset: Int) -> String {
        var locator = SourceLocator(bytes: bytes, start: start)
        return locator.location(of: offset).description
    }
}
