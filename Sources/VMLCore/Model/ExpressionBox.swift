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

    /// Moves the parts out, leaving the box empty.
    private func take() -> Parts {
        parts.withLock { parts in
            var taken = Parts.empty
            swap(&taken, &parts)
            return taken
        }
    }

    deinit {
        var pending: [ExpressionBox] = []
        take().appendBoxes(to: &pending)
        // Each box popped here is owned by this loop alone when it is uniquely referenced: move
        // the boxes it holds onto the list, so it frees itself empty (one level, no deeper).
        while var box = pending.popLast() {
            guard isKnownUniquelyReferenced(&box) else { continue }
            box.take().appendBoxes(to: &pending)
        }
    }
}

extension ExpressionBox.Parts {
    /// Appends the box of every nesting expression held here (a leaf has none).
    fileprivate func appendBoxes(to list: inout [ExpressionBox]) {
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
    fileprivate func appendBox(to list: inout [ExpressionBox]) {
        switch self {
        case .member(let member): list.append(member.box)
        case .call(let call): list.append(call.box)
        case .array(let elements): list.append(elements.box)
        case .tuple(let fields): list.append(fields.box)
        case .range(let range): list.append(range.box)
        case .attr(let binding): if let box = binding.fallbackBox { list.append(box) }
        case .number, .angle, .string, .boolean, .null, .color, .symbol, .identifier, .implicitMember: break
        }
    }
}
