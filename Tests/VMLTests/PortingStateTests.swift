import Testing
import VML

/// `@VmlState`, `@VmlBinding` and `VmlBinding`: initializers that take a binding write its current
/// value; selections and tags take typed values.
@Suite struct PortingStateTests {
    enum Flavor: String, CaseIterable, Hashable, Sendable {
        case mint
        case chocolate = "Chocolate"
    }

    struct Profile: Sendable {
        var name = "Ada"
        var age = 36
    }

    static let id = UUID(uuidString: "6BA7B810-9DAD-11D1-80B4-00C04FD430C8") ?? UUID()
    static let date = Date(timeIntervalSince1970: 1_800_000_000)

    static let bindings: [IdiomCase] = [
        IdiomCase(VmlToggle("Wi-Fi", isOn: .constant(true)), #"<Toggle isOn="true"><Text>Wi-Fi</Text></Toggle>"#),
        IdiomCase(VmlToggle(isOn: .constant(false)) { VmlText("Wi-Fi") }, #"<Toggle isOn="false"><Text>Wi-Fi</Text></Toggle>"#),
        IdiomCase(VmlTextField("Name", text: .constant("Ada")), #"<TextField text="Ada"><Text>Name</Text></TextField>"#),
        IdiomCase(
            VmlTextField("Name", text: .constant(""), prompt: VmlText("Required")),
            #"<TextField prompt="Required" text=""><Text>Name</Text></TextField>"#),
        IdiomCase(VmlSecureField("Password", text: .constant("")), #"<SecureField text=""><Text>Password</Text></SecureField>"#),
        IdiomCase(VmlTextEditor(text: .constant("Notes")), #"<TextEditor text="Notes"/>"#),
        IdiomCase(VmlSlider(value: .constant(0.5)), #"<Slider value="0.5"/>"#),
        IdiomCase(
            VmlSlider(value: .constant(3.0), in: 0...10, step: 1),
            #"<Slider lowerBound="0" step="1" upperBound="10" value="3"/>"#),
        IdiomCase(VmlSlider(value: .constant(Float(0.25))) { VmlText("Volume") }, #"<Slider value="0.25"><Text>Volume</Text></Slider>"#),
        IdiomCase(
            VmlStepper("Guests", value: .constant(2), in: 1...8),
            #"<Stepper lowerBound="1" upperBound="8" value="2"><Text>Guests</Text></Stepper>"#),
        IdiomCase(VmlStepper("Step", value: .constant(10), step: 5), #"<Stepper step="5" value="10"><Text>Step</Text></Stepper>"#),
        IdiomCase(
            VmlDatePicker("Due", selection: .constant(date), displayedComponents: .date),
            #"<DatePicker displayedComponents="date" selection="2027-01-15T08:00:00Z"><Text>Due</Text></DatePicker>"#),
        IdiomCase(
            VmlDatePicker("Due", selection: .constant(date), in: date...),
            #"<DatePicker lowerBound="2027-01-15T08:00:00Z" selection="2027-01-15T08:00:00Z"><Text>Due</Text></DatePicker>"#),
        IdiomCase(
            VmlDatePicker("Due", selection: .constant(date), in: date...date.addingTimeInterval(86_400)),
            #"<DatePicker lowerBound="2027-01-15T08:00:00Z" selection="2027-01-15T08:00:00Z" upperBound="2027-01-16T08:00:00Z"><Text>Due</Text></DatePicker>"#
        ),
        IdiomCase(
            VmlBinding(get: { "Ada" }, set: { _ in }).wrappedValue == "Ada" ? VmlText("get") : VmlText("no"), "<Text>get</Text>"),
    ]

    static let typedSelections: [IdiomCase] = [
        IdiomCase(
            VmlPicker("Flavor", selection: .constant(Flavor.chocolate)) {
                ForEachFlavor()
            },
            #"<Picker selection="chocolate"><Text style="tag(.mint)">mint</Text><Text style="tag(.chocolate)">Chocolate</Text><Text template="label">Flavor</Text></Picker>"#
        ),
        IdiomCase(
            VmlPicker("Count", selection: .constant(2)) { VmlText("Two").tag(2) },
            #"<Picker selection="2"><Text style="tag(2)">Two</Text><Text template="label">Count</Text></Picker>"#),
        IdiomCase(
            VmlPicker(selection: .constant(id)) {
                VmlText("A").tag(id)
            } label: {
                VmlText("Owner")
            },
            #"<Picker selection="6BA7B810-9DAD-11D1-80B4-00C04FD430C8"><Text style="tag(&quot;6BA7B810-9DAD-11D1-80B4-00C04FD430C8&quot;)">A</Text><Text template="label">Owner</Text></Picker>"#
        ),
        IdiomCase(
            VmlPicker("Optional", selection: .constant(Flavor?.none)) { VmlText("None").tag(Flavor?.none) },
            #"<Picker><Text style="tag(nil)">None</Text><Text template="label">Optional</Text></Picker>"#),
        IdiomCase(
            VmlPicker("Legacy", selection: "mint") { VmlText("Mint").tag("mint") },
            #"<Picker selection="mint"><Text style="tag(&quot;mint&quot;)">Mint</Text><Text template="label">Legacy</Text></Picker>"#),
        IdiomCase(
            VmlTabView(selection: .constant(1)) {
                VmlText("Home").tag(0)
                VmlText("Inbox").tag(1)
            },
            #"<TabView selection="1"><Text style="tag(0)">Home</Text><Text style="tag(1)">Inbox</Text></TabView>"#),
        IdiomCase(VmlText("a").animation(.default, value: true), #"<Text style="animation(.default, value: true)">a</Text>"#),
        IdiomCase(VmlText("a").animation(.easeInOut, value: 3), #"<Text style="animation(.easeInOut, value: 3)">a</Text>"#),
    ]

    struct ForEachFlavor: VmlView {
        var body: some VmlView {
            VmlForEach(Flavor.allCases, id: \.self) { flavor in
                VmlText(flavor.rawValue).tag(flavor)
            }
        }
    }

    /// A settings-like view with state, a child taking a binding, and a key-path projection.
    struct Settings: VmlView {
        @VmlState private var notifications = true
        @VmlState private var count = 0
        @VmlState private var profile = Profile()
        @VmlState private var selection: UUID?

        var body: some VmlView {
            VmlForm {
                VmlToggle("Notifications", isOn: $notifications)
                NameField(name: $profile.name)
                VmlStepper("Age", value: $profile.age, in: 0...120)
                VmlButton("Add") { count += 1 }
                VmlButton("Reset") {
                    notifications.toggle()
                    selection = nil
                }
            }
        }
    }

    struct NameField: VmlView {
        @VmlBinding var name: String
        var body: some VmlView {
            VmlTextField("Name", text: $name).onSubmit { name = name.trimmingCharacters(in: .whitespaces) }
        }
    }

    static let views: [IdiomCase] = [
        IdiomCase(
            Settings(),
            #"<Form><Toggle isOn="true"><Text>Notifications</Text></Toggle><TextField text="Ada"><Text>Name</Text></TextField><Stepper lowerBound="0" upperBound="120" value="36"><Text>Age</Text></Stepper><Button><Text>Add</Text></Button><Button><Text>Reset</Text></Button></Form>"#
        )
    ]

    @Test(arguments: bindings + typedSelections + views)
    func bindingsWriteTheirCurrentValue(_ idiom: IdiomCase) {
        idiom.check()
    }

    @Test func assignmentsThroughStateAndBindingsAreIgnored() {
        let state = VmlState(wrappedValue: 1)
        state.wrappedValue = 2
        #expect(state.wrappedValue == 1)
        let binding = VmlBinding.constant("a")
        binding.wrappedValue = "b"
        #expect(binding.wrappedValue == "a")
        #expect(VmlBinding<String?>(binding).wrappedValue == "a")
        #expect(VmlBinding(VmlBinding<Int?>.constant(nil)) == nil)
    }
}
