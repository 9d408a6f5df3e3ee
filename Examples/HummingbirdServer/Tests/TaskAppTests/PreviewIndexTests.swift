import Hummingbird
import HummingbirdTesting
import TaskApp
import Testing
import VML

/// `/_previews` lists every screen in each view-model state, light and dark side by side, and
/// each state's route serves its screen: the preview page for a browser, VML for a VML client.
@Suite struct PreviewIndexTests {
    /// The states the issue names are there: the list empty, with tasks and with done tasks, the
    /// detail screen, the not-found screen; and no two states render the same screen.
    @Test func statesCoverEachScreen() throws {
        let names = ScreenPreviews.all.map(\.name)
        for name in ["task-list-sample-tasks", "task-list-empty", "task-list-all-done", "task-detail-open", "error-not-found"] {
            #expect(names.contains(name), "\(name)")
        }
        #expect(Set(names).count == names.count)
        let screens = try ScreenPreviews.all.map { try $0.content.renderVML(.compact) }
        #expect(Set(screens).count == screens.count)
    }

    @Test func indexListsEveryStateLightAndDark() async throws {
        let response = try await withTestServer { client in
            try await client.execute(uri: "/_previews", method: .get)
        }
        #expect(response.status == .ok)
        #expect(response.headers[.contentType] == "text/html; charset=utf-8")
        let html = response.text
        for state in ScreenPreviews.all {
            #expect(html.contains(#"data-preview="\#(state.name)""#), "\(state.name)")
            for scheme in ["light", "dark"] {
                #expect(html.contains(#"<iframe src="/_previews/\#(state.name)?scheme=\#(scheme)""#), "\(state.name) \(scheme)")
            }
        }
        #expect(html.components(separatedBy: "<iframe ").count - 1 == 2 * ScreenPreviews.all.count)
    }

    @Test(arguments: ScreenPreviews.all.map(\.name))
    func eachStateServesItsPreviewAndItsVML(_ name: String) async throws {
        let (light, dark, vml) = try await withTestServer { client in
            (
                try await client.execute(uri: "/_previews/\(name)?scheme=light", method: .get, headers: [.accept: browserAccept]),
                try await client.execute(uri: "/_previews/\(name)?scheme=dark", method: .get, headers: [.accept: browserAccept]),
                try await client.execute(uri: "/_previews/\(name)", method: .get)
            )
        }
        let state = try #require(ScreenPreviews.all.first { $0.name == name })
        #expect(light.status == .ok)
        #expect(light.headers[.contentType] == "text/html; charset=utf-8")
        #expect(light.text.contains(#"<div class="scr light"#))
        #expect(dark.text.contains(#"<div class="scr dark"#))
        #expect(light.text.contains("data-vml-path="))
        #expect(light.text.contains(PreviewIndexPageText.escaped("\(state.screen) — \(state.state)")))
        #expect(!light.text.contains(#"id="vml-redbox""#))
        #expect(vml.headers[.contentType] == "application/swiftui+vml")
        #expect(vml.text == (try state.content.renderVML(.compact)))
    }

    @Test func unknownStateIsA404Screen() async throws {
        let response = try await withTestServer { client in
            try await client.execute(uri: "/_previews/nothing", method: .get)
        }
        #expect(response.status == .notFound)
        #expect(try response.document().textElements(holding: "There is no preview nothing.").count == 1)
    }
}

/// The page title as HTML writes it.
enum PreviewIndexPageText {
    static func escaped(_ text: String) -> String {
        text.replacing("&", with: "&amp;").replacing("<", with: "&lt;").replacing(">", with: "&gt;")
    }
}
