import Testing
import VML

/// Every SwiftUI snippet of the spec's cookbook (§8), written with the `Vml` prefix, renders
/// exactly the canonical text of the spec's VML (Docs/CanonicalForm.md: numbers, escapes, layout).
@Suite struct CookbookTests {
    @Test func textWithFontColorPadding() throws {
        let view = VmlText("Hello")
            .font(.system(size: 17, weight: .semibold))
            .foregroundColor(.purple)
            .padding(.horizontal, 12)
        #expect(
            try view.renderVML() == """
                <Text style="font(.system(size: 17, weight: .semibold)), foregroundColor(.purple), padding(.horizontal, 12)">Hello</Text>

                """)
    }

    @Test func frameBackgroundCornerRadius() throws {
        let view = VmlText("Badge")
            .frame(width: 100, height: 40)
            .background(.blue)
            .foregroundColor(.white)
            .cornerRadius(8)
        #expect(
            try view.renderVML() == """
                <Text style="frame(width: 100, height: 40), background(.blue), foregroundColor(.white), cornerRadius(8)">Badge</Text>

                """)
    }

    @Test func gradientFillWithEvenStops() throws {
        let view = VmlRectangle()
            .fill(.linearGradient(colors: [.blue, .purple], startPoint: .topLeading, endPoint: .bottomTrailing))
        #expect(
            try view.renderVML() == """
                <Rectangle style="fill(.linearGradient(colors: [.blue, .purple], startPoint: .topLeading, endPoint: .bottomTrailing))"/>

                """)
    }

    @Test func backgroundWithContent() throws {
        let view = VmlText("Hello")
            .background(alignment: .center) {
                VmlElement("Star")
            }
        #expect(
            try view.renderVML() == """
                <Text style="background(alignment: .center, content: :bg)">
                  Hello
                  <Star template="bg"/>
                </Text>

                """)
    }

    @Test func overlayWithContent() throws {
        let view = VmlText("Hello")
            .overlay(alignment: .topTrailing) {
                VmlElement("Badge") { VmlText("NEW") }
            }
        #expect(
            try view.renderVML() == """
                <Text style="overlay(alignment: .topTrailing, content: :ov)">
                  Hello
                  <Badge template="ov">
                    <Text>NEW</Text>
                  </Badge>
                </Text>

                """)
    }

    static let labelVML = """
        <Label>
          <Text template="title">Downloads</Text>
          <Image template="icon" systemName="arrow.down.circle"/>
        </Label>

        """

    @Test func labelWithTitleAndIcon() throws {
        let view = VmlLabel {
            VmlText("Downloads")
        } icon: {
            VmlImage(systemName: "arrow.down.circle")
        }
        #expect(try view.renderVML() == Self.labelVML)
    }

    @Test func labelShorthandGivesTheSameVML() throws {
        #expect(try VmlLabel("Downloads", systemImage: "arrow.down.circle").renderVML() == Self.labelVML)
    }

    @Test func buttonDefaultLabelSlot() throws {
        let view = VmlButton {
            VmlText("Play")
            VmlImage(systemName: "play")
        }
        #expect(
            try view.renderVML() == """
                <Button>
                  <Text>Play</Text>
                  <Image systemName="play"/>
                </Button>

                """)
    }

    @Test func explicitDefaultTemplateBeatsUnlabeled() throws {
        let view = VmlButton {
            VmlText("Ignored")
            VmlText("Used").template("label")
        }
        #expect(
            try view.renderVML() == """
                <Button>
                  <Text>Ignored</Text>
                  <Text template="label">Used</Text>
                </Button>

                """)
    }

    @Test func navigationLinkWithDestinationAndPlaceholder() throws {
        let view = VmlNavigationLink(destination: "/products/1") {
            VmlText("More Information")
        } placeholder: {
            VmlProgressView()
                .attribute("title", "Product 1")
                .navigationTitle(.attr("title", .string, fallback: "Loading"))
        }
        #expect(
            try view.renderVML() == """
                <NavigationLink destination="/products/1">
                  <Text>More Information</Text>
                  <ProgressView template="destination" title="Product 1" style="navigationTitle(attr(title type(&lt;string&gt;), &quot;Loading&quot;))"/>
                </NavigationLink>

                """)
    }

    @Test func navigationLinkDestinationBuilderComesAfterTheLabel() throws {
        let view = VmlNavigationLink(
            destination: { VmlText("Detail") },
            label: { VmlText("More Information") })
        #expect(
            try view.renderVML(.compact)
                == #"<NavigationLink><Text>More Information</Text><Text template="destination">Detail</Text></NavigationLink>"#)
    }

    @Test func sectionWithHeaderAndFooter() throws {
        let view = VmlSection {
            VmlText("Row")
        } header: {
            VmlText("Header")
        } footer: {
            VmlText("Footer")
        }
        #expect(
            try view.renderVML() == """
                <Section>
                  <Text>Row</Text>
                  <Text template="header">Header</Text>
                  <Text template="footer">Footer</Text>
                </Section>

                """)
    }

    @Test func toolbarIsMultiValued() throws {
        let view = VmlList {
            VmlText("Row 1")
        }
        .toolbar {
            VmlToolbarItem(placement: .topBarLeading) { VmlText("Filter") }
            VmlToolbarItem(placement: .topBarTrailing) { VmlText("Edit") }
        }
        #expect(
            try view.renderVML() == """
                <List style="toolbar(content: :toolbar)">
                  <Text>Row 1</Text>
                  <ToolbarItem template="toolbar" placement="topBarLeading">
                    <Text>Filter</Text>
                  </ToolbarItem>
                  <ToolbarItem template="toolbar" placement="topBarTrailing">
                    <Text>Edit</Text>
                  </ToolbarItem>
                </List>

                """)
    }

    @Test func imageWithColor() throws {
        let view = VmlImage(systemName: "heart.fill").foregroundColor(.red)
        #expect(try view.renderVML() == "<Image systemName=\"heart.fill\" style=\"foregroundColor(.red)\"/>\n")
    }

    @Test func opacityAndShadow() throws {
        let view = VmlText("Faded")
            .opacity(0.5)
            .shadow(color: .black.opacity(0.2), radius: 8, x: 0, y: 4)
        #expect(
            try view.renderVML() == """
                <Text style="opacity(0.5), shadow(color: .black.opacity(0.2), radius: 8, x: 0, y: 4)">Faded</Text>

                """)
    }

    @Test func rotationAnd3DRotation() throws {
        let view = VmlImage(systemName: "arrow.right")
            .rotationEffect(.degrees(45))
            .rotation3DEffect(.degrees(90), axis: (x: 1, y: 0, z: 0))
        #expect(
            try view.renderVML() == """
                <Image systemName="arrow.right" style="rotationEffect(.degrees(45)), rotation3DEffect(.degrees(90), axis: (x: 1, y: 0, z: 0))"/>

                """)
    }

    @Test func angleLiteral() throws {
        let view = VmlImage(systemName: "arrow.right").rotationEffect(.deg(45))
        #expect(try view.renderVML() == "<Image systemName=\"arrow.right\" style=\"rotationEffect(45deg)\"/>\n")
    }

    @Test func attrBindingWithStringFallback() throws {
        let view = VmlText("Home")
            .attribute("title", "Home")
            .navigationTitle(.attr("title", .string, fallback: "Untitled"))
        #expect(
            try view.renderVML() == """
                <Text title="Home" style="navigationTitle(attr(title type(&lt;string&gt;), &quot;Untitled&quot;))">Home</Text>

                """)
    }

    @Test func attrBindingWithNumberFallbacks() throws {
        let view = VmlRectangle()
            .frame(width: .attr("w", .number, fallback: 200), height: .attr("h", .number, fallback: 100))
        #expect(
            try view.renderVML() == """
                <Rectangle style="frame(width: attr(w type(&lt;number&gt;), 200), height: attr(h type(&lt;number&gt;), 100))"/>

                """)
    }

    @Test func attrBindingWithColorFallback() throws {
        let view = VmlCircle()
            .attribute("fill", "#00ffcc")
            .background(.attr("fill", .color, fallback: .blue))
        #expect(
            try view.renderVML() == """
                <Circle fill="#00ffcc" style="background(attr(fill type(&lt;color&gt;), .blue))"/>

                """)
    }

    @Test func zStack() throws {
        let view = VmlZStack {
            VmlCircle().fill(.blue)
            VmlText("42").font(.largeTitle).foregroundColor(.white)
        }
        #expect(
            try view.renderVML() == """
                <ZStack>
                  <Circle style="fill(.blue)"/>
                  <Text style="font(.largeTitle), foregroundColor(.white)">42</Text>
                </ZStack>

                """)
    }

    @Test func overlayAsAModifier() throws {
        let view = VmlCircle()
            .fill(.blue)
            .overlay {
                VmlText("42").font(.largeTitle).foregroundColor(.white)
            }
        #expect(
            try view.renderVML() == """
                <Circle style="fill(.blue), overlay(content: :ov)">
                  <Text template="ov" style="font(.largeTitle), foregroundColor(.white)">42</Text>
                </Circle>

                """)
    }

    @Test func listRowBackground() throws {
        let view = VmlText("Row").listRowBackground(VmlColor.yellow)
        #expect(
            try view.renderVML() == """
                <Text style="listRowBackground(content: :bg)">
                  Row
                  <Rectangle template="bg" style="fill(.yellow)"/>
                </Text>

                """)
    }

    @Test func gradientWithUnevenStops() throws {
        let view = VmlRectangle()
            .fill(
                .linearGradient(
                    VmlGradient(stops: [
                        .init(color: .red, location: 0.0),
                        .init(color: .yellow, location: 0.3),
                        .init(color: .green, location: 1.0),
                    ]),
                    startPoint: .leading,
                    endPoint: .trailing
                ))
        #expect(
            try view.renderVML() == """
                <Rectangle style="fill(LinearGradient(gradient: Gradient(stops: [Gradient.Stop(color: .red, location: 0), Gradient.Stop(color: .yellow, location: 0.3), Gradient.Stop(color: .green, location: 1)]), startPoint: .leading, endPoint: .trailing))"/>

                """)
    }

    @Test func evenStopsAreWrittenAsColors() throws {
        let view = VmlRectangle()
            .fill(
                .linearGradient(
                    VmlGradient(stops: [.init(color: .red, location: 0), .init(color: .blue, location: 1)]), startPoint: .top,
                    endPoint: .bottom))
        #expect(
            try view.renderVML(.compact)
                == #"<Rectangle style="fill(LinearGradient(gradient: Gradient(colors: [.red, .blue]), startPoint: .top, endPoint: .bottom))"/>"#
        )
    }

    @Test func nestedTemplateIsWrittenAsGiven() throws {
        let view = VmlList {
            VmlVStack {
                VmlToolbarItem { VmlText("Ignored") }.template("toolbar")
            }
        }
        .modifier(named: "toolbar", .labeled("content", .symbol("toolbar")))
        #expect(
            try view.renderVML() == """
                <List style="toolbar(content: :toolbar)">
                  <VStack>
                    <ToolbarItem template="toolbar">
                      <Text>Ignored</Text>
                    </ToolbarItem>
                  </VStack>
                </List>

                """)
    }

    @Test func multipleMatchesForASingleValuedSlot() throws {
        let view = VmlElement("Text") {
            VmlCircle().template("bg")
            VmlRectangle().template("bg")
        }
        .modifier(named: "background", .labeled("content", .symbol("bg")))
        #expect(
            try view.renderVML() == """
                <Text style="background(content: :bg)">
                  <Circle template="bg"/>
                  <Rectangle template="bg"/>
                </Text>

                """)
    }
}
