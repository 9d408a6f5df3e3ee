import Foundation
import Testing
import VML

@testable import vml

/// The golden fixtures of the repository (Tests/*/Fixtures/**/*.vml) and the Swift that
/// `vml swift` writes for each, in Generated/.
///
/// A `*.vml-lines` fixture holds one element a line (`typed-calls.vml-lines`): its tree is a
/// `<VStack>` of them, eight to an inner `<VStack>`. Many cases then cost one file, which the
/// parser's tests (which parse every prefix of every `.vml` fixture) do not read.
enum FixtureFiles {
    /// The repository's root folder.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    /// Where the generated Swift files are committed.
    static let generatedFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Generated")
    /// The environment variable that makes the tests rewrite Generated/ instead of comparing it.
    static let regenerateVariable = "VML_REGENERATE"

    /// A fixture with no tree to write, and why.
    struct Unexpressible: Sendable {
        var path: String
        var reason: String
        var sourceLocation: SourceLocation = #_sourceLocation
    }

    /// Fixtures that have no tree to write. Every other fixture has a generated function.
    static let unexpressible: [Unexpressible] = [
        Unexpressible(
            path: "Tests/VMLParserTests/Fixtures/errors/symbol-outside-style.vml",
            reason: "a parse-error fixture: the text is not VML (an unquoted attribute value), so there is no tree to write"),
        Unexpressible(
            path: "Tests/Browser/Fixtures/Errors/unclosed-tag.vml",
            reason: "the browser tests' Red Box fixture: a tag left open, so there is no tree to write"),
        Unexpressible(
            path: "Tests/Browser/Fixtures/Errors/unquoted-attribute.vml",
            reason: "the browser tests' Red Box fixture: an unquoted attribute value, so there is no tree to write"),
    ]

    /// Every fixture's path from the root, sorted: `Tests/VMLParserTests/Fixtures/spec/01-modifiers-order.vml`.
    static func fixturePaths() -> [String] {
        let tests = root.appendingPathComponent("Tests")
        guard let targets = try? FileManager.default.contentsOfDirectory(atPath: tests.path) else { return [] }
        var paths: [String] = []
        for target in targets.sorted() {
            let folder = "Tests/\(target)/Fixtures"
            guard let enumerator = FileManager.default.enumerator(atPath: root.appendingPathComponent(folder).path) else { continue }
            while let relative = enumerator.nextObject() as? String {
                if relative.hasSuffix(".vml") || relative.hasSuffix(linesExtension) { paths.append("\(folder)/\(relative)") }
            }
        }
        return paths.sorted()
    }

    /// Each fixture whose bytes are those of an earlier one (in path order), with that one: its
    /// Swift would be the same, so only the first has a generated function. (An already canonical
    /// snippet's `.canonical.vml` is byte for byte its input.)
    static func twins() -> [String: String] {
        var first: [Data: String] = [:]
        var twins: [String: String] = [:]
        for path in fixturePaths() {
            guard let bytes = try? Data(contentsOf: root.appendingPathComponent(path)) else { continue }
            if let original = first[bytes] {
                twins[path] = original
            } else {
                first[bytes] = path
            }
        }
        return twins
    }

    /// The fixtures that have a generated function: all but ``unexpressible`` and ``twins()``.
    static func expressiblePaths() -> [String] {
        let twins = twins()
        return fixturePaths().filter { path in twins[path] == nil && !unexpressible.contains { $0.path == path } }
    }

    /// The generated function's name for a fixture: `fixture_VMLParserTests_spec_01_modifiers_order`.
    static func functionName(for path: String) -> String {
        let relative = path.hasPrefix("Tests/") ? String(path.dropFirst(6)) : path
        let trimmed = relative.replacingOccurrences(of: "/Fixtures/", with: "/")
        let withoutExtension =
            trimmed.hasSuffix(".vml")
            ? String(trimmed.dropLast(4)) : trimmed.hasSuffix(linesExtension) ? String(trimmed.dropLast(linesExtension.count)) : trimmed
        return "fixture_" + SwiftLiteral.identifier(withoutExtension)
    }

    /// The generated file's name: the function's name with a capital F.
    static func fileName(for path: String) -> String {
        "F" + functionName(for: path).dropFirst() + ".swift"
    }

    /// The extension of a fixture written one element a line.
    static let linesExtension = ".vml-lines"

    /// The fixture's VML: the file, or for a `*.vml-lines` file its lines in stacks.
    static func vml(at path: String) throws -> [UInt8] {
        let bytes = [UInt8](try Data(contentsOf: root.appendingPathComponent(path)))
        guard path.hasSuffix(linesExtension) else { return bytes }
        let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n").filter { !$0.hasPrefix("<!--") }
        var text = "<VStack>\n"
        for start in stride(from: 0, to: lines.count, by: 8) {
            text += "  <VStack>\n" + lines[start..<min(start + 8, lines.count)].map { "    \($0)\n" }.joined() + "  </VStack>\n"
        }
        return Array((text + "</VStack>\n").utf8)
    }

    /// What `vml swift --name NAME PATH` prints for the fixture, run from the root.
    static func generatedSwift(for path: String) throws -> Result<String, FailureReport> {
        SwiftCommand.swift(for: try vml(at: path), file: path, functionName: functionName(for: path))
    }

    /// The index of generated functions, Generated/GeneratedFixtures.swift.
    static func index(for paths: [String]) -> String {
        var text = """
            // Generated by the VMLSwiftExportTests (VML_REGENERATE=1): every fixture's generated function.
            // swift-format-ignore-file

            import VML

            /// Each fixture's path from the repository's root and the function `vml swift` wrote for it.
            let generatedFixtures: [String: @Sendable () -> VmlContent] = [

            """
        for path in paths {
            text += "    \(SwiftLiteral.string(path)): \(functionName(for: path)),\n"
        }
        return text + "]\n"
    }

    /// Whether this run rewrites Generated/.
    static var regenerating: Bool {
        ProcessInfo.processInfo.environment[regenerateVariable] == "1"
    }
}
