@_spi(VMLInternals) import VMLCore

/// What the vocabulary says of the element names a run meets, and the attributes it accepted on
/// each, compared by equality instead of hashed: a document repeats a handful of names and
/// attributes, and comparing short strings is cheaper than hashing them (as ``SlotLookup`` does).
///
/// Parallel arrays, so that finding a name reads only the names (no entry is copied, retained or
/// released on the way); a name of at most 15 ASCII bytes (nearly every one) is compared as the
/// two words the string holds it in (``SmallASCII``), as ``AcceptedNames`` does.
struct ElementVocabularyLookup {
    /// A short name's bytes (``SmallASCII/key``); a count of -1 for a name kept as a string only.
    private struct Key: Equatable {
        var low: UInt64 = 0
        var high: UInt64 = 0
        var count = -1

        @inline(__always)
        init(_ name: String, readingWords: Bool) {
            guard let small = SmallASCII(name, layoutHolds: readingWords) else { return }
            (low, high, count) = small.key
        }
    }

    private static let capacity = 32
    private static let attributeCapacity = 8

    private var names: [String] = []
    private var keys: [Key] = []
    private var entries: [StyleVocabulary.ElementEntry] = []
    /// Per slot, the attributes already found to need no diagnostic on that element.
    private var accepted: [[String]] = []
    private var acceptedKeys: [[Key]] = []
    /// Per slot, typed attributes' values already found to fit.
    private var acceptedValues: [[(attribute: String, value: String)]] = []
    /// Whether short strings are read from their words (``SmallASCII/layoutHolds``, read once).
    private let readsSmallStrings = SmallASCII.layoutHolds
    /// A short name's key → its slot + 1 (0: none), direct-mapped by the key's first byte and
    /// length, as ``AcceptedNames`` maps its slots: a hit is one comparison of keys.
    private var slotOfKey = [Int](repeating: 0, count: 64)
    /// Names past ``capacity``: looked up in the vocabulary each time they are met.
    private var overflow: [String: StyleVocabulary.ElementEntry] = [:]

    /// The slot of `name`, looking it up in `vocabulary` the first time; `nil` past the capacity.
    mutating func index(of name: String, in vocabulary: StyleVocabulary) -> Int? {
        let key = Key(name, readingWords: readsSmallStrings)
        let mapped = (key.count &+ Int(truncatingIfNeeded: key.low & 0xFF) &* 8) & 63
        if key.count >= 0 {
            let candidate = slotOfKey[mapped] - 1
            if candidate >= 0, keys[candidate] == key { return candidate }
            var index = 0
            while index < keys.count {
                if keys[index] == key {
                    slotOfKey[mapped] = index + 1
                    return index
                }
                index += 1
            }
        } else if let index = names.firstIndex(of: name) {
            return index
        }
        guard names.count < Self.capacity else { return nil }
        names.append(name)
        keys.append(key)
        acceptedKeys.append([])
        if key.count >= 0 { slotOfKey[mapped] = names.count }
        entries.append(vocabulary.entry(forElement: name))
        accepted.append([])
        acceptedValues.append([])
        return names.count - 1
    }

    /// The entry of a name past the table's capacity.
    mutating func overflowEntry(of name: String, in vocabulary: StyleVocabulary) -> StyleVocabulary.ElementEntry {
        if let entry = overflow[name] { return entry }
        let entry = vocabulary.entry(forElement: name)
        overflow[name] = entry
        return entry
    }

    /// Whether the name in slot `index` gets a diagnostic.
    @inline(__always)
    func hasFinding(at index: Int) -> Bool { entries[index].finding != nil }

    /// Whether the attributes of the element in slot `index` are checked (SwiftUI's views, and
    /// custom ones whose schema entry lists them).
    @inline(__always)
    func checksAttributes(at index: Int) -> Bool { entries[index].attributes != nil }

    /// The entry in slot `index`.
    func entry(at index: Int) -> StyleVocabulary.ElementEntry { entries[index] }

    /// Whether the attribute was accepted on the element in slot `index` before.
    @inline(__always)
    func hasAccepted(_ attribute: String, at index: Int) -> Bool {
        let key = Key(attribute, readingWords: readsSmallStrings)
        guard key.count >= 0 else { return accepted[index].contains(attribute) }
        var position = 0
        while position < acceptedKeys[index].count {
            if acceptedKeys[index][position] == key { return true }
            position += 1
        }
        return false
    }

    /// Whether the value was found to fit the attribute on the element in slot `index` before.
    @inline(__always)
    func hasAcceptedValue(_ value: String, of attribute: String, at index: Int) -> Bool {
        var position = 0
        while position < acceptedValues[index].count {
            if acceptedValues[index][position].value == value, acceptedValues[index][position].attribute == attribute { return true }
            position += 1
        }
        return false
    }

    /// Remembers that the value fits the attribute on the element in slot `index`.
    mutating func acceptValue(_ value: String, of attribute: String, at index: Int) {
        guard acceptedValues[index].count < Self.attributeCapacity else { return }
        acceptedValues[index].append((attribute, value))
    }

    /// Remembers that the attribute needs no diagnostic on the element in slot `index`.
    mutating func accept(_ attribute: String, at index: Int) {
        guard accepted[index].count < Self.attributeCapacity else { return }
        accepted[index].append(attribute)
        acceptedKeys[index].append(Key(attribute, readingWords: readsSmallStrings))
    }
}
