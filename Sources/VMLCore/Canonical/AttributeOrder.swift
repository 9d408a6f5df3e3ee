/// The canonical attribute order (Docs/CanonicalForm.md#attributes):
/// `id`; `template`; attributes no `attr(…)` of the element's own style references (bytewise by
/// name); the attributes such an `attr(…)` references (bytewise); `style` last (written by the
/// serializer, never stored as an attribute). A name given twice keeps its last value.
enum AttributeOrder {
    /// Whether `attributes` (an element's, whose style is `style`) are already in canonical order
    /// with no name twice, so they can be written as stored; checked where they are stored (the
    /// element's list, or the buffer the serializer borrows), without allocating (the usual case:
    /// the DSL and the parser store few attributes, mostly in order).
    static func isCanonical<Attributes: RandomAccessCollection<VMLAttribute>>(
        _ attributes: Attributes, style: borrowing VMLStyle
    ) -> Bool where Attributes.Index == Int {
        let count = attributes.count
        guard count > 1 else { return true }
        guard count <= 16 else { return false }
        var previousRank = -1
        for index in attributes.indices {
            let rank = fixedRank(attributes[index].name) ?? (style.referencesAttribute(attributes[index].name) ? 3 : 2)
            if index > attributes.startIndex {
                if rank < previousRank { return false }
                if rank == previousRank {
                    guard attributes[index - 1].name.utf8.lexicographicallyPrecedes(attributes[index].name.utf8) else {
                        return false
                    }
                }
            }
            previousRank = rank
        }
        return true
    }

    /// The rank of `id` (0) and `template` (1), whatever the style; `nil` for other names.
    @inline(__always)
    static func fixedRank(_ name: String) -> Int? {
        switch name.utf8.count {
        case 2: name == "id" ? 0 : nil
        case 8: name == "template" ? 1 : nil
        default: nil
        }
    }

    /// The indices of `element.attributes` to write, in canonical order, duplicates removed.
    static func indices(of element: VMLNode.Element) -> [Int] {
        let attributes = element.attributes
        if attributes.count < 2 { return Array(attributes.indices) }
        let references = element.style.attrReferences
        // A set when there are many, so 100,000 attributes and references cost n log n, not n².
        let referenceSet: Set<String>? = references.count > 16 ? Set(references) : nil
        var ranked: [(rank: Int, index: Int)] = []
        ranked.reserveCapacity(attributes.count)
        for index in attributes.indices {
            let name = attributes[index].name
            let rank: Int
            if let fixed = fixedRank(name) {
                rank = fixed
            } else if let referenceSet {
                rank = referenceSet.contains(name) ? 3 : 2
            } else {
                rank = references.contains(name) ? 3 : 2
            }
            ranked.append((rank, index))
        }
        let sorted = ranked.sorted { a, b in
            if a.rank != b.rank { return a.rank < b.rank }
            let nameA = attributes[a.index].name.utf8
            let nameB = attributes[b.index].name.utf8
            if !nameA.elementsEqual(nameB) { return nameA.lexicographicallyPrecedes(nameB) }
            return a.index < b.index
        }
        // Among equal names the last one set wins: keep an entry only if the next differs.
        var result: [Int] = []
        result.reserveCapacity(sorted.count)
        for position in sorted.indices {
            let next = position + 1
            if next < sorted.count,
                attributes[sorted[next].index].name == attributes[sorted[position].index].name
            {
                continue
            }
            result.append(sorted[position].index)
        }
        return result
    }
}

extension VMLStyle {
    /// The attribute names that the style's `attr(…)` bindings reference, in style order.
    public var attrReferences: [String] {
        guard mayBindAttributes else { return [] }
        var names: [String] = []
        for modifier in modifiers {
            for argument in modifier.arguments {
                argument.value.collectAttrReferences(into: &names)
            }
        }
        return names
    }
}

extension VMLStyle {
    /// Whether an `attr(…)` binding of this style references the attribute `name`.
    func referencesAttribute(_ name: String) -> Bool {
        guard mayBindAttributes else { return false }
        for modifier in modifiers {
            for argument in modifier.arguments where argument.value.referencesAttribute(name) {
                return true
            }
        }
        return false
    }
}

extension VMLExpression {
    /// Whether an `attr(…)` binding inside this expression references the attribute `name`
    /// (recursive over the expression, whose nesting the style limits bound).
    func referencesAttribute(_ name: String) -> Bool {
        switch self {
        case .attr(let binding):
            return binding.name == name || (binding.fallback?.referencesAttribute(name) ?? false)
        case .array(let items):
            return items.contains { $0.referencesAttribute(name) }
        case .tuple(let fields):
            return fields.contains { $0.value.referencesAttribute(name) }
        case .call(let call):
            let (callee, arguments) = call.parts
            return callee.referencesAttribute(name) || arguments.contains { $0.value.referencesAttribute(name) }
        case .member(let member):
            return member.base.referencesAttribute(name)
        case .range(let range):
            return range.bounds.contains { $0.referencesAttribute(name) }
        case .number, .angle, .string, .boolean, .null, .color, .symbol, .identifier, .implicitMember:
            return false
        }
    }

    /// Appends the names of every `attr(…)` binding inside this expression.
    func collectAttrReferences(into names: inout [String]) {
        switch self {
        case .attr(let binding):
            names.append(binding.name)
            binding.fallback?.collectAttrReferences(into: &names)
        case .array(let items):
            for item in items { item.collectAttrReferences(into: &names) }
        case .tuple(let fields):
            for field in fields { field.value.collectAttrReferences(into: &names) }
        case .call(let call):
            let (callee, arguments) = call.parts
            callee.collectAttrReferences(into: &names)
            for argument in arguments { argument.value.collectAttrReferences(into: &names) }
        case .member(let member):
            member.base.collectAttrReferences(into: &names)
        case .range(let range):
            for bound in range.bounds { bound.collectAttrReferences(into: &names) }
        case .number, .angle, .string, .boolean, .null, .color, .symbol, .identifier, .implicitMember:
            break
        }
    }
}
