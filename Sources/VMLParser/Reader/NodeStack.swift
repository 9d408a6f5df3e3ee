import VMLCore

/// The children of every open element, innermost last, in manually managed memory so that an
/// element's children can be moved (not copied and released) into their exactly sized array
/// when the element closes. The owner calls ``deallocate()`` once.
struct NodeStack {
    private var base: UnsafeMutablePointer<VMLNode>
    private var capacity: Int
    private(set) var count = 0

    init(capacity: Int = 256) {
        self.capacity = capacity
        base = .allocate(capacity: capacity)
    }

    /// Releases the nodes still on the stack (after an error) and the memory.
    func deallocate() {
        base.deinitialize(count: count)
        base.deallocate()
    }

    @inline(__always)
    mutating func push(_ node: VMLNode) {
        if count == capacity { grow() }
        (base + count).initialize(to: node)
        count += 1
    }

    /// Moves the nodes from `start` to the top into a new array and pops them.
    mutating func take(from start: Int) -> [VMLNode] {
        let taken = count - start
        guard taken > 0 else { return [] }
        let source = base + start
        let result = [VMLNode](unsafeUninitializedCapacity: taken) { buffer, initialized in
            if let target = buffer.baseAddress {
                target.moveInitialize(from: source, count: taken)
                initialized = taken
            }
        }
        count = start
        return result
    }

    private mutating func grow() {
        let newCapacity = capacity * 2
        let newBase = UnsafeMutablePointer<VMLNode>.allocate(capacity: newCapacity)
        newBase.moveInitialize(from: base, count: count)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }
}
