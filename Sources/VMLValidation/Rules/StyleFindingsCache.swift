@_spi(VMLInternals) import VMLCore

/// The vocabulary's findings (unknown modifiers, members, arguments) of the styles seen lately,
/// by the identity of their storage, as ``StyleReferencesCache`` keeps their references: the
/// parser shares one style value between the elements that repeat its text, so a shared style's
/// modifiers are read back and checked once per run, not once per element.
///
/// A two-way table in parallel arrays (a style's slot and the next one, so two styles whose
/// addresses map to one slot do not evict each other on every element): a hit compares a word or
/// two and, for the usual style with no finding, copies nothing.
struct StyleFindingsCache {
    private static let slots = 64

    /// Each slot's storage identity (as a bit pattern; 0 for an empty slot).
    private var keys: [UInt] = []
    /// Each slot's style, kept alive so no other storage can take its address while it stands.
    private var styles: [VMLStyle] = []
    private var findings: [[StyleVocabulary.Finding]] = []
    /// Which of a full pair a miss replaces next.
    private var writesNeighbour = false
    let vocabulary: StyleVocabulary

    init(vocabulary: StyleVocabulary) {
        self.vocabulary = vocabulary
    }

    /// The findings of `style`, checked now or remembered from an element sharing its storage.
    mutating func findings(of style: VMLStyle) -> [StyleVocabulary.Finding] {
        if style.isEmpty { return [] }
        guard let bits = style.storageKey else { return vocabulary.findings(in: style.modifiers) }
        let slot = Int(truncatingIfNeeded: (bits >> 4 ^ bits >> 10) % UInt(Self.slots))
        if keys.isEmpty {
            keys = Array(repeating: 0, count: Self.slots)
            styles = Array(repeating: VMLStyle(), count: Self.slots)
            findings = Array(repeating: [], count: Self.slots)
        }
        let neighbour = (slot + 1) % Self.slots
        if keys[slot] == bits { return findings[slot].isEmpty ? [] : findings[slot] }
        if keys[neighbour] == bits { return findings[neighbour].isEmpty ? [] : findings[neighbour] }
        let found = vocabulary.findings(in: style.modifiers)
        // The empty one of the two, or else the one not written last.
        let target = keys[slot] == 0 ? slot : keys[neighbour] == 0 ? neighbour : (writesNeighbour ? neighbour : slot)
        writesNeighbour.toggle()
        keys[target] = bits
        styles[target] = style
        findings[target] = found
        return found
    }
}
