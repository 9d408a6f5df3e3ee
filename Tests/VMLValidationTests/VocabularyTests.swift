import Testing
import VMLCore
import VMLParser
import VMLTestSupport
import VMLValidation

/// SwiftUI's names, checked by `VMLValidator().check(_:)` as `vml check` checks a file: each
/// misspelling a new user made gets one diagnostic that says what to write.
struct VocabularyCase: Sendable, CustomTestStringConvertible {
    var vml: String
    var expected: [String]
    var sourceLocation: SourceLocation

    init(_ vml: String, _ expected: [String], sourceLocation: SourceLocation = #_sourceLocation) {
        self.vml = vml
        self.expected = expected
        self.sourceLocation = sourceLocation
    }

    var testDescription: String { String(vml.prefix(80)) }
}

let misspellings: [VocabularyCase] = [
    VocabularyCase(
        #"<Text style="paddding(8)">a</Text>"#,
        ["a.vml:1:7: warning: paddding(…) is not a SwiftUI modifier, so a client drops it; did you mean `padding`? [unknown-modifier]"]),
    VocabularyCase(
        #"<Text style="notARealModifierName(1)">a</Text>"#,
        [
            "a.vml:1:7: warning: notARealModifierName(…) is not a SwiftUI modifier, so a client drops it; if it is your app's own "
                + "modifier, declare it in vml-schema.json (Docs/Diagnostics.md, \"Custom names\") [unknown-modifier]"
        ]),
    VocabularyCase(
        #"<Text style="font(.titel)">a</Text>"#,
        ["a.vml:1:7: warning: .titel is not a member of Font; did you mean `.title`? [unknown-member]"]),
    VocabularyCase(
        #"<Text style="padding(.horizantal, 8)">a</Text>"#,
        ["a.vml:1:7: warning: .horizantal is not a member of Edge.Set; did you mean `.horizontal`? [unknown-member]"]),
    VocabularyCase(
        #"<Text style="frame(widht: 100)">a</Text>"#,
        ["a.vml:1:7: warning: frame(…) has no argument widht:; did you mean `width:`? [invalid-argument]"]),
    VocabularyCase(
        #"<Text style="font(12)">a</Text>"#,
        ["a.vml:1:7: warning: font(…): the argument is a number; write a Font such as .body, as SwiftUI expects [invalid-argument]"]),
    VocabularyCase(
        #"<Text style="padding(8, 8, 8)">a</Text>"#,
        [
            "a.vml:1:7: warning: SwiftUI has no padding(_:_:_:); write one of padding(_:), padding(_:_:) [invalid-argument]"
        ]),
    VocabularyCase(
        #"<Text style="bold(true, false, 1)">a</Text>"#,
        ["a.vml:1:7: warning: SwiftUI has no bold(_:_:_:); write one of bold(), bold(_:) [invalid-argument]"]),
    VocabularyCase(
        #"<Text style="frame(minHeight: 1, maxWidth: 2)">a</Text>"#,
        [
            "a.vml:1:7: warning: frame(…) takes its arguments in SwiftUI's order, "
                + "frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:); write frame(maxWidth:minHeight:) [invalid-argument]"
        ]),
    VocabularyCase(
        "<VStak>\n  <Text>a</Text>\n</VStak>",
        ["a.vml:1:1: warning: <VStak> is not a SwiftUI view; did you mean `VStack`? [unknown-element]"]),
    VocabularyCase(
        "<vstack><Text>a</Text></vstack>",
        ["a.vml:1:1: warning: <vstack> is not a SwiftUI view; did you mean `VStack`? [unknown-element]"]),
    VocabularyCase(
        #"<Text style="font(.titl), font(.titel3)">a</Text>"#,
        [
            "a.vml:1:7: warning: .titl is not a member of Font; did you mean `.title`? [unknown-member]",
            "a.vml:1:7: warning: .titel3 is not a member of Font; did you mean `.title3`? [unknown-member]",
        ]),
    VocabularyCase(
        #"<Toggle isOnn="true">a</Toggle>"#,
        ["a.vml:1:9: warning: Toggle has no attribute isOnn; did you mean `isOn`? [unknown-attribute]"]),
    VocabularyCase(
        #"<Rectangle style="fill(LinearGradient(colors: [.red, .purpel], startPoint: .top, endPoint: .bottom))"/>"#,
        ["a.vml:1:12: warning: .purpel is not a member of Color; did you mean `.purple`? [unknown-member]"]),
    VocabularyCase(
        #"<Text style="font(.system(size: 12, wieght: .bold))">a</Text>"#,
        ["a.vml:1:7: warning: .system(…) has no argument wieght:; did you mean `weight:`? [invalid-argument]"]),
    VocabularyCase(
        #"<Text style="foregroundStyle(.secondery)">a</Text>"#,
        ["a.vml:1:7: warning: .secondery is not a member of ShapeStyle; did you mean `.secondary`? [unknown-member]"]),
    VocabularyCase(
        #"<Text style="font(.title.bold()), buttonStyle(.borderd)">a</Text>"#,
        ["a.vml:1:7: warning: .borderd is not a member of PrimitiveButtonStyle; did you mean `.bordered`? [unknown-member]"]),
    // Attribute values, typed by the view's initializers.
    VocabularyCase(
        #"<VStack align="leading" spacing="eight"><Text>a</Text></VStack>"#,
        [
            "a.vml:1:9: warning: VStack has no attribute align; did you mean `alignment`? [unknown-attribute]",
            "a.vml:1:25: warning: spacing=\"eight\" on VStack: SwiftUI's spacing is a number; write a number, such as "
                + "spacing=\"8\"; if it is your app's own, bind it in the style with attr(spacing) [invalid-attribute-value]",
        ]),
    VocabularyCase(
        #"<HStack alignment="botom"><Text>a</Text></HStack>"#,
        [
            "a.vml:1:9: warning: alignment=\"botom\" on HStack: SwiftUI's alignment is a VerticalAlignment; "
                + "did you mean `alignment=\"bottom\"`? [invalid-attribute-value]"
        ]),
    VocabularyCase(
        #"<Spacer minLength="wide"/>"#,
        [
            "a.vml:1:9: warning: minLength=\"wide\" on Spacer: SwiftUI's minLength is a number; write a number, such as "
                + "minLength=\"8\"; if it is your app's own, bind it in the style with attr(minLength) [invalid-attribute-value]"
        ]),
    // Numbers outside the range SwiftUI, or CSS, documents.
    VocabularyCase(
        #"<Text style="opacity(1.5), lineLimit(0), frame(width: -10, height: 20)">a</Text>"#,
        [
            "a.vml:1:7: warning: opacity(1.5): SwiftUI's opacity(_:) is from 0 to 1, and a value outside is clamped or refused; "
                + "write opacity(1) [invalid-argument]",
            "a.vml:1:7: warning: lineLimit(0): SwiftUI's lineLimit(_:) is at least 1, and a value outside is clamped or refused; "
                + "write lineLimit(1) [invalid-argument]",
            "a.vml:1:7: warning: frame(width: -10): SwiftUI's frame(width:) is at least 0, and a value outside is clamped or refused; "
                + "write frame(width: 0) [invalid-argument]",
        ]),
    // A grid column's size is a length.
    VocabularyCase(
        #"<Text style="background(GridItem(.fixed(-5))), overlay(GridItem(.adaptive(minimum: 10, maximum: -3)))">a</Text>"#,
        [
            "a.vml:1:7: warning: .fixed(-5): SwiftUI's .fixed(_:) is at least 0, and a value outside is clamped or refused; "
                + "write .fixed(0) [invalid-argument]",
            "a.vml:1:7: warning: .adaptive(maximum: -3): SwiftUI's .adaptive(maximum:) is at least 0, and a value outside is "
                + "clamped or refused; write .adaptive(maximum: 0) [invalid-argument]",
        ]),
    VocabularyCase(
        #"<Text style="background(rgb(300, -5, 0)), foregroundStyle(hsl(400, 120%, 50%))">a</Text>"#,
        [
            "a.vml:1:7: warning: rgb(300, -5, 0): red, green and blue are from 0 to 255 (or 0% to 100%) and alpha from 0 to 1, "
                + "and CSS clamps the rest; write rgb(255, 0, 0) [invalid-argument]",
            "a.vml:1:7: warning: hsl(400, 120%, 50%): saturation and lightness are from 0% to 100% and alpha from 0 to 1, "
                + "and CSS clamps the rest; write hsl(400, 100%, 50%) [invalid-argument]",
        ]),
    VocabularyCase(
        #"<Rectangle style="fill(.linearGradient(colors: [rgb(0, 0, 999), .red], startPoint: .top, endPoint: .bottom))"/>"#,
        [
            "a.vml:1:12: warning: rgb(0, 0, 999): red, green and blue are from 0 to 255 (or 0% to 100%) and alpha from 0 to 1, "
                + "and CSS clamps the rest; write rgb(0, 0, 255) [invalid-argument]"
        ]),
    VocabularyCase(
        #"<Text style="foregroundStyle(.blue.opacity(1.5)), shadow(color: Color.black.opacity(-1), radius: 2)">a</Text>"#,
        [
            "a.vml:1:7: warning: .opacity(1.5): SwiftUI's opacity(_:) is from 0 to 1, and a value outside is clamped or refused; "
                + "write .opacity(1) [invalid-argument]",
            "a.vml:1:7: warning: .opacity(-1): SwiftUI's opacity(_:) is from 0 to 1, and a value outside is clamped or refused; "
                + "write .opacity(0) [invalid-argument]",
        ]),
    // Members written with their type, at any depth.
    VocabularyCase(
        #"<Text style="foregroundStyle(Color.blu)">a</Text>"#,
        ["a.vml:1:7: warning: .blu is not a member of Color; did you mean `.blue`? [unknown-member]"]),
    VocabularyCase(
        #"<Text style="font(Font.titel)">a</Text>"#,
        ["a.vml:1:7: warning: .titel is not a member of Font; did you mean `.title`? [unknown-member]"]),
    VocabularyCase(
        #"<Text style="font(Font.system(sise: 12).bold())">a</Text>"#,
        ["a.vml:1:7: warning: Font.system(…) has no argument sise:; did you mean `size:`? [invalid-argument]"]),
    VocabularyCase(
        #"<Text style="padding(Edge.Set.horizantal, 8)">a</Text>"#,
        ["a.vml:1:7: warning: .horizantal is not a member of Edge.Set; did you mean `.horizontal`? [unknown-member]"]),
    VocabularyCase(
        #"<Text style="foregroundStyle(Color.bleu.opacity(0.5))">a</Text>"#,
        ["a.vml:1:7: warning: .bleu is not a member of Color; did you mean `.blue`? [unknown-member]"]),
    VocabularyCase(
        #"<Text style="shadow(color: Color.blak, radius: 2)">a</Text>"#,
        ["a.vml:1:7: warning: .blak is not a member of Color; did you mean `.black`? [unknown-member]"]),
    // A shape style where a view would also do: the shape style's members are checked.
    VocabularyCase(
        #"<Text style="background(.blu)">a</Text>"#,
        ["a.vml:1:7: warning: .blu is not a member of ShapeStyle; did you mean `.blue`? [unknown-member]"]),
    VocabularyCase(
        #"<Text style="background(.linearGradient(colors: [.blue, .purpel], startPoint: .top, endPoint: .bottom))">a</Text>"#,
        ["a.vml:1:7: warning: .purpel is not a member of Color; did you mean `.purple`? [unknown-member]"]),
]

