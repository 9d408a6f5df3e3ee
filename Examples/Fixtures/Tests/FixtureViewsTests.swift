import FixtureViewModels
import FixtureViews
import Foundation
import Testing
import VML
import VMLTesting

/// The fixture views: a snapshot per fixture, and the committed fixture folder is what the
/// writer produces and reads back.
@Suite struct FixtureViewsTests {
    static let names = FixtureCatalog.all.map(\.name)

    /// The fixture's content by name (parameterized tests take the names, which are Sendable).
    static func content(_ name: String) throws -> VmlContent {
        try #require(FixtureCatalog.all.first { $0.name == name }?.content)
    }

    @Test(arguments: names)
    func snapshot(name: String) throws {
        assertVmlSnapshot(of: try Self.content(name), named: name)
    }

    @Test(arguments: names)
    func generatedFileIsCurrentAndRoundTrips(name: String) throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Generated")
        let path = folder.appendingPathComponent(name + ".vml").path
        let text = try #require(FileManager.default.contents(atPath: path), "run: swift run vml-fixtures Examples/Fixtures/Generated")
        #expect(String(decoding: text, as: UTF8.self) == (try Self.content(name).renderVML()))
        assertVmlRoundTrip(fileAt: path)
    }

    @Test func oneViewModelChangeIsOneDifference() {
        var changed = OrderSummaryViewModel.shipped
        changed.items.insert(
            LineItemViewModel(id: "mug", name: "Mug", quantity: 1, priceLabel: "$9.00", systemImage: "mug"), at: 1)
        let differences = VMLTreeDiff.differences(
            from: OrderSummaryView(viewModel: .shipped).vmlNodes, to: OrderSummaryView(viewModel: changed).vmlNodes)
        #expect(differences.map(\.description) == ["NavigationStack[0] > List[0] > Section[0] > HStack[1]: inserted <HStack>"])
    }
}
