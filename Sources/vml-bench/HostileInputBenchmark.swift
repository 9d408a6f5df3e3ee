import Foundation
import VMLCore
import VMLParser
import VMLValidation

/// Hostile input shapes at a chosen size, parsed once each, to show that every parse entry point
/// stays O(n log n) or better in time and linear in memory. Measure peak memory from outside,
/// one shape per process:
///
/// ```sh
/// VML_HOSTILE_SIZE=10000000 VML_HOSTILE_SHAPE=deep VML_HOSTILE_MODE=sourcemap \
///     /usr/bin/time -v .build/release/vml-bench hostile
/// ```
///
/// `VML_HOSTILE_SIZE` is the input size in bytes (default 10,000,000), `VML_HOSTILE_SHAPE` a
/// comma-separated list of shapes (default: all), `VML_HOSTILE_MODE` one of `parse`,
/// `sourcemap` (``VMLParser/parseWithSourceMap(_:)``), `validate` (that, then the validator: what
/// `vml check` does to locate the diagnostics of a file that has some), `format` (parse, then the pretty serializer: what `vml fmt` does), or
/// `both` (parse and sourcemap, the default). Limits are raised where a shape needs it, so the
/// figures show the cost rather than the refusal.
enum HostileInputBenchmark {
    /// One hostile shape: its input at about `size` bytes, and whether it is a style expression
    /// for `parseExpression` rather than a document.
    struct Shape: Sendable {
        var name: String
        var isExpression = false
        var make: @Sendable (_ size: Int) -> [UInt8]
    }

    /// `piece` repeated until the text reaches about `size` bytes, between `prefix` and `suffix`.
    static func repeated(_ piece: String, size: Int, prefix: String = "", suffix: String = "") -> [UInt8] {
        let pieceBytes = Array(piece.utf8)
        var bytes = Array(prefix.utf8)
        let count = max(1, (size - bytes.count - suffix.utf8.count) / max(1, pieceBytes.count))
        bytes.reserveCapacity(bytes.count + count * pieceBytes.count + suffix.utf8.count)
        for _ in 0..<count { bytes += pieceBytes }
        bytes += Array(suffix.utf8)
        return bytes
    }

    static let shapes: [Shape] = [
        // Nesting to the default depth limit, again and again.
        Shape(name: "deep") { size in
            repeated(String(repeating: "<a>", count: 512) + String(repeating: "</a>", count: 512), size: size)
        },
        // Many siblings under one element.
        Shape(name: "wide") { size in repeated("<a/>", size: size, prefix: "<R>", suffix: "</R>") },
        // Elements of 1,000 attributes each.
        Shape(name: "attributes") { size in
            let tag = "<A" + (0..<1_000).map { " a\($0)=\"\"" }.joined() + "/>"
            return repeated(tag, size: size)
        },
        // One element with every attribute.
        Shape(name: "one-element-attributes") { size in
            var bytes = Array("<A".utf8)
            var index = 0
            while bytes.count < size - 2 {
                bytes += Array(" a\(index)=\"\"".utf8)
                index += 1
            }
            return bytes + Array("/>".utf8)
        },
        // One line of non-ASCII text and attributes, no line break anywhere.
        Shape(name: "long-line") { size in repeated("<T x=\"é\">é👍🏽 </T>", size: size) },
        // One text node.
        Shape(name: "long-text") { size in repeated("x", size: size, prefix: "<T>", suffix: "</T>") },
        // One attribute value.
        Shape(name: "long-value") { size in repeated("x", size: size, prefix: "<T v=\"", suffix: "\"/>") },
        // Entity references in text and in a value.
        Shape(name: "entities-text") { size in repeated("&amp;&#x1F600;", size: size, prefix: "<T>", suffix: "</T>") },
        Shape(name: "entities-value") { size in repeated("&amp;&#x1F600;", size: size, prefix: "<T v=\"", suffix: "\"/>") },
        // Style nesting near the default limit (each bracket is two levels), again and again.
        Shape(name: "style-deep") { size in
            repeated("<A style=\"x(" + String(repeating: "[", count: 100) + String(repeating: "]", count: 100) + ")\"/>", size: size)
        },
        // One style of many modifiers.
        Shape(name: "style-long") { size in repeated("padding(1), ", size: size, prefix: "<A style=\"", suffix: "x()\"/>") },
        // One style string literal.
        Shape(name: "style-string") { size in repeated("a", size: size, prefix: "<A style='t(\"", suffix: "\")'/>") },
        // The spec's unescaped form (raw quotes inside a double-quoted style) on every element.
        Shape(name: "style-unescaped") { size in repeated("<T style=\"navigationTitle(\"Hi\")\"/>", size: size) },
        // One comment and one CDATA section, full of near-terminators.
        Shape(name: "comment") { size in repeated("-- -", size: size, prefix: "<!--", suffix: "-->") },
        Shape(name: "cdata") { size in repeated("]] ]", size: size, prefix: "<![CDATA[", suffix: "]]>") },
        // parseExpression: a long array.
        Shape(name: "expression-array", isExpression: true) { size in repeated("1, ", size: size, prefix: "[", suffix: "1]") },
    ]

