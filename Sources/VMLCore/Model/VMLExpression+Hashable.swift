// Equality and hashing of expressions walk them with a loop over an explicit list, never
// recursion, so expressions of any depth compare and hash on any stack (the synthesized
// conformances recursed once per level of nesting).

extension VMLExpression {
    /// Whether two expressions are the same, all the way down: the same cases, names, labels and
    /// values. Numbers compare as `Double`s (`0.5 == 0.50`; NaN equals nothing).
    ///
    /// ```swift
    /// VMLExpression.member("blue").member("opacity", 0.5) == .call(.member(.implicitMember("blue"), "opacity"), [0.5])   // true
    /// VMLExpression.member("blue") == .member("red")                                                                 // false
    /// ```
    public static func == (lhs: VMLExpression, rhs: VMLExpression) -> Bool {
        // Most expressions compared are a number or a name: no walk for those.
        if lhs.isLeaf || rhs.isLeaf { return hasSameLeaf(lhs, rhs) }
        var walk = EqualityWalk()
        guard lhs.hasSameOwnParts(as: rhs, walk: &walk) else { return false }
        while let (left, right) = walk.next() {
            guard left.hasSameOwnParts(as: right, walk: &walk) else { return false }
        }
        return true
    }

    /// Feeds the expression and everything nested in it to `hasher`, in a fixed order, so equal
    /// expressions hash alike.
    ///
    /// ```swift
    /// VMLExpression.member("red").hashValue == VMLExpression.implicitMember("red").hashValue   // true
    /// ```
    public func hash(into hasher: inout Hasher) {
        var walk = HashWalk()
        hashOwnParts(into: &hasher, walk: &walk)
        while let next = walk.next() {
            next.hashOwnParts(into: &hasher, walk: &walk)
        }
    }

    /// The pairs of nested expressions still to compare: the first one a step adds is held on its
    /// own, so a chain (`.blue.opacity(0.5)`'s callee, a member's base) is walked with no list
    /// allocated; only a second one goes to the list.
    private struct EqualityWalk {
        private var first: (VMLExpression, VMLExpression)?
        private var rest: [(VMLExpression, VMLExpression)] = []

        mutating func add(_ left: VMLExpression, _ right: VMLExpression) {
            if first == nil { first = (left, right) } else { rest.append((left, right)) }
        }

        mutating func next() -> (VMLExpression, VMLExpression)? {
            if let pair = first.take() { return pair }
            return rest.popLast()
        }
    }

    /// The nested expressions still to hash, held as ``EqualityWalk`` holds pairs.
    private struct HashWalk {
        private var first: VMLExpression?
        private var rest: [VMLExpression] = []

        mutating func add(_ expression: VMLExpression) {
            if first == nil { first = expression } else { rest.append(expression) }
        }

        mutating func next() -> VMLExpression? {
            if let expression = first.take() { return expression }
            return rest.popLast()
        }
    }

    /// Whether the expression holds no other expression (compared and hashed on the spot).
    private var isLeaf: Bool {
        switch self {
        case .attr, .array, .tuple, .range, .member, .call: false
        default: true
        }
    }

    /// Compares everything of the two expressions but the expressions nested in them, which are
    /// compared on the spot when they hold no expression themselves and given to `walk`
    /// otherwise.
    private func hasSameOwnParts(as other: VMLExpression, walk: inout EqualityWalk) -> Bool {
        switch (self, other) {
        case (.attr(let a), .attr(let b)):
            guard a.name == b.name, a.type == b.type else { return false }
            switch (a.fallback, b.fallback) {
            case (nil, nil): return true
            case (let x?, let y?): return Self.compare(x, y, walk: &walk)
            default: return false
            }
        // The same box holds the same parts: nothing more to compare.
        case (.array(let a), .array(let b)):
            if a.box === b.box { return true }
            let (elementsA, elementsB) = (a.elements, b.elements)
            guard elementsA.count == elementsB.count else { return false }
            for index in elementsA.indices where !Self.compare(elementsA[index], elementsB[index], walk: &walk) { return false }
            return true
        case (.tuple(let a), .tuple(let b)):
            return a.box === b.box || Self.compare(a.fields, b.fields, walk: &walk)
        case (.range(let a), .range(let b)):
            if a.box === b.box { return true }
            guard a.kind == b.kind else { return false }
            let (boundsA, boundsB) = (a.bounds, b.bounds)
            guard boundsA.count == boundsB.count else { return false }
            for index in boundsA.indices where !Self.compare(boundsA[index], boundsB[index], walk: &walk) { return false }
            return true
        case (.member(let a), .member(let b)):
            if a.box === b.box { return true }
            let (baseA, nameA) = a.parts
            let (baseB, nameB) = b.parts
            return nameA == nameB && Self.compare(baseA, baseB, walk: &walk)
        case (.call(let a), .call(let b)):
            if a.box === b.box { return true }
            let (calleeA, argumentsA) = a.parts
            let (calleeB, argumentsB) = b.parts
            return Self.compare(argumentsA, argumentsB, walk: &walk) && Self.compare(calleeA, calleeB, walk: &walk)
        default:
            return Self.hasSameLeaf(self, other)
        }
    }

