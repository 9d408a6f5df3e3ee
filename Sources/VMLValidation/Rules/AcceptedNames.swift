@_spi(VMLInternals) import VMLCore

/// Names a name rule has accepted, so that a name the document repeats (every `Text`, every
/// `systemName`) is checked once, not once an element.
///
/// A small table: each slot, chosen by the name's length and first byte, holds the last name
/// accepted there. A name equal to its slot's is accepted without checking; any other name is
/// checked by the rule, and kept when it passes. A rejected name is never kept.
///
/// A name of at most 15 ASCII bytes (nearly every name) is kept as its bytes, read from the
/// string's own two words (``SmallASCII``) and compared as words: no string is copied, retained
/// or released. A longer one is kept as the string.
struct AcceptedNames {
    /// A short name's bytes (``SmallASCII/key``); a count of -1 for none.
    private struct Key {
        var low: UInt64 = 0
        var high: UInt64 = 0
        var count = -1
    }

    private static let slotCount = 64
    private var keys = [Key](repeating: Key(), count: slotCount)
    private var strings = [String?](repeating: nil, count: slotCount)
    /// Whether short names are read from their words (``SmallASCII/layoutHolds``, read once).
    private let readsSmallStrings = SmallASCII.layoutHolds

    /// Whether `rule` accepts `name`, asking it only for a name not seen here yet.
    mutating func accepts(_ name: String, by rule: (String) -> Bool) -> Bool {
        guard let small = SmallASCII(name, layoutHolds: readsSmallStrings) else { return acceptsString(name, by: rule) }
        let key = small.key
        let slot = (key.count &+ Int(truncatingIfNeeded: key.low & 0xFF) &* 8) & (Self.slotCount - 1)
        if keys[slot].count == key.count, keys[slot].low == key.low, keys[slot].high == key.high { return true }
        guard rule(name) else { return false }
        keys[slot] = Key(low: key.low, high: key.high, count: key.count)
        return true
    }

    /// ``accepts(_:by:)`` for a name kept as a string.
    private mutating func acceptsString(_ name: String, by rule: (String) -> Bool) -> Bool {
        let utf8 = name.utf8
        let slot = (utf8.count &+ Int(utf8.first ?? 0) &* 8) & (Self.slotCount - 1)
        if strings[slot] == name { return true }
        guard rule(name) else { return false }
        strings[slot] = name
        return true
    }
}
