/// A stack in manually managed memory whose top can be moved (not copied, then released) into
/// an exactly sized array: the children of open elements, the attributes of a tag, the argument
/// lists of a style. The owner calls ``deallocate()`` once.
struct ScratchStack<Element> {
    private var base: UnsafeMutablePointer<Element>
    private var capacity: Int
    private(set) var count = 0

    init(capacity: Int = 64) {
        self.capacity = max(capacity, 4)
        base = .allocate(capacity: self.capacity)
    }

    /// Releases what is still on the stack (after an error) and the memory.
    func deallocate() {
        base.deinitialize(count: count)
        base.deallocate()
    }

    var isEmpty: Bool { count == 0 }

    /// The top element, if any.
    var last: Element? { count > 0 ? base[count - 1] : nil }

    @inline(__always)
    mutating func push(_ element: Element) {
        if count == capacity { grow() }
        (base + count).initialize(to: element)
        count += 1
    }

    /// Whether an element from `start` to the top satisfies `predicate`.
    func contains(from start: Int = 0, where predicate: (Element) -> Bool) -> Bool {
        var index = start
        while index < count {
            if predicate(base[index]) { return true }
            index += 1
        }
        return false
    }

    /// Moves the elements from `start` to the top into a new array and pops them.
    @inline(__always)
    mutating func take(from start: Int) -> [Element] {
        let taken = count - start
        guard taken > 0 else { return [] }
        let source = base + start
        let result = [Element](unsafeUninitializedCapacity: taken) { buffer, initialized in
            if let target = buffer.baseAddress {
                target.moveInitialize(from: source, count: taken)
                initialized = taken
            }
        }
        count = start
        return result
    }

    /// Pops (and releases) everything above `start`.
    mutating func truncate(to start: Int) {
        guard start < count else { return }
        (base + start).deinitialize(count: count - start)
        count = start
    }

    private mutating func grow() {
        let newCapacity = capacity * 2
        let newBase = UnsafeMutablePointer<Element>.allocate(capacity: newCapacity)
        newBase.moveInitialize(from: base, count: count)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }
}
