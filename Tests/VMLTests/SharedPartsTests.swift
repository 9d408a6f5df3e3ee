import Testing
import VML
@_spi(VMLInternals) import VMLCore
@_spi(VMLInternals) import VMLParser
import VMLTestSupport

/// `VmlForEach` makes its items share the style texts and attribute lists they have in common
/// with the item before (`SharedParts`): no value changes, equal parts are one storage, and the
/// walk takes deep, oddly shaped and shared trees without recursion.
@Suite struct SharedPartsTests {
    /// One row of the DSL benchmark's shape: styled container, styled leaves, alternating text.
    static func row(_ index: Int) -> VmlContent {
        VmlHStack(spacing: 4) {
            VmlImage(systemName: "star.fill").foregroundColor(.red).frame(width: 24, height: 24)
            VmlText("Row \(index)").font(.system(size: 17, weight: .semibold)).padding(.horizontal, 12)
            if index % 2 == 0 {
                VmlText("On")
            } else {
                VmlText("Off").bold()
            }
            VmlSpacer()
        }
        .padding(8)
    }

    @Test func rowsOfOneTemplateShareTheirStylesAndAttributes() throws {
        let content = VmlForEach(0..<6) { index in Self.row(index) }.vmlContent
        let rows = Self.elements(content.nodes)
        // Six rows of four elements each under their HStack: five elements a row.
        try #require(rows.count == 30)
        for position in 0..<5 {
            let column = stride(from: position, to: 30, by: 5).map { rows[$0] }
            let styled = column.filter { $0.style.isHeldAsText }
            // The third element alternates between a plain and a bold `Text`: only like rows share.
            let groups = Dictionary(grouping: styled) { $0.style }
            for group in groups.values {
                #expect(Set(group.map(\.style.storageKey)).count == 1, "position \(position)")
            }
            let attributed = column.filter { !$0.attributes.isEmpty }
            #expect(Set(attributed.map(Self.attributeStorage)).count <= 1, "position \(position)")
        }
        // The same rows built one by one, nothing shared, write the same bytes.
        let unshared = VmlContent(nodes: (0..<6).flatMap { Self.row($0).nodes })
        #expect(try content.renderVML(.compact) == unshared.renderVML(.compact))
        #expect(content == unshared)
        #expect(Set(Self.elements(unshared.nodes).filter { $0.name == "HStack" }.map(\.style.storageKey)).count == 6)
    }

    @Test func sectionsOfRowsShareAndWriteTheSameBytes() throws {
        let content = VmlForEach([0, 3, 6]) { start in
            VmlVStack {
                VmlForEach(start..<start + 3) { index in Self.row(index) }
            }
            .padding(2)
        }
        .vmlContent
        let stacks = Self.elements(content.nodes).filter { $0.name == "HStack" }
        #expect(stacks.count == 9)
        // Within a section the inner VmlForEach shared the rows' styles; the sections' own
        // styles are shared by the outer one.
        for section in 0..<3 {
            let identities = Set(stacks[section * 3..<section * 3 + 3].map(\.style.storageKey))
            #expect(identities.count == 1, "section \(section)")
        }
        let sections = Self.elements(content.nodes).filter { $0.name == "VStack" }
        #expect(Set(sections.map(\.style.storageKey)).count == 1)
        let unshared = VmlContent(
            nodes: [0, 3, 6].flatMap { start in
                VmlVStack { VmlContent(nodes: (start..<start + 3).flatMap { Self.row($0).nodes }) }.padding(2).nodes
            })
        #expect(try content.renderVML(.pretty) == unshared.renderVML(.pretty))
        #expect(content == unshared)
    }

    /// Random trees, each made twice from its seed: sharing never changes an item, and an item
    /// equal to the one before takes every text style and attribute list of it.
    @Test func sharingKeepsEveryValueOfRandomItems() {
        for seed in UInt64(0)..<UInt64(TestScale.current.count(quick: 75, full: 300)) {
            var shared = SharedParts()
            var first = Self.item(seed: seed)
            var repeated = Self.item(seed: seed)
            var other = Self.item(seed: seed &+ 1_000)
            var again = Self.item(seed: seed)
            shared.share(&first)
            shared.share(&repeated)
            shared.share(&other)
            shared.share(&again)
            #expect(first == Self.item(seed: seed), "seed \(seed)")
            #expect(repeated == Self.item(seed: seed), "seed \(seed)")
            #expect(other == Self.item(seed: seed &+ 1_000), "seed \(seed)")
            #expect(again == Self.item(seed: seed), "seed \(seed)")
            let before = Self.elements(first)
            let after = Self.elements(repeated)
            #expect(before.count == after.count, "seed \(seed)")
            for (model, element) in zip(before, after) {
                if element.style.isHeldAsText {
                    #expect(element.style.storageKey == model.style.storageKey, "seed \(seed)")
                }
                if !element.attributes.isEmpty {
                    #expect(Self.attributeStorage(element) == Self.attributeStorage(model), "seed \(seed)")
                }
            }
        }
    }