    /// Whether two expressions, of which one holds no expression, are the same: `false` when
    /// the other holds one.
    private static func hasSameLeaf(_ lhs: VMLExpression, _ rhs: VMLExpression) -> Bool {
        switch (lhs, rhs) {
        case (.number(let a), .number(let b)): a == b
        case (.angle(let a), .angle(let b)): a == b
        case (.string(let a), .string(let b)): a == b
        case (.boolean(let a), .boolean(let b)): a == b
        case (.null, .null): true
        case (.color(let a), .color(let b)): a == b
        case (.symbol(let a), .symbol(let b)): a == b
        case (.identifier(let a), .identifier(let b)): a == b
        case (.implicitMember(let a), .implicitMember(let b)): a == b
        default: false
        }
    }

    /// Compares two nested expressions on the spot when they hold no expression, else leaves
    /// them for the loop (never a call back into ``hasSameOwnParts(as:walk:)``).
    @inline(__always)
    private static func compare(_ a: VMLExpression, _ b: VMLExpression, walk: inout EqualityWalk) -> Bool {
        if a.isLeaf || b.isLeaf { return hasSameLeaf(a, b) }
        walk.add(a, b)
        return true
    }

    /// Compares two argument lists: their labels on the spot, their values as ``compare(_:_:walk:)`` does.
    private static func compare(_ a: [VMLArgument], _ b: [VMLArgument], walk: inout EqualityWalk) -> Bool {
        guard a.count == b.count else { return false }
        for index in a.indices {
            guard a[index].label == b[index].label, compare(a[index].value, b[index].value, walk: &walk) else { return false }
        }
        return true
    }

    /// Feeds the case, its own values and the number of expressions nested in it to `hasher`, and
    /// hashes the nested ones that hold no expression on the spot and gives the others to `walk`
    /// (an order that depends on the expression alone, so equal expressions hash alike).
    private func hashOwnParts(into hasher: inout Hasher, walk: inout HashWalk) {
        switch self {
        case .number(let value):
            hasher.combine(0 as UInt8)
            hasher.combine(value)
        case .angle(let degrees):
            hasher.combine(1 as UInt8)
            hasher.combine(degrees)
        case .string(let value):
            hasher.combine(2 as UInt8)
            hasher.combine(value)
        case .boolean(let value):
            hasher.combine(3 as UInt8)
            hasher.combine(value)
        case .null:
            hasher.combine(4 as UInt8)
        case .color(let color):
            hasher.combine(5 as UInt8)
            hasher.combine(color)
        case .symbol(let name):
            hasher.combine(6 as UInt8)
            hasher.combine(name)
        case .attr(let binding):
            hasher.combine(7 as UInt8)
            hasher.combine(binding.name)
            hasher.combine(binding.type)
            hasher.combine(binding.fallback != nil)
            if let fallback = binding.fallback { Self.visit(fallback, hasher: &hasher, walk: &walk) }
        case .array(let array):
            let elements = array.elements
            hasher.combine(8 as UInt8)
            hasher.combine(elements.count)
            for element in elements { Self.visit(element, hasher: &hasher, walk: &walk) }
        case .tuple(let fields):
            hasher.combine(9 as UInt8)
            Self.hash(fields.fields, into: &hasher, walk: &walk)
        case .range(let range):
            hasher.combine(10 as UInt8)
            switch range.kind {
            case .closed: hasher.combine(0 as UInt8)
            case .halfOpen: hasher.combine(1 as UInt8)
            case .from: hasher.combine(2 as UInt8)
            case .through: hasher.combine(3 as UInt8)
            case .upTo: hasher.combine(4 as UInt8)
            }
            for bound in range.bounds { Self.visit(bound, hasher: &hasher, walk: &walk) }
        case .identifier(let name):
            hasher.combine(11 as UInt8)
            hasher.combine(name)
        case .implicitMember(let name):
            hasher.combine(12 as UInt8)
            hasher.combine(name)
        case .member(let member):
            let (base, name) = member.parts
            hasher.combine(13 as UInt8)
            hasher.combine(name)
            Self.visit(base, hasher: &hasher, walk: &walk)
        case .call(let call):
            let (callee, arguments) = call.parts
            hasher.combine(14 as UInt8)
            Self.hash(arguments, into: &hasher, walk: &walk)
            Self.visit(callee, hasher: &hasher, walk: &walk)
        }
    }

    /// Hashes a nested expression on the spot when it holds no expression, else gives it to
    /// `walk` (never a call back into ``hashOwnParts(into:walk:)`` for one that holds any).
    @inline(__always)
    private static func visit(_ expression: VMLExpression, hasher: inout Hasher, walk: inout HashWalk) {
        if expression.isLeaf {
            expression.hashOwnParts(into: &hasher, walk: &walk)
        } else {
            hasher.combine(15 as UInt8)  // nested: hashed later
            walk.add(expression)
        }
    }

    /// Feeds the number of arguments and their labels to `hasher`, and their values as
    /// ``visit(_:hasher:walk:)`` does.
    private static func hash(_ arguments: [VMLArgument], into hasher: inout Hasher, walk: inout HashWalk) {
        hasher.combine(arguments.count)
        for argument in arguments {
            hasher.combine(argument.label)
            visit(argument.value, hasher: &hasher, walk: &walk)
        }
    }
}
