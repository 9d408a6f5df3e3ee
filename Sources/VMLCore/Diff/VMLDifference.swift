/// One difference between two VML trees: where it is and what differs.
///
/// ```swift
/// let old: [VMLNode] = [.element("VStack", children: [.element("Text", style: [VMLModifier("padding", 8)], children: ["Hi"])])]
/// let new: [VMLNode] = [.element("VStack", children: [.element("Text", style: [VMLModifier("padding", 12)], children: ["Hi"])])]
/// VMLTreeDiff.differences(from: old, to: new).first?.description
/// // "VStack[0] > Text[0]: modifier 0: padding(8) ≠ padding(12)"
/// ```
public struct VMLDifference: Hashable, Sendable, CustomStringConvertible {
    /// What differs.
    public enum Kind: Hashable, Sendable {
        /// The element's name changed.
        case elementName(from: String, to: String)
        /// The attribute is only in the new tree.
        case attributeAdded(VMLAttribute)
        /// The attribute is only in the old tree.
        case attributeRemoved(VMLAttribute)
        /// The attribute's value changed.
        case attributeChanged(name: String, from: String, to: String)
        /// The attributes have the same names and values but differ in order or repetition.
        case attributeOrder
        /// The modifier was inserted at `index` of the new style.
        case modifierInserted(index: Int, VMLModifier)
        /// The modifier at `index` of the old style was removed.
        case modifierRemoved(index: Int, VMLModifier)
        /// The modifier at `index` of the new style replaced one with the same position in the alignment.
        case modifierChanged(index: Int, from: VMLModifier, to: VMLModifier)
        /// A text node's text changed.
        case textChanged(from: String, to: String)
        /// The node (at ``VMLDifference/path`` in the new tree) was inserted.
        case nodeInserted(VMLNode)
        /// The node (at ``VMLDifference/path`` in the old tree) was removed.
        case nodeRemoved(VMLNode)
    }

    /// Where: the node's path in the new tree, or in the old tree for ``Kind/nodeRemoved(_:)``.
    public var path: VMLNodePath
    /// What differs.
    public var kind: Kind

    /// Creates a difference.
    public init(path: VMLNodePath, kind: Kind) {
        self.path = path
        self.kind = kind
    }

    /// One line: the path, a colon and what differs, with values shortened and escaped.
    ///
    /// ```swift
    /// VMLDifference(path: VMLNodePath([.init("Text", 1)]), kind: .textChanged(from: "a", to: "b")).description
    /// // "Text[1]: text \"a\" ≠ \"b\""
    /// ```
    public var description: String {
        "\(path): \(kind)"
    }
}

extension VMLDifference.Kind: CustomStringConvertible {
    /// What differs, in one line: `modifier 2: padding(8) ≠ padding(12)`.
    ///
    /// ```swift
    /// VMLDifference.Kind.attributeAdded(VMLAttribute("id", "x")).description   // "attribute id added: \"x\""
    /// ```
    public var description: String {
        switch self {
        case .elementName(let from, let to):
            "element name \(from) ≠ \(to)"
        case .attributeAdded(let attribute):
            "attribute \(attribute.name) added: \(Self.quoted(attribute.value))"
        case .attributeRemoved(let attribute):
            "attribute \(attribute.name) removed: \(Self.quoted(attribute.value))"
        case .attributeChanged(let name, let from, let to):
            "attribute \(name): \(Self.quoted(from)) ≠ \(Self.quoted(to))"
        case .attributeOrder:
            "attributes differ in order or repetition"
        case .modifierInserted(let index, let modifier):
            "modifier \(index) inserted: \(Self.shown(modifier))"
        case .modifierRemoved(let index, let modifier):
            "modifier \(index) removed: \(Self.shown(modifier))"
        case .modifierChanged(let index, let from, let to):
            "modifier \(index): \(Self.shown(from)) ≠ \(Self.shown(to))"
        case .textChanged(let from, let to):
            "text \(Self.quoted(from)) ≠ \(Self.quoted(to))"
        case .nodeInserted(let node):
            "inserted \(Self.shown(node))"
        case .nodeRemoved(let node):
            "removed \(Self.shown(node))"
        }
    }

    /// The longest value shown in full; a longer one keeps its start and end around `…`.
    static let maximumValueLength = 80

    private static func shortened(_ text: String) -> String {
        guard text.count > maximumValueLength else { return VMLDisplayText.escaped(text) }
        let half = maximumValueLength / 2
        return VMLDisplayText.escaped(text.prefix(half)) + "…" + VMLDisplayText.escaped(text.suffix(half))
    }

    private static func quoted(_ text: String) -> String {
        "\"" + shortened(text) + "\""
    }

    private static func shown(_ modifier: VMLModifier) -> String {
        shortened(styleText(of: modifier) ?? "\(modifier.name)(…)")
    }

    private static func shown(_ node: VMLNode) -> String {
        switch node {
        case .text(let text): "text " + quoted(text)
        case .element(let element): "<\(shortened(element.name))>"
        }
    }
}
