import Testing
import VMLPreview

@Suite("Preview: controls")
struct ControlPreviewTests {
    struct ControlCase: Sendable, CustomTestStringConvertible {
        var source: String
        /// Markup the page must contain.
        var contains: [String]
        /// Markup the page must not contain.
        var lacks: [String] = []
        var sourceLocation: SourceLocation = #_sourceLocation
        var testDescription: String { source }
    }

    static let cases: [ControlCase] = [
        ControlCase(source: #"<Toggle isOn="true"><Text>Wi-Fi</Text></Toggle>"#, contains: [#"<span class="switch on">"#, "Wi-Fi"]),
        ControlCase(
            source: #"<Toggle isOn="false"><Text>Wi-Fi</Text></Toggle>"#, contains: [#"<span class="switch">"#], lacks: ["switch on"]),
        ControlCase(
            source: #"<Toggle isOn="true" style="labelsHidden()"><Text>Wi-Fi</Text></Toggle>"#, contains: ["switch on"], lacks: ["Wi-Fi<"]),
        ControlCase(
            source: #"<Toggle isOn="true" style="toggleStyle(.button)"><Text>Bold</Text></Toggle>"#,
            contains: [#"class="hstack button bordered-prominent toggle-button"#]),
        ControlCase(source: "<Button><Text>Go</Text></Button>", contains: [#"class="hstack button""#, #"data-vml-interactive="Button""#]),
        ControlCase(
            source: #"<Button style="buttonStyle(.bordered)"><Text>Go</Text></Button>"#, contains: [#"class="hstack button bordered""#]),
        ControlCase(
            source: #"<Button style="buttonStyle(.borderedProminent)"><Text>Go</Text></Button>"#,
            contains: [#"class="hstack button bordered-prominent""#]),
        ControlCase(source: #"<Button style="buttonStyle(.plain)"><Text>Go</Text></Button>"#, contains: [#"class="hstack button plain""#]),
        ControlCase(
            source: #"<VStack style="buttonStyle(.borderedProminent)"><Button><Text>Go</Text></Button></VStack>"#,
            contains: [#"class="hstack button bordered-prominent""#]),
        ControlCase(source: #"<Button role="destructive"><Text>Delete</Text></Button>"#, contains: ["--tint:var(--red);"]),
        ControlCase(source: #"<Button id="save"><Text>Save</Text></Button>"#, contains: [#"data-vml-id="save""#, #"id=&quot;save&quot;"#]),
        ControlCase(
            source: #"<TextField prompt="Required" text=""><Text>Name</Text></TextField>"#,
            contains: [#"<span class="text-field-prompt">Required</span>"#]),
        ControlCase(
            source: #"<TextField text=""><Text>Name</Text></TextField>"#, contains: [#"<span class="text-field-prompt">"#, "Name"]),
        ControlCase(
            source: #"<TextField text="Ada"><Text>Name</Text></TextField>"#, contains: [#"<span class="text-field-value">Ada</span>"#]),
        ControlCase(
            source: #"<TextField text="Ada" style="textFieldStyle(.roundedBorder)"><Text>Name</Text></TextField>"#,
            contains: [#"class="text-field rounded-border"#]),
        ControlCase(source: #"<SecureField text="pw12"><Text>Password</Text></SecureField>"#, contains: ["••••"], lacks: ["pw12<"]),
        ControlCase(source: #"<TextEditor text="Call back"/>"#, contains: [#"class="text-editor"#, "Call back"]),
        ControlCase(
            source:
                #"<Picker selection="2"><Text style="tag(1)">One</Text><Text style="tag(2)">Two</Text><Text template="label">N</Text></Picker>"#,
            contains: [">Two<", #"class="updown""#], lacks: [">One<"]),
        ControlCase(
            source:
                #"<Picker selection="B"><Text style="tag(&quot;A&quot;)">A</Text><Text style="tag(&quot;B&quot;)">B</Text><Text template="label">L</Text></Picker>"#,
            contains: [">B<"], lacks: [">A<"]),
        ControlCase(
            source:
                #"<Form><Picker selection="2"><Text style="tag(1)">One</Text><Text style="tag(2)">Two</Text><Text template="label">Count</Text></Picker></Form>"#,
            contains: ["Count", ">Two<", #"class="hstack control picker-menu""#], lacks: [">One<"]),
        ControlCase(
            source:
                #"<Picker selection="2" style="pickerStyle(.segmented)"><Text style="tag(1)">One</Text><Text style="tag(2)">Two</Text><Text template="label">N</Text></Picker>"#,
            contains: [#"<div class="segment"><div class="text""#, #"<div class="segment on"><div class="text""#, ">One<", ">Two<"]),
        ControlCase(source: #"<Slider value="0.25"/>"#, contains: ["--fraction:0.25;"]),
        ControlCase(source: #"<Slider lowerBound="0" upperBound="200" value="150"/>"#, contains: ["--fraction:0.75;"]),
        ControlCase(source: #"<Slider value="7"/>"#, contains: ["--fraction:1;"]),
        ControlCase(source: #"<Stepper value="2"><Text>Guests</Text></Stepper>"#, contains: [#"<span class="stepper">"#, "Guests"]),
        ControlCase(
            source: #"<DatePicker selection="2027-01-15T08:00:00Z"><Text>Due</Text></DatePicker>"#,
            contains: [#"<span class="pill">Jan 15, 2027</span>"#, #"<span class="pill">8:00 AM</span>"#]),
        ControlCase(
            source: #"<DatePicker displayedComponents="date" selection="2024-02-29"><Text>Due</Text></DatePicker>"#,
            contains: [#"<span class="pill">Feb 29, 2024</span>"#], lacks: ["AM<"]),
        ControlCase(
            source: #"<DatePicker selection="2027-01-15" style="datePickerStyle(.graphical)"><Text>Day</Text></DatePicker>"#,
            contains: [
                "January 2027", "<b>SAT</b>" + String(repeating: "<span></span>", count: 5) + "<span>1</span>",
                #"<span class="on">15</span>"#, "<span>31</span>",
            ]),
        ControlCase(
            source: #"<MultiDatePicker selection="[&quot;2024-02-03&quot;, &quot;2024-02-29&quot;]"><Text>Days</Text></MultiDatePicker>"#,
            contains: ["February 2024", #"<span class="on">3</span>"#, #"<span class="on">29</span>"#], lacks: ["<span>30</span>"]),
        ControlCase(source: #"<ColorPicker selection="orange"><Text>Tint</Text></ColorPicker>"#, contains: ["--wellColor:var(--orange)"]),
        ControlCase(source: #"<ProgressView><Text>Loading</Text></ProgressView>"#, contains: [#"<span class="spinner">"#, "Loading"]),
        ControlCase(
            source: #"<ProgressView value="0.4"><Text>Upload</Text><Text template="currentValueLabel">40%</Text></ProgressView>"#,
            contains: [#"<span class="progress-bar" style="--fraction:0.4;">"#, "40%"], lacks: ["spinner"]),
        ControlCase(source: #"<ProgressView total="10" value="5"/>"#, contains: ["--fraction:0.5;"]),
        ControlCase(
            source: #"<Gauge value="0.7"><Text>Battery</Text></Gauge>"#, contains: [#"class="progress-bar gauge" style="--fraction:0.7;""#]),
        ControlCase(
            source: #"<Link destination="https://example.com"><Text>Site</Text></Link>"#,
            contains: [#"<a class="hstack button""#, #"href="https://example.com""#]),
        ControlCase(
            source: #"<Menu><Button><Text>Name</Text></Button><Text template="label">Sort</Text></Menu>"#, contains: ["Sort"],
            lacks: [">Name<"]),
        ControlCase(source: "<EditButton/>", contains: [">Edit<"]),
        ControlCase(source: "<RenameButton/>", contains: [">Rename<"]),
        ControlCase(source: "<PasteButton/>", contains: [">Paste<"]),
        ControlCase(source: #"<ShareLink item="https://example.com"/>"#, contains: [#"data-symbol="square.and.arrow.up""#, ">Share<"]),
        ControlCase(
            source: "<ControlGroup><Button><Text>Cut</Text></Button><Button><Text>Copy</Text></Button></ControlGroup>",
            contains: [#"class="hstack control-group""#, "Cut", "Copy"]),
    ]

    @Test("each control is drawn as iOS draws it, showing its value", arguments: cases)
    func control(_ item: ControlCase) {
        let page = PreviewMarkup(item.source)
        for text in item.contains {
            #expect(page.html.contains(text), "missing \(text)", sourceLocation: item.sourceLocation)
        }
        for text in item.lacks {
            #expect(!page.html.contains(text), "unexpected \(text)", sourceLocation: item.sourceLocation)
        }
        #expect(!page.page.hasErrors, sourceLocation: item.sourceLocation)
        #expect(page.page.notDrawnCount == 0, sourceLocation: item.sourceLocation)
    }

    @Test("a linear progress view and a segmented picker take the width they are offered")
    func growth() throws {
        let page = PreviewMarkup(
            #"<VStack><ProgressView value="0.5"/><ProgressView/><Picker selection="1" style="pickerStyle(.segmented)"><Text style="tag(1)">A</Text><Text template="label">L</Text></Picker></VStack>"#
        )
        #expect(try #require(page.box(path: "VStack[0] > ProgressView[0]")).contains(#"class="vstack progress linear grow-x""#))
        #expect(try #require(page.box(path: "VStack[0] > ProgressView[1]")).contains(#"class="vstack progress""#))
        #expect(try #require(page.box(path: "VStack[0] > Picker[2]")).contains(#"class="hstack segmented grow-x""#))
    }
}
