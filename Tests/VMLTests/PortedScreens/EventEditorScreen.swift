import VML

// An editor with pickers and date pickers.
struct EventEditorScreen: VmlView {
    enum Repeat: String, CaseIterable, Identifiable {
        case never, daily, weekly
        var id: String { rawValue }
    }

    @VmlState private var title = "Standup"
    @VmlState private var start = Date(timeIntervalSince1970: 1_800_000_000)
    @VmlState private var repeats = Repeat.weekly
    @VmlState private var reminder = 10
    @VmlState private var notes = ""
    @VmlState private var isAllDay = false

    var body: some VmlView {
        VmlForm {
            VmlTextField("Title", text: $title, prompt: VmlText("Event name"))
            VmlToggle("All-day", isOn: $isAllDay)
            VmlDatePicker("Starts", selection: $start, displayedComponents: .date)
            VmlDatePicker("Time", selection: $start, in: Date(timeIntervalSince1970: 1_700_000_000)...)
            VmlPicker("Repeat", selection: $repeats) {
                VmlForEach(Repeat.allCases) { option in
                    VmlText(option.rawValue.capitalized).tag(option)
                }
            }
            .pickerStyle(.menu)
            VmlPicker("Reminder", selection: $reminder) {
                VmlText("None").tag(0)
                VmlText("10 minutes before").tag(10)
            }
            VmlSection("Notes") {
                VmlTextEditor(text: $notes)
                    .frame(minHeight: 100)
            }
        }
        .onChange(of: isAllDay) { _, newValue in
            if newValue { reminder = 0 }
        }
    }
}
