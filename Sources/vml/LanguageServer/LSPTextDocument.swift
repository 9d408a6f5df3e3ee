import VMLCore

/// The text of one open document as the server holds it: UTF-8 bytes and where each line starts,
/// with the conversions between the protocol's positions (UTF-16 code units in a line) and byte
/// offsets, and the incremental edits of `textDocument/didChange`.
///
/// Lines end at LF, CR or CR LF, as the protocol and VML's parser both count them. A position past
/// the end of its line is the line's end, and a line past the last is the end of the text (the
/// protocol asks a server to clamp so); a position inside a surrogate pair is the start of its
/// character.
struct LSPTextDocument: Sendable {
    /// The document's UTF-8 bytes.
    private(set) var bytes: [UInt8]
    /// The byte offset where each line starts; the first is 0.
    private(set) var lineStarts: [Int]
    /// The version the client gave with the text.
    var version: Int

    init(text: String, version: Int) {
        self.bytes = Array(text.utf8)
        self.lineStarts = Self.lineStarts(of: bytes)
        self.version = version
    }

    /// The text, as a string.
    var text: String { String(decoding: bytes, as: UTF8.self) }

    /// The byte offsets where lines start: after each LF, each CR not followed by LF, and each CR LF.
    static func lineStarts(of bytes: [UInt8]) -> [Int] {
        var starts = [0]
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if byte == 0x0D {
                if index < bytes.count, bytes[index] == 0x0A { index += 1 }
                starts.append(index)
            } else if byte == 0x0A {
                starts.append(index)
            }
        }
        return starts
    }

    /// Where line `line` (0-based) ends, before its line break.
    func lineEnd(_ line: Int) -> Int {
        guard line + 1 < lineStarts.count else { return bytes.count }
        var end = lineStarts[line + 1]
        if end > lineStarts[line], bytes[end - 1] == 0x0A { end -= 1 }
        if end > lineStarts[line], bytes[end - 1] == 0x0D { end -= 1 }
        return end
    }

    /// The byte offset of a protocol position, clamped to the text.
    func offset(of position: LSPPosition) -> Int {
        guard position.line >= 0 else { return 0 }
        guard position.line < lineStarts.count else { return bytes.count }
        let end = lineEnd(position.line)
        var index = lineStarts[position.line]
        var units = 0
        while index < end, units < position.character {
            let (length, width) = Self.scalar(at: index, in: bytes, before: end)
            if units + width > position.character { break }
            units += width
            index += length
        }
        return index
    }

    /// The protocol position of a byte offset, clamped to the text.
    func position(of offset: Int) -> LSPPosition {
        let offset = min(max(offset, 0), bytes.count)
        let line = self.line(containing: offset)
        let end = min(offset, lineEnd(line))
        var index = lineStarts[line]
        var units = 0
        while index < end {
            let (length, width) = Self.scalar(at: index, in: bytes, before: end)
            units += width
            index += length
        }
        return LSPPosition(line: line, character: units)
    }

    /// The 0-based line holding byte `offset`.
    func line(containing offset: Int) -> Int {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// The protocol position of a parser location: 1-based line, and column in characters of the
    /// line (a leading byte-order mark is not a character of line 1 for the parser).
    func position(of location: VMLSourceLocation) -> LSPPosition {
        let line = min(max(location.line - 1, 0), lineStarts.count - 1)
        var start = lineStarts[line]
        let end = lineEnd(line)
        let byteOrderMark = line == 0 && bytes.starts(with: [0xEF, 0xBB, 0xBF])
        if byteOrderMark { start = min(3, end) }
        let characters = String(decoding: bytes[start..<end], as: UTF8.self).prefix(max(location.column - 1, 0))
        let units = (byteOrderMark ? 1 : 0) + characters.utf16.count
        return LSPPosition(line: line, character: units)
    }

    /// Replaces the text in `range` (or all of it when `range` is `nil`) with `text`.
    mutating func replace(_ range: LSPRange?, with text: String) {
        guard let range else {
            bytes = Array(text.utf8)
            lineStarts = Self.lineStarts(of: bytes)
            return
        }
        let lower = offset(of: range.start)
        let upper = max(lower, offset(of: range.end))
        bytes.replaceSubrange(lower..<upper, with: Array(text.utf8))
        // Only the lines from the edit on change; a CR before it may now pair with an LF.
        let firstLine = max(line(containing: lower) - 1, 0)
        lineStarts.removeSubrange((firstLine + 1)...)
        var index = lineStarts[firstLine]
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if byte == 0x0D {
                if index < bytes.count, bytes[index] == 0x0A { index += 1 }
                lineStarts.append(index)
            } else if byte == 0x0A {
                lineStarts.append(index)
            }
        }
    }

    /// The UTF-8 length of the scalar at `index` and its width in UTF-16 code units. Invalid
    /// UTF-8 counts a byte at a time, as one code unit (decoding makes it U+FFFD).
    static func scalar(at index: Int, in bytes: [UInt8], before end: Int) -> (length: Int, width: Int) {
        let lead = bytes[index]
        let length: Int
        switch lead {
        case 0x00..<0x80: return (1, 1)
        case 0xC2..<0xE0: length = 2
        case 0xE0..<0xF0: length = 3
        case 0xF0..<0xF5: length = 4
        default: return (1, 1)
        }
        guard index + length <= end else { return (1, 1) }
        for next in (index + 1)..<(index + length) where bytes[next] & 0xC0 != 0x80 { return (1, 1) }
        return (length, length == 4 ? 2 : 1)
    }
}
