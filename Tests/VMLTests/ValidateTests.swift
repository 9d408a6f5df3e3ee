import Testing
import VML

/// `validate()` on DSL views: what the DSL builds is checked with the same validator as parsed text.
@Suite struct ValidateTests {
    @Test func slotModifiersTheDSLWritesAreValid() {
        let view = VmlList {
            VmlText("Row")
                .background(alignment: .center) { VmlElement("Star") }
                .overlay { VmlText("NEW") }
                .listRowBackground(VmlColor.yellow)
        }
        .toolbar {
            VmlToolbarItem(placement: .topBarLeading) { VmlText("Filter") }
            VmlToolbarItem(placement: .topBarTrailing) { VmlText("Edit") }
        }
        #expect(view.validate().isEmpty)
    }

    @Test func aSymbolWithoutTemplateIsAMissingSlot() {
        let view = VmlVStack {
            VmlText("Hi").modifier(named: "overlay", .labeled("content", .symbol("ov")))
        }
        let diagnostics = view.validate()
        #expect(diagnostics.map(\.code) == [.missingSlot])
        #expect(diagnostics.first?.path.description == "VStack[0] > Text[0]")
    }

    @Test func customElementSlotsComeFromTheTable() {
        let card = VmlElement("Card") { VmlText("Title").template("header") }
        #expect(card.validate().map(\.code) == [.unmatchedTemplate])
        let table = VMLSlotTable.standard.withSlots([.init("header")], for: "Card")
        #expect(card.validate(with: VMLValidator(slotTable: table)).isEmpty)
    }

    @Test func anAttrBindingWithoutItsAttributeWarns() {
        let view = VmlText("Home").navigationTitle(.attr("title", .string, fallback: "Untitled"))
        #expect(view.validate().isEmpty)
        let missing = VmlText("Home").frame(width: .attr("w", .number))
        #expect(missing.validate().map(\.code) == [.attrMissing])
    }
}