    static func run() throws {
        // Minutes at the default size: only when asked for by name.
        guard CommandLine.arguments.dropFirst().contains("hostile") else { return }
        let environment = ProcessInfo.processInfo.environment
        let size = environment["VML_HOSTILE_SIZE"].flatMap { Int($0) } ?? 10_000_000
        let selected = environment["VML_HOSTILE_SHAPE"].map { Set($0.split(separator: ",").map(String.init)) }
        let mode = environment["VML_HOSTILE_MODE"] ?? "both"
        var options = VMLParser.Options()
        options.maximumInputBytes = nil
        options.maximumAttributesPerElement = .max
        options.maximumValueBytes = .max
        let parser = VMLParser(options: options)
        for shape in shapes where selected?.contains(shape.name) ?? true {
            let bytes = shape.make(size)
            let text = String(decoding: bytes, as: UTF8.self)
            let megabytes = Double(bytes.count) / 1_000_000
            var runs: [(label: String, body: () throws -> Int)] = []
            if shape.isExpression {
                runs.append(
                    ("parseExpression", { if case .array(let items) = try parser.parseExpression(text) { items.count } else { 0 } }))
            } else {
                if mode == "both" || mode == "parse" { runs.append(("parse", { try parser.parse(bytes).nodes.count })) }
                if mode == "both" || mode == "sourcemap" {
                    runs.append(("parseWithSourceMap", { try parser.parseWithSourceMap(text).document.nodes.count }))
                }
                if mode == "validate" {
                    runs.append(
                        (
                            "validate",
                            {
                                let (document, sourceMap) = try parser.parseWithSourceMap(text)
                                return VMLValidator().validate(document, sourceMap: sourceMap).count
                            }
                        ))
                }
                if mode == "format" {
                    runs.append(
                        (
                            "format",
                            {
                                var output: [UInt8] = []
                                try VMLSerializer(maximumOutputBytes: 256 << 20).serialize(parser.parse(bytes), into: &output)
                                return output.count
                            }
                        ))
                }
            }
            for run in runs {
                var outcome = ""
                let seconds = BenchmarkSupport.fastest(runs: 1) {
                    do {
                        outcome = "\(try run.body()) items"
                    } catch let error as VMLParseError {
                        outcome = "error: \(error.message)"
                    } catch {
                        outcome = "error: \(error)"
                    }
                }
                print(
                    "hostile \(shape.name) \(run.label): \(BenchmarkSupport.format(megabytes)) MB in "
                        + "\(BenchmarkSupport.format(seconds * 1000)) ms = \(BenchmarkSupport.format(megabytes / seconds)) MB/s (\(outcome))"
                )
            }
        }
    }
}
