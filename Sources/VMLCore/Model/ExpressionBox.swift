import Synchronization

/// Where a nesting expression keeps what it nests (a member's base, a call's callee and
/// arguments, an array's elements, a tuple's fields, a range's bounds, an `attr` fallback), so
/// that freeing an expression never recurses deeply.
///
/// Swift frees an `indirect` enum and nested arrays recursively: an expression nested 100,000
/// deep would free itself with a stack frame or more per level and overflow the stack. So each
/// box knows how many boxes deep it nests (``depth``), and is one of two kinds:
/// - up to ``shallowLimit`` deep (every expression a person writes; the parser may read deeper
///   ones, up to its nesting limit), a ``ShallowExpressionParts``: parts that never change, read
///   as an `indirect` case is read, and freed by Swift, recursively but at most ``shallowLimit``
///   boxes deep;
/// - deeper, a ``DeepExpressionParts``: parts behind a `Mutex` (so the box is `Sendable` without
///   `@unchecked`), whose `deinit` takes apart the deep boxes it alone owns with a loop over an
///   explicit list (as ``ChildNodeStorage`` does for elements), leaving Swift only shallow ones.
struct ExpressionBox: Sendable {
    /// What one box holds: one case per kind of nesting expression.
    enum Parts: Sendable {
        /// Taken apart (a deep box, in its `deinit`).
        case empty
        case member(VMLExpression, String)
        case call(VMLExpression, [VMLArgument])
        case elements([VMLExpression])
        case fields([VMLArgument])
        case bounds(lower: VMLExpression?, upper: VMLExpression?)
        case fallback(VMLExpression)
    }

    /// How deep a box may nest (counted in boxes) and still be freed by Swift's own recursion:
    /// a bounded, small amount of stack, on any thread.
    static let shallowLimit = 64

    private enum Kind: Sendable {
        case shallow(ShallowExpressionParts)
        case deep(DeepExpressionParts)
    }

    private let kind: Kind

    init(_ parts: Parts) {
        let depth = parts.depth
        if depth <= Self.shallowLimit {
            kind = .shallow(ShallowExpressionParts(parts, depth: depth))
        } else {
            kind = .deep(DeepExpressionParts(parts, depth: depth))
        }
    }

    /// How many boxes deep this one nests: 1 when its parts hold no box.
    var depth: Int {
        switch kind {
        case .shallow(let box): box.depth
        case .deep(let box): box.depth
        }
    }

    /// A copy of the parts (a retain of each, not a deep copy).
    var contents: Parts {
        switch kind {
        case .shallow(let box): box.parts
        case .deep(let box): box.contents
        }
    }

    /// A member's base and name.
    var member: (base: VMLExpression, name: String) {
        switch kind {
        case .shallow(let box):
            guard case .member(let base, let name) = box.parts else { return (.null, "") }
            return (base, name)
        case .deep(let box):
            guard case .member(let base, let name) = box.contents else { return (.null, "") }
            return (base, name)
        }
    }

    /// A call's callee and arguments.
    var call: (callee: VMLExpression, arguments: [VMLArgument]) {
        switch kind {
        case .shallow(let box):
            guard case .call(let callee, let arguments) = box.parts else { return (.null, []) }
            return (callee, arguments)
        case .deep(let box):
            guard case .call(let callee, let arguments) = box.contents else { return (.null, []) }
            return (callee, arguments)
        }
    }

    /// The deep box, if this is one (what a deep box's `deinit` takes apart).
    fileprivate var deepBox: DeepExpressionParts? {
        if case .deep(let box) = kind { box } else { nil }
    }

    /// Whether the two are the same box (so their parts are the same).
    static func === (lhs: ExpressionBox, rhs: ExpressionBox) -> Bool {
        switch (lhs.kind, rhs.kind) {
        case (.shallow(let a), .shallow(let b)): a === b
        case (.deep(let a), .deep(let b)): a === b
        default: false
        }
    }
}

/// The parts of a box at most ``ExpressionBox/shallowLimit`` deep: never changed once made.
final class ShallowExpressionParts: Sendable {
    let parts: ExpressionBox.Parts
    let depth: Int

    init(_ parts: ExpressionBox.Parts, depth: Int) {
        self.parts = parts
        self.depth = depth
    }
}

