import Testing
import VML

/// Slot modifiers and named slots follow Docs/GettingStarted.md#slots-modifiers-and-elements-with-view-content.
@Suite struct SlotTests {
    @Test func secondUseOfANameGetsANumber() throws {
        let view = VmlText("a")
            .background { VmlCircle() }
            .background { VmlRectangle() }
            .background { VmlCapsule() }
        #expect(
            try view.renderVML(.compact)
                == #"<Text style="background(content: :bg), background(content: :bg2), background(content: :bg3)">a<Circle template="bg"/><Rectangle template="bg2"/><Capsule template="bg3"/></Text>"#
        )
    }

    @Test func explicitTemplateNameIsKept() throws {
        let view = VmlText("a").overlay { VmlElement("Badge").template("badge") }
        #expect(try view.renderVML(.compact) == #"<Text style="overlay(content: :badge)">a<Badge template="badge"/></Text>"#)
    }

    @Test func severalViewsInASingleValuedSlotAreWrappedInOneGroup() throws {
        let view = VmlText("a").background {
            VmlCircle()
            VmlText("b")
        }
        #expect(
            try view.renderVML(.compact)
                == #"<Text style="background(content: :bg)">a<Group template="bg"><Circle/><Text>b</Text></Group></Text>"#)
    }

    @Test func emptySlotContentIsAnEmptyView() throws {
        #expect(
            try VmlText("a").overlay {}.renderVML(.compact) == #"<Text style="overlay(content: :ov)">a<EmptyView template="ov"/></Text>"#)
    }

    @Test func templatedChildrenComeAfterOrdinaryChildrenInModifierOrder() throws {
        let view = VmlHStack { VmlText("a") }
            .overlay { VmlCircle() }
            .background(alignment: .bottom) { VmlRectangle() }
            .toolbar { VmlToolbarItem { VmlText("t") } }
        #expect(
            try view.renderVML(.compact)
                == #"<HStack style="overlay(content: :ov), background(alignment: .bottom, content: :bg), toolbar(content: :toolbar)"><Text>a</Text><Circle template="ov"/><Rectangle template="bg"/><ToolbarItem template="toolbar"><Text>t</Text></ToolbarItem></HStack>"#
        )
    }

    @Test func maskAndSafeAreaInsetUseTheirOwnNames() throws {
        let view = VmlText("a")
            .mask(alignment: .center) { VmlCircle() }
            .safeAreaInset(edge: .bottom, spacing: 4) { VmlText("f") }
        #expect(
            try view.renderVML(.compact)
                == #"<Text style="mask(alignment: .center, content: :mask), safeAreaInset(edge: .bottom, spacing: 4, content: :safeAreaInset)">a<Circle template="mask"/><Text template="safeAreaInset">f</Text></Text>"#
        )
    }

    @Test func slotOnACompositeAppliesToEachElement() throws {
        let view = VmlGroup {
            VmlText("a")
            VmlText("b")
        }
        .overlay { VmlCircle() }
        #expect(
            try view.renderVML(.compact)
                == #"<Text style="overlay(content: :ov)">a<Circle template="ov"/></Text><Text style="overlay(content: :ov)">b<Circle template="ov"/></Text>"#
        )
    }

    @Test func listRowBackgroundNil() throws {
        #expect(try VmlText("a").listRowBackground(nil).renderVML(.compact) == #"<Text style="listRowBackground(nil)">a</Text>"#)
    }

    @Test func labelWithSeveralTitleViewsWrapsThemInAGroup() throws {
        let view = VmlLabel {
            VmlText("a")
            VmlText("b")
        } icon: {
            VmlImage(systemName: "star")
        }
        #expect(
            try view.renderVML(.compact)
                == #"<Label><Group template="title"><Text>a</Text><Text>b</Text></Group><Image template="icon" systemName="star"/></Label>"#
        )
    }
}
