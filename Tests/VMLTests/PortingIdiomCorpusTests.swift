import Testing
import VML

/// The idiom corpus: everyday SwiftUI snippets written with the prefix alone, each with the
/// compact VML it renders (in chunks, so each table type-checks quickly).
@Suite struct PortingIdiomCorpusTests {
    static let chunk0: [IdiomCase] = [
        IdiomCase(VmlText("Hello, World!"), ##"<Text>Hello, World!</Text>"##),
        IdiomCase(VmlText("Hello").font(.largeTitle), ##"<Text style="font(.largeTitle)">Hello</Text>"##),
        IdiomCase(VmlText("Hello").font(.title).bold(), ##"<Text style="font(.title), bold()">Hello</Text>"##),
        IdiomCase(
            VmlText("Hello").font(.headline).foregroundStyle(.secondary),
            ##"<Text style="font(.headline), foregroundStyle(.secondary)">Hello</Text>"##),
        IdiomCase(
            VmlText("Hello").font(.subheadline).foregroundColor(.gray),
            ##"<Text style="font(.subheadline), foregroundColor(.gray)">Hello</Text>"##),
        IdiomCase(VmlText("Hello").font(.caption).italic(), ##"<Text style="font(.caption), italic()">Hello</Text>"##),
        IdiomCase(
            VmlText("Hello").font(.system(size: 34, weight: .bold, design: .rounded)),
            ##"<Text style="font(.system(size: 34, weight: .bold, design: .rounded))">Hello</Text>"##),
        IdiomCase(
            VmlText("Hello").font(.system(.caption, design: .monospaced)),
            ##"<Text style="font(.system(.caption, design: .monospaced))">Hello</Text>"##),
        IdiomCase(VmlText("Hello").fontWeight(.semibold), ##"<Text style="fontWeight(.semibold)">Hello</Text>"##),
        IdiomCase(VmlText("Hello").lineLimit(2), ##"<Text style="lineLimit(2)">Hello</Text>"##),
        IdiomCase(VmlText("Hello").lineLimit(nil), ##"<Text style="lineLimit(nil)">Hello</Text>"##),
        IdiomCase(VmlText("Hello").multilineTextAlignment(.center), ##"<Text style="multilineTextAlignment(.center)">Hello</Text>"##),
        IdiomCase(VmlText("Hello").truncationMode(.middle), ##"<Text style="truncationMode(.middle)">Hello</Text>"##),
        IdiomCase(VmlText("Hello").textCase(.uppercase), ##"<Text style="textCase(.uppercase)">Hello</Text>"##),
        IdiomCase(VmlText("Hello").kerning(1.5), ##"<Text style="kerning(1.5)">Hello</Text>"##),
        IdiomCase(VmlText("Hello").tracking(2), ##"<Text style="tracking(2)">Hello</Text>"##),
        IdiomCase(VmlText("Hello").underline(), ##"<Text style="underline()">Hello</Text>"##),
        IdiomCase(VmlText("Hello").strikethrough(true, color: .red), ##"<Text style="strikethrough(true, color: .red)">Hello</Text>"##),
        IdiomCase(VmlText("Hello").minimumScaleFactor(0.5), ##"<Text style="minimumScaleFactor(0.5)">Hello</Text>"##),
        IdiomCase(VmlText("Hello").lineSpacing(4), ##"<Text style="lineSpacing(4)">Hello</Text>"##),
        IdiomCase(VmlText("Hello").foregroundStyle(.blue.gradient), ##"<Text style="foregroundStyle(.blue.gradient)">Hello</Text>"##),
        IdiomCase(VmlText("Hello").foregroundStyle(.tint), ##"<Text style="foregroundStyle(.tint)">Hello</Text>"##),
        IdiomCase(VmlText("Hello").foregroundStyle(.primary), ##"<Text style="foregroundStyle(.primary)">Hello</Text>"##),
        IdiomCase(VmlText("Hello").monospacedDigit(), ##"<Text style="monospacedDigit()">Hello</Text>"##),
        IdiomCase(VmlText("Hello").fontDesign(.serif), ##"<Text style="fontDesign(.serif)">Hello</Text>"##),
        IdiomCase(VmlText("Hello").padding(), ##"<Text style="padding()">Hello</Text>"##),
        IdiomCase(VmlText("Hello").padding(.horizontal), ##"<Text style="padding(.horizontal)">Hello</Text>"##),
        IdiomCase(VmlText("Hello").padding(.vertical, 8), ##"<Text style="padding(.vertical, 8)">Hello</Text>"##),
        IdiomCase(VmlText("Hello").padding([.top, .bottom], 12), ##"<Text style="padding([.top, .bottom], 12)">Hello</Text>"##),
    ]

    static let chunk1: [IdiomCase] = [
        IdiomCase(VmlText("Hello").frame(maxWidth: .infinity), ##"<Text style="frame(maxWidth: .infinity)">Hello</Text>"##),
        IdiomCase(
            VmlText("Hello").frame(maxWidth: .infinity, alignment: .leading),
            ##"<Text style="frame(maxWidth: .infinity, alignment: .leading)">Hello</Text>"##),
        IdiomCase(VmlText("Hello").frame(width: 200, height: 50), ##"<Text style="frame(width: 200, height: 50)">Hello</Text>"##),
        IdiomCase(VmlText("Hello").frame(minHeight: 44), ##"<Text style="frame(minHeight: 44)">Hello</Text>"##),
        IdiomCase(
            VmlText("Hello").frame(maxWidth: .infinity, maxHeight: .infinity),
            ##"<Text style="frame(maxWidth: .infinity, maxHeight: .infinity)">Hello</Text>"##),
        IdiomCase(VmlText("Hello").background(VmlColor.blue), ##"<Text style="background(.blue)">Hello</Text>"##),
        IdiomCase(VmlText("Hello").background(.ultraThinMaterial), ##"<Text style="background(.ultraThinMaterial)">Hello</Text>"##),
        IdiomCase(
            VmlText("Hello").background(.regularMaterial, in: VmlRoundedRectangle(cornerRadius: 12)),
            ##"<Text style="background(.regularMaterial, in: RoundedRectangle(cornerRadius: 12))">Hello</Text>"##),
        IdiomCase(VmlText("Hello").background(.blue, in: VmlCapsule()), ##"<Text style="background(.blue, in: Capsule())">Hello</Text>"##),
        IdiomCase(
            VmlText("Hello").background(VmlColor.yellow.opacity(0.3)), ##"<Text style="background(.yellow.opacity(0.3))">Hello</Text>"##),
        IdiomCase(
            VmlText("Hello").background { VmlRoundedRectangle(cornerRadius: 8).fill(.gray.opacity(0.2)) },
            ##"<Text style="background(content: :bg)">Hello<RoundedRectangle template="bg" cornerRadius="8" style="fill(.gray.opacity(0.2))"/></Text>"##
        ),
        IdiomCase(
            VmlText("Hello").overlay(alignment: .topTrailing) { VmlCircle().fill(.red).frame(width: 8, height: 8) },
            ##"<Text style="overlay(alignment: .topTrailing, content: :ov)">Hello<Circle template="ov" style="fill(.red), frame(width: 8, height: 8)"/></Text>"##
        ),
        IdiomCase(
            VmlText("Hello").overlay(VmlRoundedRectangle(cornerRadius: 8).stroke(.gray, lineWidth: 1)),
            ##"<Text style="overlay(content: :ov)">Hello<RoundedRectangle template="ov" cornerRadius="8" style="stroke(.gray, lineWidth: 1)"/></Text>"##
        ),
        IdiomCase(VmlText("Hello").clipShape(VmlCapsule()), ##"<Text style="clipShape(Capsule())">Hello</Text>"##),
        IdiomCase(VmlText("Hello").clipShape(.rect(cornerRadius: 16)), ##"<Text style="clipShape(.rect(cornerRadius: 16))">Hello</Text>"##),
        IdiomCase(
            VmlText("Hello").clipShape(VmlRoundedRectangle(cornerRadius: 10, style: .continuous)),
            ##"<Text style="clipShape(RoundedRectangle(cornerRadius: 10, style: .continuous))">Hello</Text>"##),
        IdiomCase(VmlText("Hello").cornerRadius(10), ##"<Text style="cornerRadius(10)">Hello</Text>"##),
        IdiomCase(VmlText("Hello").shadow(radius: 5), ##"<Text style="shadow(radius: 5)">Hello</Text>"##),
        IdiomCase(
            VmlText("Hello").shadow(color: .black.opacity(0.1), radius: 8, x: 0, y: 4),
            ##"<Text style="shadow(color: .black.opacity(0.1), radius: 8, x: 0, y: 4)">Hello</Text>"##),
        IdiomCase(VmlText("Hello").opacity(0.8), ##"<Text style="opacity(0.8)">Hello</Text>"##),
        IdiomCase(VmlText("Hello").border(VmlColor.red), ##"<Text style="border(.red)">Hello</Text>"##),
        IdiomCase(VmlText("Hello").border(VmlColor.gray, width: 2), ##"<Text style="border(.gray, width: 2)">Hello</Text>"##),
        IdiomCase(VmlText("Hello").blur(radius: 2), ##"<Text style="blur(radius: 2)">Hello</Text>"##),
        IdiomCase(VmlText("Hello").scaleEffect(1.2), ##"<Text style="scaleEffect(1.2)">Hello</Text>"##),
        IdiomCase(VmlText("Hello").rotationEffect(.degrees(-90)), ##"<Text style="rotationEffect(.degrees(-90))">Hello</Text>"##),
        IdiomCase(VmlText("Hello").rotationEffect(VmlAngle(degrees: 45)), ##"<Text style="rotationEffect(.degrees(45))">Hello</Text>"##),
        IdiomCase(VmlText("Hello").offset(y: -4), ##"<Text style="offset(y: -4)">Hello</Text>"##),
        IdiomCase(VmlText("Hello").offset(x: 10, y: 10), ##"<Text style="offset(x: 10, y: 10)">Hello</Text>"##),
        IdiomCase(VmlText("Hello").zIndex(1), ##"<Text style="zIndex(1)">Hello</Text>"##),
        IdiomCase(VmlText("Hello").hidden(), ##"<Text style="hidden()">Hello</Text>"##),
    ]

    static let chunk2: [IdiomCase] = [
        IdiomCase(VmlText("Hello").redacted(reason: .placeholder), ##"<Text style="redacted(reason: .placeholder)">Hello</Text>"##),
        IdiomCase(VmlText("Hello").disabled(true), ##"<Text style="disabled(true)">Hello</Text>"##),
        IdiomCase(VmlText("Hello").tint(.orange), ##"<Text style="tint(.orange)">Hello</Text>"##),
        IdiomCase(VmlText("Hello").id("greeting"), ##"<Text id="greeting">Hello</Text>"##),
        IdiomCase(
            VmlText("Hello").accessibilityLabel("Greeting"), ##"<Text style="accessibilityLabel(&quot;Greeting&quot;)">Hello</Text>"##),
        IdiomCase(
            VmlText("Hello").accessibilityHint("Says hello"), ##"<Text style="accessibilityHint(&quot;Says hello&quot;)">Hello</Text>"##),
        IdiomCase(VmlText("Hello").accessibilityHidden(true), ##"<Text style="accessibilityHidden(true)">Hello</Text>"##),
        IdiomCase(
            VmlText("Hello").accessibilityIdentifier("greeting"),
            ##"<Text style="accessibilityIdentifier(&quot;greeting&quot;)">Hello</Text>"##),
        IdiomCase(VmlText("Hello").accessibilityAddTraits(.isHeader), ##"<Text style="accessibilityAddTraits(.isHeader)">Hello</Text>"##),
        IdiomCase(
            VmlText("Hello").accessibilityElement(children: .ignore),
            ##"<Text style="accessibilityElement(children: .ignore)">Hello</Text>"##),
        IdiomCase(VmlText("Hello").allowsHitTesting(false), ##"<Text style="allowsHitTesting(false)">Hello</Text>"##),
        IdiomCase(VmlText("Hello").contentShape(VmlRectangle()), ##"<Text style="contentShape(Rectangle())">Hello</Text>"##),
        IdiomCase(VmlText("Hello").layoutPriority(1), ##"<Text style="layoutPriority(1)">Hello</Text>"##),
        IdiomCase(
            VmlText("Hello").fixedSize(horizontal: false, vertical: true),
            ##"<Text style="fixedSize(horizontal: false, vertical: true)">Hello</Text>"##),
        IdiomCase(VmlText("Hello").ignoresSafeArea(), ##"<Text style="ignoresSafeArea()">Hello</Text>"##),
        IdiomCase(VmlText("Hello").transition(.opacity), ##"<Text style="transition(.opacity)">Hello</Text>"##),
        IdiomCase(VmlText("Hello").animation(.easeInOut, value: 1), ##"<Text style="animation(.easeInOut, value: 1)">Hello</Text>"##),
        IdiomCase(VmlText("Hello").animation(.spring(), value: true), ##"<Text style="animation(.spring(), value: true)">Hello</Text>"##),
        IdiomCase(VmlText("Hello").navigationTitle("Home"), ##"<Text style="navigationTitle(&quot;Home&quot;)">Hello</Text>"##),
        IdiomCase(
            VmlText("Hello").navigationBarTitleDisplayMode(.large), ##"<Text style="navigationBarTitleDisplayMode(.large)">Hello</Text>"##),
        IdiomCase(VmlText("Hello").listRowSeparator(.hidden), ##"<Text style="listRowSeparator(.hidden)">Hello</Text>"##),
        IdiomCase(
            VmlText("Hello").listRowBackground(VmlColor.clear),
            ##"<Text style="listRowBackground(content: :bg)">Hello<Rectangle template="bg" style="fill(.clear)"/></Text>"##),
        IdiomCase(VmlText("Hello").listRowInsets(VmlEdgeInsets()), ##"<Text style="listRowInsets(EdgeInsets())">Hello</Text>"##),
        IdiomCase(VmlText("Hello").onTapGesture {}, ##"<Text>Hello</Text>"##),
        IdiomCase(VmlText("Hello").onAppear {}, ##"<Text>Hello</Text>"##),
        IdiomCase(VmlText("Hello").task {}, ##"<Text>Hello</Text>"##),
        IdiomCase(
            VmlText("Hello").contextMenu {
                VmlButton("Copy") {}
                VmlButton("Share") {}
            },
            ##"<Text style="contextMenu(content: :contextMenu)">Hello<Group template="contextMenu"><Button><Text>Copy</Text></Button><Button><Text>Share</Text></Button></Group></Text>"##
        ),
        IdiomCase(VmlText("Hello").badge(2), ##"<Text style="badge(2)">Hello</Text>"##),
        IdiomCase(VmlText("Hello").tag(1), ##"<Text style="tag(1)">Hello</Text>"##),
        IdiomCase(VmlText("Hello").textSelection(.enabled), ##"<Text style="textSelection(.enabled)">Hello</Text>"##),
    ]

    static let chunk3: [IdiomCase] = [
        IdiomCase(VmlText("Hello") + VmlText(" World").bold(), ##"<Text><Text>Hello</Text><Text style="bold()">&#32;World</Text></Text>"##),
        IdiomCase(
            VmlText("Count: ") + VmlText("42").foregroundColor(.red),
            ##"<Text><Text>Count:&#32;</Text><Text style="foregroundColor(.red)">42</Text></Text>"##),
        IdiomCase(VmlImage(systemName: "star.fill"), ##"<Image systemName="star.fill"/>"##),
        IdiomCase(
            VmlImage(systemName: "star.fill").foregroundStyle(.yellow),
            ##"<Image systemName="star.fill" style="foregroundStyle(.yellow)"/>"##),
        IdiomCase(VmlImage(systemName: "star.fill").imageScale(.large), ##"<Image systemName="star.fill" style="imageScale(.large)"/>"##),
        IdiomCase(VmlImage(systemName: "star.fill").font(.title2), ##"<Image systemName="star.fill" style="font(.title2)"/>"##),
        IdiomCase(VmlImage(systemName: "heart").symbolVariant(.fill), ##"<Image systemName="heart" style="symbolVariant(.fill)"/>"##),
        IdiomCase(
            VmlImage(systemName: "wifi").symbolRenderingMode(.hierarchical),
            ##"<Image systemName="wifi" style="symbolRenderingMode(.hierarchical)"/>"##),
        IdiomCase(
            VmlImage(systemName: "person.circle").resizable().scaledToFit().frame(width: 40, height: 40),
            ##"<Image systemName="person.circle" style="resizable(), scaledToFit(), frame(width: 40, height: 40)"/>"##),
        IdiomCase(
            VmlImage("logo").resizable().aspectRatio(contentMode: .fit),
            ##"<Image name="logo" style="resizable(), aspectRatio(contentMode: .fit)"/>"##),
        IdiomCase(
            VmlImage("photo").resizable().scaledToFill().frame(height: 200).clipped(),
            ##"<Image name="photo" style="resizable(), scaledToFill(), frame(height: 200), clipped()"/>"##),
        IdiomCase(
            VmlImage(systemName: "chevron.right").foregroundColor(.secondary),
            ##"<Image systemName="chevron.right" style="foregroundColor(.secondary)"/>"##),
        IdiomCase(
            VmlImage(systemName: "trash").renderingMode(.template), ##"<Image systemName="trash" style="renderingMode(.template)"/>"##),
        IdiomCase(
            VmlLabel("Settings", systemImage: "gear"),
            ##"<Label><Text template="title">Settings</Text><Image template="icon" systemName="gear"/></Label>"##),
        IdiomCase(
            VmlLabel("Settings", systemImage: "gear").labelStyle(.iconOnly),
            ##"<Label style="labelStyle(.iconOnly)"><Text template="title">Settings</Text><Image template="icon" systemName="gear"/></Label>"##
        ),
        IdiomCase(
            VmlLabel("Settings", systemImage: "gear").labelStyle(.titleAndIcon),
            ##"<Label style="labelStyle(.titleAndIcon)"><Text template="title">Settings</Text><Image template="icon" systemName="gear"/></Label>"##
        ),
        IdiomCase(
            VmlLabel {
                VmlText("Custom")
            } icon: {
                VmlCircle().frame(width: 10, height: 10)
            }, ##"<Label><Text template="title">Custom</Text><Circle template="icon" style="frame(width: 10, height: 10)"/></Label>"##),
        IdiomCase(VmlButton("Tap me") {}, ##"<Button><Text>Tap me</Text></Button>"##),
        IdiomCase(
            VmlButton("Tap me") {}.buttonStyle(.borderedProminent),
            ##"<Button style="buttonStyle(.borderedProminent)"><Text>Tap me</Text></Button>"##),
        IdiomCase(
            VmlButton("Tap me") {}.buttonStyle(.bordered).controlSize(.large),
            ##"<Button style="buttonStyle(.bordered), controlSize(.large)"><Text>Tap me</Text></Button>"##),
        IdiomCase(VmlButton("Tap me") {}.buttonStyle(.plain), ##"<Button style="buttonStyle(.plain)"><Text>Tap me</Text></Button>"##),
        IdiomCase(VmlButton(action: {}) { VmlImage(systemName: "plus") }, ##"<Button><Image systemName="plus"/></Button>"##),
        IdiomCase(
            VmlButton {
            } label: {
                VmlLabel("Add", systemImage: "plus")
            }, ##"<Button><Label><Text template="title">Add</Text><Image template="icon" systemName="plus"/></Label></Button>"##),
        IdiomCase(VmlButton("Delete", role: .destructive) {}, ##"<Button role="destructive"><Text>Delete</Text></Button>"##),
        IdiomCase(VmlButton("Cancel", role: .cancel) {}, ##"<Button role="cancel"><Text>Cancel</Text></Button>"##),
        IdiomCase(
            VmlButton("Add Item", systemImage: "plus") {},
            ##"<Button><Label><Text template="title">Add Item</Text><Image template="icon" systemName="plus"/></Label></Button>"##),
        IdiomCase(
            VmlButton {
            } label: {
                VmlText("Full").frame(maxWidth: .infinity)
            }.buttonStyle(.borderedProminent),
            ##"<Button style="buttonStyle(.borderedProminent)"><Text style="frame(maxWidth: .infinity)">Full</Text></Button>"##),
        IdiomCase(VmlToggle("Airplane Mode", isOn: .constant(false)), ##"<Toggle isOn="false"><Text>Airplane Mode</Text></Toggle>"##),
        IdiomCase(
            VmlToggle("Airplane Mode", isOn: .constant(true)).toggleStyle(.switch),
            ##"<Toggle isOn="true" style="toggleStyle(.switch)"><Text>Airplane Mode</Text></Toggle>"##),
        IdiomCase(
            VmlToggle(isOn: .constant(true)) { VmlLabel("Wi-Fi", systemImage: "wifi") },
            ##"<Toggle isOn="true"><Label><Text template="title">Wi-Fi</Text><Image template="icon" systemName="wifi"/></Label></Toggle>"##),
    ]

    static let chunk4: [IdiomCase] = [
        IdiomCase(VmlTextField("Email", text: .constant("")), ##"<TextField text=""><Text>Email</Text></TextField>"##),
        IdiomCase(
            VmlTextField("Email", text: .constant("a@b.c")).keyboardType(.emailAddress).textInputAutocapitalization(.never),
            ##"<TextField text="a@b.c" style="keyboardType(.emailAddress), textInputAutocapitalization(.never)"><Text>Email</Text></TextField>"##
        ),
        IdiomCase(
            VmlTextField("Search", text: .constant("")).textFieldStyle(.roundedBorder),
            ##"<TextField text="" style="textFieldStyle(.roundedBorder)"><Text>Search</Text></TextField>"##),
        IdiomCase(
            VmlTextField("Name", text: .constant(""), prompt: VmlText("Your name")),
            ##"<TextField prompt="Your name" text=""><Text>Name</Text></TextField>"##),
        IdiomCase(
            VmlSecureField("Password", text: .constant("secret")), ##"<SecureField text="secret"><Text>Password</Text></SecureField>"##),
        IdiomCase(VmlTextEditor(text: .constant("Notes")).frame(height: 120), ##"<TextEditor text="Notes" style="frame(height: 120)"/>"##),
        IdiomCase(VmlSlider(value: .constant(0.3)), ##"<Slider value="0.3"/>"##),
        IdiomCase(VmlSlider(value: .constant(50.0), in: 0...100), ##"<Slider lowerBound="0" upperBound="100" value="50"/>"##),
        IdiomCase(
            VmlSlider(value: .constant(5.0), in: 0...10, step: 0.5), ##"<Slider lowerBound="0" step="0.5" upperBound="10" value="5"/>"##),
        IdiomCase(
            VmlStepper("Quantity", value: .constant(1), in: 1...10),
            ##"<Stepper lowerBound="1" upperBound="10" value="1"><Text>Quantity</Text></Stepper>"##),
        IdiomCase(
            VmlStepper("Score", value: .constant(0.5), in: 0...1, step: 0.1),
            ##"<Stepper lowerBound="0" step="0.1" upperBound="1" value="0.5"><Text>Score</Text></Stepper>"##),
        IdiomCase(
            VmlDatePicker("Date", selection: .constant(Date(timeIntervalSince1970: 0))),
            ##"<DatePicker selection="1970-01-01T00:00:00Z"><Text>Date</Text></DatePicker>"##),
        IdiomCase(
            VmlDatePicker("Birthday", selection: .constant(Date(timeIntervalSince1970: 0)), displayedComponents: .date),
            ##"<DatePicker displayedComponents="date" selection="1970-01-01T00:00:00Z"><Text>Birthday</Text></DatePicker>"##),
        IdiomCase(
            VmlDatePicker("Alarm", selection: .constant(Date(timeIntervalSince1970: 0)), displayedComponents: .hourAndMinute),
            ##"<DatePicker displayedComponents="hourAndMinute" selection="1970-01-01T00:00:00Z"><Text>Alarm</Text></DatePicker>"##),
        IdiomCase(
            VmlPicker("Size", selection: .constant(1)) {
                VmlText("S").tag(0)
                VmlText("M").tag(1)
                VmlText("L").tag(2)
            },
            ##"<Picker selection="1"><Text style="tag(0)">S</Text><Text style="tag(1)">M</Text><Text style="tag(2)">L</Text><Text template="label">Size</Text></Picker>"##
        ),
        IdiomCase(
            VmlPicker("Size", selection: .constant(1)) {
                VmlText("S").tag(0)
                VmlText("M").tag(1)
            }.pickerStyle(.segmented),
            ##"<Picker selection="1" style="pickerStyle(.segmented)"><Text style="tag(0)">S</Text><Text style="tag(1)">M</Text><Text template="label">Size</Text></Picker>"##
        ),
        IdiomCase(
            VmlPicker("Size", selection: .constant("m")) { VmlText("M").tag("m") }.pickerStyle(.menu),
            ##"<Picker selection="m" style="pickerStyle(.menu)"><Text style="tag(&quot;m&quot;)">M</Text><Text template="label">Size</Text></Picker>"##
        ),
        IdiomCase(
            VmlPicker("Size", selection: .constant("m")) { VmlText("M").tag("m") }.pickerStyle(.wheel),
            ##"<Picker selection="m" style="pickerStyle(.wheel)"><Text style="tag(&quot;m&quot;)">M</Text><Text template="label">Size</Text></Picker>"##
        ),
        IdiomCase(
            VmlPicker("Size", selection: .constant("m")) { VmlText("M").tag("m") }.labelsHidden(),
            ##"<Picker selection="m" style="labelsHidden()"><Text style="tag(&quot;m&quot;)">M</Text><Text template="label">Size</Text></Picker>"##
        ),
        IdiomCase(VmlProgressView(), ##"<ProgressView/>"##),
        IdiomCase(VmlProgressView(value: 0.4), ##"<ProgressView value="0.4"/>"##),
        IdiomCase(VmlProgressView("Loading…"), ##"<ProgressView><Text>Loading…</Text></ProgressView>"##),
        IdiomCase(VmlGauge(value: 0.5) { VmlText("Battery") }, ##"<Gauge value="0.5"><Text>Battery</Text></Gauge>"##),
        IdiomCase(
            VmlLink("Apple", destination: URL(string: "https://apple.com") ?? URL(fileURLWithPath: "/")),
            ##"<Link destination="https://apple.com"><Text>Apple</Text></Link>"##),
        IdiomCase(
            VmlShareLink(item: URL(string: "https://apple.com") ?? URL(fileURLWithPath: "/")), ##"<ShareLink item="https://apple.com"/>"##),
        IdiomCase(VmlAsyncImage(url: URL(string: "https://example.com/p.jpg")), ##"<AsyncImage url="https://example.com/p.jpg"/>"##),
        IdiomCase(VmlDivider(), ##"<Divider/>"##),
        IdiomCase(VmlSpacer(), ##"<Spacer/>"##),
        IdiomCase(VmlSpacer(minLength: 20), ##"<Spacer minLength="20"/>"##),
        IdiomCase(VmlEmptyView(), ##"<EmptyView/>"##),
    ]

    static let chunk5: [IdiomCase] = [
        IdiomCase(VmlColor.red, ##"<Rectangle style="fill(.red)"/>"##),
        IdiomCase(VmlColor.blue.opacity(0.5), ##"<Rectangle style="fill(.blue.opacity(0.5))"/>"##),
        IdiomCase(VmlColor.blue.frame(height: 2), ##"<Rectangle style="fill(.blue), frame(height: 2)"/>"##),
        IdiomCase(VmlColor.clear.ignoresSafeArea(), ##"<Rectangle style="fill(.clear), ignoresSafeArea()"/>"##),
        IdiomCase(VmlRectangle().fill(.blue), ##"<Rectangle style="fill(.blue)"/>"##),
        IdiomCase(
            VmlRectangle().frame(height: 1).foregroundColor(.gray), ##"<Rectangle style="frame(height: 1), foregroundColor(.gray)"/>"##),
        IdiomCase(
            VmlCircle().fill(.green).frame(width: 10, height: 10), ##"<Circle style="fill(.green), frame(width: 10, height: 10)"/>"##),
        IdiomCase(VmlCircle().stroke(.blue, lineWidth: 2), ##"<Circle style="stroke(.blue, lineWidth: 2)"/>"##),
        IdiomCase(VmlCircle().strokeBorder(.red, lineWidth: 3), ##"<Circle style="strokeBorder(.red, lineWidth: 3)"/>"##),
        IdiomCase(
            VmlCircle().trim(from: 0, to: 0.75).stroke(.blue, lineWidth: 4).rotationEffect(.degrees(-90)),
            ##"<Circle style="trim(from: 0, to: 0.75), stroke(.blue, lineWidth: 4), rotationEffect(.degrees(-90))"/>"##),
        IdiomCase(VmlCapsule().fill(.orange), ##"<Capsule style="fill(.orange)"/>"##),
        IdiomCase(VmlEllipse().fill(.purple), ##"<Ellipse style="fill(.purple)"/>"##),
        IdiomCase(
            VmlRoundedRectangle(cornerRadius: 12).fill(.white).shadow(radius: 2),
            ##"<RoundedRectangle cornerRadius="12" style="fill(.white), shadow(radius: 2)"/>"##),
        IdiomCase(
            VmlRoundedRectangle(cornerRadius: 25, style: .continuous).fill(
                .linearGradient(colors: [.blue, .purple], startPoint: .top, endPoint: .bottom)),
            ##"<RoundedRectangle cornerRadius="25" cornerStyle="continuous" style="fill(.linearGradient(colors: [.blue, .purple], startPoint: .top, endPoint: .bottom))"/>"##
        ),
        IdiomCase(
            VmlVStack {
                VmlText("A")
                VmlText("B")
            }, ##"<VStack><Text>A</Text><Text>B</Text></VStack>"##),
        IdiomCase(VmlVStack(alignment: .leading) { VmlText("A") }, ##"<VStack alignment="leading"><Text>A</Text></VStack>"##),
        IdiomCase(
            VmlVStack(alignment: .leading, spacing: 4) { VmlText("A") },
            ##"<VStack alignment="leading" spacing="4"><Text>A</Text></VStack>"##),
        IdiomCase(VmlVStack(spacing: 0) { VmlText("A") }, ##"<VStack spacing="0"><Text>A</Text></VStack>"##),
        IdiomCase(
            VmlHStack {
                VmlText("A")
                VmlSpacer()
                VmlText("B")
            }, ##"<HStack><Text>A</Text><Spacer/><Text>B</Text></HStack>"##),
        IdiomCase(VmlHStack(alignment: .top) { VmlText("A") }, ##"<HStack alignment="top"><Text>A</Text></HStack>"##),
        IdiomCase(
            VmlHStack(spacing: 12) {
                VmlImage(systemName: "star")
                VmlText("A")
            }, ##"<HStack spacing="12"><Image systemName="star"/><Text>A</Text></HStack>"##),
        IdiomCase(
            VmlHStack(alignment: .firstTextBaseline) { VmlText("A") }, ##"<HStack alignment="firstTextBaseline"><Text>A</Text></HStack>"##),
        IdiomCase(
            VmlZStack {
                VmlColor.black
                VmlText("A").foregroundColor(.white)
            }, ##"<ZStack><Rectangle style="fill(.black)"/><Text style="foregroundColor(.white)">A</Text></ZStack>"##),
        IdiomCase(VmlZStack(alignment: .bottomTrailing) { VmlText("A") }, ##"<ZStack alignment="bottomTrailing"><Text>A</Text></ZStack>"##),
        IdiomCase(VmlLazyVStack { VmlForEach(0..<2) { VmlText("\($0)") } }, ##"<LazyVStack><Text>0</Text><Text>1</Text></LazyVStack>"##),
        IdiomCase(VmlLazyVStack(spacing: 8) { VmlText("A") }, ##"<LazyVStack spacing="8"><Text>A</Text></LazyVStack>"##),
        IdiomCase(VmlLazyHStack { VmlText("A") }, ##"<LazyHStack><Text>A</Text></LazyHStack>"##),
        IdiomCase(VmlScrollView { VmlText("A") }, ##"<ScrollView><Text>A</Text></ScrollView>"##),
        IdiomCase(
            VmlScrollView(.horizontal, showsIndicators: false) { VmlText("A") },
            ##"<ScrollView axes="horizontal" showsIndicators="false"><Text>A</Text></ScrollView>"##),
        IdiomCase(
            VmlScrollView { VmlText("A") }.scrollIndicators(.hidden),
            ##"<ScrollView style="scrollIndicators(.hidden)"><Text>A</Text></ScrollView>"##),
    ]

    static let chunk6: [IdiomCase] = [
        IdiomCase(
            VmlLazyVGrid(columns: [VmlGridItem(.flexible()), VmlGridItem(.flexible())]) { VmlText("A") },
            ##"<LazyVGrid columns="[GridItem(.flexible()), GridItem(.flexible())]"><Text>A</Text></LazyVGrid>"##),
        IdiomCase(
            VmlLazyVGrid(columns: [VmlGridItem(.adaptive(minimum: 80))], spacing: 16) { VmlText("A") },
            ##"<LazyVGrid columns="[GridItem(.adaptive(minimum: 80))]" spacing="16"><Text>A</Text></LazyVGrid>"##),
        IdiomCase(
            VmlLazyHGrid(rows: [VmlGridItem(.fixed(50))]) { VmlText("A") },
            ##"<LazyHGrid rows="[GridItem(.fixed(50))]"><Text>A</Text></LazyHGrid>"##),
        IdiomCase(
            VmlGrid {
                VmlGridRow {
                    VmlText("A")
                    VmlText("B")
                }
            }, ##"<Grid><GridRow><Text>A</Text><Text>B</Text></GridRow></Grid>"##),
        IdiomCase(
            VmlGroup {
                VmlText("A")
                VmlText("B")
            }.font(.caption), ##"<Text style="font(.caption)">A</Text><Text style="font(.caption)">B</Text>"##),
        IdiomCase(VmlGroupBox("Info") { VmlText("A") }, ##"<GroupBox><Text>A</Text><Text template="label">Info</Text></GroupBox>"##),
        IdiomCase(
            VmlDisclosureGroup("More") { VmlText("A") },
            ##"<DisclosureGroup><Text>A</Text><Text template="label">More</Text></DisclosureGroup>"##),
        IdiomCase(
            VmlLabeledContent("Version", value: "1.0"),
            ##"<LabeledContent><Text>1.0</Text><Text template="label">Version</Text></LabeledContent>"##),
        IdiomCase(
            VmlMenu("Options") {
                VmlButton("Rename") {}
                VmlButton("Delete", role: .destructive) {}
            },
            ##"<Menu><Button><Text>Rename</Text></Button><Button role="destructive"><Text>Delete</Text></Button><Text template="label">Options</Text></Menu>"##
        ),
        IdiomCase(
            VmlForm { VmlSection("Profile") { VmlText("A") } },
            ##"<Form><Section><Text>A</Text><Text template="header">Profile</Text></Section></Form>"##),
        IdiomCase(VmlForm { VmlText("A") }.formStyle(.grouped), ##"<Form style="formStyle(.grouped)"><Text>A</Text></Form>"##),
        IdiomCase(VmlList { VmlText("A") }.listStyle(.insetGrouped), ##"<List style="listStyle(.insetGrouped)"><Text>A</Text></List>"##),
        IdiomCase(VmlList { VmlText("A") }.listStyle(.plain), ##"<List style="listStyle(.plain)"><Text>A</Text></List>"##),
        IdiomCase(
            VmlList { VmlText("A") }.scrollContentBackground(.hidden),
            ##"<List style="scrollContentBackground(.hidden)"><Text>A</Text></List>"##),
        IdiomCase(
            VmlList { VmlSection(header: VmlText("H")) { VmlText("A") } },
            ##"<List><Section><Text>A</Text><Text template="header">H</Text></Section></List>"##),
        IdiomCase(VmlList(["a", "b"], id: \.self) { VmlText($0) }, ##"<List><Text>a</Text><Text>b</Text></List>"##),
        IdiomCase(
            VmlList { VmlForEach(["a", "b"], id: \.self) { VmlText($0) }.onDelete { _ in }.onMove { _, _ in } },
            ##"<List><Text>a</Text><Text>b</Text></List>"##),
        IdiomCase(
            VmlNavigationStack { VmlText("A").navigationTitle("T") },
            ##"<NavigationStack><Text style="navigationTitle(&quot;T&quot;)">A</Text></NavigationStack>"##),
        IdiomCase(
            VmlNavigationStack { VmlList { VmlNavigationLink("Detail", destination: VmlText("D")) } },
            ##"<NavigationStack><List><NavigationLink><Text>Detail</Text><Text template="destination">D</Text></NavigationLink></List></NavigationStack>"##
        ),
        IdiomCase(
            VmlNavigationStack { VmlList { VmlNavigationLink(value: 3) { VmlText("Three") } } },
            ##"<NavigationStack><List><NavigationLink value="3"><Text>Three</Text></NavigationLink></List></NavigationStack>"##),
        IdiomCase(
            VmlNavigationLink {
                VmlText("Detail")
            } label: {
                VmlText("Go")
            }, ##"<NavigationLink><Text>Go</Text><Text template="destination">Detail</Text></NavigationLink>"##),
        IdiomCase(
            VmlNavigationSplitView {
                VmlList { VmlText("A") }
            } detail: {
                VmlText("Select")
            },
            ##"<NavigationSplitView><List template="sidebar"><Text>A</Text></List><Text template="detail">Select</Text></NavigationSplitView>"##
        ),
        IdiomCase(
            VmlTabView { VmlText("A").tabItem { VmlLabel("A", systemImage: "a.circle") } },
            ##"<TabView><Text style="tabItem(content: :tabItem)">A<Label template="tabItem"><Text template="title">A</Text><Image template="icon" systemName="a.circle"/></Label></Text></TabView>"##
        ),
        IdiomCase(VmlTabView { VmlText("A") }.tabViewStyle(.page), ##"<TabView style="tabViewStyle(.page)"><Text>A</Text></TabView>"##),
        IdiomCase(
            VmlTabView { VmlTab("A", systemImage: "a.circle") { VmlText("A") } },
            ##"<TabView><Tab systemImage="a.circle" title="A"><Text>A</Text></Tab></TabView>"##),
        IdiomCase(
            VmlText("A").toolbar { VmlToolbarItem(placement: .primaryAction) { VmlButton("Add") {} } },
            ##"<Text style="toolbar(content: :toolbar)">A<ToolbarItem template="toolbar" placement="primaryAction"><Button><Text>Add</Text></Button></ToolbarItem></Text>"##
        ),
        IdiomCase(
            VmlText("A").toolbar { VmlToolbarItem(placement: .topBarTrailing) { VmlButton("Edit") {} } },
            ##"<Text style="toolbar(content: :toolbar)">A<ToolbarItem template="toolbar" placement="topBarTrailing"><Button><Text>Edit</Text></Button></ToolbarItem></Text>"##
        ),
        IdiomCase(
            VmlText("A").toolbar { VmlToolbarItem(placement: .navigationBarLeading) { VmlButton("Close") {} } },
            ##"<Text style="toolbar(content: :toolbar)">A<ToolbarItem template="toolbar" placement="navigationBarLeading"><Button><Text>Close</Text></Button></ToolbarItem></Text>"##
        ),
        IdiomCase(
            VmlText("A").toolbar { VmlToolbarItem(placement: .principal) { VmlText("Title") } },
            ##"<Text style="toolbar(content: :toolbar)">A<ToolbarItem template="toolbar" placement="principal"><Text>Title</Text></ToolbarItem></Text>"##
        ),
        IdiomCase(
            VmlText("A").toolbar {
                VmlToolbarItemGroup(placement: .bottomBar) {
                    VmlButton("A") {}
                    VmlSpacer()
                }
            },
            ##"<Text style="toolbar(content: :toolbar)">A<ToolbarItemGroup template="toolbar" placement="bottomBar"><Button><Text>A</Text></Button><Spacer/></ToolbarItemGroup></Text>"##
        ),
    ]

    static let chunk7: [IdiomCase] = [
        IdiomCase(
            VmlText("A").toolbar {
                VmlToolbarItem(placement: .cancellationAction) { VmlButton("Cancel") {} }
                VmlToolbarItem(placement: .confirmationAction) { VmlButton("Save") {} }
            },
            ##"<Text style="toolbar(content: :toolbar)">A<ToolbarItem template="toolbar" placement="cancellationAction"><Button><Text>Cancel</Text></Button></ToolbarItem><ToolbarItem template="toolbar" placement="confirmationAction"><Button><Text>Save</Text></Button></ToolbarItem></Text>"##
        ),
        IdiomCase(
            VmlText("A").sheet(isPresented: .constant(false)) { VmlText("S") },
            ##"<Text style="sheet(isPresented: false, content: :sheet)">A<Text template="sheet">S</Text></Text>"##),
        IdiomCase(
            VmlText("A").sheet(isPresented: .constant(true)) { VmlText("S").presentationDetents([.medium]) },
            ##"<Text style="sheet(isPresented: true, content: :sheet)">A<Text template="sheet" style="presentationDetents([.medium])">S</Text></Text>"##
        ),
        IdiomCase(
            VmlText("A").fullScreenCover(isPresented: .constant(false)) { VmlText("F") },
            ##"<Text style="fullScreenCover(isPresented: false, content: :fullScreenCover)">A<Text template="fullScreenCover">F</Text></Text>"##
        ),
        IdiomCase(
            VmlText("A").popover(isPresented: .constant(false)) { VmlText("P") },
            ##"<Text style="popover(isPresented: false, content: :popover)">A<Text template="popover">P</Text></Text>"##),
        IdiomCase(
            VmlText("A").alert("Oops", isPresented: .constant(true)) { VmlButton("OK", role: .cancel) {} },
            ##"<Text style="alert(&quot;Oops&quot;, isPresented: true, actions: :alert)">A<Button template="alert" role="cancel"><Text>OK</Text></Button></Text>"##
        ),
        IdiomCase(
            VmlText("A").alert("Oops", isPresented: .constant(true)) {
                VmlButton("OK") {}
            } message: {
                VmlText("Try again.")
            },
            ##"<Text style="alert(&quot;Oops&quot;, isPresented: true, actions: :alert, message: :alertMessage)">A<Button template="alert"><Text>OK</Text></Button><Text template="alertMessage">Try again.</Text></Text>"##
        ),
        IdiomCase(
            VmlText("A").confirmationDialog("Choose", isPresented: .constant(true)) {
                VmlButton("One") {}
                VmlButton("Two") {}
            },
            ##"<Text style="confirmationDialog(&quot;Choose&quot;, isPresented: true, actions: :confirmationDialog)">A<Group template="confirmationDialog"><Button><Text>One</Text></Button><Button><Text>Two</Text></Button></Group></Text>"##
        ),
        IdiomCase(VmlText("A").searchable(text: .constant("")), ##"<Text style="searchable(text: &quot;&quot;)">A</Text>"##),
        IdiomCase(
            VmlText("A").searchable(text: .constant("x"), prompt: VmlText("Find")),
            ##"<Text style="searchable(text: &quot;x&quot;, prompt: &quot;Find&quot;)">A</Text>"##),
        IdiomCase(
            VmlText("A").swipeActions { VmlButton("Delete", role: .destructive) {} },
            ##"<Text style="swipeActions(content: :swipeActions)">A<Button template="swipeActions" role="destructive"><Text>Delete</Text></Button></Text>"##
        ),
        IdiomCase(
            VmlText("A").swipeActions(edge: .leading, allowsFullSwipe: true) { VmlButton("Pin") {}.tint(.yellow) },
            ##"<Text style="swipeActions(edge: .leading, allowsFullSwipe: true, content: :swipeActions)">A<Button template="swipeActions" style="tint(.yellow)"><Text>Pin</Text></Button></Text>"##
        ),
        IdiomCase(VmlText("A").refreshable {}, ##"<Text>A</Text>"##),
        IdiomCase(VmlText("A").onChange(of: 1) {}, ##"<Text>A</Text>"##),
        IdiomCase(VmlText("A").onSubmit {}, ##"<Text>A</Text>"##),
        IdiomCase(VmlText("A").navigationBarBackButtonHidden(true), ##"<Text style="navigationBarBackButtonHidden(true)">A</Text>"##),
        IdiomCase(VmlText("A").containerRelativeFrame(.horizontal), ##"<Text style="containerRelativeFrame(.horizontal)">A</Text>"##),
        IdiomCase(VmlText("A").hueRotation(.degrees(30)), ##"<Text style="hueRotation(.degrees(30))">A</Text>"##),
        IdiomCase(
            VmlText("A").safeAreaInset(edge: .bottom) { VmlText("Footer") },
            ##"<Text style="safeAreaInset(edge: .bottom, content: :safeAreaInset)">A<Text template="safeAreaInset">Footer</Text></Text>"##),
        IdiomCase(VmlText("A").mask { VmlRectangle() }, ##"<Text style="mask(content: :mask)">A<Rectangle template="mask"/></Text>"##),
        IdiomCase(VmlText("A").mask(VmlCircle()), ##"<Text style="mask(content: :mask)">A<Circle template="mask"/></Text>"##),
        IdiomCase(VmlText("A").overlay(VmlText("B")), ##"<Text style="overlay(content: :ov)">A<Text template="ov">B</Text></Text>"##),
        IdiomCase(
            VmlText("A").background(VmlCircle().fill(.red)),
            ##"<Text style="background(content: :bg)">A<Circle template="bg" style="fill(.red)"/></Text>"##),
        IdiomCase(
            VmlContentUnavailableView("No Results", systemImage: "magnifyingglass"),
            ##"<ContentUnavailableView><Label template="label"><Text template="title">No Results</Text><Image template="icon" systemName="magnifyingglass"/></Label></ContentUnavailableView>"##
        ),
        IdiomCase(
            VmlContentUnavailableView("No Results", systemImage: "magnifyingglass", description: VmlText("Try another search.")),
            ##"<ContentUnavailableView><Label template="label"><Text template="title">No Results</Text><Image template="icon" systemName="magnifyingglass"/></Label><Text template="description">Try another search.</Text></ContentUnavailableView>"##
        ),
        IdiomCase(
            VmlContentUnavailableView {
                VmlLabel("Empty", systemImage: "tray")
            } description: {
                VmlText("Nothing here.")
            } actions: {
                VmlButton("Add") {}
            },
            ##"<ContentUnavailableView><Label template="label"><Text template="title">Empty</Text><Image template="icon" systemName="tray"/></Label><Text template="description">Nothing here.</Text><Button template="actions"><Text>Add</Text></Button></ContentUnavailableView>"##
        ),
        IdiomCase(
            VmlSection {
                VmlText("Row")
            } header: {
                VmlText("Header")
            } footer: {
                VmlText("Footer")
            }, ##"<Section><Text>Row</Text><Text template="header">Header</Text><Text template="footer">Footer</Text></Section>"##),
        IdiomCase(
            VmlSection(header: VmlText("Header"), footer: VmlText("Footer")) { VmlText("Row") },
            ##"<Section><Text>Row</Text><Text template="header">Header</Text><Text template="footer">Footer</Text></Section>"##),
        IdiomCase(VmlSection("Title") { VmlText("Row") }, ##"<Section><Text>Row</Text><Text template="header">Title</Text></Section>"##),
        IdiomCase(VmlForEach(1...3, id: \.self) { VmlText("Item \($0)") }, ##"<Text>Item 1</Text><Text>Item 2</Text><Text>Item 3</Text>"##),
    ]

    static let chunk8: [IdiomCase] = [
        IdiomCase(
            VmlForEach(Array(["x", "y"].enumerated()), id: \.offset) { index, item in VmlText("\(index): \(item)") },
            ##"<Text>0: x</Text><Text>1: y</Text>"##)
    ]

    /// Spellings common in ported screens: `@Bindable`, `@FocusState`, `@AppStorage`,
    /// `padding(EdgeInsets)`, `TextField(axis:)`, `TextField(value:format:)`, `popover(item:)`,
    /// `navigationDestination(isPresented:)` and `navigationDestination(item:)`.
    static let chunk9: [IdiomCase] = [
        IdiomCase(
            ProfileForm(profile: Profile()),
            ##"<Form><TextField text="Ada"><Text>Name</Text></TextField><Toggle isOn="true"><Text>Public</Text></Toggle></Form>"##),
        IdiomCase(LocalBindable(profile: Profile()), ##"<TextField text="Ada"><Text>Name</Text></TextField>"##),
        IdiomCase(
            LoginForm(),
            ##"<Form><TextField text="" style="focused(nil, equals: .email)"><Text>Email</Text></TextField><SecureField text="" style="focused(nil, equals: .password)"><Text>Password</Text></SecureField><TextField text="" style="focused(false)"><Text>Code</Text></TextField></Form>"##
        ),
        IdiomCase(
            StoredPreferences(),
            ##"<Form><Toggle isOn="true"><Text>Show Previews</Text></Toggle><Stepper value="3"><Text>Columns</Text></Stepper><Text>Guest</Text></Form>"##
        ),
        IdiomCase(
            VmlText("Hello").padding(VmlEdgeInsets(top: 4, leading: 16, bottom: 4, trailing: 16)),
            ##"<Text style="padding(EdgeInsets(top: 4, leading: 16, bottom: 4, trailing: 16))">Hello</Text>"##),
        IdiomCase(
            VmlText("Hello").padding(.attr("inset", .number, fallback: 8)),
            ##"<Text style="padding(attr(inset type(&lt;number&gt;), 8))">Hello</Text>"##),
        IdiomCase(
            VmlTextField("Notes", text: .constant("Call back"), axis: .vertical),
            ##"<TextField axis="vertical" text="Call back"><Text>Notes</Text></TextField>"##),
        IdiomCase(
            VmlTextField("Notes", text: .constant(""), prompt: VmlText("Optional"), axis: .vertical).lineLimit(3...6),
            ##"<TextField axis="vertical" prompt="Optional" text="" style="lineLimit(3...6)"><Text>Notes</Text></TextField>"##),
        IdiomCase(
            VmlTextField("Amount", value: .constant(1234.5), format: .number),
            ##"<TextField text="1,234.5"><Text>Amount</Text></TextField>"##),
        IdiomCase(VmlTextField("Guests", value: .constant(4), format: .number), ##"<TextField text="4"><Text>Guests</Text></TextField>"##),
        IdiomCase(VmlTextField("Age", value: .constant(Int?.none), format: .number), ##"<TextField><Text>Age</Text></TextField>"##),
        IdiomCase(
            VmlText("a").popover(item: .constant(Tip(text: "Swipe to delete"))) { tip in VmlText(tip.text) },
            ##"<Text style="popover(isPresented: true, content: :popover)">a<Text template="popover">Swipe to delete</Text></Text>"##),
        IdiomCase(
            VmlText("a").popover(item: .constant(Tip?.none)) { tip in VmlText(tip.text) },
            ##"<Text style="popover(isPresented: false, content: :popover)">a<EmptyView template="popover"/></Text>"##),
        IdiomCase(
            VmlList { VmlText("a") }.navigationDestination(isPresented: .constant(false)) { VmlText("Detail") },
            ##"<List style="navigationDestination(isPresented: false, destination: :navigationDestination)"><Text>a</Text><Text template="navigationDestination">Detail</Text></List>"##
        ),
        IdiomCase(
            VmlList { VmlText("a") }.navigationDestination(item: .constant(Optional(7))) { VmlText("Item \($0)") },
            ##"<List style="navigationDestination(isPresented: true, destination: :navigationDestination)"><Text>a</Text><Text template="navigationDestination">Item 7</Text></List>"##
        ),
        IdiomCase(
            VmlNavigationStack {
                VmlList { VmlText("a") }.navigationDestination(item: .constant(Int?.none)) { VmlText("Item \($0)") }
            },
            ##"<NavigationStack><List style="navigationDestination(isPresented: false, destination: :navigationDestination)"><Text>a</Text><EmptyView template="navigationDestination"/></List></NavigationStack>"##
        ),
    ]

    /// Initializers and modifiers common in public SwiftUI code beyond the chunks above (the survey
    /// in Docs/Porting.md, "Coverage").
    static let chunk10: [IdiomCase] = [
        IdiomCase(
            VmlButton("Save") {}.help("Saves the draft"), ##"<Button style="help(&quot;Saves the draft&quot;)"><Text>Save</Text></Button>"##
        ),
        IdiomCase(
            VmlSlider(value: .constant(0.5)).accessibilityValue("50 percent"),
            ##"<Slider value="0.5" style="accessibilityValue(&quot;50 percent&quot;)"/>"##),
        IdiomCase(VmlColor.blue.edgesIgnoringSafeArea(.all), ##"<Rectangle style="fill(.blue), ignoresSafeArea(edges: .all)"/>"##),
        IdiomCase(VmlList {}.scrollDisabled(true), ##"<List style="scrollDisabled(true)"/>"##),
        IdiomCase(VmlScrollView {}.scrollClipDisabled(), ##"<ScrollView style="scrollClipDisabled(true)"/>"##),
        IdiomCase(VmlText("Card").focusable(), ##"<Text style="focusable(true)">Card</Text>"##),
        IdiomCase(VmlList {}.navigationBarHidden(true), ##"<List style="navigationBarHidden(true)"/>"##),
        IdiomCase(
            VmlTextField("Code", text: .constant("")).disableAutocorrection(true),
            ##"<TextField text="" style="autocorrectionDisabled(true)"><Text>Code</Text></TextField>"##),
        IdiomCase(VmlText("Hi").backgroundStyle(.blue.gradient), ##"<Text style="backgroundStyle(.blue.gradient)">Hi</Text>"##),
        IdiomCase(VmlButton("Go") {}.accentColor(.orange), ##"<Button style="tint(.orange)"><Text>Go</Text></Button>"##),
        IdiomCase(VmlImage(systemName: "star").colorMultiply(.yellow), ##"<Image systemName="star" style="colorMultiply(.yellow)"/>"##),
        IdiomCase(VmlImage(systemName: "star").blendMode(.multiply), ##"<Image systemName="star" style="blendMode(.multiply)"/>"##),
        IdiomCase(VmlText("2").baselineOffset(6), ##"<Text style="baselineOffset(6)">2</Text>"##),
        IdiomCase(
            VmlSection("A") {}.listSectionSeparator(.hidden),
            ##"<Section style="listSectionSeparator(.hidden)"><Text template="header">A</Text></Section>"##),
        IdiomCase(
            VmlMenu("More") {}.menuIndicator(.hidden), ##"<Menu style="menuIndicator(.hidden)"><Text template="label">More</Text></Menu>"##),
        IdiomCase(VmlProgressView().progressViewStyle(.circular), ##"<ProgressView style="progressViewStyle(.circular)"/>"##),
        IdiomCase(
            VmlButton("Buy") {}.buttonBorderShape(.capsule), ##"<Button style="buttonBorderShape(.capsule)"><Text>Buy</Text></Button>"##),
        IdiomCase(VmlMenu("More") {}.menuStyle(.button), ##"<Menu style="menuStyle(.button)"><Text template="label">More</Text></Menu>"##),
        IdiomCase(
            VmlTextField("Email", text: .constant("")).textContentType(.emailAddress),
            ##"<TextField text="" style="textContentType(.emailAddress)"><Text>Email</Text></TextField>"##),
        IdiomCase(
            VmlNavigationView { VmlText("a") }.navigationViewStyle(.stack),
            ##"<NavigationView style="navigationViewStyle(.stack)"><Text>a</Text></NavigationView>"##),
        IdiomCase(VmlButton("Open") {}.hoverEffect(.lift), ##"<Button style="hoverEffect(.lift)"><Text>Open</Text></Button>"##),
        IdiomCase(VmlList {}.scrollDismissesKeyboard(.interactively), ##"<List style="scrollDismissesKeyboard(.interactively)"/>"##),
        IdiomCase(
            VmlScrollView(.horizontal) {}.scrollTargetBehavior(.paging),
            ##"<ScrollView axes="horizontal" style="scrollTargetBehavior(.paging)"/>"##),
        IdiomCase(VmlLazyHStack {}.scrollTargetLayout(), ##"<LazyHStack style="scrollTargetLayout()"/>"##),
        IdiomCase(VmlText("Hi").dynamicTypeSize(.xxLarge), ##"<Text style="dynamicTypeSize(.xxLarge)">Hi</Text>"##),
        IdiomCase(VmlText("a").onHover { _ in }, ##"<Text>a</Text>"##),
        IdiomCase(
            VmlButton("Save") {}.keyboardShortcut("s"), ##"<Button style="keyboardShortcut(&quot;s&quot;)"><Text>Save</Text></Button>"##),
        IdiomCase(
            VmlButton("Export") {}.keyboardShortcut("e", modifiers: [.command, .shift]),
            ##"<Button style="keyboardShortcut(&quot;e&quot;, modifiers: [.command, .shift])"><Text>Export</Text></Button>"##),
        IdiomCase(
            VmlButton("Done") {}.keyboardShortcut(.defaultAction),
            ##"<Button style="keyboardShortcut(.defaultAction)"><Text>Done</Text></Button>"##),
        IdiomCase(
            VmlButton("Cancel") {}.keyboardShortcut(.cancelAction),
            ##"<Button style="keyboardShortcut(.cancelAction)"><Text>Cancel</Text></Button>"##),
        IdiomCase(
            VmlButton("Send") {}.keyboardShortcut(.return, modifiers: .option),
            ##"<Button style="keyboardShortcut(.return, modifiers: .option)"><Text>Send</Text></Button>"##),
        IdiomCase(VmlText("42").contentTransition(.numericText()), ##"<Text style="contentTransition(.numericText())">42</Text>"##),
        IdiomCase(
            VmlText("42").contentTransition(.numericText(countsDown: true)),
            ##"<Text style="contentTransition(.numericText(countsDown: true))">42</Text>"##),
        IdiomCase(VmlText("42").contentTransition(.opacity), ##"<Text style="contentTransition(.opacity)">42</Text>"##),
        IdiomCase(VmlImage("photo").blendMode(.multiply), ##"<Image name="photo" style="blendMode(.multiply)"/>"##),
        IdiomCase(VmlText("Hi").glassEffect(), ##"<Text style="glassEffect()">Hi</Text>"##),
        IdiomCase(
            VmlLinearGradient(colors: [.blue, .purple], startPoint: .top, endPoint: .bottom),
            ##"<Rectangle style="fill(.linearGradient(colors: [.blue, .purple], startPoint: .top, endPoint: .bottom))"/>"##),
        IdiomCase(
            VmlText("Hi").background(
                VmlLinearGradient(gradient: VmlGradient(colors: [.red, .orange]), startPoint: .leading, endPoint: .trailing)),
            ##"<Text style="background(content: :bg)">Hi<Rectangle template="bg" style="fill(LinearGradient(gradient: Gradient(colors: [.red, .orange]), startPoint: .leading, endPoint: .trailing))"/></Text>"##
        ),
        IdiomCase(
            VmlText("Hi").glassEffect(.clear, in: .rect(cornerRadius: 16)),
            ##"<Text style="glassEffect(.clear, in: .rect(cornerRadius: 16))">Hi</Text>"##),
        IdiomCase(
            VmlText("Hi").glassEffect(.regular.tint(.blue).interactive()),
            ##"<Text style="glassEffect(.regular.tint(.blue).interactive())">Hi</Text>"##),
        IdiomCase(VmlText("Hi").glassEffect(in: .capsule), ##"<Text style="glassEffect(.regular, in: .capsule)">Hi</Text>"##),
        IdiomCase(VmlText("Row").listRowHoverEffectDisabled(), ##"<Text style="listRowHoverEffectDisabled(true)">Row</Text>"##),
        IdiomCase(
            VmlText("Card").accessibilityRespondsToUserInteraction(),
            ##"<Text style="accessibilityRespondsToUserInteraction(true)">Card</Text>"##),
        IdiomCase(VmlVStack {}.containerShape(.rect(cornerRadius: 20)), ##"<VStack style="containerShape(.rect(cornerRadius: 20))"/>"##),
        IdiomCase(
            VmlList {}.contentMargins(.horizontal, 16, for: .scrollContent),
            ##"<List style="contentMargins(.horizontal, 16, for: .scrollContent)"/>"##),
        IdiomCase(VmlScrollView {}.contentMargins(20), ##"<ScrollView style="contentMargins(20)"/>"##),
        IdiomCase(
            VmlText("Mail").accessibilityAction(named: "Archive") {},
            ##"<Text style="accessibilityAction(named: &quot;Archive&quot;)">Mail</Text>"##),
        IdiomCase(
            VmlList {}.navigationBarItems(leading: VmlEditButton(), trailing: VmlButton("Add") {}),
            ##"<List style="toolbar(content: :toolbar)"><ToolbarItem template="toolbar" placement="navigationBarLeading"><EditButton/></ToolbarItem><ToolbarItem template="toolbar" placement="navigationBarTrailing"><Button><Text>Add</Text></Button></ToolbarItem></List>"##
        ),
        IdiomCase(
            VmlList {}.navigationBarItems(leading: VmlEditButton()),
            ##"<List style="toolbar(content: :toolbar)"><ToolbarItem template="toolbar" placement="navigationBarLeading"><EditButton/></ToolbarItem></List>"##
        ),
        IdiomCase(
            VmlList {}.navigationBarItems(trailing: VmlButton("Add") {}),
            ##"<List style="toolbar(content: :toolbar)"><ToolbarItem template="toolbar" placement="navigationBarTrailing"><Button><Text>Add</Text></Button></ToolbarItem></List>"##
        ),
        IdiomCase(
            VmlButton("Buy") {}.buttonBorderShape(.roundedRectangle(radius: 8)),
            ##"<Button style="buttonBorderShape(.roundedRectangle(radius: 8))"><Text>Buy</Text></Button>"##),
        IdiomCase(
            VmlNavigationView { VmlList { VmlText("Inbox") } }, ##"<NavigationView><List><Text>Inbox</Text></List></NavigationView>"##),
        IdiomCase(
            VmlList {}.toolbar { VmlEditButton() }, ##"<List style="toolbar(content: :toolbar)"><EditButton template="toolbar"/></List>"##),
        IdiomCase(
            VmlViewThatFits(in: .horizontal) {
                VmlText("Long title")
                VmlText("Short")
            },
            ##"<ViewThatFits in="horizontal"><Text>Long title</Text><Text>Short</Text></ViewThatFits>"##),
        IdiomCase(VmlViewThatFits { VmlText("a") }, ##"<ViewThatFits><Text>a</Text></ViewThatFits>"##),
        IdiomCase(
            VmlScrollViewReader { proxy in
                VmlList { VmlText("Top").id("top") }
                VmlButton("Top") { proxy.scrollTo("top", anchor: .top) }
            },
            ##"<List><Text id="top">Top</Text></List><Button><Text>Top</Text></Button>"##),
        IdiomCase(VmlList {}.navigationBarTitle("Inbox"), ##"<List style="navigationTitle(&quot;Inbox&quot;)"/>"##),
        IdiomCase(
            VmlList {}.navigationBarTitle("Inbox", displayMode: .inline),
            ##"<List style="navigationTitle(&quot;Inbox&quot;), navigationBarTitleDisplayMode(.inline)"/>"##),
        IdiomCase(
            VmlText("Hi").foregroundColor(VmlColor(red: 0.2, green: 0.4, blue: 0.6)),
            ##"<Text style="foregroundColor(rgb(20%, 40%, 60%))">Hi</Text>"##),
        IdiomCase(
            VmlText("Hi").foregroundColor(VmlColor(red: 1, green: 0.5, blue: 0, opacity: 0.5)),
            ##"<Text style="foregroundColor(rgba(100%, 50%, 0%, 0.5))">Hi</Text>"##),
        IdiomCase(
            VmlText("Hi").foregroundColor(VmlColor(red: 0.07, green: 0.29, blue: 0.57)),
            ##"<Text style="foregroundColor(rgb(7%, 29%, 57%))">Hi</Text>"##),
        IdiomCase(VmlText("Hi").background(VmlColor(white: 0.9)), ##"<Text style="background(rgb(90%, 90%, 90%))">Hi</Text>"##),
        IdiomCase(
            VmlText("Hi").foregroundColor(VmlColor(hue: 0.5, saturation: 1, brightness: 1)),
            ##"<Text style="foregroundColor(hsl(180, 100%, 50%))">Hi</Text>"##),
        IdiomCase(
            VmlText("Hi").foregroundColor(VmlColor(hue: 0, saturation: 0, brightness: 0.5)),
            ##"<Text style="foregroundColor(hsl(0, 0%, 50%))">Hi</Text>"##),
        IdiomCase(
            VmlText("Hi").foregroundColor(VmlColor("Brand")), ##"<Text style="foregroundColor(Color(&quot;Brand&quot;))">Hi</Text>"##),
        IdiomCase(VmlColor(red: 0, green: 0, blue: 0, opacity: 0.4), ##"<Rectangle style="fill(rgba(0%, 0%, 0%, 0.4))"/>"##),
        IdiomCase(
            VmlText("Hi").modifier(CardStyle()), ##"<Text style="padding(), background(.regularMaterial), cornerRadius(12)">Hi</Text>"##),
        IdiomCase(
            VmlVStack { VmlText("a") }.modifier(Bordered(width: 2)),
            ##"<VStack style="overlay(content: :ov)"><Text>a</Text><RoundedRectangle template="ov" cornerRadius="8" style="stroke(.gray, lineWidth: 2)"/></VStack>"##
        ),
    ]

    @Test(arguments: chunk0 + chunk1 + chunk2 + chunk3 + chunk4 + chunk5 + chunk6 + chunk7 + chunk8 + chunk9 + chunk10)
    func idiom(_ idiom: IdiomCase) {
        idiom.check()
    }
}

extension PortingIdiomCorpusTests {
    @Observable final class Profile {
        var name = "Ada"
        var isPublic = true
    }

    struct ProfileForm: VmlView {
        @VmlBindable var profile: Profile
        var body: some VmlView {
            VmlForm {
                VmlTextField("Name", text: $profile.name)
                VmlToggle("Public", isOn: $profile.isPublic)
            }
        }
    }

    struct LocalBindable: VmlView {
        let profile: Profile
        var body: some VmlView {
            @VmlBindable var profile = profile
            VmlTextField("Name", text: $profile.name)
        }
    }

    struct LoginForm: VmlView {
        enum Field: Hashable { case email, password }
        @VmlFocusState private var field: Field?
        @VmlFocusState private var codeIsFocused: Bool
        @VmlState private var email = ""
        var body: some VmlView {
            VmlForm {
                VmlTextField("Email", text: $email).focused($field, equals: .email)
                VmlSecureField("Password", text: .constant("")).focused($field, equals: .password)
                VmlTextField("Code", text: .constant("")).focused($codeIsFocused)
            }
        }
    }

    struct StoredPreferences: VmlView {
        @VmlAppStorage("showPreviews") private var showPreviews = true
        @VmlAppStorage("columns") private var columns = 3
        @VmlAppStorage("lastUser") private var lastUser: String?
        var body: some VmlView {
            VmlForm {
                VmlToggle("Show Previews", isOn: $showPreviews)
                VmlStepper("Columns", value: $columns)
                VmlText(lastUser ?? "Guest")
            }
        }
    }

    struct Tip: Identifiable, Hashable, Sendable {
        var id: String { text }
        let text: String
    }
}

extension PortingIdiomCorpusTests {
    struct CardStyle: VmlViewModifier {
        func body(content: Content) -> some VmlView {
            content.padding().background(.regularMaterial).cornerRadius(12)
        }
    }

    struct Bordered: VmlViewModifier {
        let width: Double
        func body(content: Content) -> some VmlView {
            content.overlay(VmlRoundedRectangle(cornerRadius: 8).stroke(.gray, lineWidth: width))
        }
    }
}
