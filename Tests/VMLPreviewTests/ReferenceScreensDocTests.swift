import Foundation
import Testing

/// Docs/Preview.md shows reference screens as Swift, an image and the VML between them: the VML
/// shown after each image is the browser-tested fixture the image is the snapshot of, byte for
/// byte (DocExampleTests checks that the Swift renders that VML).
@Suite("Docs/Preview.md reference screens")
struct ReferenceScreensDocTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test("each screenshot's VML is its fixture")
    func screenshotsShowTheirFixtures() throws {
        let page = try String(contentsOf: Self.root.appendingPathComponent("Docs/Preview.md"), encoding: .utf8)
        let marker = "](../Tests/Browser/Snapshots/"
        var checked = 0
        var rest = page[...]
        while let image = rest.range(of: marker) {
            let name = rest[image.upperBound...].prefix { $0 != "." }
            let fixture = try String(
                contentsOf: Self.root.appendingPathComponent("Tests/Browser/Fixtures/\(name).vml"), encoding: .utf8)
            let open = try #require(rest.range(of: "```xml\n", range: image.upperBound..<rest.endIndex))
            let close = try #require(rest.range(of: "```", range: open.upperBound..<rest.endIndex))
            #expect(
                String(rest[open.upperBound..<close.lowerBound]) == fixture,
                "the VML after \(name).png is not Tests/Browser/Fixtures/\(name).vml")
            #expect(FileManager.default.fileExists(atPath: Self.root.appendingPathComponent("Tests/Browser/Snapshots/\(name).png").path))
            checked += 1
            rest = rest[close.upperBound...]
        }
        #expect(checked >= 2)
    }
}
