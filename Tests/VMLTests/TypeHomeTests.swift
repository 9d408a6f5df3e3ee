import Foundation
import Testing

/// One home per type (Docs/Architecture.md, "Where a type lives"): every top-level declaration and
/// extension of a `Vml…` type in `Sources/VML` is in a file named after the type (`VmlColor.swift`,
/// `VmlColor+Refused.swift`, `VmlColor+Generated.swift`), and a type's files share one folder, so
/// everything about a type is found from its name.
@Suite struct TypeHomeTests {
    /// A top-level declaration that names a `Vml…` type.
    struct Declaration: Equatable, Sendable, CustomStringConvertible {
        /// `struct`, `enum`, `class`, `protocol`, `actor`, `typealias`, `extension`, or `func` (a
        /// function named like a type, such as `VmlPlainButtonStyle()`).
        let keyword: String
        /// The type: `VmlFont` for `extension VmlFont.TextStyle`, a function's result type.
        let type: String
        /// The type a `typealias` names (`VmlShapeStyle` for `typealias VmlMaterial = VmlShapeStyle`).
        let aliased: String?
        let line: Int

        var description: String { "\(keyword) \(type)" }
    }

    /// Types declared anywhere: `VmlView`'s extensions are the DSL's modifiers (one a file in
    /// `Modifiers/<Group>`) and what each part of the DSL adds to every view; `VmlContent` is what
    /// every view builds.
    static let everywhere: Set<String> = ["VmlView", "VmlContent"]

    static let sources = URL(filePath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appending(path: "Sources/VML")

    /// Every Swift file of the VML module, by its path relative to `Sources/VML`, with its text.
    static let files: [(path: String, text: String)] = {
        guard let walk = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil) else { return [] }
        var found: [(path: String, text: String)] = []
        let base = sources.standardizedFileURL.path(percentEncoded: false)
        for case let url as URL in walk where url.pathExtension == "swift" {
            guard let text = try? String(contentsOf: url, encoding: .utf8) else { continue }
            let path = url.standardizedFileURL.path(percentEncoded: false)
            found.append((String(path.dropFirst(base.count).drop { $0 == "/" }), text))
        }
        return found.sorted { $0.path < $1.path }
    }()

    /// The type a file is named after: `VmlColor` for `VmlColor+Refused.swift`.
    static func namedType(of path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return String(name.dropLast(".swift".count).prefix { $0 != "+" })
    }

    static func folder(of path: String) -> String {
        path.split(separator: "/").dropLast().joined(separator: "/")
    }

    @Test func everyVmlDeclarationIsInAFileNamedAfterItsType() {
        var checked = 0
        for file in Self.files {
            let declarations = Self.declarations(in: file.text)
            let named = Self.namedType(of: file.path)
            for declaration in declarations where !Self.everywhere.contains(declaration.type) {
                checked += 1
                if declaration.type == named { continue }
                // The file of an alias (`VmlMaterial.swift`: `typealias VmlMaterial = VmlShapeStyle`)
                // holds the members SwiftUI declares on the aliased name.
                let alias = declarations.contains { $0.keyword == "typealias" && $0.type == named && $0.aliased == declaration.type }
                if declaration.keyword == "extension" && alias { continue }
                Issue.record(
                    """
                    Sources/VML/\(file.path):\(declaration.line): `\(declaration)` is not in a file named after \
                    \(declaration.type): move it to \(declaration.type).swift or \(declaration.type)+<Topic>.swift, \
                    beside \(declaration.type)'s other files
                    """
                )
            }
        }
        // The scan reads the module: a wrong path would find nothing and pass.
        #expect(checked > 500, "only \(checked) Vml declarations found under \(Self.sources.path())")
    }

    @Test func aTypesFilesShareOneFolder() {
        var folders: [String: Set<String>] = [:]
        for file in Self.files {
            let type = Self.namedType(of: file.path)
            guard type.hasPrefix("Vml"), !Self.everywhere.contains(type) else { continue }
            folders[type, default: []].insert(Self.folder(of: file.path))
        }
        for (type, found) in folders.sorted(by: { $0.key < $1.key }) where found.count > 1 {
            let list = found.sorted().joined(separator: ", ")
            Issue.record("\(type)'s files are in \(found.count) folders of Sources/VML (\(list)): put them in one")
        }
        #expect(folders["VmlColor"]?.count == 1)
    }

    /// Files named `+Generated.swift` are the ones generate.py writes, and say so: the scripts
    /// ignore their declarations, so a hand-written one would be lost.
    @Test func generatedFilesAreTheOnesMarkedGenerated() {
        let header = "// Generated by Sources/VMLCatalog/Scripts/generate.py"
        var generated = 0
        for file in Self.files {
            let named = file.path.hasSuffix("+Generated.swift")
            let marked = file.text.hasPrefix(header)
            if named { generated += 1 }
            if named && !marked {
                Issue.record("Sources/VML/\(file.path) is named +Generated.swift, but generate.py did not write it (no header)")
            } else if marked && !named {
                Issue.record("Sources/VML/\(file.path) has generate.py's header but not its name (+Generated.swift)")
            }
        }
        #expect(generated > 0)
    }

