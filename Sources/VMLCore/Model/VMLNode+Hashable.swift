// Equality and hashing of elements walk the tree with a loop over an explicit list, never
// recursion, so trees of any depth compare and hash on any stack.

extension VMLNode.Element: Hashable {
    /// Whether two elements have the same name, attributes, style and children, all the way down.
    ///
    /// ```swift
    /// VMLNode.Element("Text", children: ["Hi"]) == VMLNode.Element("Text", children: ["Hi"])   // true
    /// ```
    public static func == (lhs: Self, rhs: Self) -> Bool {
        guard lhs.hasSameOwnParts(as: rhs) else { return false }
        if lhs.sharesChildren(with: rhs) { return true }
        var pending: [(lhs: [VMLNode], rhs: [VMLNode])] = [(lhs.children, rhs.children)]
        while let (left, right) = pending.popLast() {
            guard left.count == right.count else { return false }
            for index in left.indices {
                switch (left[index], right[index]) {
                case (.text(let a), .text(let b)):
                    guard a == b else { return false }
                case (.element(let a), .element(let b)):
                    guard a.hasSameOwnParts(as: b) else { return false }
                    if let textA = a.singleTextChild, let textB = b.singleTextChild {
                        guard textA == textB else { return false }
                    } else if !a.sharesChildren(with: b) {
                        pending.append((a.children, b.children))
                    }
                default:
                    return false
                }
            }
        }
        return true
    }

    /// Feeds the element and its whole subtree to `hasher`, in document order.
    public func hash(into hasher: inout Hasher) {
        hashOwnParts(into: &hasher)
        var pending: [VMLNode] = children.reversed()
        while let node = pending.popLast() {
            switch node {
            case .text(let text):
                hasher.combine(1 as UInt8)
                hasher.combine(text)
            case .element(let element):
                hasher.combine(0 as UInt8)
                element.hashOwnParts(into: &hasher)
                if let text = element.singleTextChild {
                    hasher.combine(1 as UInt8)
                    hasher.combine(text)
                } else {
                    pending.append(contentsOf: element.children.reversed())
                }
            }
        }
    }

    /// Name, attributes, style and the number of children: everything but the children.
    private func hasSameOwnParts(as other: Self) -> Bool {
        name == other.name && childCount == other.childCount && hasSameAttributes(as: other) && style == other.style
    }

    private func hashOwnParts(into hasher: inout Hasher) {
        hasher.combine(name)
        hashAttributes(into: &hasher)
        hasher.combine(style)
        hasher.combine(childCount)
    }

    /// Whether the two elements' attributes are equal, read in place (through ``attributes``
    /// each read would copy the element's body).
    func hasSameAttributes(as other: Self) -> Bool {
        // The arrays' `==`: the counts, then whether they share a buffer, then each by index
        // (`elementsEqual`'s iterators cost twice as much here).
        readAttributes { mine in other.readAttributes { theirs in mine == theirs } }
    }

    /// Feeds the attributes to `hasher` as `hasher.combine(attributes)` does (their count, then
    /// each), read in place.
    func hashAttributes(into hasher: inout Hasher) {
        readAttributes { attributes in
            hasher.combine(attributes.count)
            for index in attributes.indices { hasher.combine(attributes[index]) }
        }
    }
}
