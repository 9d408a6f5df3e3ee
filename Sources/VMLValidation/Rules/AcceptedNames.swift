/// Names a name rule has accepted, so that a name the document repeats (every `Text`, every
/// `systemName`) is checked once, not once an element.
///
/// A small table: each slot, chosen by the name's length and first byte, holds the last name
/// accepted there. A name equal to its slot's is accepted without checking (the parser gives
/// repeated names one representation, so the comparison is of two words); any other name is
/// checked by the rule, and kept when it passes. A rejected name is never kept.
struct AcceptedNames {
    private var slots = [String?](repeating: nil, count: 64)

    /// Whether `rule` accepts `name`, asking it only for a name not seen here yet.
    mutating func accepts(_ name: String, by rule: (String) -> Bool) -> Bool {
        let utf8 = name.utf8
        let slot = (utf8.count &+ Int(utf8.first ?? 0) &* 8) & (slots.count - 1)
        if slots[slot] == name { return true }
        guard rule(name) else { return false }
        slots[slot] = name
        return true
    }
}
