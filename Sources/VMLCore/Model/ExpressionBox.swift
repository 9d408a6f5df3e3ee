import Synchronization

/// The box that holds what a nesting expression nests (a member's base, a call's callee and
/// arguments, an array's elements, a tuple's fields, a range's bounds, an `attr` fallback), so
/// that freeing an expression never recurses.
///
/// Swift frees an `indirect` enum and nested arrays recursively: an expression nested 100,000
/// deep would free itself with a stack frame or more per level and overflow the stack. Every
/// expression that holds another holds it in one of these boxes instead, and the box's `deinit`
/// takes apart what it alone owns with a loop over an explicit list (as ``ChildNodeStorage``
/// does for elements). A `Mutex` holds the parts so the box can be `Sendable` without
/// `@unchecked`; a box is never mutated once made, but by that `deinit`, so the lock is never
/// contended.
final class ExpressionBox: Sendable {
    /// What one box holds: one case per kind of nesting expression.
    enum Parts: Sendable {
        /// Taken apart (or never filled).
        case empty
        case member(VMLExpression, String)
        case call(VMLExpression, [VMLArgument])
        case elements([VMLExpression])
        case fields([VMLArgument])
        case bounds(lower: VMLExpression?, upper: VMLExpression?)
        case fallback(VMLExpression)
    }

    private let parts: Mutex<Parts>

    init(_ parts: Parts) {
        self.parts = Mutex(parts)
    }

    /// A copy of the parts (a retain of each, not a deep copy).
    var contents: Parts {
        parts.withLock { $0 }
    }

    /// A member's base and name, copied out on their own (not the whole of ``Parts`` first).
    var member: (base: VMLExpression, name: String) {
        parts.withLock { parts in
            guard case .member(let base, let name) = parts else { return (.null, "") }
            return (base, name)
        }
    }

    /// A call's callee and arguments, copied out on their own.
    var call: (callee: VMLExpression, arguments: [VMLArgument]) {
        parts.withLock { parts in
            guard case .call(let callee, let arguments) = parts else { return (.null, []) }
            return (callee, arguments)
        }
    }

    /// Moves the parts out, leaving the box empty.
    private func take() -> Parts {
        parts.withLock { parts in
            var taken = Parts.empty
            swap(&taken, &parts)
            return taken
        }
    }

    deinit {
        // The first nested box is held on its own, so a chain (a member's base, a call's callee)
        // is taken apart with no list allocated; only a second one goes to the list.
        var walk = Walk()
        take().appendBoxes(to: &walk)
        // Each box taken here is owned by this loop alone when it is uniquely referenced: move
        // the boxes it holds onto the walk, so it frees itself empty (one level, no deeper).
        while var box = walk.next() {
            guard isKnownUniquelyReferenced(&box) else { continue }
            box.take().appendBoxes(to: &walk)
        }
    }

    /// The boxes still to take apart.
    fileprivate struct Walk {
        private var first: ExpressionBox?
        private var rest: [ExpressionBox] = []

        mutating func add(_ box: ExpressionBox) {
            if first == nil { first = box } else { rest.append(box) }
        }

        mutating func next() -> ExpressionBox? {
            if let box = first.take() { return box }
            return rest.popLast()
        }
    }
}

extension ExpressionBox.Parts {
    /// Appends the box of every nesting expression held here (a leaf has none).
    fileprivate func appendBoxes(to list: inout ExpressionBox.Walk) {
        switch self {
        case .empty: break
        case .member(let base, _): base.appendBox(to: &list)
        case .call(let callee, let arguments):
            callee.appendBox(to: &list)
            for argument in arguments { argument.value.appendBox(to: &list) }
        case .elements(let elements): for element in elements { element.appendBox(to: &list) }
        case .fields(let fields): for field in fields { field.value.appendBox(to: &list) }
        case .bounds(let lower, let upper):
            lower?.appendBox(to: &list)
            upper?.appendBox(to: &list)
        case .fallback(let fallback): fallback.appendBox(to: &list)
        }
    }
}

extension VMLExpression {
    /// Appends the box this expression holds its nested expressions in, if it has any.
    fileprivate func appendBox(to list: inout ExpressionBox.Walk) {
        switch self {
        case .member(let member): list.add(member.box)
        case .call(let call): list.add(call.box)
        case .array(let elements): list.add(elements.box)
        case .tuple(let fields): list.add(fields.box)
        case .range(let range): list.add(range.box)
        case .attr(let binding): if let box = binding.fallbackBox { list.add(box) }
        case .number, .angle, .string, .boolean, .null, .color, .symbol, .identifier, .implicitMember: break
        }
    }
}
