import Testing
import VMLCore
import VMLParser
import VMLTestSupport
import VMLValidation

/// Diagnostics on text: the spec's examples parsed, with the line and column of each finding.
struct ParsedExample: CustomTestStringConvertible, Sendable {
    var title: String
    var text: String
    /// `code at PATH @ LINE:COL`, in order.
    var expected: [String]
    var sourceLocation: SourceLocation

    init(title: String, text: String, expected: [String], sourceLocation: SourceLocation = #_sourceLocation) {
        self.title = title
        self.text = text
        self.expected = expected
        self.sourceLocation = sourceLocation
    }

    var testDescription: String { title }
}

private func located(_ text: String, validator: VMLValidator = VMLValidator()) throws -> [String] {
    let (document, sourceMap) = try VMLParser().parseWithSourceMap(text)
    return validator.validate(document, sourceMap: sourceMap).map { diagnostic in
        "\(diagnostic.code) at \(diagnostic.path) @ \(diagnostic.location.map(\.description) ?? "?")"
    }
}

let parsedWarnedExamples: [ParsedExample] = [
    ParsedExample(
        title: "§8 nested template",
        text: """
            <List style="toolbar(content: :toolbar)">
              <VStack>
                <ToolbarItem template="toolbar"><Text>Ignored</Text></ToolbarItem>
              </VStack>
            </List>
            """,
        expected: ["nested-template at List[0] > VStack[0] > ToolbarItem[0] @ 3:18"]
    ),
    ParsedExample(
        title: "§8 explicit default template beats unlabeled",
        text: """
            <Button>
              <Text>Unlabeled (ignored)</Text>
              <Text template="label">Used</Text>
            </Button>
            """,
        expected: ["ignored-default-content at Button[0] > Text[0] @ 2:3"]
    ),
    ParsedExample(
        title: "§8 multiple matches for a single-valued slot",
        text: """
            <Text style="background(content: :bg)">
              <Circle template="bg"/>
              <Rectangle template="bg"/>  <!-- ignored -->
            </Text>
            """,
        expected: ["duplicate-template at Text[0] > Rectangle[1] @ 3:14"]
    ),
    ParsedExample(
        title: "§8 attr(…) used as an attribute value",
        text: #"<Text title="attr(name)">Hello</Text>  <!-- invalid -->"#,
        expected: ["attr-outside-style at Text[0] @ 1:7"]
    ),
    ParsedExample(
        title: "missing slot and failed coercion, on the style and the attribute",
        text: """
            <VStack>
              Intro
              <Text degrees="45"
                    style="rotationEffect(attr(degrees type(<angle>))), background(content: :bg)">Hi</Text>
            </VStack>
            """,
        expected: [
            "attr-coercion at VStack[0] > Text[1] @ 3:9",
            "missing-slot at VStack[0] > Text[1] @ 4:9",
        ]
    ),
    ParsedExample(
        title: "columns count characters, not bytes",
        text: "<Text title=\"é\">é<Star template=\"x\"/></Text>",
        expected: ["unmatched-template at Text[0] > Star[1] @ 1:24"]
    ),
]

@Test(arguments: parsedWarnedExamples)
func parsedExampleGivesItsDiagnosticsWithLocations(_ example: ParsedExample) throws {
    #expect(try located(example.text) == example.expected, sourceLocation: example.sourceLocation)
}

