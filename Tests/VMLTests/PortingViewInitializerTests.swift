import Foundation
import Synchronization
import Testing
import VML

/// SwiftUI's view initializers the catalog listed as missing or refused, each written with the
/// prefix alone, with the compact VML it renders; and a screen that uses several of them.
@Suite struct PortingViewInitializerTests {
    static let a = VmlText("a")
    static let logo = VmlImageResource(name: "Logo")
    static let url = URL(fileURLWithPath: "/p.jpg")
    static let start = Date(timeIntervalSince1970: 0)
    static let end = Date(timeIntervalSince1970: 3_600)
    static let label = #"<Label><Text template="title">T</Text><Image template="icon" systemName="s"/></Label>"#
    static let assetLabel = #"<Label><Text template="title">T</Text><Image template="icon" name="Logo"/></Label>"#

    struct Person: Identifiable, Hashable {
        let id: Int
        let name: String
        let age: Int
    }

    struct Node: Identifiable, Hashable {
        let id: Int
        let name: String
        var children: [Node]?
    }

    static let people = [Person(id: 1, name: "Ada", age: 36), Person(id: 2, name: "Alan", age: 41)]
    static let tree = [Node(id: 1, name: "Docs", children: [Node(id: 2, name: "a.txt"), Node(id: 3, name: "Empty", children: [])])]
    static let treeVML =
        #"<DisclosureGroup><Text>a.txt</Text><DisclosureGroup><Text template="label">Empty</Text></DisclosureGroup>"#
        + #"<Text template="label">Docs</Text></DisclosureGroup>"#

    static func text(_ style: String) -> String { "<Text style=\"\(style)\">a</Text>" }

