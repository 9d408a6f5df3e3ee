/// Copies the tail of a scratch array into a new array of exactly that size: one allocation,
/// where appending element by element would grow (and reallocate) several times.
enum ExactArray {
    @inline(__always)
    static func copy<Element>(_ source: [Element], from start: Int) -> [Element] {
        guard start < source.count else { return [] }
        return Array(source[start...])
    }
}
