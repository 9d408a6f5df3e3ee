/// A small, seeded random number generator (SplitMix64): the same seed gives the same numbers on
/// every platform, so a failing case can be replayed from the seed a test prints.
public struct SeededGenerator: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// Creates a generator that starts from `seed`.
    public init(seed: UInt64) {
        state = seed
    }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<upperBound` (`upperBound` > 0).
    public mutating func below(_ upperBound: Int) -> Int {
        Int(next() % UInt64(upperBound))
    }

    /// `true` with the given chance, from 0 to 1.
    public mutating func chance(_ probability: Double) -> Bool {
        Double(next() >> 11) / Double(1 << 53) < probability
    }

    /// One element of a non-empty array.
    public mutating func pick<T>(_ items: [T]) -> T {
        items[below(items.count)]
    }
}
