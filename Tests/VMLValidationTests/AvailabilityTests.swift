import Testing
import VMLCore
import VMLParser
import VMLTestSupport
import VMLValidation

/// `VMLAvailability`: the iOS each declaration written in VML needs, from the catalog, and what a
/// tree holds that a client's iOS lacks.
@Suite struct AvailabilityTests {
    /// A modifier and the requirements it has, as their descriptions, in order.
    struct ModifierCase: Sendable, CustomTestStringConvertible {
        let modifier: VMLModifier
        let requirements: [String]
        let sourceLocation: SourceLocation

        init(_ modifier: VMLModifier, _ requirements: [String], sourceLocation: SourceLocation = #_sourceLocation) {
            self.modifier = modifier
            self.requirements = requirements
            self.sourceLocation = sourceLocation
        }

        var testDescription: String { modifier.name }
    }

    static let modifierCases: [ModifierCase] = [
        // Overloads of one name with their own iOS: the labels written pick one.
        ModifierCase(
            VMLModifier("onChange", .labeled("of", .attr(VMLAttrBinding("value"))), .labeled("initial", true)),
            ["onChange(of:initial:_:) needs iOS 17.0"]),
        ModifierCase(
            VMLModifier("onChange", .labeled("of", .attr(VMLAttrBinding("value"))), .labeled("perform", .symbol("changed"))),
            ["onChange(of:perform:) needs iOS 14.0"]),
        // Labels that fit several overloads: the earliest that fits counts.
        ModifierCase(VMLModifier("onChange", .labeled("of", .attr(VMLAttrBinding("value")))), ["onChange(of:perform:) needs iOS 14.0"]),
        ModifierCase(VMLModifier("scrollClipDisabled"), ["scrollClipDisabled(_:) needs iOS 17.0"]),
        ModifierCase(VMLModifier("padding", 8), ["padding(_:) needs iOS 13.0"]),
        // Static members written in arguments, where the parameter's type is known.
        ModifierCase(
            VMLModifier("background", VMLArgument(.implicitMember("fill"))),
            ["background(_:ignoresSafeAreaEdges:) needs iOS 15.0", ".fill needs iOS 17.0"]),
        ModifierCase(
            VMLModifier("background", VMLArgument(.member(.implicitMember("fill"), "tertiary"))),
            ["background(_:ignoresSafeAreaEdges:) needs iOS 15.0", ".fill needs iOS 17.0"]),
        ModifierCase(
            VMLModifier("buttonStyle", VMLArgument(.implicitMember("borderedProminent"))),
            ["buttonStyle(_:) needs iOS 13.0", ".borderedProminent needs iOS 15.0"]),
        ModifierCase(
            VMLModifier("buttonStyle", VMLArgument(.implicitMember("card"))),
            ["buttonStyle(_:) needs iOS 13.0", ".card is not available on iOS"]),
        // A call of a static member: its overload, then its own arguments' members.
        ModifierCase(
            VMLModifier(
                "font", VMLArgument(.call(.implicitMember("system"), [.labeled("size", 12), .labeled("weight", .implicitMember("bold"))]))),
            ["font(_:) needs iOS 13.0", ".system(size:weight:design:) needs iOS 13.0", ".bold needs iOS 13.0"]),
        ModifierCase(
            VMLModifier("foregroundStyle", VMLArgument(.array([.implicitMember("red")]))),
            ["foregroundStyle(_:) needs iOS 15.0", ".red needs iOS 13.0"]),
        // Names the catalog does not know need nothing; a label no overload takes, nothing either.
        ModifierCase(VMLModifier("myCardStyle", 8), []),
        ModifierCase(VMLModifier("padding", .labeled("bogus", 8)), []),
    ]

