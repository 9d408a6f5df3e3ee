import Foundation
import Synchronization

/// The figures one run of vml-bench measured: each is printed as a `bench` line when measured,
/// and all of them as a table (or Markdown, with `--markdown`) at the end.
///
/// A `bench` line is `bench NAME ELEMENTS VALUE UNIT`, one per figure, for scripts.
enum Figures {
    /// One measured figure.
    struct Figure: Sendable {
        var name: String
        var elements: Int
        var value: Double
        var unit: String
        var note: String
    }

    private static let recorded = Mutex<[Figure]>([])

    /// Whether `--quick` was given: fewer runs and sizes, under 30 s in all.
    static let quick = CommandLine.arguments.contains("--quick")
    /// Whether `--markdown` was given: the closing table as Markdown.
    static let markdown = CommandLine.arguments.contains("--markdown")

    /// How many timed runs a benchmark takes the fastest of.
    static func runs(_ full: Int) -> Int { quick ? max(1, full / 3) : full }

    /// Records and prints one figure.
    static func record(_ name: String, elements: Int, value: Double, unit: String, note: String = "") {
        recorded.withLock { $0.append(Figure(name: name, elements: elements, value: value, unit: unit, note: note)) }
        print("bench \(name) \(elements) \(BenchmarkSupport.format(value)) \(unit)")
    }

    /// Prints every figure as a table.
    static func printTable() {
        let figures = recorded.withLock { $0 }
        guard !figures.isEmpty else { return }
        let rows = figures.map { [$0.name, "\($0.elements)", BenchmarkSupport.format($0.value), $0.unit, $0.note] }
        let header = ["figure", "elements", "value", "unit", "note"]
        if markdown {
            print("| " + header.joined(separator: " | ") + " |")
            print("|" + String(repeating: " --- |", count: header.count))
            for row in rows { print("| " + row.joined(separator: " | ") + " |") }
            return
        }
        var widths = header.map(\.count)
        for row in rows {
            for (column, cell) in row.enumerated() { widths[column] = max(widths[column], cell.count) }
        }
        func line(_ cells: [String]) -> String {
            cells.enumerated().map { column, cell in cell.padding(toLength: widths[column], withPad: " ", startingAt: 0) }
                .joined(separator: "  ")
        }
        print("")
        print(line(header))
        for row in rows { print(line(row)) }
    }
}
