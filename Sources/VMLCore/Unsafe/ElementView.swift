// Unsafe code here: a read-only view of an array's elements through a pointer to its storage,
// each element borrowed where it is stored (`unsafeAddress`) instead of copied out.
// Why it is sound: a view is made only by `ElementView.with(_:_:)`, inside the array's
// `withUnsafeBufferPointer`, for the length of a closure that must not keep it (the one rule the
// compiler does not check, as for `ByteView`); every element read is checked against `count`
// (`precondition`), as an array's subscript is.

/// A read-only view of an array's elements, each borrowed in place (reading one retains nothing
/// it holds), every read checked against `count`: the writer walks a modifier's arguments and a
/// style's modifiers through it.
///
/// ```swift
/// ElementView.with([VMLArgument(8), VMLArgument("x", 2)]) { $0[1].label }   // "x"
/// ```
@safe
struct ElementView<Element> {
    private let base: UnsafePointer<Element>?
    /// How many elements.
    let count: Int

    /// A view of `buffer`'s elements, which must outlive it (only `with(_:_:)` and
    /// `VMLByteWriter+Attributes.swift` make one, inside the owner's `withUnsafeBufferPointer`).
    @unsafe @inline(__always)
    init(_ buffer: UnsafeBufferPointer<Element>) {
        unsafe base = buffer.baseAddress
        count = buffer.count
    }

    /// Calls `body` with a view of `array`'s elements (borrowed in place, not copied).
    @inline(__always)
    static func with<R, E: Error>(_ array: [Element], _ body: (ElementView) throws(E) -> R) throws(E) -> R {
        let result: Result<R, E> = unsafe array.withUnsafeBufferPointer { buffer in
            do throws(E) { return .success(try body(unsafe ElementView(buffer))) } catch { return .failure(error) }
        }
        return try result.get()
    }

    /// The positions, `0..<count`.
    var indices: Range<Int> { 0..<count }

    /// Whether there are no elements.
    var isEmpty: Bool { count == 0 }

    /// The element at `index`, borrowed where it is stored; an index outside `0..<count` stops
    /// the process.
    @inline(__always)
    subscript(index: Int) -> Element {
        unsafeAddress {
            precondition(UInt(bitPattern: index) < UInt(bitPattern: count), "ElementView: index out of range")
            return unsafe base.unsafelyUnwrapped + index
        }
    }
}