/// Every valid example of Docs/Spec.md §3, §8 and §9, as the spec writes it.
let parsedValidExamples: [ValueCase<String>] = [
    ValueCase(#"<Text title="Welcome" style="navigationTitle(attr(title type(<string>), "Untitled"))"/>"#),
    ValueCase(
        #"""
        <Rectangle style="frame(width: attr(w type(<number>), 200), height: attr(h type(<number>), 100))"/>
        <Circle fill="#ff0000" style="background(attr(fill type(<color>), .blue))"/>
        <Text degrees="45deg" style="rotationEffect(attr(degrees type(<angle>), .degrees(0)))"/>
        """#),
    ValueCase(
        #"""
        <Text style="font(.system(size: 17, weight: .semibold)), foregroundColor(.purple), padding(.horizontal, 12)">
          Hello
        </Text>
        <Text style="frame(width: 100, height: 40), background(.blue), foregroundColor(.white), cornerRadius(8)">
          Badge
        </Text>
        <Rectangle style="fill(.linearGradient(colors: [.blue, .purple], startPoint: .topLeading, endPoint: .bottomTrailing))"/>
        """#),
    ValueCase(
        #"""
        <Text style="background(alignment: .center, content: :bg)">
          Hello
          <Star template="bg"/>
        </Text>
        <Text style="overlay(alignment: .topTrailing, content: :ov)">
          Hello
          <Badge template="ov"><Text>NEW</Text></Badge>
        </Text>
        """#),
    ValueCase(
        #"""
        <Label>
          <Text template="title">Downloads</Text>
          <Image template="icon" systemName="arrow.down.circle"/>
        </Label>
        <Button>
          <Text>Play</Text>
          <Image systemName="play"/>
        </Button>
        """#),
    ValueCase(
        #"""
        <NavigationLink destination={"/products/1"}>
          <Text>More Information</Text>
          <ProgressView
            template="destination"
            title="Product 1"
            style="navigationTitle(attr(title type(<string>), "Loading"))"
          />
        </NavigationLink>
        """#),
    ValueCase(
        #"""
        <Section>
          <Text>Row</Text>
          <Text template="header">Header</Text>
          <Text template="footer">Footer</Text>
        </Section>
        <List style="toolbar(content: :toolbar)">
          <Text>Row 1</Text>
          <ToolbarItem template="toolbar" placement="topBarLeading"><Text>Filter</Text></ToolbarItem>
          <ToolbarItem template="toolbar" placement="topBarTrailing"><Text>Edit</Text></ToolbarItem>
        </List>
        """#),
    ValueCase(
        #"""
        <Image systemName="heart.fill" style="foregroundColor(.red)"/>
        <Text style="opacity(0.5), shadow(color: .black.opacity(0.2), radius: 8, x: 0, y: 4)">
          Faded
        </Text>
        <Image systemName="arrow.right"
               style="rotationEffect(.degrees(45)), rotation3DEffect(.degrees(90), axis: (x: 1, y: 0, z: 0))"/>
        <Image systemName="arrow.right" style="rotationEffect(45deg)"/>
        """#),
    ValueCase(
        #"""
        <Text title="Home" style="navigationTitle(attr(title type(<string>), "Untitled"))">
          Home
        </Text>
        <Circle fill="#00ffcc" style="background(attr(fill type(<color>), .blue))"/>
        <ZStack>
          <Circle style="fill(.blue)"/>
          <Text style="font(.largeTitle), foregroundColor(.white)">42</Text>
        </ZStack>
        <Circle style="fill(.blue), overlay(content: :ov)">
          <Text template="ov" style="font(.largeTitle), foregroundColor(.white)">42</Text>
        </Circle>
        <Text style="listRowBackground(content: :bg)">
          Row
          <Rectangle template="bg" style="fill(.yellow)"/>
        </Text>
        """#),
    ValueCase(
        #"""
        <Rectangle style="fill(LinearGradient(gradient: Gradient(stops: [
          Gradient.Stop(color: .red, location: 0.0),
          Gradient.Stop(color: .yellow, location: 0.3),
          Gradient.Stop(color: .green, location: 1.0)
        ]), startPoint: .leading, endPoint: .trailing))"/>
        """#),
    ValueCase(
        #"""
        <VStack id="home" title="Home"
                style="padding(16), background(.linearGradient(colors: [.blue, .purple], startPoint: .topLeading, endPoint: .bottomTrailing))">
          <Text style="font(.system(size: 17)), navigationTitle(attr(title type(<string>), "Untitled"))">
            Welcome
          </Text>
          <Card style="background(alignment: .center, content: :bg)">
            <Text>Body</Text>
            <Star template="bg"/>
          </Card>
          <List style="toolbar(content: :toolbar)">
            <ToolbarItem template="toolbar" placement="topBarLeading"><Text>Filter</Text></ToolbarItem>
            <ToolbarItem template="toolbar" placement="topBarTrailing"><Text>Edit</Text></ToolbarItem>
          </List>
        </VStack>
        """#),
]

@Test(arguments: parsedValidExamples)
func parsedValidExampleGivesNoDiagnostics(_ row: ValueCase<String>) throws {
    #expect(try located(row.value) == [], sourceLocation: row.sourceLocation)
}

@Test func theSpecSymbolOutsideStyleExampleIsAParseError() {
    #expect(throws: VMLParseError.self) {
        try VMLParser().parse("<NavigationLink destination=:detail>…</NavigationLink>")
    }
}

// `VMLValidator.check` (what `vml check` runs) makes the source map only for a file with
// diagnostics: it gives the same diagnostics, with the same locations, as parsing with the map and
// validating.

private func parsedWithTheMapAndValidated(_ text: String) throws -> [VMLDiagnostic] {
    let (document, sourceMap) = try VMLParser().parseWithSourceMap(text)
    return VMLValidator().validate(document, sourceMap: sourceMap)
}

@Test(arguments: parsedWarnedExamples)
func checkLocatesWhatTheSourceMapLocates(_ example: ParsedExample) throws {
    let checked = VMLValidator().check(Array(example.text.utf8))
    #expect(!checked.isEmpty, sourceLocation: example.sourceLocation)
    #expect(checked.allSatisfy { $0.location != nil }, sourceLocation: example.sourceLocation)
    #expect(checked == (try parsedWithTheMapAndValidated(example.text)), sourceLocation: example.sourceLocation)
}

@Test(arguments: parsedValidExamples)
func checkFindsNothingInAValidFile(_ row: ValueCase<String>) {
    #expect(VMLValidator().check(Array(row.value.utf8)) == [], sourceLocation: row.sourceLocation)
}
