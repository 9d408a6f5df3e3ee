// swift-format-ignore-file
// Generated from Docs/Porting.md by DocExampleExtractor: do not edit (the code is the page's, as written).
// Regenerate: .ci/regenerate-doc-examples

import Foundation
import VML
import VMLParser
import VMLTesting
import VMLValidation

enum PortingDocExamples {
    /// Docs/Porting.md, example 1
    enum Example1 {
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

        @VmlBuilder static func body() throws -> some VmlView {
            WiFiSettings()
        }
    }

    /// Docs/Porting.md, example 2
    enum Example2 {
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

        static func run() throws -> String {
            var printed: [String] = []
            func print(_ items: Any...) { printed.append(items.map { "\($0)" }.joined(separator: " ")) }
            let french = VmlRenderContext(
                locale: Locale(identifier: "fr_FR"),
                timeZone: TimeZone(identifier: "Europe/Paris") ?? .gmt,
                strings: VmlStringTable(["Hello, %@!": "Bonjour, %@ !", "Continue": "Continuer"]))


            if let text = shownText(
            try Welcome(name: "Ada").renderVML(in: french)
            ) { printed.append(text) }
            _ = french
            return printed.joined(separator: "\n")
        }
    }

    static let examples: [DocExample] = [
        DocExample(number: 1, run: { try Example1.body().renderVML() }),
        DocExample(number: 2, run: { try Example2.run() }),
    ]
}
