import Foundation
import Testing

@testable import vml

/// Facts the README, Docs/Architecture.md and Package.swift state in prose, against the code they
/// describe: the subcommand lists name exactly the subcommands `vml` has, and the README names
/// every library product the manifest declares, with their count in words. (Each code's section
/// in Docs/Diagnostics.md is checked by `DiagnosticsDocTests`.)
@Suite struct StatedFactsTests {
    /// A file of the repository, by its path from the root.
    static func text(_ path: String) throws -> String {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// The words in backticks on the first line of `text` that contains `marker`, each cut at its
    /// first space (`` `vml fmt` `` is `vml`); nil when no line has the marker.
    static func backticked(onTheLineWith marker: String, in text: String) -> [String]? {
        guard let line = text.split(separator: "\n").first(where: { $0.contains(marker) }) else { return nil }
        let pieces = line.split(separator: "`", omittingEmptySubsequences: false)
        return stride(from: 1, to: pieces.count, by: 2).map { String(pieces[$0]) }
    }

    struct SubcommandList: Sendable, CustomTestStringConvertible {
        var file: String
        var marker: String
        var sourceLocation: SourceLocation
        init(_ file: String, _ marker: String, sourceLocation: SourceLocation = #_sourceLocation) {
            (self.file, self.marker, self.sourceLocation) = (file, marker, sourceLocation)
        }
        var testDescription: String { "\(file): \(marker)" }
    }

    /// The lines that list the subcommands, by a phrase each holds.
    static let subcommandLists: [SubcommandList] = [
        SubcommandList("README.md", "[The `vml` command](Docs/Command.md):"),
        SubcommandList("Docs/Architecture.md", "| `Sources/vml/Subcommands` |"),
        SubcommandList("Package.swift", "// The `vml` command line tool:"),
    ]

    @Test(arguments: subcommandLists)
    func subcommandListsNameEverySubcommand(_ list: SubcommandList) throws {
        let words = try #require(
            Self.backticked(onTheLineWith: list.marker, in: Self.text(list.file)), "no line holds \(list.marker)",
            sourceLocation: list.sourceLocation)
        let named = Set(words.map { $0.hasPrefix("vml ") ? String($0.dropFirst(4)) : $0 }.filter { !$0.contains("/") && $0 != "vml" })
        #expect(named == Set(VMLCommand.subcommands.map(\.name)), sourceLocation: list.sourceLocation)
    }

    @Test func theReadmeNamesEveryLibraryProduct() throws {
        let manifest = try Self.text("Package.swift")
        let libraries = manifest.components(separatedBy: ".library(name: \"").dropFirst().map { $0.prefix { $0 != "\"" } }
        #expect(libraries.count >= 4)
        let readme = try Self.text("README.md")
        let counts = ["one", "two", "three", "four", "five", "six", "seven", "eight"]
        let count = libraries.count <= counts.count ? counts[libraries.count - 1] : String(libraries.count)
        #expect(readme.contains("\(count) library products"), "the README does not say \(count) library products")
        for library in libraries {
            #expect(readme.contains("`\(library)`"), "the README does not name the product \(library)")
        }
    }
}
