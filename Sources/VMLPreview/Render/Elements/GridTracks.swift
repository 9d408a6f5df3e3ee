/// A lazy grid's `GridItem` list (the attribute's text) as CSS grid tracks.
///
/// ```swift
/// GridTracks.css("[GridItem(.flexible()), GridItem(.fixed(80))]").template   // "minmax(0,1fr) 80px"
/// GridTracks.css("[GridItem(.adaptive(minimum: 100))]").template             // "repeat(auto-fill,minmax(100px,1fr))"
/// ```
struct GridTracks {
    /// `grid-template-columns` (or rows).
    var template: String
    /// The gap between tracks (the first item's `spacing`, or 8 points).
    var gap: String
    /// Whether every item was read.
    var understood: Bool

    static func css(_ text: String) -> GridTracks {
        var tracks: [String] = []
        var understood = true
        var gap = "8px"
        // Items are split at each `GridItem(` — the attribute holds an array of them.
        let items = text.components(separatedBy: "GridItem(").dropFirst()
        for item in items {
            if let spacing = number(after: "spacing:", in: item) { gap = ExpressionValues.px(spacing) }
            if item.hasPrefix(".fixed(") || item.hasPrefix("GridItem.Size.fixed("), let size = number(after: "(", in: item) {
                tracks.append(ExpressionValues.px(size))
            } else if item.hasPrefix(".adaptive(") {
                let minimum = number(after: "minimum:", in: item) ?? 80
                tracks.append("repeat(auto-fill,minmax(\(ExpressionValues.px(minimum)),1fr))")
            } else if item.hasPrefix(".flexible(") || item.hasPrefix(")") || item.hasPrefix("") {
                if let minimum = number(after: "minimum:", in: item) {
                    tracks.append("minmax(\(ExpressionValues.px(minimum)),1fr)")
                } else {
                    tracks.append("minmax(0,1fr)")
                }
            } else {
                understood = false
                tracks.append("minmax(0,1fr)")
            }
        }
        if tracks.isEmpty {
            return GridTracks(template: "minmax(0,1fr)", gap: gap, understood: text.isEmpty)
        }
        return GridTracks(template: tracks.joined(separator: " "), gap: gap, understood: understood)
    }

    /// The number that follows `marker` in `text`.
    private static func number(after marker: String, in text: String) -> Double? {
        guard let range = text.range(of: marker) else { return nil }
        let digits = text[range.upperBound...].drop(while: { $0 == " " }).prefix(while: { $0.isNumber || $0 == "." || $0 == "-" })
        return Double(digits)
    }
}