    static let cases: [IdiomCase] = [
        // Titles with a symbol or an asset image: the label is a `Label`.
        IdiomCase(VmlButton("T", image: logo) {}, "<Button>\(assetLabel)</Button>"),
        IdiomCase(VmlButton("T", image: logo, role: .destructive) {}, "<Button role=\"destructive\">\(assetLabel)</Button>"),
        IdiomCase(
            VmlMenu("T", systemImage: "s") { a },
            #"<Menu><Text>a</Text><Label template="label"><Text template="title">T</Text><Image template="icon" systemName="s"/></Label></Menu>"#
        ),
        IdiomCase(
            VmlMenu("T", image: logo) { a },
            #"<Menu><Text>a</Text><Label template="label"><Text template="title">T</Text><Image template="icon" name="Logo"/></Label></Menu>"#
        ),
        IdiomCase(
            VmlMenu("T") {
                a
            } primaryAction: {
            }, #"<Menu><Text>a</Text><Text template="label">T</Text></Menu>"#),
        IdiomCase(
            VmlMenu {
                a
            } label: {
                VmlText("T")
            } primaryAction: {
            }, #"<Menu><Text>a</Text><Text template="label">T</Text></Menu>"#),
        IdiomCase(VmlToggle("T", systemImage: "s", isOn: .constant(true)), "<Toggle isOn=\"true\">\(label)</Toggle>"),
        IdiomCase(VmlToggle("T", image: logo, isOn: .constant(false)), "<Toggle isOn=\"false\">\(assetLabel)</Toggle>"),
        IdiomCase(
            VmlPicker("T", systemImage: "s", selection: .constant(1)) { VmlText("One").tag(1) },
            #"<Picker selection="1"><Text style="tag(1)">One</Text><Label template="label"><Text template="title">T</Text><Image template="icon" systemName="s"/></Label></Picker>"#
        ),
        IdiomCase(
            VmlPicker("T", image: logo, selection: .constant(1)) { VmlText("One").tag(1) },
            #"<Picker selection="1"><Text style="tag(1)">One</Text><Label template="label"><Text template="title">T</Text><Image template="icon" name="Logo"/></Label></Picker>"#
        ),
        IdiomCase(
            VmlControlGroup("T", systemImage: "s") { a },
            #"<ControlGroup><Text>a</Text><Label template="label"><Text template="title">T</Text><Image template="icon" systemName="s"/></Label></ControlGroup>"#
        ),
        IdiomCase(
            VmlControlGroup("T", image: logo) { a },
            #"<ControlGroup><Text>a</Text><Label template="label"><Text template="title">T</Text><Image template="icon" name="Logo"/></Label></ControlGroup>"#
        ),
        IdiomCase(
            VmlContentUnavailableView("T", image: "Logo", description: VmlText("d")),
            #"<ContentUnavailableView><Label template="label"><Text template="title">T</Text><Image template="icon" name="Logo"/></Label><Text template="description">d</Text></ContentUnavailableView>"#
        ),
        // `sources:`: many bindings, resolved on the server (written when they agree).
        IdiomCase(
            VmlToggle("T", sources: [VmlBinding.constant(true), .constant(true)], isOn: \.self),
            #"<Toggle isOn="true"><Text>T</Text></Toggle>"#),
        IdiomCase(VmlToggle("T", sources: [VmlBinding.constant(true), .constant(false)], isOn: \.self), "<Toggle><Text>T</Text></Toggle>"),
        IdiomCase(
            VmlToggle("T", systemImage: "s", sources: [VmlBinding.constant(false)], isOn: \.self),
            "<Toggle isOn=\"false\">\(label)</Toggle>"),
        IdiomCase(
            VmlToggle("T", image: logo, sources: [VmlBinding.constant(true)], isOn: \.self), "<Toggle isOn=\"true\">\(assetLabel)</Toggle>"),
        IdiomCase(VmlToggle(sources: [VmlBinding.constant(true)], isOn: \.self) { a }, #"<Toggle isOn="true"><Text>a</Text></Toggle>"#),
        IdiomCase(
            VmlPicker("T", sources: [VmlBinding.constant(2), .constant(2)], selection: \.self) { VmlText("Two").tag(2) },
            #"<Picker selection="2"><Text style="tag(2)">Two</Text><Text template="label">T</Text></Picker>"#),
        IdiomCase(
            VmlPicker("T", systemImage: "s", sources: [VmlBinding.constant(1), .constant(2)], selection: \.self) { a },
            #"<Picker><Text>a</Text><Label template="label"><Text template="title">T</Text><Image template="icon" systemName="s"/></Label></Picker>"#
        ),
        IdiomCase(
            VmlPicker("T", image: logo, sources: [VmlBinding.constant(1)], selection: \.self) { a },
            #"<Picker selection="1"><Text>a</Text><Label template="label"><Text template="title">T</Text><Image template="icon" name="Logo"/></Label></Picker>"#
        ),
        IdiomCase(
            VmlPicker(sources: [VmlBinding.constant(1)], selection: \.self) {
                a
            } label: {
                VmlText("T")
            },
            #"<Picker selection="1"><Text>a</Text><Text template="label">T</Text></Picker>"#),
        IdiomCase(
            VmlPicker(selection: .constant(1), label: VmlText("T")) { a },
            #"<Picker selection="1"><Text>a</Text><Text template="label">T</Text></Picker>"#),
        // Text fields: label views, formatters, the deprecated actions.
        IdiomCase(VmlTextField("T", text: .constant("x"), onCommit: {}), #"<TextField text="x"><Text>T</Text></TextField>"#),
        IdiomCase(VmlTextField("T", text: .constant("x"), onEditingChanged: { _ in }), #"<TextField text="x"><Text>T</Text></TextField>"#),
        IdiomCase(
            VmlTextField("T", text: .constant("x"), onEditingChanged: { _ in }, onCommit: {}),
            #"<TextField text="x"><Text>T</Text></TextField>"#),
        IdiomCase(VmlTextField("T", value: .constant(3), formatter: NumberFormatter()), #"<TextField text="3"><Text>T</Text></TextField>"#),
        IdiomCase(
            VmlTextField("T", value: .constant(3), formatter: NumberFormatter(), prompt: VmlText("p")),
            #"<TextField prompt="p" text="3"><Text>T</Text></TextField>"#),
        IdiomCase(
            VmlTextField("T", value: .constant(3), formatter: NumberFormatter(), onEditingChanged: { _ in }, onCommit: {}),
            #"<TextField text="3"><Text>T</Text></TextField>"#),
        IdiomCase(VmlTextField(text: .constant("x")) { a }, #"<TextField text="x"><Text>a</Text></TextField>"#),
        IdiomCase(
            VmlTextField(text: .constant("x"), prompt: VmlText("p"), axis: .vertical) { a },
            #"<TextField axis="vertical" prompt="p" text="x"><Text>a</Text></TextField>"#),
        IdiomCase(VmlTextField(value: .constant(2.5), format: .number) { a }, #"<TextField text="2.5"><Text>a</Text></TextField>"#),
        IdiomCase(VmlTextField(value: .constant(Int?.none), format: .number) { a }, "<TextField><Text>a</Text></TextField>"),
        IdiomCase(
            VmlTextField(value: .constant(3), formatter: NumberFormatter()) { a }, #"<TextField text="3"><Text>a</Text></TextField>"#),
        IdiomCase(VmlSecureField("T", text: .constant("x"), onCommit: {}), #"<SecureField text="x"><Text>T</Text></SecureField>"#),
        IdiomCase(
            VmlSecureField(text: .constant("x"), prompt: VmlText("p")) { a },
            #"<SecureField prompt="p" text="x"><Text>a</Text></SecureField>"#),
        // Steppers.
        IdiomCase(VmlStepper("T", onIncrement: {}, onDecrement: nil), "<Stepper><Text>T</Text></Stepper>"),
        IdiomCase(VmlStepper(label: { a }, onIncrement: nil, onDecrement: {}), "<Stepper><Text>a</Text></Stepper>"),
        IdiomCase(VmlStepper(onIncrement: {}, onDecrement: {}) { a }, "<Stepper><Text>a</Text></Stepper>"),
        IdiomCase(
            VmlStepper("T", value: .constant(0.15), in: 0...1, step: 0.05, format: .percent),
            #"<Stepper lowerBound="0" step="0.05" upperBound="1" value="0.15"><Text>T</Text></Stepper>"#),
        IdiomCase(
            VmlStepper("T", value: .constant(0.5), step: 0.25, format: .number),
            #"<Stepper step="0.25" value="0.5"><Text>T</Text></Stepper>"#),
        IdiomCase(
            VmlStepper(value: .constant(2.0), in: 0...4, format: .number) { a },
            #"<Stepper lowerBound="0" upperBound="4" value="2"><Text>a</Text></Stepper>"#),
        IdiomCase(
            VmlStepper(value: .constant(2), in: 1...8) { a }, #"<Stepper lowerBound="1" upperBound="8" value="2"><Text>a</Text></Stepper>"#),
        IdiomCase(VmlStepper(value: .constant(2), step: 2) { a }, #"<Stepper step="2" value="2"><Text>a</Text></Stepper>"#),
        IdiomCase(VmlStepper(value: .constant(2), onEditingChanged: { _ in }) { a }, #"<Stepper value="2"><Text>a</Text></Stepper>"#),
        // Slider and gauge labels.
        IdiomCase(
            VmlSlider(value: .constant(0.5)) {
                a
            } minimumValueLabel: {
                VmlText("0")
            } maximumValueLabel: {
                VmlText("1")
            },
            #"<Slider value="0.5"><Text>a</Text><Text template="minimumValueLabel">0</Text><Text template="maximumValueLabel">1</Text></Slider>"#
        ),
        IdiomCase(
            VmlSlider(value: .constant(0.5), in: 0...10, step: 1) {
                a
            } minimumValueLabel: {
                VmlText("0")
            } maximumValueLabel: {
                VmlText("10")
            },
            #"<Slider lowerBound="0" step="1" upperBound="10" value="0.5"><Text>a</Text><Text template="minimumValueLabel">0</Text><Text template="maximumValueLabel">10</Text></Slider>"#
        ),
        IdiomCase(
            VmlSlider(value: .constant(0.5), minimumValueLabel: VmlText("0"), maximumValueLabel: VmlText("1")) { a },
            #"<Slider value="0.5"><Text>a</Text><Text template="minimumValueLabel">0</Text><Text template="maximumValueLabel">1</Text></Slider>"#
        ),
        IdiomCase(
            VmlGauge(value: 0.4) {
                a
            } currentValueLabel: {
                VmlText("40%")
            },
            #"<Gauge value="0.4"><Text>a</Text><Text template="currentValueLabel">40%</Text></Gauge>"#),
        IdiomCase(
            VmlGauge(value: 0.4) {
                a
            } currentValueLabel: {
                VmlText("40%")
            } markedValueLabels: {
                VmlText("M")
            },
            #"<Gauge value="0.4"><Text>a</Text><Text template="currentValueLabel">40%</Text><Text template="markedValueLabels">M</Text></Gauge>"#
        ),
        // Progress views.
        IdiomCase(VmlProgressView { a }, "<ProgressView><Text>a</Text></ProgressView>"),
        IdiomCase(VmlProgressView(value: 0.4) { a }, #"<ProgressView value="0.4"><Text>a</Text></ProgressView>"#),
        IdiomCase(
            VmlProgressView(value: 0.4, total: 2) {
                a
            } currentValueLabel: {
                VmlText("40%")
            },
            #"<ProgressView total="2" value="0.4"><Text>a</Text><Text template="currentValueLabel">40%</Text></ProgressView>"#),
        IdiomCase(
            VmlProgressView(timerInterval: start...end),
            #"<ProgressView lowerBound="1970-01-01T00:00:00Z" upperBound="1970-01-01T01:00:00Z"/>"#),
        IdiomCase(
            VmlProgressView(timerInterval: start...end, countsDown: false) { a },
            #"<ProgressView countsDown="false" lowerBound="1970-01-01T00:00:00Z" upperBound="1970-01-01T01:00:00Z"><Text>a</Text></ProgressView>"#
        ),
        IdiomCase(
            VmlProgressView(timerInterval: start...end) {
                a
            } currentValueLabel: {
                VmlText("c")
            },
            #"<ProgressView lowerBound="1970-01-01T00:00:00Z" upperBound="1970-01-01T01:00:00Z"><Text>a</Text><Text template="currentValueLabel">c</Text></ProgressView>"#
        ),
        // Sections and deprecated navigation links, split views.
        IdiomCase(
            VmlSection("T", isExpanded: .constant(false)) { a },
            #"<Section isExpanded="false"><Text>a</Text><Text template="header">T</Text></Section>"#),
        IdiomCase(
            VmlSection(isExpanded: .constant(true)) {
                a
            } header: {
                VmlText("T")
            },
            #"<Section isExpanded="true"><Text>a</Text><Text template="header">T</Text></Section>"#),
        IdiomCase(
            VmlNavigationLink("T", destination: VmlText("D"), tag: 1, selection: .constant(Int?.none)),
            #"<NavigationLink><Text>T</Text><Text template="destination">D</Text></NavigationLink>"#),
        IdiomCase(
            VmlNavigationLink("T", isActive: .constant(false)) { VmlText("D") },
            #"<NavigationLink><Text>T</Text><Text template="destination">D</Text></NavigationLink>"#),
        IdiomCase(
            VmlNavigationLink("T", tag: 1, selection: .constant(Int?.none)) { VmlText("D") },
            #"<NavigationLink><Text>T</Text><Text template="destination">D</Text></NavigationLink>"#),
        IdiomCase(
            VmlNavigationLink(destination: VmlText("D"), tag: 1, selection: .constant(Int?.none)) { a },
            #"<NavigationLink><Text>a</Text><Text template="destination">D</Text></NavigationLink>"#),
        IdiomCase(
            VmlNavigationLink(isActive: .constant(true)) {
                VmlText("D")
            } label: {
                a
            },
            #"<NavigationLink><Text>a</Text><Text template="destination">D</Text></NavigationLink>"#),
        IdiomCase(
            VmlNavigationLink(tag: 1, selection: .constant(Int?.none)) {
                VmlText("D")
            } label: {
                a
            },
            #"<NavigationLink><Text>a</Text><Text template="destination">D</Text></NavigationLink>"#),
        IdiomCase(
            VmlNavigationSplitView(columnVisibility: .constant(0)) {
                a
            } content: {
                VmlText("b")
            } detail: {
                VmlText("c")
            },
            #"<NavigationSplitView><Text template="sidebar">a</Text><Text template="content">b</Text><Text template="detail">c</Text></NavigationSplitView>"#
        ),
        IdiomCase(
            VmlNavigationSplitView(preferredCompactColumn: .constant(0)) {
                a
            } detail: {
                VmlText("c")
            },
            #"<NavigationSplitView><Text template="sidebar">a</Text><Text template="detail">c</Text></NavigationSplitView>"#),
        IdiomCase(
            VmlNavigationSplitView(preferredCompactColumn: .constant(0)) {
                a
            } content: {
                VmlText("b")
            } detail: {
                VmlText("c")
            },
            #"<NavigationSplitView><Text template="sidebar">a</Text><Text template="content">b</Text><Text template="detail">c</Text></NavigationSplitView>"#
        ),
        IdiomCase(
            VmlNavigationSplitView(columnVisibility: .constant(0), preferredCompactColumn: .constant(0)) {
                a
            } detail: {
                VmlText("c")
            },
            #"<NavigationSplitView><Text template="sidebar">a</Text><Text template="detail">c</Text></NavigationSplitView>"#),
        IdiomCase(
            VmlNavigationSplitView(columnVisibility: .constant(0), preferredCompactColumn: .constant(0)) {
                a
            } content: {
                VmlText("b")
            } detail: {
                VmlText("c")
            },
            #"<NavigationSplitView><Text template="sidebar">a</Text><Text template="content">b</Text><Text template="detail">c</Text></NavigationSplitView>"#
        ),
        // Images, labeled content, group boxes, text.
        IdiomCase(VmlImage("Logo", label: VmlText("Company")), #"<Image label="Company" name="Logo"/>"#),
        IdiomCase(VmlImage("signal", variableValue: 0.5), #"<Image name="signal" variableValue="0.5"/>"#),
        IdiomCase(
            VmlImage("signal", variableValue: 1, bundle: nil, label: VmlText("Signal")),
            #"<Image label="Signal" name="signal" variableValue="1"/>"#),
        IdiomCase(VmlImage(decorative: "signal", variableValue: 0.25), #"<Image decorative="signal" variableValue="0.25"/>"#),
        IdiomCase(
            VmlLabeledContent("T", value: 9.99, format: .currency(code: "USD")),
            #"<LabeledContent><Text>$9.99</Text><Text template="label">T</Text></LabeledContent>"#),
        IdiomCase(VmlGroupBox(label: VmlText("T")) { a }, #"<GroupBox><Text>a</Text><Text template="label">T</Text></GroupBox>"#),
        IdiomCase(VmlText(NSNumber(value: 3), formatter: NumberFormatter()), "<Text>3</Text>"),
        IdiomCase(VmlText(timerInterval: start...end, pauseTime: start.addingTimeInterval(90)), "<Text>58:30</Text>"),
        IdiomCase(VmlText(timerInterval: start...end, pauseTime: start.addingTimeInterval(90), countsDown: false), "<Text>1:30</Text>"),
        IdiomCase(VmlText(timerInterval: start...end.addingTimeInterval(3_600), pauseTime: start), "<Text>2:00:00</Text>"),
        IdiomCase(
            VmlText(timerInterval: start...end.addingTimeInterval(3_600), pauseTime: start, showsHours: false), "<Text>120:00</Text>"),
        // Share links.
        IdiomCase(
            VmlShareLink(item: url, preview: VmlSharePreview("P", image: VmlImage("p"))),
            #"<ShareLink item="file:///p.jpg" preview="SharePreview(&quot;P&quot;, image: Image(&quot;p&quot;))"/>"#),
        IdiomCase(
            VmlShareLink(item: url, preview: VmlSharePreview("P", icon: VmlImage(systemName: "s"))) { a },
            #"<ShareLink item="file:///p.jpg" preview="SharePreview(&quot;P&quot;, icon: Image(systemName: &quot;s&quot;))"><Text>a</Text></ShareLink>"#
        ),
        IdiomCase(
            VmlShareLink("T", item: "x", subject: VmlText("s"), preview: VmlSharePreview("P", image: VmlImage("p"), icon: VmlImage("i"))),
            #"<ShareLink item="x" preview="SharePreview(&quot;P&quot;, image: Image(&quot;p&quot;), icon: Image(&quot;i&quot;))" subject="s"><Text>T</Text></ShareLink>"#
        ),
        IdiomCase(VmlShareLink(items: ["a", "b"]), #"<ShareLink items="[&quot;a&quot;, &quot;b&quot;]"/>"#),
        IdiomCase(
            VmlShareLink(items: [url], message: VmlText("m")) { a },
            #"<ShareLink items="[&quot;file:///p.jpg&quot;]" message="m"><Text>a</Text></ShareLink>"#),
        IdiomCase(
            VmlShareLink(items: ["a"], preview: { VmlSharePreview($0) }),
            #"<ShareLink items="[&quot;a&quot;]" preview="[SharePreview(&quot;a&quot;)]"/>"#),
        IdiomCase(
            VmlShareLink(items: ["a"], preview: { VmlSharePreview($0) }) { VmlText("T") },
            #"<ShareLink items="[&quot;a&quot;]" preview="[SharePreview(&quot;a&quot;)]"><Text>T</Text></ShareLink>"#),
        IdiomCase(VmlShareLink("T", items: ["a", "b"]), #"<ShareLink items="[&quot;a&quot;, &quot;b&quot;]"><Text>T</Text></ShareLink>"#),
        IdiomCase(
            VmlShareLink("T", items: ["a"], preview: { VmlSharePreview($0) }),
            #"<ShareLink items="[&quot;a&quot;]" preview="[SharePreview(&quot;a&quot;)]"><Text>T</Text></ShareLink>"#),
        // Lists and ForEach: `id:` with a selection, `children:`, `editActions:`.
        IdiomCase(
            VmlList(["A", "B"], id: \.self, selection: .constant("B")) { VmlText($0) },
            #"<List selection="B"><Text style="tag(&quot;A&quot;)">A</Text><Text style="tag(&quot;B&quot;)">B</Text></List>"#),
        IdiomCase(VmlList(tree, children: \.children) { VmlText($0.name) }, "<List>\(treeVML)</List>"),
        IdiomCase(VmlList(tree, id: \.name, children: \.children) { VmlText($0.name) }, "<List>\(treeVML)</List>"),
        IdiomCase(
            VmlList(tree, children: \.children, selection: .constant(Int?.none)) { VmlText($0.name) },
            #"<List><DisclosureGroup style="tag(1)"><Text style="tag(2)">a.txt</Text><DisclosureGroup style="tag(3)"><Text template="label">Empty</Text></DisclosureGroup><Text template="label">Docs</Text></DisclosureGroup></List>"#
        ),
        IdiomCase(
            VmlList(tree, id: \.name, children: \.children, selection: .constant(Set<String>())) { VmlText($0.name) },
            #"<List><DisclosureGroup style="tag(&quot;Docs&quot;)"><Text style="tag(&quot;a.txt&quot;)">a.txt</Text>"#
                + #"<DisclosureGroup style="tag(&quot;Empty&quot;)"><Text template="label">Empty</Text></DisclosureGroup><Text template="label">Docs</Text></DisclosureGroup></List>"#
        ),
        IdiomCase(
            VmlList(.constant(["Milk", "Eggs"]), editActions: .all) { VmlText($0.wrappedValue) },
            "<List><Text>Milk</Text><Text>Eggs</Text></List>"),
        IdiomCase(
            VmlList(.constant(people), editActions: [.delete, .move], selection: .constant(Optional(2))) { VmlText($0.wrappedValue.name) },
            #"<List selection="2"><Text style="tag(1)">Ada</Text><Text style="tag(2)">Alan</Text></List>"#),
        IdiomCase(
            VmlList(.constant(["Milk"]), id: \.self, editActions: .move) { VmlText($0.wrappedValue) }, "<List><Text>Milk</Text></List>"),
        IdiomCase(
            VmlList(.constant(["Milk"]), id: \.self, editActions: .delete, selection: .constant("Milk")) { VmlText($0.wrappedValue) },
            #"<List selection="Milk"><Text style="tag(&quot;Milk&quot;)">Milk</Text></List>"#),
        IdiomCase(
            VmlList(.constant(["Milk"]), id: \.self, selection: .constant("Milk")) { VmlText($0.wrappedValue) },
            #"<List selection="Milk"><Text style="tag(&quot;Milk&quot;)">Milk</Text></List>"#),
        IdiomCase(
            VmlForEach(.constant(["Milk", "Eggs"]), editActions: .all) { VmlText($0.wrappedValue) }, "<Text>Milk</Text><Text>Eggs</Text>"),
        IdiomCase(VmlForEach(.constant(["Milk"]), id: \.self, editActions: .delete) { VmlText($0.wrappedValue) }, "<Text>Milk</Text>"),
        // Outline groups, resolved on the server.
        IdiomCase(VmlOutlineGroup(tree, children: \.children) { VmlText($0.name) }, treeVML),
        IdiomCase(VmlOutlineGroup(tree[0], children: \.children) { VmlText($0.name) }, treeVML),
        IdiomCase(VmlOutlineGroup(tree, id: \.name, children: \.children) { VmlText($0.name) }, treeVML),
        IdiomCase(VmlOutlineGroup(tree[0], id: \.id, children: \.children) { VmlText($0.name) }, treeVML),
        // New views.
        IdiomCase(
            VmlColorPicker("T", selection: .constant(VmlColor.orange)), #"<ColorPicker selection="orange"><Text>T</Text></ColorPicker>"#),
        IdiomCase(
            VmlColorPicker(selection: .constant(VmlColor.hex("#FF8800")), supportsOpacity: false) { a },
            ##"<ColorPicker selection="#ff8800" supportsOpacity="false"><Text>a</Text></ColorPicker>"##),
        IdiomCase(
            VmlMultiDatePicker(
                "T", selection: .constant([DateComponents(year: 2027, month: 1, day: 15), DateComponents(year: 2026, month: 12, day: 1)])),
            #"<MultiDatePicker selection="[&quot;2026-12-01&quot;, &quot;2027-01-15&quot;]"><Text>T</Text></MultiDatePicker>"#),
        IdiomCase(
            VmlMultiDatePicker("T", selection: .constant([]), in: start..<end),
            #"<MultiDatePicker lowerBound="1970-01-01T00:00:00Z" selection="[]" upperBound="1970-01-01T01:00:00Z"><Text>T</Text></MultiDatePicker>"#
        ),
        IdiomCase(
            VmlMultiDatePicker("T", selection: .constant([]), in: start...),
            #"<MultiDatePicker lowerBound="1970-01-01T00:00:00Z" selection="[]"><Text>T</Text></MultiDatePicker>"#),
        IdiomCase(
            VmlMultiDatePicker(selection: .constant([]), in: ..<end) { a },
            #"<MultiDatePicker selection="[]" upperBound="1970-01-01T01:00:00Z"><Text>a</Text></MultiDatePicker>"#),
        IdiomCase(VmlMultiDatePicker(selection: .constant([])) { a }, #"<MultiDatePicker selection="[]"><Text>a</Text></MultiDatePicker>"#),
        IdiomCase(VmlControlGroup { a }, "<ControlGroup><Text>a</Text></ControlGroup>"),
        IdiomCase(VmlControlGroup("T") { a }, #"<ControlGroup><Text>a</Text><Text template="label">T</Text></ControlGroup>"#),
        IdiomCase(
            VmlControlGroup {
                a
            } label: {
                VmlText("T")
            }, #"<ControlGroup><Text>a</Text><Text template="label">T</Text></ControlGroup>"#),
        IdiomCase(VmlPasteButton(payloadType: String.self) { _ in }, #"<PasteButton payloadType="String"/>"#),
        IdiomCase(
            VmlPasteButton(supportedContentTypes: [.plainText]) { _ in },
            #"<PasteButton supportedContentTypes="[&quot;public.plain-text&quot;]"/>"#),
        IdiomCase(VmlRenameButton(), "<RenameButton/>"),
        IdiomCase(
            VmlUnevenRoundedRectangle(topLeadingRadius: 12, topTrailingRadius: 12),
            #"<UnevenRoundedRectangle topLeadingRadius="12" topTrailingRadius="12"/>"#),
        IdiomCase(
            VmlUnevenRoundedRectangle(cornerRadii: VmlRectangleCornerRadii(bottomTrailing: 4), style: .circular),
            #"<UnevenRoundedRectangle bottomTrailingRadius="4" cornerStyle="circular"/>"#),
        IdiomCase(
            a.clipShape(VmlUnevenRoundedRectangle(bottomLeadingRadius: 8)),
            text("clipShape(UnevenRoundedRectangle(bottomLeadingRadius: 8))")),
        IdiomCase(VmlContainerRelativeShape().fill(.blue), #"<ContainerRelativeShape style="fill(.blue)"/>"#),
        IdiomCase(a.clipShape(VmlContainerRelativeShape()), text("clipShape(ContainerRelativeShape())")),
        IdiomCase(VmlAnyShape(VmlCapsule()).fill(.red), #"<Capsule style="fill(.red)"/>"#),
        IdiomCase(a.clipShape(VmlAnyShape(VmlCircle())), text("clipShape(Circle())")),
        IdiomCase(VmlPhaseAnimator([1.0, 1.2]) { VmlText("a").scaleEffect($0) }, text("scaleEffect(1)")),
        IdiomCase(
            VmlPhaseAnimator([0.0, 10.0], trigger: 3) {
                VmlText("a").offset(x: $0)
            } animation: { _ in
                .easeInOut
            }, text("offset(x: 0)")),
        IdiomCase(
            VmlKeyframeAnimator(initialValue: 0.5) {
                VmlText("a").opacity($0)
            } keyframes: { _ in
                VmlKeyframeTrack {
                    VmlLinearKeyframe(1.0, duration: 0.2)
                    VmlSpringKeyframe(0.8, duration: 0.3)
                }
            },
            text("opacity(0.5)")),
        IdiomCase(
            VmlKeyframeAnimator(initialValue: Pose(), trigger: true) {
                VmlText("a").scaleEffect($0.scale)
            } keyframes: { _ in
                VmlKeyframeTrack(\.scale) {
                    VmlCubicKeyframe(2.0, duration: 0.5)
                    VmlMoveKeyframe(1.0)
                }
            },
            text("scaleEffect(1)")),
    ]

    struct Pose {
        var scale = 1.0
    }

    @Test(arguments: cases) func ports(_ idiom: IdiomCase) {
        idiom.check()
    }

    /// `TimelineView` builds its content once, for the entry its schedule gives at the context's `now`.
    @Test func timelineViewRendersTheEntryAtNow() throws {
        let now = Date(timeIntervalSince1970: 90)
        let context = VmlRenderContext(locale: Locale(identifier: "en_US"), now: now)
        let cases: [(VmlTimelineSchedule, String)] = [
            (.everyMinute, "60"),
            (.periodic(from: Date(timeIntervalSince1970: 10), by: 30), "70"),
            (.periodic(from: Date(timeIntervalSince1970: 200), by: 30), "200"),
            (.explicit([Date(timeIntervalSince1970: 5), Date(timeIntervalSince1970: 80), Date(timeIntervalSince1970: 100)]), "80"),
            (.explicit([Date(timeIntervalSince1970: 100)]), "90"),
            (.animation, "90"),
            (.animation(minimumInterval: 1, paused: true), "90"),
        ]
        for (schedule, seconds) in cases {
            let view = context.apply {
                VmlTimelineView(schedule) { context in
                    VmlText("\(Int(context.date.timeIntervalSince1970))")
                }
            }
            #expect(try view.renderVML(.compact) == "<Text>\(seconds)</Text>")
        }
        let defaultContext = context.apply {
            VmlTimelineView(.everyMinute) { (context: VmlTimelineViewDefaultContext) in VmlText(context.cadence == .live ? "live" : "slow")
            }
        }
        #expect(try defaultContext.renderVML(.compact) == "<Text>live</Text>")
        let timer = context.apply { VmlText(timerInterval: Date(timeIntervalSince1970: 0)...Date(timeIntervalSince1970: 300)) }
        #expect(try timer.renderVML(.compact) == "<Text>3:30</Text>")
    }

    /// A `children` key path that leads back to an ancestor stops at the depth limit: rendering
    /// throws instead of building forever.
    @Test func outlineGroupCyclesStopAtTheDepthLimit() throws {
        final class Folder: Sendable {
            let name: String
            private let links = Mutex<[Folder]?>(nil)
            var children: [Folder]? {
                get { links.withLock { $0 } }
                set { links.withLock { $0 = newValue } }
            }
            init(name: String) { self.name = name }
        }
        let root = Folder(name: "loop")
        root.children = [root]
        defer { root.children = nil }
        let view = VmlOutlineGroup(root, children: \.children) { VmlText($0.name) }
        #expect(throws: VMLSerializationError.self) { try view.renderVML(.compact) }
        let deep = (0..<600).reduce(Node(id: 0, name: "leaf")) { child, index in Node(id: index + 1, name: "n", children: [child]) }
        #expect(throws: VMLSerializationError.self) { try VmlOutlineGroup([deep], children: \.children) { VmlText($0.name) }.renderVML() }
        let shallow = (0..<100).reduce(Node(id: 0, name: "leaf")) { child, index in Node(id: index + 1, name: "n", children: [child]) }
        #expect(
            try VmlOutlineGroup([shallow], children: \.children) { VmlText($0.name) }.renderVML(.compact).hasPrefix("<DisclosureGroup>"))
    }

    /// Tables: columns first, then one row per item with one cell per column.
    @Test func tables() throws {
        let header = #"<TableColumn><Text>Name</Text></TableColumn><TableColumn style="width(60)"><Text>Age</Text></TableColumn>"#
        let rows = #"<TableRow><Text>Ada</Text><Text>36</Text></TableRow><TableRow><Text>Alan</Text><Text>41</Text></TableRow>"#
        let taggedRows =
            #"<TableRow style="tag(1)"><Text>Ada</Text><Text>36</Text></TableRow><TableRow style="tag(2)"><Text>Alan</Text><Text>41</Text></TableRow>"#
        let people = Self.people
        let cases: [IdiomCase] = [
            IdiomCase(
                VmlTable(people) {
                    VmlTableColumn("Name", value: \.name)
                    VmlTableColumn("Age") { VmlText("\($0.age)") }.width(60)
                }, "<Table>\(header)\(rows)</Table>"),
            IdiomCase(
                VmlTable(people, selection: .constant(Optional(2)), sortOrder: .constant([KeyPathComparator(\Person.name)])) {
                    VmlTableColumn("Name", value: \.name)
                    VmlTableColumn("Age", value: \.age) { VmlText("\($0.age)") }.width(60)
                }, "<Table selection=\"2\">\(header)\(taggedRows)</Table>"),
            IdiomCase(
                VmlTable(people, columnCustomization: .constant(VmlTableColumnCustomization())) {
                    VmlTableColumn("Name", value: \.name).width(min: 40, ideal: 80)
                },
                #"<Table><TableColumn style="width(min: 40, ideal: 80)"><Text>Name</Text></TableColumn><TableRow><Text>Ada</Text></TableRow><TableRow><Text>Alan</Text></TableRow></Table>"#
            ),
            IdiomCase(
                VmlTable(Self.tree, children: \.children) {
                    VmlTableColumn("Name", value: \.name)
                    VmlTableColumn("Kind") { node in
                        VmlText(node.children == nil ? "File" : "Folder")
                        VmlImage(systemName: "folder")
                    }
                },
                #"<Table><TableColumn><Text>Name</Text></TableColumn><TableColumn><Text>Kind</Text></TableColumn>"#
                    + #"<DisclosureTableRow><Text>Docs</Text><Group><Text>Folder</Text><Image systemName="folder"/></Group>"#
                    + #"<TableRow><Text>a.txt</Text><Group><Text>File</Text><Image systemName="folder"/></Group></TableRow>"#
                    + #"<DisclosureTableRow><Text>Empty</Text><Group><Text>Folder</Text><Image systemName="folder"/></Group></DisclosureTableRow>"#
                    + "</DisclosureTableRow></Table>"),
            IdiomCase(
                VmlTable(Self.tree, children: \.children, selection: .constant(Optional(1))) { VmlTableColumn("Name", value: \.name) },
                #"<Table selection="1"><TableColumn><Text>Name</Text></TableColumn><DisclosureTableRow style="tag(1)"><Text>Docs</Text><TableRow style="tag(2)"><Text>a.txt</Text></TableRow><DisclosureTableRow style="tag(3)"><Text>Empty</Text></DisclosureTableRow></DisclosureTableRow></Table>"#
            ),
        ]
        for idiom in cases { idiom.check() }
    }

    /// A screen written as a SwiftUI app writes it, using several of the initializers above.
    @Test func teamScreen() throws {
        let vml = try TeamScreen().renderVML(
            in: VmlRenderContext(locale: Locale(identifier: "en_US"), now: Date(timeIntervalSince1970: 30)))
        #expect(
            vml == #"""
                <NavigationSplitView>
                  <List template="sidebar" style="navigationTitle(&quot;Team&quot;)">
                    <DisclosureGroup>
                      <Text>Design</Text>
                      <Text template="label">Studio</Text>
                    </DisclosureGroup>
                    <Section isExpanded="true">
                      <Toggle isOn="true">
                        <Label>
                          <Text template="title">Notifications</Text>
                          <Image template="icon" systemName="bell"/>
                        </Label>
                      </Toggle>
                      <ColorPicker selection="indigo" supportsOpacity="false">
                        <Text>Accent</Text>
                      </ColorPicker>
                      <Text template="header">Settings</Text>
                    </Section>
                  </List>
                  <VStack template="detail">
                    <Table selection="1">
                      <TableColumn>
                        <Text>Name</Text>
                      </TableColumn>
                      <TableColumn style="width(60)">
                        <Text>Age</Text>
                      </TableColumn>
                      <TableRow style="tag(1)">
                        <Text>Ada</Text>
                        <Text>36</Text>
                      </TableRow>
                      <TableRow style="tag(2)">
                        <Text>Alan</Text>
                        <Text>41</Text>
                      </TableRow>
                    </Table>
                    <ControlGroup>
                      <Button>
                        <Label>
                          <Text template="title">Add</Text>
                          <Image template="icon" systemName="plus"/>
                        </Label>
                      </Button>
                      <RenameButton/>
                    </ControlGroup>
                    <Text>0:30</Text>
                    <UnevenRoundedRectangle topLeadingRadius="12" topTrailingRadius="12" style="fill(.indigo), frame(height: 4)"/>
                  </VStack>
                </NavigationSplitView>

                """#)
        #expect(TeamScreen().validate().isEmpty)
    }
}

// A team screen, written as a SwiftUI app writes it, with the prefix.
private struct TeamScreen: VmlView {
    struct Member: Identifiable {
        let id: Int
        let name: String
        let age: Int
    }

    struct Group: Identifiable {
        let id: String
        var children: [Group]?
    }

    @VmlState private var selection: Member.ID? = 1
    @VmlState private var sortOrder = [KeyPathComparator(\Member.name)]
    @VmlState private var notifications = true
    @VmlState private var accent = VmlColor.indigo
    @VmlState private var settingsExpanded = true
    private let members = [Member(id: 1, name: "Ada", age: 36), Member(id: 2, name: "Alan", age: 41)]
    private let groups = [Group(id: "Studio", children: [Group(id: "Design")])]

    var body: some VmlView {
        VmlNavigationSplitView {
            VmlList {
                VmlOutlineGroup(groups, children: \.children) { group in
                    VmlText(group.id)
                }
                VmlSection("Settings", isExpanded: $settingsExpanded) {
                    VmlToggle("Notifications", systemImage: "bell", isOn: $notifications)
                    VmlColorPicker("Accent", selection: $accent, supportsOpacity: false)
                }
            }
            .navigationTitle("Team")
        } detail: {
            VmlVStack {
                VmlTable(members, selection: $selection, sortOrder: $sortOrder) {
                    VmlTableColumn("Name", value: \.name)
                    VmlTableColumn("Age") { member in
                        VmlText("\(member.age)")
                    }
                    .width(60)
                }
                VmlControlGroup {
                    VmlButton("Add", systemImage: "plus") {}
                    VmlRenameButton()
                }
                VmlTimelineView(.everyMinute) { context in
                    VmlText(timerInterval: context.date...context.date.addingTimeInterval(60), countsDown: false)
                }
                VmlUnevenRoundedRectangle(topLeadingRadius: 12, topTrailingRadius: 12)
                    .fill(.indigo)
                    .frame(height: 4)
            }
        }
    }
}
