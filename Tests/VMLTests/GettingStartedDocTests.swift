import Testing
import VML

/// Behaviour Docs/GettingStarted.md describes in prose. Its code examples are compiled from the page
/// itself (Tests/VMLDocTests).
@Suite struct GettingStartedDocTests {
    @Test func toggleBindingBecomesAnAttribute() throws {
        #expect(try VmlToggle("Wi-Fi", isOn: true).renderVML(.compact) == #"<Toggle isOn="true"><Text>Wi-Fi</Text></Toggle>"#)
    }

    struct VmlBadge: VmlView {
        var count: Int
        var body: some VmlView {
            VmlElement("Badge").attribute("count", Double(count))
        }
    }

    @Test func typedCustomElement() throws {
        #expect(try VmlBadge(count: 3).padding(4).renderVML(.compact) == #"<Badge count="3" style="padding(4)"/>"#)
    }

    @Test func customElementWithAttributes() throws {
        let view = VmlElement("Card", attributes: ["kind": "promo"]) {
            VmlText("Body")
        }
        #expect(try view.renderVML(.compact) == #"<Card kind="promo"><Text>Body</Text></Card>"#)
    }

    @Test func escapeHatch() throws {
        #expect(
            try VmlText("Hi").modifier(named: "symbolEffect", .member("pulse"), .labeled("isActive", true)).renderVML(.compact)
                == #"<Text style="symbolEffect(.pulse, isActive: true)">Hi</Text>"#)
    }

    @Test func invalidNameErrorNamesThePath() {
        #expect {
            _ = try VmlVStack { VmlElement("Sta r") }.renderVML()
        } throws: { error in
            "\(error)".hasPrefix("VStack[0] > Sta r[0]: invalid element name \"Sta r\"")
        }
    }
}