@Test(arguments: misspellings)
func aMisspellingGetsWhatToWrite(_ testCase: VocabularyCase) {
    let diagnostics = VMLValidator().check(Array(testCase.vml.utf8))
    #expect(diagnostics.map { $0.formatted(file: "a.vml") } == testCase.expected, sourceLocation: testCase.sourceLocation)
}

/// SwiftUI as people write it: no diagnostic, even checked strictly.
let correctSwiftUI: [ValueCase<String>] = [
    ValueCase(
        #"<Text style="padding(), padding(8), padding(.horizontal), padding(.horizontal, 12), padding([.top, .leading], 4)">a</Text>"#),
    ValueCase(#"<Text style="padding(EdgeInsets(top: 4, leading: 16, bottom: 4, trailing: 16))">a</Text>"#),
    ValueCase(#"<Text style="frame(maxWidth: .infinity, alignment: .leading), frame(width: 100, height: 40)">a</Text>"#),
    ValueCase(
        #"<Text style="font(.system(size: 17, weight: .semibold)), font(.title.bold()), font(.custom(&quot;Avenir&quot;, size: 18))">a</Text>"#
    ),
    ValueCase(#"<Text style="foregroundStyle(.secondary), foregroundStyle(.blue), foregroundStyle(Color.red.opacity(0.5))">a</Text>"#),
    ValueCase(#"<Text style="background(.ultraThinMaterial), background(#ff8800), background(rgb(255, 0, 0))">a</Text>"#),
    ValueCase(#"<Text style="clipShape(RoundedRectangle(cornerRadius: 8)), clipShape(.capsule), cornerRadius(8)">a</Text>"#),
    ValueCase(#"<Text style="shadow(color: .black.opacity(0.2), radius: 4, x: 0, y: 2), opacity(0.5)">a</Text>"#),
    ValueCase(#"<Text style="rotationEffect(.degrees(45)), rotationEffect(45deg)">a</Text>"#),
    ValueCase(#"<Button style="buttonStyle(.borderedProminent), keyboardShortcut(&quot;s&quot;), tint(.red)">a</Button>"#),
    ValueCase(#"<List style="listStyle(.insetGrouped), navigationTitle(&quot;Home&quot;)"><Text>a</Text></List>"#),
    ValueCase(#"<Text style="background(content: :bg)">a<Circle template="bg"/></Text>"#),
    ValueCase(#"<Rectangle w="120" style="frame(width: attr(w type(&lt;number&gt;), 200), height: 10)"/>"#),
    ValueCase(#"<Text style="lineLimit(2), lineLimit(2...4), multilineTextAlignment(.center), bold(), italic()">a</Text>"#),
    ValueCase(#"<Text style="animation(.easeInOut, value: 1), transition(.opacity), disabled(true)">a</Text>"#),
    ValueCase(#"<Toggle isOn="true" phx-change="wifi" note="x">Wi-Fi</Toggle>"#),
    ValueCase(#"<Image systemName="star.fill" style="imageScale(.large), symbolRenderingMode(.hierarchical)"/>"#),
    ValueCase(#"<LinearGradient colors="" style="frame(height: 4)"/>"#),
    ValueCase(#"<Table><TableColumn template="columns"/></Table>"#),
    // Numbers and colors inside their ranges.
    ValueCase(
        #"<Text style="opacity(0), opacity(1), lineLimit(1), frame(width: 0), frame(maxWidth: .infinity), background(rgba(255, 0, 0, 0.5))">a</Text>"#
    ),
    ValueCase(#"<Text style="foregroundStyle(hsl(400, 100%, 0%)), background(rgb(100%, 0%, 0%)), padding(-8), offset(x: -4)">a</Text>"#),
    // Typed attribute values as SwiftUI takes them; an attribute the style binds is the app's own.
    ValueCase(#"<VStack alignment="leading" spacing="8"><HStack alignment=".top" spacing="4.5"><Text>a</Text></HStack></VStack>"#),
    ValueCase(#"<VStack spacing=""><ProgressView value="0.5" total="1"/><Spacer minLength="0"/></VStack>"#),
    ValueCase(#"<HStack spacing="wide" style="padding(attr(spacing))"><Text>a</Text></HStack>"#),
    // What the DSL writes for `Color.accentColor.gradient` (Food Truck's account screen).
    ValueCase(#"<Image systemName="person" style="background(.accentColor.gradient, in: Circle()), foregroundStyle(.accentColor)"/>"#),
    ValueCase(
        #"<Text style="background(Color.accentColor.gradient), foregroundStyle(Color.blue.opacity(0.5)), font(Font.system(size: 12))">a</Text>"#
    ),
    ValueCase(#"<Text style="padding(Edge.Set.horizontal, 8), background(.blue.opacity(0.5)), background(.red)">a</Text>"#),
    ValueCase(#"<Text style="searchScopes(1, activation: .onTextEntry, scopes: :s)">a<Text template="s">All</Text></Text>"#),
]

@Test(arguments: correctSwiftUI)
func correctSwiftUIIsClean(_ testCase: ValueCase<String>) {
    let diagnostics = VMLValidator(names: .strict).check(Array(testCase.value.utf8))
    #expect(diagnostics.map { $0.formatted(file: "a.vml") } == [], sourceLocation: testCase.sourceLocation)
}

@Test func strictReportsEveryUnknownNameAsAnError() throws {
    let text = #"<Card title="x" style="glow(1)"><Text>a</Text></Card>"#
    let strict = VMLValidator(names: .strict).check(Array(text.utf8))
    #expect(strict.map(\.code) == [.unknownElement, .unknownModifier])
    #expect(strict.allSatisfy { $0.severity == .error })
    // Without --strict, a custom element is silent; the unknown modifier is a warning.
    #expect(VMLValidator().check(Array(text.utf8)).map(\.severity) == [.warning])
    // Declared in the schema, both are known; its attribute list is then checked strictly.
    let schema = try VMLSchema(json: Array(#"{"elements": {"Card": {"attributes": ["title"]}}, "modifiers": ["glow(_:)"]}"#.utf8))
    #expect(VMLValidator(names: .strict, schema: schema).check(Array(text.utf8)) == [])
    let wrong = #"<Card titel="x" rating="3" style="glow(radius: 1)"><Text>a</Text></Card>"#
    let found = VMLValidator(names: .strict, schema: schema).check(Array(wrong.utf8)).map { $0.formatted(file: "a.vml") }
    #expect(
        found == [
            "a.vml:1:7: error: Card has no attribute titel; did you mean `title`? [unknown-attribute]",
            "a.vml:1:17: error: Card has no attribute rating; bind it in the style with attr(rating), or declare it in vml-schema.json [unknown-attribute]",
            "a.vml:1:28: error: glow(…) has no argument radius:; SwiftUI declares glow(_:) [invalid-argument]",
        ])
}

@Test func theSchemasSlotsJoinTheSlotTable() throws {
    let schema = try VMLSchema(json: Array(#"{"elements": {"Card": {"slots": ["header"]}}}"#.utf8))
    let text = #"<Card><Text template="header">a</Text></Card>"#
    #expect(VMLValidator().check(Array(text.utf8)).map(\.code) == [.unmatchedTemplate])
    #expect(VMLValidator(schema: schema).check(Array(text.utf8)) == [])
}

@Test func namesOffChecksNothingOfSwiftUI() {
    let text = #"<VStak><Text style="paddding(8), font(12)">a</Text></VStak>"#
    #expect(VMLValidator(names: .off).check(Array(text.utf8)) == [])
}

/// Bad schema files and what their one-line error says.
let badSchemas: [ValueCase<(String, String)>] = [
    ValueCase(("{", "not valid JSON")),
    ValueCase((#"{"elements": {"Card": {"slots": "header"}}}"#, "elements.Card.slots:")),
    ValueCase((#"{"modifiers": [1]}"#, "modifiers[0]:")),
    ValueCase((#"{"modifiers": [""]}"#, "an empty name")),
    ValueCase((#"{"target": "Android 14"}"#, #"target: expected an iOS version of 13 or later"#)),
    ValueCase((#"{"target": "12"}"#, #"found "12""#)),
    ValueCase((#"{"target": 17}"#, "target:")),
]

@Test(arguments: badSchemas)
func aBadSchemaSaysWhereInOneLine(_ testCase: ValueCase<(String, String)>) {
    #expect(throws: VMLSchemaError.self, sourceLocation: testCase.sourceLocation) {
        try VMLSchema(json: Array(testCase.value.0.utf8))
    }
    do {
        _ = try VMLSchema(json: Array(testCase.value.0.utf8))
    } catch {
        #expect(error.description.contains(testCase.value.1), "\(error)", sourceLocation: testCase.sourceLocation)
        #expect(!error.description.contains("\n"), sourceLocation: testCase.sourceLocation)
    }
}

@Test func theSchemaWritesTheJSONItReads() throws {
    let schema = VMLSchema(elements: ["Card": .init(attributes: ["title"], slots: ["header"]), "Star": .init()], modifiers: ["glow"])
    #expect(
        schema.json() == """
            {
              "elements": {
                "Card": {"attributes": ["title"], "slots": ["header"]},
                "Star": {}
              },
              "modifiers": ["glow"]
            }

            """)
    #expect(try VMLSchema(json: Array(schema.json().utf8)) == schema)
    let targeted = VMLSchema(modifiers: ["glow"], target: .iOS(17, 4))
    #expect(targeted.json() == "{\n  \"elements\": {},\n  \"modifiers\": [\"glow\"],\n  \"target\": \"iOS 17.4\"\n}\n")
    #expect(try VMLSchema(json: Array(targeted.json().utf8)) == targeted)
}

@Test func theSchemaTargetIsTheValidatorsUnlessOneIsGiven() throws {
    let schema = try VMLSchema(json: Array(#"{"target": "ios16"}"#.utf8))
    #expect(schema.target == .iOS(16))
    #expect(VMLValidator(schema: schema).target == .iOS(16))
    #expect(VMLValidator(schema: schema, target: .iOS(18)).target == .iOS(18))
    #expect(VMLValidator().target == nil)
}
