import VML

// A settings form with sections and bindings, written as a SwiftUI app writes it, with the prefix.
struct SettingsScreen: VmlView {
    enum Theme: String, CaseIterable, Identifiable {
        case system, light, dark
        var id: Self { self }
    }

    @VmlState private var username = "ada"
    @VmlState private var notificationsEnabled = true
    @VmlState private var theme = Theme.system
    @VmlState private var fontSize = 14.0
    @VmlState private var showingSignOut = false

    var body: some VmlView {
        VmlNavigationStack {
            VmlForm {
                VmlSection(header: VmlText("Account")) {
                    VmlTextField("Username", text: $username)
                        .textInputAutocapitalization(.never)
                        .autocorrectionDisabled()
                    VmlToggle("Notifications", isOn: $notificationsEnabled)
                }
                VmlSection {
                    VmlPicker("Theme", selection: $theme) {
                        VmlForEach(Theme.allCases) { theme in
                            VmlText(theme.rawValue.capitalized).tag(theme)
                        }
                    }
                    VmlSlider(value: $fontSize, in: 10...24, step: 1) {
                        VmlText("Font Size")
                    }
                } header: {
                    VmlText("Appearance")
                } footer: {
                    VmlText("Changes apply to all your devices.")
                }
                VmlSection {
                    VmlButton("Sign Out", role: .destructive) {
                        showingSignOut = true
                    }
                }
            }
            .navigationTitle("Settings")
            .confirmationDialog("Sign out?", isPresented: $showingSignOut, titleVisibility: .visible) {
                VmlButton("Sign Out", role: .destructive) { signOut() }
            }
        }
    }

    func signOut() {}
}
