// swift-format-ignore-file
// Generated from Docs/Porting.md by DocExampleExtractor: do not edit (the code is the page's, as written).
// Regenerate: .ci/regenerate-doc-examples

import Foundation
import VML
import VMLParser
import VMLPreview
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

    /// Docs/Porting.md, example 3
    enum Example3 {
        struct Greeting: VmlView {
            let rowSpacing: CGFloat = 12

            var body: some VmlView {
                VmlHStack(spacing: rowSpacing) {
                    VmlImage(VmlImageResource(name: "Logo"))
                    VmlAnyView(VmlText("Hi").font(.body.monospaced()))
                }
                .padding(rowSpacing)
            }
        }

        @VmlBuilder static func body() throws -> some VmlView {
            Greeting()
        }
    }

    /// Docs/Porting.md, example 4
    enum Example4 {
        final class Library: Sendable {
            let books = ["Dune", "Emma", "Ulysses"]
        }

        struct BookCount: VmlView {
            @VmlEnvironment(Library.self) private var library
            @VmlEnvironment(\.dynamicTypeSize) private var dynamicTypeSize

            var body: some VmlView {
                VmlText("\(library.books.count) books")
                    .font(dynamicTypeSize.isAccessibilitySize ? .title : .body)
            }
        }

        static func run() throws -> String {
            var printed: [String] = []
            func print(_ items: Any...) { printed.append(items.map { "\($0)" }.joined(separator: " ")) }
            let library = Library()
            if let text = shownText(
            try BookCount().renderVML(.compact, in: VmlRenderContext(locale: Locale(identifier: "en_US")).environment(library))
            ) { printed.append(text) }
            if let text = shownText(
            try BookCount().environment(library).environment(\.dynamicTypeSize, .accessibility1).renderVML(.compact)
            ) { printed.append(text) }
            _ = library
            return printed.joined(separator: "\n")
        }
    }

    /// Docs/Porting.md, example 5
    enum Example5 {
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

    /// Docs/Porting.md, example 6
    enum Example6 {
        @MainActor final class InboxModel {
            func refresh() {}
        }

        @MainActor struct InboxHeader: VmlView {    // compiles as written with isolated conformances inferred
            let model: InboxModel                    // a @MainActor class
            var body: some VmlView {
                VmlButton("Refresh", action: model.refresh)
            }
        }

        @MainActor static func run() async throws -> String {
            var printed: [String] = []
            func print(_ items: Any...) { printed.append(items.map { "\($0)" }.joined(separator: " ")) }
            let model = InboxModel()
            _ = model
            // On the main actor:
            if let text = shownText(
            try InboxHeader(model: model).renderVML()
            // From any task: build the tree on the main actor, serialize off it.
            ) { printed.append(text) }
            let content = await MainActor.run { InboxHeader(model: model).vmlContent }
            let vml = try content.renderVML()
            _ = content
            _ = vml
            return printed.joined(separator: "\n")
        }
    }

    /// Docs/Porting.md, example 7
    enum Example7 {
        struct Card: VmlViewModifier {
            func body(content: Content) -> some VmlView {
                if vmlAvailable(iOS: 26) {
                    content.glassEffect()
                } else {
                    content.background(.ultraThinMaterial)
                }
            }
        }

        @VmlBuilder static func body() throws -> some VmlView {
        }
    }

    /// Docs/Porting.md, example 8
    enum Example8 {
        struct Badge: VmlViewModifier {
            func body(content: Content) -> some VmlView {
                if vmlAvailable(iOS: 17) {
                    content.background(.fill)
                } else {
                    content.background(.ultraThinMaterial)
                }
            }
        }

        struct Greeting: VmlView {
            var body: some VmlView {
                VmlText("Hello").modifier(Badge())
            }
        }

        static func run() throws -> String {
            var printed: [String] = []
            func print(_ items: Any...) { printed.append(items.map { "\($0)" }.joined(separator: " ")) }
            let english = VmlRenderContext(locale: Locale(identifier: "en_US"))



            if let text = shownText(
            try Greeting().renderVML(.compact, in: english.forClient(.iOS(16, 4)))
            ) { printed.append(text) }
            if let text = shownText(
            try Greeting().renderVML(.compact, in: english.forClient(.iOS(17, 4)))
            ) { printed.append(text) }
            _ = english
            return printed.joined(separator: "\n")
        }
    }

    /// Docs/Porting.md, example 9
    enum Example9 {
        struct Feed: VmlView {
            var body: some VmlView {
                VmlVStack {
                    VmlText("Today").scrollClipDisabled()
                    VmlContentUnavailableView("No Posts", systemImage: "tray")
                }
            }
        }

        static func run() throws -> String {
            var printed: [String] = []
            func print(_ items: Any...) { printed.append(items.map { "\($0)" }.joined(separator: " ")) }
            let english = VmlRenderContext(locale: Locale(identifier: "en_US"))


            if let text = shownText(
            try Feed().renderVML(.compact, in: english.forClient(.iOS(16), newerDeclarations: .drop))
            ) { printed.append(text) }
            do {
                _ = try Feed().renderVML(.compact, in: english.forClient(.iOS(16), newerDeclarations: .fail))
            } catch {
                print(error)
            }
            _ = english
            return printed.joined(separator: "\n")
        }
    }

    static let examples: [DocExample] = [
        DocExample(number: 1, run: { try Example1.body().renderVML() }),
        DocExample(number: 3, run: { try Example3.body().renderVML() }),
        DocExample(number: 4, run: { try Example4.run() }),
        DocExample(number: 5, run: { try Example5.run() }),
        DocExample(number: 6, run: { try await Example6.run() }),
        DocExample(number: 7, run: { try Example7.body().renderVML() }),
        DocExample(number: 8, run: { try Example8.run() }),
        DocExample(number: 9, run: { try Example9.run() }),
    ]
}
