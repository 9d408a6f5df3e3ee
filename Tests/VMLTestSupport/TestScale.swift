import Foundation

/// How much of its input space a randomized or exhaustive test walks: `quick` for a developer's
/// `swift test` (the whole run in well under 30 s on two cores), `full` for CI's debug test step,
/// which sets `VML_TEST_SCALE=full`, and `sanitizer` for CI's AddressSanitizer and
/// ThreadSanitizer runs, which set `VML_TEST_SCALE=sanitizer` (.ci/run). The checks are the same
/// at every scale; only the number of seeds, lengths or places differs, so a test that passes
/// quick and fails full names a rarer input, never a different rule.
///
/// ```swift
/// for seed in 0..<TestScale.current.count(quick: 25, full: 100) { … }   // 25 in `swift test`
/// ```
public enum TestScale: String, Sendable {
    /// A sample of each input space: what `swift test` runs by default.
    case quick
    /// Every seed and place the tests were written with: CI's debug test step.
    case full
    /// The quick scale's exhaustive walks (every length either side of a word boundary, every
    /// kept edge: the buffer ends a sanitizer watches), with a quarter of its random inputs
    /// (seeds, sampled places, sizes): the sanitizer runs, where each test is several times
    /// slower and its random inputs ran unsanitized at the quick and full scales already.
    case sanitizer

    /// The scale of this process: `full` or `sanitizer` when the environment sets
    /// `VML_TEST_SCALE` to that name, `quick` otherwise.
    public static let current: TestScale =
        ProcessInfo.processInfo.environment["VML_TEST_SCALE"].flatMap(TestScale.init(rawValue:)) ?? .quick

    /// `quick` or `full`, whichever this scale is; at the sanitizer scale, a quarter of `quick`
    /// (rounded up, so never 0).
    ///
    /// ```swift
    /// TestScale.sanitizer.count(quick: 25, full: 100)   // 7
    /// ```
    public func count(quick: Int, full: Int) -> Int {
        switch self {
        case .quick: quick
        case .full: full
        case .sanitizer: (quick + 3) / 4
        }
    }

    /// The run lengths a ``PlacedByte`` walk covers: 1 to 20 at full scale; quick (and sanitizer)
    /// keeps the lengths either side of every boundary the word checks have (a byte, half a word,
    /// a word, the 15 bytes a string holds in itself) and the longest.
    public var placedByteCounts: [Int] {
        self == .full ? Array(1...20) : [1, 2, 3, 4, 5, 7, 8, 9, 15, 16, 17, 20]
    }

    /// The values of `range` an exhaustive walk visits: every one at full scale; quick (and
    /// sanitizer) takes every fourth and each of `keeping` (the edges a rule turns on) that lies
    /// in the range.
    ///
    /// ```swift
    /// TestScale.quick.sample(0...15, keeping: [9, 10])   // [0, 4, 8, 9, 10, 12]
    /// ```
    public func sample(_ range: ClosedRange<Int>, keeping: [Int] = []) -> [Int] {
        guard self != .full else { return Array(range) }
        let kept = Set(keeping.filter(range.contains))
        return range.filter { ($0 - range.lowerBound) % 4 == 0 || kept.contains($0) }
    }
}
