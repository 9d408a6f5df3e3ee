import Foundation
import Testing
import VML

/// The SwiftUI catalog (`Sources/VMLCatalog/catalog.tsv`) against the public API: every row has a
/// status, every refusal a message, and a sample of rows marked `renders` in each group write VML.
@Suite struct CatalogTests {
    /// One catalog row, by its columns.
    struct Row: Sendable {
        let cells: [String: String]

        var key: String { "\(cells["owner"] ?? "").\(cells["signature"] ?? "")" }
        var status: String { cells["status"] ?? "" }
        var note: String { cells["note"] ?? "" }
    }

    static let rows: [Row] = {
        let url = URL(filePath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appending(path: "Sources/VMLCatalog/catalog.tsv")
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: true)
        guard let header = lines.first?.split(separator: "\t", omittingEmptySubsequences: false).map(String.init) else { return [] }
        return lines.dropFirst().map { line in
            let cells = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            let padded = cells + Array(repeating: "", count: max(0, header.count - cells.count))
            return Row(cells: Dictionary(uniqueKeysWithValues: zip(header, padded)))
        }
    }()

    /// A group of the catalog, as a table row that keeps where it was written.
    struct Group: Sendable, CustomTestStringConvertible {
        let name: String
        let sourceLocation: SourceLocation

        init(_ name: String, sourceLocation: SourceLocation = #_sourceLocation) {
            self.name = name
            self.sourceLocation = sourceLocation
        }

        var testDescription: String { name }
    }

    static let groups: [Group] = [Group("modifier"), Group("view"), Group("value"), Group("wrapper"), Group("environment")]

    @Test func catalogIsRead() {
        #expect(Self.rows.count > 2_000)
    }

    @Test(arguments: groups)
    func everyRowHasAStatus(group: Group) {
        let rows = Self.rows.filter { $0.cells["group"] == group.name }
        #expect(!rows.isEmpty, sourceLocation: group.sourceLocation)
        for row in rows {
            let valid = ["renders", "accepted", "refused", "missing", "n/a"].contains(row.status)
            #expect(valid, "\(row.key): \(row.status)", sourceLocation: group.sourceLocation)
        }
    }

    @Test(arguments: groups)
    func everyRefusalHasAMessage(group: Group) {
        for row in Self.rows where row.cells["group"] == group.name && row.status == "refused" {
            #expect(!row.note.isEmpty, "\(row.key) is refused with no message", sourceLocation: group.sourceLocation)
        }
    }

    /// A catalog row marked `renders` and a call of its VML declaration.
    struct Sample: Sendable, CustomTestStringConvertible {
        let group: String
        let key: String
        let sourceLocation: SourceLocation
        let render: @Sendable () throws -> String

        init(
            group: String, key: String, sourceLocation: SourceLocation = #_sourceLocation,
            render: @escaping @Sendable () throws -> String
        ) {
            self.group = group
            self.key = key
            self.sourceLocation = sourceLocation
            self.render = render
        }

        var testDescription: String { "\(group) \(key)" }
    }

    static let samples: [Sample] = [
        Sample(group: "modifier", key: "View.padding(_:_:)") { try VmlText("a").padding(.horizontal, 8).renderVML() },
        Sample(group: "modifier", key: "View.allowsTightening(_:)") { try VmlText("a").allowsTightening(true).renderVML() },
        Sample(group: "modifier", key: "View.safeAreaPadding(_:_:)") { try VmlText("a").safeAreaPadding(.top, 4).renderVML() },
        Sample(group: "modifier", key: "View.unredacted()") { try VmlText("a").unredacted().renderVML() },
        Sample(group: "modifier", key: "Text.bold()") { try VmlText("a").bold().renderVML() },
        Sample(group: "view", key: "VStack.init(alignment:spacing:content:)") {
            try VmlVStack(alignment: .leading, spacing: 4) { VmlText("a") }.renderVML()
        },
        Sample(group: "view", key: "Text.init(_:)") { try VmlText("a").renderVML() },
        Sample(group: "view", key: "Button.init(_:action:)") { try VmlButton("Save") {}.renderVML() },
        Sample(group: "value", key: "Font.largeTitle") { try VmlText("a").font(.largeTitle).renderVML() },
        Sample(group: "value", key: "Color.red") { try VmlText("a").foregroundColor(.red).renderVML() },
        Sample(group: "value", key: "Alignment.centerFirstTextBaseline") {
            try VmlAlignment.centerFirstTextBaseline.expression.canonicalText()
        },
        Sample(group: "value", key: "Animation.interpolatingSpring(duration:bounce:initialVelocity:)") {
            try VmlAnimation.interpolatingSpring(duration: 0.5).expression.canonicalText()
        },
    ]

    @Test(arguments: samples)
    func rendersSample(_ sample: Sample) throws {
        let rows = Self.rows.filter { $0.key == sample.key && $0.cells["group"] == sample.group }
        #expect(!rows.isEmpty, "\(sample.key) is not in the catalog", sourceLocation: sample.sourceLocation)
        for row in rows {
            #expect(row.status == "renders", "\(sample.key) is \(row.status)", sourceLocation: sample.sourceLocation)
        }
        let vml = try sample.render()
        #expect(!vml.isEmpty, sourceLocation: sample.sourceLocation)
    }

    @Test func generatedModifierWritesItsArguments() throws {
        #expect(try VmlText("a").allowsTightening(true).renderVML() == #"<Text style="allowsTightening(true)">a</Text>"# + "\n")
        let toggle = try VmlText("a").dialogSuppressionToggle("a", isSuppressed: .constant(true)).renderVML()
        #expect(toggle == #"<Text style="dialogSuppressionToggle(&quot;a&quot;, isSuppressed: true)">a</Text>"# + "\n")
        #expect(try VmlAlignment.centerFirstTextBaseline.expression.canonicalText() == ".centerFirstTextBaseline")
    }
}
