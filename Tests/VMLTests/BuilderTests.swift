import Testing
import VML

/// The builder resolves Swift's control flow into plain nodes.
@Suite struct BuilderTests {
    struct Flags: VmlView {
        let show: Bool
        let name: String?
        let kind: Int
        let items: [String]

        var body: some VmlView {
            if show {
                VmlText("shown")
            }
            if show {
                VmlText("yes")
            } else {
                VmlText("no")
            }
            if let name {
                VmlText(name)
            }
            switch kind {
            case 0: VmlText("zero")
            case 1: VmlText("one")
            default: VmlText("many")
            }
            for item in items {
                VmlText(item)
            }
            if #available(macOS 13, *) {
                VmlDivider()
            }
        }
    }

    /// The flags of a ``Flags`` view and what it renders; the row keeps where it was written, so a
    /// failure points at its line.
    struct FlowCase: Sendable, CustomTestStringConvertible {
        let flags: Flags
        let expected: String
        let sourceLocation: SourceLocation

        init(
            _ show: Bool, _ name: String?, _ kind: Int, _ items: [String], _ expected: String,
            sourceLocation: SourceLocation = #_sourceLocation
        ) {
            self.flags = Flags(show: show, name: name, kind: kind, items: items)
            self.expected = expected
            self.sourceLocation = sourceLocation
        }

        var testDescription: String { expected }
    }

    static let flows: [FlowCase] = [
        FlowCase(
            true, "Ada", 0, ["x", "y"],
            "<Text>shown</Text><Text>yes</Text><Text>Ada</Text><Text>zero</Text><Text>x</Text><Text>y</Text><Divider/>"
        ),
        FlowCase(false, nil, 1, [], "<Text>no</Text><Text>one</Text><Divider/>"),
        FlowCase(false, "Bo", 5, ["z"], "<Text>no</Text><Text>Bo</Text><Text>many</Text><Text>z</Text><Divider/>"),
    ]

    @Test(arguments: flows)
    func controlFlow(_ flow: FlowCase) throws {
        #expect(try flow.flags.renderVML(.compact) == flow.expected, sourceLocation: flow.sourceLocation)
    }

    @Test func emptyBlockIsNoViews() throws {
        #expect(try VmlVStack {}.renderVML(.compact) == "<VStack/>")
        #expect(try VmlGroup {}.renderVML(.compact) == "")
    }

    /// A block of `count` texts, `1` to `count`, written out: one view and eleven or twelve take the
    /// builder's variadic `buildBlock`, two to ten its `buildBlock`s that take their views
    /// `consuming` and move their nodes.
    struct BlockCase: Sendable, CustomTestStringConvertible {
        let count: Int
        let content: @Sendable () -> VmlContent
        let sourceLocation: SourceLocation

        init(
            _ count: Int, sourceLocation: SourceLocation = #_sourceLocation,
            @VmlBuilder _ content: @escaping @Sendable () -> VmlContent
        ) {
            self.count = count
            self.content = content
            self.sourceLocation = sourceLocation
        }

        var testDescription: String { "\(count) views" }
    }

    static let blocks: [BlockCase] = [
        BlockCase(1) { VmlText("1") },
        BlockCase(2) {
            VmlText("1")
            VmlText("2")
        },
        BlockCase(3) {
            VmlText("1")
            VmlText("2")
            VmlText("3")
        },
        BlockCase(4) {
            VmlText("1")
            VmlText("2")
            VmlText("3")
            VmlText("4")
        },
        BlockCase(5) {
            VmlText("1")
            VmlText("2")
            VmlText("3")
            VmlText("4")
            VmlText("5")
        },
        BlockCase(6) {
            VmlText("1")
            VmlText("2")
            VmlText("3")
            VmlText("4")
            VmlText("5")
            VmlText("6")
        },
        BlockCase(7) {
            VmlText("1")
            VmlText("2")
            VmlText("3")
            VmlText("4")
            VmlText("5")
            VmlText("6")
            VmlText("7")
        },
        BlockCase(8) {
            VmlText("1")
            VmlText("2")
            VmlText("3")
            VmlText("4")
            VmlText("5")
            VmlText("6")
            VmlText("7")
            VmlText("8")
        },
        BlockCase(9) {
            VmlText("1")
            VmlText("2")
            VmlText("3")
            VmlText("4")
            VmlText("5")
            VmlText("6")
            VmlText("7")
            VmlText("8")
            VmlText("9")
        },
        BlockCase(10) {
            VmlText("1")
            VmlText("2")
            VmlText("3")
            VmlText("4")
            VmlText("5")
            VmlText("6")
            VmlText("7")
            VmlText("8")
            VmlText("9")
            VmlText("10")
        },
        BlockCase(11) {
            VmlText("1")
            VmlText("2")
            VmlText("3")
            VmlText("4")
            VmlText("5")
            VmlText("6")
            VmlText("7")
            VmlText("8")
            VmlText("9")
            VmlText("10")
            VmlText("11")
        },
        BlockCase(12) {
            VmlText("1")
            VmlText("2")
            VmlText("3")
            VmlText("4")
            VmlText("5")
            VmlText("6")
            VmlText("7")
            VmlText("8")
            VmlText("9")
            VmlText("10")
            VmlText("11")
            VmlText("12")
        },
    ]

    @Test(arguments: blocks)
    func blocksKeepEveryViewInOrder(_ block: BlockCase) throws {
        let expected = (1...block.count).map { "<Text>\($0)</Text>" }.joined()
        #expect(try block.content().renderVML(.compact) == expected, sourceLocation: block.sourceLocation)
    }

    /// A block takes its views `consuming`: a view the caller still holds is copied into it, so
    /// moving its nodes leaves the caller's value as it was.
    @Test func aViewUsedTwiceInABlockStaysWhole() throws {
        let badge = VmlText("new").bold()
        let row = VmlHStack(spacing: 0) {
            badge
            VmlSpacer()
            badge
        }
        #expect(
            try row.renderVML(.compact)
                == #"<HStack spacing="0"><Text style="bold()">new</Text><Spacer/><Text style="bold()">new</Text></HStack>"#)
        #expect(try badge.renderVML(.compact) == #"<Text style="bold()">new</Text>"#)
    }

    /// Views of no node, one node and several nodes in one block keep their nodes in order.
    @Test func viewsOfSeveralNodesInABlock() throws {
        let view = VmlVStack {
            VmlText("first")
            Row(title: "r")
            VmlGroup {}
            VmlForEach(0..<3) { index in
                VmlText("\(index)")
            }
            VmlText("last")
        }
        #expect(
            try view.renderVML(.compact)
                == #"<VStack><Text>first</Text><Text>r</Text><Image systemName="chevron.right"/><Text>0</Text><Text>1</Text><Text>2</Text><Text>last</Text></VStack>"#
        )
    }

    @Test func optionalViews() throws {
        let present: VmlText? = VmlText("here")
        let absent: VmlText? = nil
        let view = VmlHStack {
            present
            absent
        }
        #expect(try view.renderVML(.compact) == "<HStack><Text>here</Text></HStack>")
    }

    @Test func forEachAndGroup() throws {
        let view = VmlList {
            VmlForEach(["a", "b"], id: \.self) { item in
                VmlText(item)
            }
            VmlForEach(0..<2) { index in
                VmlText("row \(index)")
            }
        }
        #expect(try view.renderVML(.compact) == "<List><Text>a</Text><Text>b</Text><Text>row 0</Text><Text>row 1</Text></List>")
    }

    @Test func modifierOnAGroupAppliesToEachTopLevelElement() throws {
        let view = VmlGroup {
            VmlText("A")
            VmlText("B")
        }
        .font(.headline)
        .id("x")
        #expect(
            try view.renderVML(.compact)
                == #"<Text id="x" style="font(.headline)">A</Text><Text id="x" style="font(.headline)">B</Text>"#)
    }

    struct Row: VmlView {
        let title: String
        var body: some VmlView {
            VmlText(title)
            VmlImage(systemName: "chevron.right")
        }
    }

    @Test func modifierOnACompositeViewAppliesToEachTopLevelElement() throws {
        #expect(
            try Row(title: "T").padding(4).renderVML(.compact)
                == #"<Text style="padding(4)">T</Text><Image systemName="chevron.right" style="padding(4)"/>"#)
    }

    @Test func compositeViewsNest() throws {
        let view = VmlVStack {
            Row(title: "a")
            Row(title: "b")
        }
        #expect(
            try view.renderVML(.compact)
                == #"<VStack><Text>a</Text><Image systemName="chevron.right"/><Text>b</Text><Image systemName="chevron.right"/></VStack>"#)
    }
}
