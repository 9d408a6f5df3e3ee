import Testing
import VML

/// `@VmlEnvironment` and the older `Alert`.
@Suite struct PortingEnvironmentTests {
    struct EditorSheet: VmlView {
        @VmlEnvironment(\.dismiss) private var dismiss
        @VmlEnvironment(\.openURL) private var openURL
        @VmlEnvironment(\.colorScheme) private var colorScheme
        @VmlEnvironment(\.locale) private var locale
        @VmlEnvironment(\.timeZone) private var timeZone
        @VmlEnvironment(\.calendar) private var calendar

        var body: some VmlView {
            VmlVStack {
                VmlText(colorScheme == .dark ? "Dark" : "Light")
                VmlText(locale.identifier)
                VmlText(timeZone.identifier)
                VmlButton("Done") { dismiss() }
                VmlButton("Help") {
                    if let url = URL(string: "https://example.com") { openURL(url) }
                }
            }
        }
    }

    @Test func environmentComesFromTheContext() throws {
        #expect(
            try EditorSheet().renderVML(.compact)
                == "<VStack><Text>Light</Text><Text>en_US_POSIX</Text><Text>GMT</Text><Button><Text>Done</Text></Button><Button><Text>Help</Text></Button></VStack>"
        )
        let context = VmlRenderContext(
            locale: Locale(identifier: "fr_FR"), timeZone: TimeZone(identifier: "Europe/Paris") ?? .gmt, colorScheme: .dark)
        #expect(
            try EditorSheet().renderVML(.compact, in: context)
                == "<VStack><Text>Dark</Text><Text>fr_FR</Text><Text>Europe/Paris</Text><Button><Text>Done</Text></Button><Button><Text>Help</Text></Button></VStack>"
        )
    }

    struct AdaptiveHeader: VmlView {
        @VmlEnvironment(\.horizontalSizeClass) private var sizeClass
        @VmlEnvironment(\.verticalSizeClass) private var verticalSizeClass
        @VmlEnvironment(\.scenePhase) private var scenePhase
        @VmlEnvironment(\.openWindow) private var openWindow

        var body: some VmlView {
            if sizeClass == .compact {
                VmlVStack { VmlText("Inbox") }
            } else {
                VmlHStack { VmlText("Inbox") }
            }
            VmlText(scenePhase == .active ? "Active" : "Inactive")
            VmlText(verticalSizeClass.map(\.rawValue) ?? "unknown")
            VmlButton("Inspector") { openWindow(id: "inspector") }
        }
    }

    /// Size classes come from the context (`nil` without one); the scene is active; `openWindow`
    /// compiles and does nothing.
    @Test func sizeClassesComeFromTheContext() throws {
        #expect(
            try AdaptiveHeader().renderVML(.compact)
                == "<HStack><Text>Inbox</Text></HStack><Text>Active</Text><Text>unknown</Text><Button><Text>Inspector</Text></Button>")
        let phone = VmlRenderContext(locale: Locale(identifier: "en_US"), horizontalSizeClass: .compact, verticalSizeClass: .regular)
        #expect(
            try AdaptiveHeader().renderVML(.compact, in: phone)
                == "<VStack><Text>Inbox</Text></VStack><Text>Active</Text><Text>regular</Text><Button><Text>Inspector</Text></Button>")
    }

    struct Failure: Identifiable, Sendable {
        let id = 1
        let reason: String
    }

    static let a = VmlText("a")

    static let alerts: [IdiomCase] = [
        IdiomCase(
            a.alert(isPresented: .constant(true)) {
                VmlAlert(title: VmlText("Saved"), message: VmlText("All done."), dismissButton: .default(VmlText("OK")))
            },
            #"<Text style="alert(&quot;Saved&quot;, isPresented: true, actions: :alert, message: :alertMessage)">a<Button template="alert"><Text>OK</Text></Button><Text template="alertMessage">All done.</Text></Text>"#
        ),
        IdiomCase(
            a.alert(isPresented: .constant(false)) {
                VmlAlert(
                    title: VmlText("Delete?"), primaryButton: .destructive(VmlText("Delete")) {}, secondaryButton: .cancel())
            },
            #"<Text style="alert(&quot;Delete?&quot;, isPresented: false, actions: :alert)">a<Group template="alert"><Button role="destructive"><Text>Delete</Text></Button><Button role="cancel"><Text>Cancel</Text></Button></Group></Text>"#
        ),
        IdiomCase(
            a.alert(isPresented: .constant(true)) { VmlAlert(title: VmlText("Hi")) },
            #"<Text style="alert(&quot;Hi&quot;, isPresented: true)">a</Text>"#),
        IdiomCase(
            a.alert(item: .constant(Failure(reason: "Offline"))) { failure in
                VmlAlert(title: VmlText("Error"), message: VmlText(failure.reason), dismissButton: .cancel(VmlText("Close")))
            },
            #"<Text style="alert(&quot;Error&quot;, isPresented: true, actions: :alert, message: :alertMessage)">a<Button template="alert" role="cancel"><Text>Close</Text></Button><Text template="alertMessage">Offline</Text></Text>"#
        ),
        IdiomCase(
            a.alert(item: .constant(Failure?.none)) { VmlAlert(title: VmlText($0.reason)) },
            #"<Text style="alert(&quot;&quot;, isPresented: false)">a</Text>"#),
        IdiomCase(a.preferredColorScheme(.dark), #"<Text style="preferredColorScheme(.dark)">a</Text>"#),
        IdiomCase(a.preferredColorScheme(nil), #"<Text style="preferredColorScheme(nil)">a</Text>"#),
    ]

    @Test(arguments: alerts)
    func olderAlerts(_ idiom: IdiomCase) {
        idiom.check()
    }
}
