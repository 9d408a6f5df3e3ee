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
                == "<VStack><Text>Light</Text><Text>en_US</Text><Text>GMT</Text><Button><Text>Done</Text></Button><Button><Text>Help</Text></Button></VStack>"
        )
        let context = VmlRenderContext(
            locale: Locale(identifier: "fr_FR"), timeZone: TimeZone(identifier: "Europe/Paris") ?? .gmt, colorScheme: .dark)
        #expect(
            try EditorSheet().renderVML(.compact, in: context)
                == "<VStack><Text>Dark</Text><Text>fr_FR</Text><Text>Europe/Paris</Text><Button><Text>Done</Text></Button><Button><Text>Help</Text></Button></VStack>"
        )
    }

    /// `.environment(\.openURL, OpenURLAction { url in … })`, as apps write it to open links in
    /// the app: compiles with the prefix, and the handler never runs on the server.
    struct LinkedPost: VmlView {
        var body: some VmlView {
            EditorSheet()
                .environment(
                    \.openURL,
                    VmlOpenURLAction { url in
                        url.scheme == "https" ? .systemAction(url, prefersInApp: true) : .discarded
                    })
        }
    }

    @Test func anOpenURLHandlerCompilesAndChangesNothing() throws {
        #expect(try LinkedPost().renderVML(.compact) == EditorSheet().renderVML(.compact))
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

    /// SwiftUI's other common keys, read as a ported view reads them.
    struct SettingsScreen: VmlView {
        @VmlEnvironment(\.editMode) private var editMode
        @VmlEnvironment(\.isPresented) private var isPresented
        @VmlEnvironment(\.isSearching) private var isSearching
        @VmlEnvironment(\.dismissSearch) private var dismissSearch
        @VmlEnvironment(\.refresh) private var refresh
        @VmlEnvironment(\.dynamicTypeSize) private var dynamicTypeSize
        @VmlEnvironment(\.layoutDirection) private var layoutDirection
        @VmlEnvironment(\.displayScale) private var displayScale
        @VmlEnvironment(\.redactionReasons) private var redactionReasons
        @VmlEnvironment(\.accessibilityReduceMotion) private var reduceMotion
        @VmlEnvironment(\.accessibilityReduceTransparency) private var reduceTransparency
        @VmlEnvironment(\.accessibilityDifferentiateWithoutColor) private var differentiateWithoutColor
        @VmlEnvironment(\.accessibilityVoiceOverEnabled) private var voiceOver
        @VmlEnvironment(\.isFocused) private var isFocused
        @VmlEnvironment(\.isEnabled) private var isEnabled
        @VmlEnvironment(\.colorSchemeContrast) private var contrast
        @VmlEnvironment(\.presentationMode) private var presentationMode
        @VmlEnvironment(\.dismissWindow) private var dismissWindow

        var body: some VmlView {
            VmlList {
                if editMode?.wrappedValue.isEditing == true {
                    VmlText("Editing")
                }
                if isPresented || presentationMode.wrappedValue.isPresented {
                    VmlButton("Close") {
                        presentationMode.wrappedValue.dismiss()
                        dismissWindow()
                    }
                }
                if isSearching {
                    VmlButton("Cancel search") { dismissSearch() }
                }
                if let refresh {
                    VmlButton("Reload") { Task { await refresh() } }
                }
                if dynamicTypeSize >= .accessibility1 {
                    VmlVStack { VmlText("Stacked") }
                } else {
                    VmlHStack { VmlText("Side by side") }
                }
                if !redactionReasons.isEmpty {
                    VmlText(redactionReasons.contains(.placeholder) ? "Placeholder" : "Redacted")
                }
                VmlText(
                    "\(layoutDirection) \(displayScale) \(contrast) motion:\(!reduceMotion) glass:\(!reduceTransparency) "
                        + "color:\(!differentiateWithoutColor) voiceOver:\(voiceOver) focused:\(isFocused) enabled:\(isEnabled)")
            }
        }
    }

    static let english = VmlRenderContext(locale: Locale(identifier: "en_US"))

    /// A context (`nil`: none) and what ``SettingsScreen`` renders in it; the case keeps where it was written.
    struct KeyCase: Sendable, CustomTestStringConvertible {
        let context: VmlRenderContext?
        let vml: String
        let sourceLocation: SourceLocation

        init(_ context: VmlRenderContext?, _ vml: String, sourceLocation: SourceLocation = #_sourceLocation) {
            self.context = context
            self.vml = vml
            self.sourceLocation = sourceLocation
        }

        var testDescription: String { vml }
    }

    /// Each key's server default, then a context that sets it; the view's output for each.
    static let keyCases: [KeyCase] = [
        KeyCase(
            nil,
            "<List><HStack><Text>Side by side</Text></HStack>"
                + "<Text>leftToRight 1.0 standard motion:true glass:true color:true voiceOver:false focused:false enabled:true</Text></List>"
        ),
        KeyCase(
            english.environment(\.editMode, .constant(.active)),
            "<List><Text>Editing</Text><HStack><Text>Side by side</Text></HStack>"
                + "<Text>leftToRight 1.0 standard motion:true glass:true color:true voiceOver:false focused:false enabled:true</Text></List>"
        ),
        KeyCase(
            english.environment(\.editMode, .constant(.inactive)).environment(\.isPresented, true).environment(\.isSearching, true),
            "<List><Button><Text>Close</Text></Button><Button><Text>Cancel search</Text></Button><HStack><Text>Side by side</Text></HStack>"
                + "<Text>leftToRight 1.0 standard motion:true glass:true color:true voiceOver:false focused:false enabled:true</Text></List>"
        ),
        KeyCase(
            english.environment(\.dynamicTypeSize, .accessibility2).environment(\.redactionReasons, .placeholder),
            "<List><VStack><Text>Stacked</Text></VStack><Text>Placeholder</Text>"
                + "<Text>leftToRight 1.0 standard motion:true glass:true color:true voiceOver:false focused:false enabled:true</Text></List>"
        ),
        KeyCase(
            VmlRenderContext(locale: Locale(identifier: "he_IL")).environment(\.displayScale, 3)
                .environment(\.colorSchemeContrast, .increased).environment(\.accessibilityReduceMotion, true)
                .environment(\.accessibilityReduceTransparency, true).environment(\.accessibilityDifferentiateWithoutColor, true)
                .environment(\.accessibilityVoiceOverEnabled, true).environment(\.isEnabled, false),
            "<List><HStack><Text>Side by side</Text></HStack>"
                + "<Text>rightToLeft 3.0 increased motion:false glass:false color:false voiceOver:true focused:false enabled:false</Text></List>"
        ),
    ]

    @Test(arguments: keyCases)
    func keysHaveServerDefaultsAndContextValues(_ keyCase: KeyCase) throws {
        let rendered =
            try keyCase.context.map { try SettingsScreen().renderVML(.compact, in: $0) } ?? SettingsScreen().renderVML(.compact)
        #expect(rendered == keyCase.vml, sourceLocation: keyCase.sourceLocation)
    }

    /// Keys that modifiers set for their content read SwiftUI's defaults, and `.environment(\.key,
    /// value)` on a composite view sets them for its body.
    struct TextSettings: VmlView {
        @VmlEnvironment(\.font) private var font
        @VmlEnvironment(\.lineLimit) private var lineLimit
        @VmlEnvironment(\.multilineTextAlignment) private var alignment
        @VmlEnvironment(\.controlSize) private var controlSize
        @VmlEnvironment(\.calendar) private var calendar
        @VmlEnvironment(\.pixelLength) private var pixelLength

        var body: some VmlView {
            VmlText("\(font == nil ? "system" : "set") \(lineLimit.map(String.init) ?? "unlimited") \(calendar.identifier) \(pixelLength)")
                .multilineTextAlignment(alignment)
                .controlSize(controlSize)
        }
    }

    @Test func keysThatModifiersSetReadDefaultsUnlessSet() throws {
        let defaults = try TextSettings().renderVML(.compact)
        #expect(
            defaults
                == #"<Text style="multilineTextAlignment(.leading), controlSize(.regular)">system unlimited gregorian 1.000000</Text>"#)
        let set = TextSettings()
            .environment(\.font, .headline).environment(\.lineLimit, 2).environment(\.multilineTextAlignment, .center)
            .environment(\.controlSize, .large).environment(\.calendar, Calendar(identifier: .iso8601))
            .environment(\.displayScale, 2)
        let rendered = try set.renderVML(.compact)
        #expect(
            rendered
                == #"<Text style="multilineTextAlignment(.center), controlSize(.large)">set 2 iso8601 0.500000</Text>"#)
    }

    @Test func dynamicTypeSizesCompareAndRedactionReasonsContain() {
        #expect(VmlDynamicTypeSize.large < .xLarge)
        #expect(VmlDynamicTypeSize.accessibility1 >= .accessibility1)
        #expect(VmlDynamicTypeSize.xxxLarge <= .accessibility1)
        #expect(!VmlDynamicTypeSize.xxxLarge.isAccessibilitySize)
        #expect(VmlDynamicTypeSize.accessibility5.isAccessibilitySize)
        #expect(VmlEnvironmentValues().redactionReasons.isEmpty)
        #expect(VmlRedactionReasons.privacy.contains(.privacy))
        #expect(!VmlRedactionReasons.privacy.contains(.placeholder))
        #expect(VmlEditMode.allCases.map(\.isEditing) == [false, true, true])
        #expect(
            VmlEnvironmentValues().description
                == "locale: en_US, timeZone: GMT, colorScheme: light, horizontalSizeClass: nil, verticalSizeClass: nil, "
                + "dynamicTypeSize: .large, layoutDirection: leftToRight")
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
