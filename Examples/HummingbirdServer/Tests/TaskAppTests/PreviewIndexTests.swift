import Foundation
import Hummingbird
import HummingbirdTesting
import TaskApp
import Testing
import VML
import VMLPreview

/// `/_previews/` is the gallery `VMLPreviews.routes()` answers, mounted in the app's router:
/// every screen in each view-model state, light and dark side by side; each state's own route
/// serves its screen, the preview page for a browser, VML for a VML client.
@Suite struct PreviewIndexTests {
    /// The gallery's pages, as `VMLPreviews.files()` draws them.
    let files = try? ScreenPreviews.all.files()

    /// The states the issue names are there: the list empty, with tasks and with done tasks, the
    /// detail screen, the not-found screen; and no two states render the same screen.
    @Test func statesCoverEachScreen() throws {
        let slugs = ScreenPreviews.all.slugs
        for slug in ["task-list-sample-tasks", "task-list-empty", "task-list-all-done", "task-detail-open", "error-not-found"] {
            #expect(slugs.contains(slug), "\(slug)")
        }
        let screens = try ScreenPreviews.all.previews.map { try $0.source.get() }
        #expect(screens.count == 11)
        #expect(Set(screens).count == screens.count)
    }

    @Test func withoutTheSlashRedirectsToTheIndex() async throws {
        let response = try await withTestServer { client in
            try await client.execute(uri: "/_previews", method: .get, headers: [.accept: browserAccept])
        }
        #expect(response.status == .movedPermanently)
        #expect(response.headers[.location] == "/_previews/")
    }

    @Test func indexListsEveryStateLightAndDark() async throws {
        let (index, named) = try await withTestServer { client in
            (
                try await client.execute(uri: "/_previews/", method: .get, headers: [.accept: browserAccept]),
                try await client.execute(uri: "/_previews/index.html", method: .get)
            )
        }
        #expect(index.status == .ok)
        #expect(index.headers[.contentType] == "text/html; charset=utf-8")
        #expect(index.headers[.cacheControl] == "no-store")
        #expect(index.text == named.text)
        #expect(index.text == (try #require(files?["index.html"])))
        let html = index.text
        for (preview, slug) in zip(ScreenPreviews.all.previews, ScreenPreviews.all.slugs) {
            #expect(html.contains("<h2>" + escaped(preview.title)), "\(slug)")
            for scheme in ["light", "dark"] {
                #expect(html.contains(#"<iframe src="\#(slug)-\#(scheme).html""#), "\(slug) \(scheme)")
            }
        }
        #expect(html.components(separatedBy: "<iframe ").count - 1 == 2 * ScreenPreviews.all.previews.count)
    }

    @Test(arguments: ScreenPreviews.all.slugs)
    func eachStateServesItsPagesAndItsVML(_ slug: String) async throws {
        let (light, dark, browser, darkBrowser, vml) = try await withTestServer { client in
            (
                try await client.execute(uri: "/_previews/\(slug)-light.html", method: .get, headers: [.accept: browserAccept]),
                try await client.execute(uri: "/_previews/\(slug)-dark.html", method: .get),
                try await client.execute(uri: "/_previews/\(slug)", method: .get, headers: [.accept: browserAccept]),
                try await client.execute(uri: "/_previews/\(slug)?preview&scheme=dark", method: .get),
                try await client.execute(uri: "/_previews/\(slug)", method: .get)
            )
        }
        let preview = try #require(zip(ScreenPreviews.all.slugs, ScreenPreviews.all.previews).first { $0.0 == slug }?.1)
        #expect(light.status == .ok)
        #expect(light.headers[.contentType] == "text/html; charset=utf-8")
        #expect(light.text == (try #require(files?["\(slug)-light.html"])))
        #expect(dark.text == (try #require(files?["\(slug)-dark.html"])))
        #expect(light.text.contains(#"<div class="screen light"#))
        #expect(dark.text.contains(#"<div class="screen dark"#))
        #expect(light.text.contains("data-vml-path="))
        #expect(light.text.contains("<title>" + escaped(preview.title) + "</title>"))
        #expect(!light.text.contains(#"id="vml-redbox""#))

        #expect(browser.status == .ok)
        #expect(browser.headers[.vary] == "Accept")
        #expect(browser.text.contains(#"<div class="screen light"#))
        #expect(browser.text.contains("<title>" + escaped(preview.title) + "</title>"))
        #expect(darkBrowser.text.contains(#"<div class="screen dark"#))
        #expect(vml.status == .ok)
        #expect(vml.headers[.contentType] == "application/swiftui+vml")
        #expect(vml.headers[.vary] == "Accept")
        #expect(vml.bytes == (try preview.source.get()))
        #expect(try !vml.document().nodes.isEmpty)
    }

    @Test func headAnswersTheLengthWithoutTheBody() async throws {
        let response = try await withTestServer { client in
            try await client.execute(uri: "/_previews/task-list-empty-dark.html", method: .head)
        }
        let page = try #require(files?["task-list-empty-dark.html"])
        #expect(response.status == .ok)
        #expect(response.headers[.contentLength] == String(page.utf8.count))
        #expect(response.bytes.isEmpty)
    }

    @Test(arguments: ["nothing", "nothing-light.html", "task-list-empty/extra"])
    func unknownPreviewIsA404Screen(_ name: String) async throws {
        let (vml, page) = try await withTestServer { client in
            (
                try await client.execute(uri: "/_previews/\(name)", method: .get),
                try await client.execute(uri: "/_previews/\(name)", method: .get, headers: [.accept: browserAccept])
            )
        }
        #expect(vml.status == .notFound)
        #expect(try vml.document().textElements(holding: "There is no preview \(name).").count == 1)
        #expect(page.status == .notFound)
        #expect(page.text.contains(#"<div class="screen light"#))
    }

    @Test func aBadSchemeIsA400Screen() async throws {
        let response = try await withTestServer { client in
            try await client.execute(uri: "/_previews/task-list-empty?preview&scheme=sepia", method: .get)
        }
        #expect(response.status == .badRequest)
        #expect(response.headers[.contentType] == "text/html; charset=utf-8")
    }

    /// `write(to:)` writes the gallery the server serves: the index first, each state's light and
    /// dark page, every page the index links there on disk.
    @Test func writesTheGalleryToAFolder() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("task-previews-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let written = try ScreenPreviews.all.write(to: folder)
        #expect(written.first == folder + "/index.html")
        #expect(written.count == 1 + 2 * ScreenPreviews.all.previews.count)
        let onDisk = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        #expect(onDisk == (try #require(files)).keys.sorted())
        let index = try String(contentsOfFile: folder + "/index.html", encoding: .utf8)
        for link in index.components(separatedBy: #"<iframe src=""#).dropFirst().map({ $0.prefix { $0 != "\"" } }) {
            let page = try String(contentsOfFile: folder + "/" + link, encoding: .utf8)
            #expect(page == files?[String(link)], "\(link)")
        }
    }

    /// `text` as HTML writes it.
    private func escaped(_ text: String) -> String {
        text.replacing("&", with: "&amp;").replacing("<", with: "&lt;").replacing(">", with: "&gt;")
    }
}
