import Synchronization

/// The box that holds an element's children, so that freeing a tree never recurses.
///
/// Swift frees nested arrays recursively: a chain of elements 100,000 deep would free itself
/// with one stack frame per level and overflow the stack. Each element with children keeps them
/// in one of these boxes instead, and the box's `deinit` takes apart the subtree it alone owns
/// with a loop over an explicit list. A `Mutex` holds the array so the box can be `Sendable`
/// without `@unchecked`; the lock is only ever taken by the one thread that reads or mutates
/// the element at that moment, so it is never contended.
@usableFromInline final class ChildNodeStorage: Sendable {
    private let nodes: Mutex<[VMLNode]>

    init(_ nodes: [VMLNode]) {
        self.nodes = Mutex(nodes)
    }

    /// A copy of the children (an array is copy-on-write: this is a retain, not a copy).
    var children: [VMLNode] {
        nodes.withLock { $0 }
    }

    /// How many children there are.
    var count: Int {
        nodes.withLock { $0.count }
    }

    /// Moves the children out, leaving the box empty.
    func take() -> [VMLNode] {
        nodes.withLock { nodes in
            var taken: [VMLNode] = []
            swap(&taken, &nodes)
            return taken
        }
    }

    /// Puts children back into an empty box (after `take()`).
    func put(_ children: consuming [VMLNode]) {
        nodes.withLock { [children] nodes in nodes = children }
    }

    deinit {
        var pending = take()
        // Each element popped here is owned by this loop alone when its box is uniquely
        // referenced: move its children onto the list, so the box frees an empty array.
        while var node = pending.popLast() {
            node.moveUniquelyOwnedChildren(into: &pending)
        }
    }
}
