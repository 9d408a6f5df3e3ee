import VMLCore

/// A stack in manually managed memory whose top is turned into an exactly sized array in one
/// allocation: the children of open elements, the attributes of a tag, the argument lists of a
/// style.
///
/// Noncopyable: exactly one owner, and what is still on the stack (after an error) and the
/// memory are released when that owner ends.
///
/// The unsafe code, and why it is sound: the elements live in memory the stack allocates, grows
/// (moving them) and frees itself; only `0..<count` is ever initialized, and every read is inside
/// it (the subscript checks its index; `take` and `truncate` are given a start at or below `count`,
/// and check it).
@safe
struct ScratchStack<Element>: ~Copyable {
    private var base: UnsafeMutablePointer<Element>
    private var capacity: Int
    private(set) var count = 0

    init(capacity: Int = 64) {
        self.capacity = max(capacity, 4)
        unsafe base = .allocate(capacity: self.capacity)
    }

    deinit {
        unsafe base.deinitialize(count: count)
        unsafe base.deallocate()
    }

    var isEmpty: Bool { count == 0 }

    /// The top element, if any.
    var last: Element? { unsafe count > 0 ? base[count - 1] : nil }

    @inline(__always)
    mutating func push(_ element: Element) {
        if count == capacity { grow() }
        unsafe (base + count).initialize(to: element)
        count += 1
    }

    /// The element at `index`, which must be below `count`.
    subscript(index: Int) -> Element {
        precondition(index >= 0 && index < count, "ScratchStack: index out of range")
        return unsafe base[index]
    }

    /// Whether an element from `start` to the top satisfies `predicate`.
    func contains(from start: Int = 0, where predicate: (Element) -> Bool) -> Bool {
        var index = start
        while index < count {
            if unsafe predicate(base[index]) { return true }
            index += 1
        }
        return false
    }

    /// The elements from `start` to the top as a new array; pops them.
    @inline(__always)
    mutating func take(from start: Int) -> [Element] {
        let taken = count - start
        guard taken > 0 else { return [] }
        precondition(start >= 0, "ScratchStack: start out of range")
        let source = unsafe base + start
        count = start
        // Moved, not copied (a copy retains every element and the stack's release undoes it).
        // Up to four (most attribute, argument and child lists) as an array literal: the compiler
        // allocates the array at its size and moves each element into place. `reserveCapacity`
        // first replaces the empty array through the runtime's generic copy of its elements and
        // a release: about 130 instructions more a list (10.3 M of the repeated-style parse's
        // 237.1 M, for its 60,001 attribute lists and 20,000 four-child rows).
        switch taken {
        case 1: return unsafe [source.move()]
        case 2: return unsafe [source.move(), (source + 1).move()]
        case 3: return unsafe [source.move(), (source + 1).move(), (source + 2).move()]
        case 4: return unsafe [source.move(), (source + 1).move(), (source + 2).move(), (source + 3).move()]
        default: break
        }
        // `reserveCapacity` + `append` stay specialized, where `Array(unsafeUninitializedCapacity:)`
        // looked up the array's generic metadata on every call (and cost 14% more on the
        // repeated-style parse, measured again in the twenty-first round). One `append` per
        // element: `append(contentsOf:)` with a sequence that moved them out cost about 60
        // instructions more a list.
        var result: [Element] = []
        result.reserveCapacity(taken)
        for offset in 0..<taken { unsafe result.append((source + offset).move()) }
        return result
    }

    /// The top element, moved out (the stack must not be empty).
    private mutating func popLast() -> Element {
        count -= 1
        return unsafe (base + count).move()
    }

    /// Pops (and releases) everything above `start`.
    mutating func truncate(to start: Int) {
        guard start < count else { return }
        precondition(start >= 0, "ScratchStack: start out of range")
        unsafe (base + start).deinitialize(count: count - start)
        count = start
    }

    private mutating func grow() {
        let newCapacity = capacity * 2
        let newBase = UnsafeMutablePointer<Element>.allocate(capacity: newCapacity)
        unsafe newBase.moveInitialize(from: base, count: count)
        unsafe base.deallocate()
        unsafe base = unsafe newBase
        capacity = newCapacity
    }
}

extension ScratchStack where Element == VMLNode {
    /// The top node's text, popped, when it is a text node (moved out, not copied); `nil`, with
    /// the stack unchanged, when it is an element.
    mutating func popText() -> String? {
        guard count > 0 else { return nil }
        switch popLast() {
        case .text(let text):
            return text
        case .element(let element):
            push(.element(element))
            return nil
        }
    }
}
