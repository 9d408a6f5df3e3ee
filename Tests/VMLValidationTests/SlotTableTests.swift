import Testing
import VMLCore
import VMLValidation

private let card: VMLDocument = [
    .element(
        "Card",
        children: [
            .element("Text", attributes: ["template": "header"], children: ["Title"]),
            .element("Text", children: ["Body"]),
            .element("Text", attributes: ["template": "footer"], children: ["Footer"]),
        ]
    )
]

@Test func customElementSlotsAreUnknownToTheStandardTable() {
    #expect(findings(card) == [Found(.unmatchedTemplate, "Card[0] > Text[0]"), Found(.unmatchedTemplate, "Card[0] > Text[2]")])
}

@Test func extendingTheTableAcceptsTheCustomSlots() {
    let table = VMLSlotTable.standard.withSlots([.init("header"), .init("footer")], for: "Card")
    #expect(findings(card, validator: VMLValidator(slotTable: table)).isEmpty)
}

@Test func customSlotsHaveCardinalityAndDefaults() {
    var table = VMLSlotTable.standard
    table.setSlots([.init("items", cardinality: .multiple), .init("body", isDefault: true)], for: "Deck")
    let deck: VMLDocument = [
        .element(
            "Deck",
            children: [
                .element("Card", attributes: ["template": "items"]), .element("Card", attributes: ["template": "items"]),
                .element("Text", children: ["Loose"]), .element("Text", attributes: ["template": "body"]),
            ]
        )
    ]
    #expect(findings(deck, validator: VMLValidator(slotTable: table)) == [Found(.ignoredDefaultContent, "Deck[0] > Text[2]")])
}

@Test func customModifierSlotCanCollectMany() {
    let document: VMLDocument = [
        .element(
            "Text", style: [VMLModifier("contextMenu", slot("menuItems", "menu"))],
            children: [.element("Button", attributes: ["template": "menu"]), .element("Button", attributes: ["template": "menu"])]
        )
    ]
    #expect(findings(document) == [Found(.duplicateTemplate, "Text[0] > Button[1]")])
    var table = VMLSlotTable.standard
    table.setSlot(.init(label: "menuItems", cardinality: .multiple), forModifier: "contextMenu")
    #expect(findings(document, validator: VMLValidator(slotTable: table)).isEmpty)
}

@Test func standardTableHasTheSpecSlots() {
    let table = VMLSlotTable.standard
    #expect(table.slots(of: "Label").map(\.name) == ["title", "icon"])
    #expect(table.slots(of: "NavigationLink").map(\.name) == ["destination", "label"])
    #expect(table.slots(of: "Section").filter { !$0.isDefault }.map(\.name) == ["header", "footer"])
    #expect(table.slots(of: "Button").map(\.name) == ["label"])
    #expect(table.slots(of: "Button").first?.isDefault == true)
    #expect(table.cardinality(ofModifier: "toolbar", label: "content") == .multiple)
    #expect(table.cardinality(ofModifier: "toolbar", label: nil) == .single)
    #expect(table.cardinality(ofModifier: "background", label: "content") == .single)
    #expect(table.slots(of: "VStack").isEmpty)
    // From the catalog: the labeled view builders of the views the spec's table leaves out.
    #expect(table.slots(of: "Table").map(\.name) == ["columns", "rows"])
    #expect(table.slots(of: "SharePreview").map(\.name) == ["icon", "image"])
}

/// A SwiftUI view with several view builders, written the way the DSL writes it; the row keeps
/// where it was written, so a failure points at its line.
struct SlotExample: CustomTestStringConvertible, Sendable {
    let name: String
    let document: VMLDocument
    let sourceLocation: SourceLocation

    init(_ name: String, _ document: VMLDocument, sourceLocation: SourceLocation = #_sourceLocation) {
        self.name = name
        self.document = document
        self.sourceLocation = sourceLocation
    }

    var testDescription: String { name }
}

/// SwiftUI views with several view builders, written the way the DSL writes them.
let swiftUISlotExamples: [SlotExample] = [
    SlotExample(
        "GroupBox",
        [.element("GroupBox", children: [.element("Text", attributes: ["template": "label"]), .element("Text", children: ["Body"])])]
    ),
    SlotExample(
        "Gauge",
        [
            .element(
                "Gauge", attributes: ["value": "40"],
                children: [
                    .element("Text", children: ["Battery"]), .element("Text", attributes: ["template": "currentValueLabel"]),
                    .element("Text", attributes: ["template": "minimumValueLabel"]),
                    .element("Text", attributes: ["template": "maximumValueLabel"]),
                ]
            )
        ]
    ),
    SlotExample(
        "ContentUnavailableView",
        [
            .element(
                "ContentUnavailableView",
                children: [
                    .element("Label", attributes: ["template": "label"]), .element("Text", attributes: ["template": "description"]),
                    .element("Button", attributes: ["template": "actions"]),
                ]
            )
        ]
    ),
    SlotExample(
        "Picker", [.element("Picker", children: [.element("Text", attributes: ["template": "label"]), .element("Text", children: ["A"])])]),
    SlotExample(
        "mask and safeAreaInset",
        [
            .element(
                "Text", style: [VMLModifier("mask", slot("content", "mask")), VMLModifier("safeAreaInset", slot("content", "inset"))],
                children: [.element("Circle", attributes: ["template": "mask"]), .element("Text", attributes: ["template": "inset"])]
            )
        ]
    ),
]

@Test(arguments: swiftUISlotExamples)
func swiftUISlotsAreInTheStandardTable(_ example: SlotExample) throws {
    #expect(findings(example.document) == [], sourceLocation: example.sourceLocation)
}

@Test func labelIsTheDefaultSlotOfAToggle() {
    let document: VMLDocument = [
        .element("Toggle", children: [.element("Text", children: ["Wi-Fi"]), .element("Text", attributes: ["template": "label"])])
    ]
    #expect(findings(document) == [Found(.ignoredDefaultContent, "Toggle[0] > Text[0]")])
}

@Test func unmatchedTemplateOnAnUnknownElementPointsAtTheSlotTable() throws {
    let onCard = try #require(VMLValidator().validate(card).first)
    #expect(onCard.message.contains("register it in the VMLSlotTable"))
    let label: VMLDocument = [.element("Label", children: [.element("Text", attributes: ["template": "titel"])])]
    let onLabel = try #require(VMLValidator().validate(label).first)
    #expect(onLabel.message.contains("Label takes \"title\", \"icon\""))
    #expect(!onLabel.message.contains("VMLSlotTable"))
}
