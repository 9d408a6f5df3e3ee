import Foundation
import Testing
import VMLPreview

/// Docs/Preview.md's coverage table is `VMLPreviewCoverage.table`, row for row: the page cannot
/// claim more (or less) than the preview draws. `VML_UPDATE_DOCS=1 swift test --filter
/// CoverageTableDocTests` rewrites the table between its markers.
@Suite("Docs/Preview.md coverage table")
struct CoverageTableDocTests {
    static let page = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Docs/Preview.md")
    static let begin = "<!-- coverage:begin -->\n"
    static let end = "<!-- coverage:end -->"

    /// The table as the page should show it.
    static var expectedTable: String {
        let counts = Dictionary(grouping: VMLPreviewCoverage.table, by: \.coverage).mapValues(\.count)
        var text = "\(VMLPreviewCoverage.table.count) names: "
        text += VMLPreviewCoverage.allCases.map { "\(counts[$0] ?? 0) \($0.rawValue)" }.joined(separator: ", ") + ".\n\n"
        text += "| Name | Kind | Preview |\n|---|---|---|\n"
        for row in VMLPreviewCoverage.table {
            text += "| `\(row.name)` | \(row.isElement ? "element" : "modifier") | \(row.coverage.rawValue) |\n"
        }
        return text
    }

    @Test("the page's table is the preview's coverage")
    func tableMatches() throws {
        var text = try String(contentsOf: Self.page, encoding: .utf8)
        let start = try #require(text.range(of: Self.begin), "Docs/Preview.md has no \(Self.begin)")
        let stop = try #require(text.range(of: Self.end, range: start.upperBound..<text.endIndex))
        let found = String(text[start.upperBound..<stop.lowerBound])
        if ProcessInfo.processInfo.environment["VML_UPDATE_DOCS"] == "1", found != Self.expectedTable {
            text.replaceSubrange(start.upperBound..<stop.lowerBound, with: Self.expectedTable)
            try text.write(to: Self.page, atomically: true, encoding: .utf8)
            return
        }
        #expect(
            found == Self.expectedTable,
            "Docs/Preview.md's coverage table is out of date: VML_UPDATE_DOCS=1 swift test --filter CoverageTableDocTests")
    }

    @Test("every element and modifier the DSL writes has a row")
    func everyNameListed() {
        let names = Set(VMLPreviewCoverage.table.map(\.name))
        for name in ["VStack", "Text", "List", "padding", "frame", "navigationTitle"] {
            #expect(names.contains(name), "\(name) has no row")
        }
        #expect(VMLPreviewCoverage.table.count > 300)
    }
}
