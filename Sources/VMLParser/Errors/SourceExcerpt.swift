import VMLCore

/// The part of an offending line an error shows: at most ``width`` characters around the error,
/// `…` where the line was cut, characters shown as ``VMLDisplayText`` says (tabs kept, so the
/// caret line can repeat them), and where the caret goes.
struct SourceExcerpt: Equatable {
    /// The most characters of the line an excerpt shows (an escape such as `\u{1B}` counts its
    /// six), not counting the `…` marks.
    static let width = 120

    /// The excerpt as shown.
    var text: String
    /// The caret's column in `text`, from 1, in characters of `text`.
    var caretColumn: Int

    /// The window of `line` around its `column` (from 1, in characters of `line`; past the end
    /// of the line when the error is at its end). `cutBefore` and `cutAfter` say that `line` is
    /// itself a piece of a longer line.
    init(line: some StringProtocol, column: Int, cutBefore: Bool = false, cutAfter: Bool = false) {
        let width = Self.width
        let wanted = max(column - 1, 0)
        let caret = line.index(line.startIndex, offsetBy: wanted, limitedBy: line.endIndex) ?? line.endIndex
        // Columns past the end of the line: the caret line pads them (bounded).
        let pastEnd = caret == line.endIndex ? min(wanted - line.distance(from: line.startIndex, to: caret), width) : 0

        // From the caret on, up to `budget` shown characters.
        func end(within budget: Int) -> (end: String.Index, used: Int) {
            var end = caret
            var used = 0
            while end < line.endIndex {
                let cost = Self.cost(of: line[end])
                if used + cost > budget { break }
                used += cost
                line.formIndex(after: &end)
            }
            return (end, used)
        }
        // At least half the width goes before the caret when there is that much to show.
        let beforeBudget = width - min(end(within: width).used, width / 2)
        var start = caret
        var before = 0
        while start > line.startIndex {
            let previous = line.index(before: start)
            let cost = Self.cost(of: line[previous])
            if before + cost > beforeBudget { break }
            before += cost
            start = previous
        }
        let after = end(within: width - before).end

        let head = cutBefore || start > line.startIndex ? "…" : ""
        let tail = cutAfter || after < line.endIndex ? "…" : ""
        let shownBefore = VMLDisplayText.escaped(line[start..<caret], keepingTabs: true)
        text = head + shownBefore + VMLDisplayText.escaped(line[caret..<after], keepingTabs: true) + tail
        caretColumn = head.count + shownBefore.count + pastEnd + 1
    }

    /// How many characters `character` takes once shown (each escape counts its length).
    private static func cost(of character: Character) -> Int {
        character.unicodeScalars.reduce(0) { $0 + ($1 == "\t" ? 1 : VMLDisplayText.width(of: $1)) }
    }

    /// Spaces, with a tab wherever `text` has one, up to the caret, then `^`.
    static func caretLine(under text: String, at caretColumn: Int) -> String {
        var line = ""
        var column = 1
        for character in text {
            guard column < caretColumn else { break }
            line.append(character == "\t" ? "\t" : " ")
            column += 1
        }
        if column < caretColumn {
            line += String(repeating: " ", count: min(caretColumn - column, width + 2))
        }
        return line + "^"
    }
}