    @Test func theScanFindsTopLevelDeclarationsOnly() {
        let source = """
            import Foundation

            /// `extension VmlNotThis` in a comment.
            @available(*, unavailable, message: "write { a } instead")
            public struct VmlThing: VmlValue, Sendable {
                struct VmlNested {}
                let text = "} extension VmlNotThis {"
            }

            extension VmlFont.TextStyle {
                static var x: Int { 1 }
            }

            #if !canImport(UIKit)
                public protocol VmlPlatform {}
            #endif

            public typealias VmlMaterial = VmlShapeStyle
            public func VmlPlainButtonStyle() -> VmlButtonStyle { .plain }
            let message = \"\"\"
                }
                extension VmlNotThis {
                \"\"\"
            @resultBuilder
            public enum VmlBuilder<Value> {}
            """
        #expect(
            Self.declarations(in: source) == [
                Declaration(keyword: "struct", type: "VmlThing", aliased: nil, line: 5),
                Declaration(keyword: "extension", type: "VmlFont", aliased: nil, line: 10),
                Declaration(keyword: "protocol", type: "VmlPlatform", aliased: nil, line: 15),
                Declaration(keyword: "typealias", type: "VmlMaterial", aliased: "VmlShapeStyle", line: 18),
                Declaration(keyword: "func", type: "VmlButtonStyle", aliased: nil, line: 19),
                Declaration(keyword: "enum", type: "VmlBuilder", aliased: nil, line: 25),
            ]
        )
        #expect(Self.namedType(of: "Values/Drawing/VmlColor+Refused.swift") == "VmlColor")
        #expect(Self.namedType(of: "Elements/VmlText.swift") == "VmlText")
    }

    // MARK: - Reading the declarations

    static let declarationKeywords: Set<Substring> = ["struct", "enum", "class", "protocol", "actor", "typealias", "extension", "func"]
    static let modifiers: Set<Substring> = ["public", "package", "internal", "fileprivate", "private", "final", "indirect", "nonisolated"]

    /// The `Vml…` declarations at the top level of formatted Swift source (in `#if` blocks too),
    /// outside comments and string literals.
    static func declarations(in source: String) -> [Declaration] {
        var found: [Declaration] = []
        var depth = 0
        var inString = false
        var inMultilineString = false
        for (index, line) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if depth == 0, !inMultilineString, let declaration = declaration(in: line.drop { $0 == " " }, line: index + 1) {
                found.append(declaration)
            }
            let characters = Array(line)
            var i = 0
            inString = false
            while i < characters.count {
                let character = characters[i]
                let tripleQuote = characters[i...].starts(with: "\"\"\"")
                if inMultilineString {
                    if tripleQuote {
                        inMultilineString = false
                        i += 3
                    } else {
                        i += character == "\\" ? 2 : 1
                    }
                } else if inString {
                    if character == "\\" {
                        i += 1
                    } else if character == "\"" {
                        inString = false
                    }
                    i += 1
                } else if characters[i...].starts(with: "//") {
                    break
                } else if tripleQuote {
                    inMultilineString = true
                    i += 3
                } else {
                    if character == "\"" {
                        inString = true
                    } else if character == "{" {
                        depth += 1
                    } else if character == "}" {
                        depth -= 1
                    }
                    i += 1
                }
            }
        }
        return found
    }

    /// The declaration a line starts, when it names a `Vml…` type.
    static func declaration(in code: Substring, line: Int) -> Declaration? {
        func isIdentifier(_ character: Character) -> Bool { character.isLetter || character.isNumber || character == "_" }
        var rest = code
        while true {
            if rest.hasPrefix("@") {
                rest = rest.dropFirst().drop(while: isIdentifier)
                if rest.hasPrefix("(") {
                    var depth = 0
                    var end = rest.startIndex
                    for index in rest.indices {
                        if rest[index] == "(" { depth += 1 }
                        if rest[index] == ")" { depth -= 1 }
                        if depth == 0 {
                            end = rest.index(after: index)
                            break
                        }
                    }
                    guard depth == 0 else { return nil }  // an attribute that goes on over lines
                    rest = rest[end...]
                }
                rest = rest.drop { $0 == " " }
                continue
            }
            let word = rest.prefix { $0 != " " }
            guard modifiers.contains(word) else { break }
            rest = rest.dropFirst(word.count).drop { $0 == " " }
        }
        let keyword = rest.prefix(while: isIdentifier)
        guard declarationKeywords.contains(keyword) else { return nil }
        rest = rest.dropFirst(keyword.count)
        guard rest.first == " " else { return nil }
        rest = rest.drop { $0 == " " }
        let name = rest.prefix(while: isIdentifier)
        guard name.hasPrefix("Vml") else { return nil }
        if keyword == "func" {
            guard let arrow = rest.range(of: "-> ") else { return nil }
            let result = rest[arrow.upperBound...].prefix(while: isIdentifier)
            guard result.hasPrefix("Vml") else { return nil }
            return Declaration(keyword: "func", type: String(result), aliased: nil, line: line)
        }
        var aliased: String?
        if keyword == "typealias", let equals = rest.range(of: "= ") {
            aliased = String(rest[equals.upperBound...].prefix(while: isIdentifier))
        }
        return Declaration(keyword: String(keyword), type: String(name), aliased: aliased, line: line)
    }
}