    @Test func aDeepItemIsWalkedWithoutRecursion() throws {
        let depth = 100_000
        var shared = SharedParts()
        var first = Self.chain(depth: depth)
        var second = Self.chain(depth: depth)
        shared.share(&first)
        shared.share(&second)
        let bottom = try #require(Self.elements(second).last)
        let modelBottom = try #require(Self.elements(first).last)
        #expect(bottom.style.storageKey == modelBottom.style.storageKey)
        #expect(Self.elements(second).count == depth + 1)
        let serializer = VMLSerializer(format: .compact, maximumDepth: depth + 10)
        #expect(try serializer.serialize(VMLDocument(second)) == serializer.serialize(VMLDocument(Self.chain(depth: depth))))
    }

    /// Parts are compared step by step in walk order (elements only), so a change shares less
    /// only when it moves the steps after it.
    static let changes: [ItemCase] = [
        ItemCase(
            "a renamed element still shares what is equal below it", { $0[0].rename(path: [1], to: "Other") }, sharedBelowChange: true),
        ItemCase("an extra text child moves no step", { $0[0].appendChild(path: [1], .text("more")) }, sharedBelowChange: true),
        ItemCase(
            "a changed style is kept, the rest still shares", { $0[0].restyle(path: [1, 0], "opacity(0.5)") }, sharedBelowChange: true),
        ItemCase("changed attributes are kept", { $0[0].setAttribute(path: [1, 0], "id", "x") }, sharedBelowChange: true),
        ItemCase(
            "an element inserted before moves the steps after it",
            { $0[0].insertChild(path: [1], .element(VMLNode.Element("Spacer", style: SharedPartsTests.style("padding(3)")))) },
            sharedBelowChange: false),
    ]

