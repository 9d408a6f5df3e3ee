import Foundation
import Testing

@testable import vml

/// Each subcommand declares each of its options once, as a `Flag` or an `Option`, and reads it
/// through that declaration: a command reads no option it does not declare and declares none it
/// never reads, and its help and its section of Docs/Command.md show every one.
@Suite struct OptionDeclarationTests {
    /// Command lines that take each subcommand's `init(parsing:)` through every branch that reads
    /// an option (without a usage error). A new subcommand needs its lines here.
    static let commandLines: [String: [[String]]] = [
        "fmt": [[]],
        "check": [[]],
        "json": [[]],
        "diff": [["a.vml", "b.vml"]],
        "swift": [["a.vml"]],
        "schema": [[]],
        "preview": [["a.vml"], ["--serve", "a.vml"]],
        "lsp": [[]],
    ]

    static let names = VMLCommand.subcommands.map(\.name)

    @Test(arguments: names)
    func aCommandReadsExactlyTheOptionsItDeclares(_ name: String) throws {
        let command = try #require(VMLCommand.subcommands.first { $0.name == name })
        let lines = try #require(Self.commandLines[name], "no command lines for vml \(name) in OptionDeclarationTests.commandLines")
        var read: Set<String> = []
        for line in lines {
            let arguments = try CommandLineArguments(line, declared: command.options)
            _ = try command.type.init(parsing: arguments)
            read.formUnion(arguments.namesRead)
        }
        let declared = Set(command.options.map(\.name))
        #expect(read.subtracting(declared) == [], "read but not in the command's options")
        #expect(declared.subtracting(read) == [], "declared but never read")
    }

    @Test(arguments: names)
    func helpShowsEveryDeclaredOptionOnce(_ name: String) throws {
        let command = try #require(VMLCommand.subcommands.first { $0.name == name })
        let help = CommandHelp.usage(command)
        let optionLines = help.split(separator: "\n").drop { $0 != "OPTIONS:" }.filter { $0.hasPrefix("  -") }
        var expected = command.options.map { option in
            (option.shortName.map { "-\($0), " } ?? "") + "--" + option.name + (option.valueName.map { " " + $0 } ?? "")
        }
        expected.append("-h, --help")
        #expect(optionLines.map { $0.dropFirst(2).components(separatedBy: "  ")[0] } == expected)
        #expect(help.hasPrefix("USAGE: \(command.synopsis)\n"))
        for option in command.options {
            let word = "[--" + option.name + (option.valueName.map { " " + $0 } ?? "") + "]"
            #expect(command.synopsis.contains(word), "the usage line has no \(word)")
        }
    }

    /// Options a section of Docs/Command.md names in its option table (`| `--strict` |`, or
    /// `| `-o`, `--output PATH` |`) are the command's own; every option it declares is named in
    /// the section; and its usage line is the one help prints (`vml preview` writes its two forms
    /// out instead).
    @Test(arguments: names)
    func theGuideDocumentsEveryDeclaredOption(_ name: String) throws {
        let command = try #require(VMLCommand.subcommands.first { $0.name == name })
        let section = try #require(Self.guideSection(name), "Docs/Command.md has no section ## `vml \(name)`")
        let declared = Set(command.options.map(\.name))
        for option in declared {
            let named = section.contains("--\(option)")
            #expect(named, "Docs/Command.md does not name --\(option) under vml \(name)")
        }
        for line in section.split(separator: "\n") where line.hasPrefix("| `-") {
            let head = line.dropFirst(2).prefix { $0 != "|" }
            let long = head.components(separatedBy: "`").first { $0.hasPrefix("--") }
            let option = long.map { String($0.dropFirst(2).prefix { $0 != " " }) }
            #expect(option.map(declared.contains) == true, "Docs/Command.md's table row \(line) is not an option of vml \(name)")
        }
        if name != "preview" {
            let shown = section.contains("\n```\n\(command.synopsis)\n```\n")
            #expect(shown, "Docs/Command.md does not show vml \(name)'s usage line: \(command.synopsis)")
        }
    }

    /// The text of `## `vml NAME`` in Docs/Command.md, up to the next `## ` heading.
    static func guideSection(_ name: String) -> String? {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Docs/Command.md")
        guard let text = try? String(contentsOf: url, encoding: .utf8),
            let start = text.range(of: "\n## `vml \(name)`\n")
        else { return nil }
        let rest = text[start.upperBound...]
        return String(rest[..<(rest.range(of: "\n## ")?.lowerBound ?? rest.endIndex)])
    }
}
