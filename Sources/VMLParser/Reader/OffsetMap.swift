/// Maps offsets in a decoded attribute value back to byte offsets of the original input, so an
/// error inside a style points at the right column even when the value held entities.
///
/// Only the places where decoding changed the length are recorded (an entity, a CR LF read as
/// one space); between them the two offsets advance together.
struct OffsetMap {
    /// A stretch of decoded bytes that came from a differently sized stretch of input.
    struct Replacement {
        var decodedStart: Int
        var decodedEnd: Int
        var sourceStart: Int
        var sourceEnd: Int
    }

    /// Where decoded offset 0 stands in the input.
    var sourceBase = 0
    var replacements: [Replacement] = []

    mutating func reset(sourceBase: Int) {
        self.sourceBase = sourceBase
        // Most values have no reference: nothing to remove (and `removeAll` costs about 70
        // instructions even then).
        if !replacements.isEmpty { replacements.removeAll(keepingCapacity: true) }
    }

    mutating func record(decoded: Range<Int>, source: Range<Int>) {
        replacements.append(
            Replacement(
                decodedStart: decoded.lowerBound, decodedEnd: decoded.upperBound, sourceStart: source.lowerBound,
                sourceEnd: source.upperBound)
        )
    }

    /// The input offset of the decoded offset `decoded`.
    func sourceOffset(_ decoded: Int) -> Int {
        var result = sourceBase + decoded
        for replacement in replacements {
            if decoded < replacement.decodedStart { break }
            if decoded < replacement.decodedEnd { return replacement.sourceStart }
            result = replacement.sourceEnd + (decoded - replacement.decodedEnd)
        }
        return result
    }
}