    @Test(arguments: changes)
    func anItemShapedOrValuedDifferentlySharesOnlyWhatIsEqual(_ item: ItemCase) throws {
        var shared = SharedParts()
        var first = Self.card()
        var second = Self.card()
        item.change(&second)
        var expected = Self.card()  // made apart, so `second` owns its boxes alone
        item.change(&expected)
        shared.share(&first)
        shared.share(&second)
        #expect(second == expected, sourceLocation: item.sourceLocation)
        let roots = (try #require(first.first?.element), try #require(second.first?.element))
        #expect(roots.0.style.storageKey == roots.1.style.storageKey, sourceLocation: item.sourceLocation)
        // The last leaf, below the changed part: shared only where the walk still went.
        let leaves = (try #require(Self.elements(first).last), try #require(Self.elements(second).last))
        #expect(
            (leaves.0.style.storageKey == leaves.1.style.storageKey) == item.sharedBelowChange,
            sourceLocation: item.sourceLocation)
    }

    @Test func aSubtreeSharedWithAnotherValueIsLeftAsItIs() throws {
        var shared = SharedParts()
        var first = Self.card()
        var second = Self.card()
        let copy = second  // the card's boxes now have two owners
        shared.share(&first)
        shared.share(&second)
        #expect(second == copy)
        #expect(copy == Self.card())
        // The root's own style is shared; nothing below its shared box changed.
        #expect(second.first?.element?.style.storageKey == first.first?.element?.style.storageKey)
        #expect(Self.elements(second).last?.style.storageKey == Self.elements(copy).last?.style.storageKey)
    }

    // MARK: Trees

    /// A card: a styled VStack holding a styled HStack of two styled texts and a styled image.
    static func card() -> [VMLNode] {
        func styled(_ name: String, _ style: String, attributes: [VMLAttribute] = [], children: [VMLNode] = []) -> VMLNode {
            .element(VMLNode.Element(name, attributes: attributes, style: Self.style(style), children: children))
        }
        return [
            styled(
                "VStack", "padding(8)", attributes: [VMLAttribute("spacing", "2")],
                children: [
                    styled("Image", "frame(width: 24)", attributes: [VMLAttribute("systemName", "star")]),
                    styled(
                        "HStack", "padding(.horizontal, 4)",
                        children: [
                            styled("Text", "font(.title)", attributes: [VMLAttribute("id", "t")], children: [.text("Title")]),
                            styled("Text", "font(.caption)", children: [.text("Detail")]),
                        ]),
                ])
        ]
    }

    /// A chain `depth` elements deep under one root, each styled as text (one storage per
    /// chain: two chains have equal styles in distinct storage).
    static func chain(depth: Int) -> [VMLNode] {
        let leafStyle = style("padding(1)")
        let style = style("padding(2)")
        var node = VMLNode.element(VMLNode.Element("Text", style: leafStyle, children: [.text("end")]))
        for level in 0..<depth {
            node = .element(VMLNode.Element(level % 2 == 0 ? "VStack" : "Group", style: style, children: [node, .text("x")]))
        }
        return [node]
    }

    /// A style held as text, as the parser holds it (each call its own storage).
    static func style(_ text: String) -> VMLStyle {
        (try? VMLParser().parse("<A style=\"\(text)\"/>").nodes.first?.element?.style) ?? VMLStyle()
    }

    /// The random tree of `seed`, its styles held as text wherever they can be.
    static func item(seed: UInt64) -> [VMLNode] {
        var generator = RandomTreeGenerator(seed: seed, budget: seed % 20 == 0 ? 60 : 14)
        let nodes = seed % 20 == 0 ? generator.deepDocument(depth: 30).nodes : generator.document().nodes
        return nodes.map(heldAsText)
    }

    static func heldAsText(_ node: VMLNode) -> VMLNode {
        guard case .element(var element) = node else { return node }
        element.style = element.style.heldAsText()
        element.children = element.children.map(heldAsText)
        return .element(element)
    }

    /// Every element below `nodes`, in the order the sharing walk meets them (depth first).
    static func elements(_ nodes: [VMLNode]) -> [VMLNode.Element] {
        var result: [VMLNode.Element] = []
        var pending = Array(nodes.reversed())
        while let node = pending.popLast() {
            guard case .element(let element) = node else { continue }
            result.append(element)
            pending.append(contentsOf: element.children.reversed())
        }
        return result
    }

    static func attributeStorage(_ element: VMLNode.Element) -> UnsafeRawPointer? {
        element.readAttributes { attributes in attributes.withUnsafeBufferPointer { $0.baseAddress.map(UnsafeRawPointer.init) } }
    }
}

/// A change to the second of two cards, and whether the last leaf is still shared after it.
struct ItemCase: CustomTestStringConvertible, Sendable {
    let name: String
    let change: @Sendable (inout [VMLNode]) -> Void
    let sharedBelowChange: Bool
    let sourceLocation: SourceLocation

    init(
        _ name: String, _ change: @escaping @Sendable (inout [VMLNode]) -> Void, sharedBelowChange: Bool,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        self.name = name
        self.change = change
        self.sharedBelowChange = sharedBelowChange
        self.sourceLocation = sourceLocation
    }

    var testDescription: String { name }
}

extension VMLNode {
    /// Changes the element at `path` (child indexes below this node) with `change`.
    mutating func changeElement(path: [Int], _ change: (inout VMLNode.Element) -> Void) {
        guard case .element(var element) = self else { return }
        if let first = path.first {
            var children = element.children
            children[first].changeElement(path: Array(path.dropFirst()), change)
            element.children = children
        } else {
            change(&element)
        }
        self = .element(element)
    }

    mutating func rename(path: [Int], to name: String) { changeElement(path: path) { $0.name = name } }
    mutating func appendChild(path: [Int], _ child: VMLNode) { changeElement(path: path) { $0.children.append(child) } }
    mutating func insertChild(path: [Int], _ child: VMLNode) { changeElement(path: path) { $0.children.insert(child, at: 0) } }
    mutating func restyle(path: [Int], _ text: String) { changeElement(path: path) { $0.style = SharedPartsTests.style(text) } }
    mutating func setAttribute(path: [Int], _ name: String, _ value: String) {
        changeElement(path: path) { $0[attribute: name] = value }
    }
}
