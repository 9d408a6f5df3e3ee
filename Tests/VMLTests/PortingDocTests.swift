import Testing
import VML

/// The examples of Docs/Porting.md: each is compiled here, and the guide must hold its Swift and
/// its VML word for word, so the guide cannot drift from the code.
@Suite struct PortingDocTests {
    static let guide: String = {
        let url = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Docs/Porting.md")
        return (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    }()

    /// Checks that the guide holds `block` as a fenced code block in `language`.
    static func expectInGuide(_ language: String, _ block: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(guide.contains("```\(language)\n\(block)```\n"), sourceLocation: sourceLocation)
    }

    struct WiFiSettings: VmlView {
        @VmlState private var isOn = true
        @VmlState private var network = "Home"
        @VmlState private var showingJoin = false

        var body: some VmlView {
            VmlForm {
                VmlToggle("Wi-Fi", isOn: $isOn)
                VmlButton("Forget \(network)", role: .destructive) { network = "" }
            }
            .sheet(isPresented: $showingJoin) {
                VmlText("Join Network")
            }
        }
    }

    @Test func theRule() throws {
        Self.expectInGuide(
            "swift",
            #"""
            import VML

            struct WiFiSettings: VmlView {
                @VmlState private var isOn = true
                @VmlState private var network = "Home"
                @VmlState private var showingJoin = false

                var body: some VmlView {
                    VmlForm {
                        VmlToggle("Wi-Fi", isOn: $isOn)
                        VmlButton("Forget \(network)", role: .destructive) { network = "" }
                    }
                    .sheet(isPresented: $showingJoin) {
                        VmlText("Join Network")
                    }
                }
            }

            """#)
        let vml = try WiFiSettings().renderVML()
        #expect(
            vml == """
                <Form style="sheet(isPresented: false, content: :sheet)">
                  <Toggle isOn="true">
                    <Text>Wi-Fi</Text>
                  </Toggle>
                  <Button role="destructive">
                    <Text>Forget Home</Text>
                  </Button>
                  <Text template="sheet">Join Network</Text>
                </Form>

                """)
        Self.expectInGuide("xml", vml)
    }

    static let french = VmlRenderContext(
        locale: Locale(identifier: "fr_FR"),
        timeZone: TimeZone(identifier: "Europe/Paris") ?? .gmt,
        strings: VmlStringTable(["Hello, %@!": "Bonjour, %@ !", "Continue": "Continuer"]))

    struct Welcome: VmlView {
        let name: String
        var body: some VmlView {
            VmlVStack {
                VmlText("Hello, \(name)!")
                VmlText(1234.5, format: .number)
                VmlButton("Continue") {}
            }
        }
    }

    @Test func localization() throws {
        Self.expectInGuide(
            "swift",
            #"""
            let french = VmlRenderContext(
                locale: Locale(identifier: "fr_FR"),
                timeZone: TimeZone(identifier: "Europe/Paris") ?? .gmt,
                strings: VmlStringTable(["Hello, %@!": "Bonjour, %@ !", "Continue": "Continuer"]))

            struct Welcome: VmlView {
                let name: String
                var body: some VmlView {
                    VmlVStack {
                        VmlText("Hello, \(name)!")
                        VmlText(1234.5, format: .number)
                        VmlButton("Continue") {}
                    }
                }
            }

            try Welcome(name: "Ada").renderVML(in: french)

            """#)
        let vml = try Welcome(name: "Ada").renderVML(in: Self.french)
        #expect(
            vml == """
                <VStack>
                  <Text>Bonjour, Ada !</Text>
                  <Text>1\u{202F}234,5</Text>
                  <Button>
                    <Text>Continuer</Text>
                  </Button>
                </VStack>

                """)
        Self.expectInGuide("xml", vml)
    }
}