    @Test(arguments: modifierCases)
    func modifierRequirements(_ testCase: ModifierCase) {
        #expect(
            VMLAvailability.requirements(of: testCase.modifier).map(\.description) == testCase.requirements,
            sourceLocation: testCase.sourceLocation)
    }

    /// An element with attributes, and its requirement (`nil`: none).
    struct ElementCase: Sendable, CustomTestStringConvertible {
        let name: String
        let attributes: [String]
        let requirement: String?
        let sourceLocation: SourceLocation

        init(_ name: String, _ attributes: [String], _ requirement: String?, sourceLocation: SourceLocation = #_sourceLocation) {
            self.name = name
            self.attributes = attributes
            self.requirement = requirement
            self.sourceLocation = sourceLocation
        }

        init(_ name: String, _ requirement: String?, sourceLocation: SourceLocation = #_sourceLocation) {
            self.init(name, [], requirement, sourceLocation: sourceLocation)
        }

        var testDescription: String { ([name] + attributes).joined(separator: " ") }
    }

    static let elementCases: [ElementCase] = [
        ElementCase("ContentUnavailableView", "ContentUnavailableView needs iOS 17.0"),
        ElementCase("VStack", "VStack needs iOS 13.0"),
        ElementCase("Button", "Button needs iOS 13.0"),
        // An attribute that only newer initializers take names the earliest of them.
        ElementCase("Button", ["role"], "Button(_:role:action:) needs iOS 15.0"),
        ElementCase("Button", ["systemImage"], "Button(_:systemImage:action:) needs iOS 14.0"),
        // Attributes every element takes, and attributes no initializer takes, narrow nothing.
        ElementCase("Button", ["id", "template", "phx-click"], "Button needs iOS 13.0"),
        ElementCase("LinearGradient", ["colors"], "LinearGradient needs iOS 13.0"),
        ElementCase("MyCard", nil),
    ]

    @Test(arguments: elementCases)
    func elementRequirements(_ testCase: ElementCase) {
        #expect(
            VMLAvailability.requirement(ofElement: testCase.name, attributes: testCase.attributes)?.description
                == testCase.requirement,
            sourceLocation: testCase.sourceLocation)
    }

    @Test func memberRequirements() {
        #expect(VMLAvailability.requirement(ofMember: "borderedProminent", of: "PrimitiveButtonStyle")?.introduced == .iOS(15))
        #expect(VMLAvailability.requirement(ofMember: "card", of: "PrimitiveButtonStyle") == .init(declaration: ".card", introduced: nil))
        #expect(VMLAvailability.requirement(ofMember: "fill", of: "ShapeStyle")?.introduced == .iOS(17))
        #expect(VMLAvailability.requirement(ofMember: "bogus", of: "ShapeStyle") == nil)
        #expect(VMLAvailability.requirement(ofMember: "red", of: "NoSuchType") == nil)
        let tab = VMLAvailability.Requirement(declaration: "Tab", introduced: .iOS(18))
        #expect(!tab.isAvailable(on: .iOS(17, 4)) && tab.isAvailable(on: .iOS(18)) && tab.isAvailable(on: .iOS(26)))
        #expect(!VMLAvailability.Requirement(declaration: ".card", introduced: nil).isAvailable(on: .iOS(99)))
    }

    /// A screen with one declaration of each kind newer than iOS 16.
    static let screen: [VMLNode] = [
        .element(
            "VStack",
            children: [
                .element("Text", style: [VMLModifier("padding", 8), VMLModifier("scrollClipDisabled")], children: ["Hi"]),
                .element("ContentUnavailableView", children: [.element("Text", style: [VMLModifier("bold")], children: ["Gone"])]),
                .element(
                    "Button", style: [VMLModifier("background", VMLArgument(.implicitMember("fill")))],
                    children: [.element("Text", children: ["Go"])]),
                .element(
                    "List",
                    style: [VMLModifier("inspector", .labeled("isPresented", true), .labeled("content", .symbol("panel")))],
                    children: [
                        .element("Text", attributes: ["template": "panel"], children: ["Panel"]), .element("Text", children: ["Row"]),
                    ]),
            ])
    ]

    @Test func findingsAreInDocumentOrderWithTheirPaths() {
        let found = VMLAvailability.findings(in: Self.screen, for: .iOS(16))
        #expect(
            found.map(\.description) == [
                "VStack[0] > Text[0]: scrollClipDisabled(_:) needs iOS 17.0; the client is iOS 16.0",
                "VStack[0] > ContentUnavailableView[1]: ContentUnavailableView needs iOS 17.0; the client is iOS 16.0",
                "VStack[0] > Button[2]: .fill needs iOS 17.0; the client is iOS 16.0",
                "VStack[0] > List[3]: inspector(isPresented:content:) needs iOS 17.0; the client is iOS 16.0",
            ])
        #expect(found.map(\.subject) == [.modifier(index: 1), .element, .modifier(index: 0), .modifier(index: 0)])
        #expect(VMLAvailability.findings(in: VMLDocument(Self.screen), for: .iOS(17)).isEmpty)
        #expect(VMLAvailability.findings(in: Self.screen, for: .iOS(15)).count == 4)
        #expect(VMLAvailability.findings(in: Self.screen, for: .iOS(14)).count == 5)  // background(_:ignoresSafeAreaEdges:) too
    }

    @Test func removingLeavesWhatTheClientHas() throws {
        let kept = VMLAvailability.removingDeclarations(newerThan: .iOS(16), from: Self.screen)
        #expect(
            try VMLDocument(kept).serialized(.compact)
                == #"<VStack><Text style="padding(8)">Hi</Text><Button><Text>Go</Text></Button><List><Text>Row</Text></List></VStack>"#)
        #expect(VMLAvailability.findings(in: kept, for: .iOS(16)).isEmpty)
        #expect(VMLAvailability.removingDeclarations(newerThan: .iOS(17), from: Self.screen) == Self.screen)
    }

    @Test func aTemplateAnotherModifierNamesStays() throws {
        let tree: [VMLNode] = [
            .element(
                "List",
                style: [
                    VMLModifier("inspector", .labeled("isPresented", true), .labeled("content", .symbol("panel"))),
                    VMLModifier("sheet", .labeled("isPresented", true), .labeled("content", .symbol("panel"))),
                ],
                children: [.element("Text", attributes: ["template": "panel"], children: ["Panel"])])
        ]
        let kept = VMLAvailability.removingDeclarations(newerThan: .iOS(16), from: tree)
        #expect(
            try VMLDocument(kept).serialized(.compact)
                == #"<List style="sheet(isPresented: true, content: :panel)"><Text template="panel">Panel</Text></List>"#)
    }

    /// A client newer than every declaration, in random trees (of any names, attributes and
    /// modifiers): nothing is found but what no iOS has (a macOS-only member), and where nothing is
    /// found, nothing is removed.
    @Test func aClientNewerThanEveryDeclarationKeepsEverything() {
        for seed in 0..<TestScale.current.count(quick: 40, full: 200) {
            var generator = RandomTreeGenerator(seed: UInt64(seed))
            let document = generator.document()
            let newest = VMLOSVersion.iOS(999)
            let notOnIOS = VMLAvailability.findings(in: document, for: newest)
            #expect(notOnIOS.allSatisfy { $0.requirement.introduced == nil }, "seed \(seed): \(notOnIOS)")
            if notOnIOS.isEmpty {
                #expect(VMLAvailability.removingDeclarations(newerThan: newest, from: document.nodes) == document.nodes, "seed \(seed)")
            }
        }
    }

    @Test func theSpecExamplesKeepEverythingForTheNewestClient() {
        for example in SpecExamples.all {
            #expect(VMLAvailability.findings(in: example.nodes, for: .iOS(999)).isEmpty, "\(example.name)")
            #expect(VMLAvailability.removingDeclarations(newerThan: .iOS(999), from: example.nodes) == example.nodes, "\(example.name)")
        }
    }

    @Test func deepTreesAreWalkedWithoutRecursion() {
        var node = VMLNode.element("ContentUnavailableView")
        for _ in 0..<20_000 { node = .element("VStack", children: [node]) }
        let found = VMLAvailability.findings(in: [node], for: .iOS(16))
        #expect(found.count == 1 && found.first?.path.steps.count == 20_001)
        let kept = VMLAvailability.removingDeclarations(newerThan: .iOS(16), from: [node])
        #expect(VMLAvailability.findings(in: kept, for: .iOS(16)).isEmpty)
    }

    /// What the catalog says SwiftUI deprecated for a declaration (`renamed:`, or a message naming
    /// it, on the older one): the older one, for clients before the newer; nothing for the others.
    @Test func insteadIsTheOlderDeclarationTheCatalogRecords() {
        #expect(VMLAvailability.instead(of: "foregroundStyle(_:)")?.description == "foregroundColor(_:) needs iOS 13.0")
        #expect(VMLAvailability.instead(of: "navigationTitle(_:)")?.description == "navigationBarTitle(_:) needs iOS 13.0")
        #expect(VMLAvailability.instead(of: "Section(content:header:)")?.description == "Section(header:content:) needs iOS 13.0")
        // From the older one's message: "Use `overlay(alignment:content:)` instead."
        #expect(VMLAvailability.instead(of: "overlay(alignment:content:)")?.description == "overlay(_:alignment:) needs iOS 13.0")
        #expect(VMLAvailability.instead(of: "tint(_:)")?.description == "accentColor(_:) needs iOS 13.0")
        #expect(VMLAvailability.instead(of: "ContentUnavailableView") == nil)
        #expect(VMLAvailability.instead(of: "glassEffect(_:in:)") == nil)
    }
}