/// The parts of a box deeper than ``ExpressionBox/shallowLimit``, taken apart with a loop when
/// it is freed.
final class DeepExpressionParts: Sendable {
    private let parts: Mutex<ExpressionBox.Parts>
    let depth: Int

    init(_ parts: ExpressionBox.Parts, depth: Int) {
        self.parts = Mutex(parts)
        self.depth = depth
    }

    /// A copy of the parts.
    var contents: ExpressionBox.Parts {
        parts.withLock { $0 }
    }

    /// Moves the parts out, leaving the box empty.
    private func take() -> ExpressionBox.Parts {
        parts.withLock { parts in
            var taken = ExpressionBox.Parts.empty
            swap(&taken, &parts)
            return taken
        }
    }

    deinit {
        var walk = Walk()
        take().appendDeepBoxes(to: &walk)
        // Each deep box taken here is owned by this loop alone when it is uniquely referenced:
        // move the deep boxes it holds onto the walk, so it frees itself with only shallow boxes
        // left in it (freed by Swift, at most ``ExpressionBox/shallowLimit`` deep).
        while var box = walk.next() {
            guard isKnownUniquelyReferenced(&box) else { continue }
            box.take().appendDeepBoxes(to: &walk)
        }
    }

    /// The deep boxes still to take apart: the first held on its own, so a chain (a member's
    /// base, a call's callee) is taken apart with no list allocated.
    fileprivate struct Walk {
        private var first: DeepExpressionParts?
        private var rest: [DeepExpressionParts] = []

        mutating func add(_ box: DeepExpressionParts) {
            if first == nil { first = box } else { rest.append(box) }
        }

        mutating func next() -> DeepExpressionParts? {
            if let box = first.take() { return box }
            return rest.popLast()
        }
    }
}

extension ExpressionBox.Parts {
    /// How many boxes deep parts holding these nest: one more than the deepest box they hold.
    fileprivate var depth: Int {
        switch self {
        case .empty: 1
        case .member(let base, _): base.boxDepth + 1
        case .call(let callee, let arguments):
            arguments.reduce(callee.boxDepth) { Swift.max($0, $1.value.boxDepth) } + 1
        case .elements(let elements): elements.reduce(0) { Swift.max($0, $1.boxDepth) } + 1
        case .fields(let fields): fields.reduce(0) { Swift.max($0, $1.value.boxDepth) } + 1
        case .bounds(let lower, let upper): Swift.max(lower?.boxDepth ?? 0, upper?.boxDepth ?? 0) + 1
        case .fallback(let fallback): fallback.boxDepth + 1
        }
    }

    /// Appends the deep box of every nesting expression held here.
    fileprivate func appendDeepBoxes(to walk: inout DeepExpressionParts.Walk) {
        switch self {
        case .empty: break
        case .member(let base, _): base.appendDeepBox(to: &walk)
        case .call(let callee, let arguments):
            callee.appendDeepBox(to: &walk)
            for argument in arguments { argument.value.appendDeepBox(to: &walk) }
        case .elements(let elements): for element in elements { element.appendDeepBox(to: &walk) }
        case .fields(let fields): for field in fields { field.value.appendDeepBox(to: &walk) }
        case .bounds(let lower, let upper):
            lower?.appendDeepBox(to: &walk)
            upper?.appendDeepBox(to: &walk)
        case .fallback(let fallback): fallback.appendDeepBox(to: &walk)
        }
    }
}

extension VMLExpression {
    /// The box this expression holds its nested expressions in, if it has one.
    fileprivate var box: ExpressionBox? {
        switch self {
        case .member(let member): member.box
        case .call(let call): call.box
        case .array(let elements): elements.box
        case .tuple(let fields): fields.box
        case .range(let range): range.box
        case .attr(let binding): binding.fallbackBox
        case .number, .angle, .string, .boolean, .null, .color, .symbol, .identifier, .implicitMember: nil
        }
    }

    /// How many boxes deep this expression nests: 0 for one that holds no other
    /// (``VMLExpression/nestingDepth``).
    var boxDepth: Int { box?.depth ?? 0 }

    /// Appends the box this expression holds its nested expressions in, if it is a deep one.
    fileprivate func appendDeepBox(to walk: inout DeepExpressionParts.Walk) {
        if let deep = box?.deepBox { walk.add(deep) }
    }
}
