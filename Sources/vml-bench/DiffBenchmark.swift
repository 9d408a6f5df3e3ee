import VMLCore
import VMLParser

/// Diffs trees of about 100,000 elements that differ in one modifier, one inserted row or
/// nothing, and two 1,000,000-deep chains that differ at the bottom; puts the parser's tree of
/// the screen in canonical form, as `vml diff` does each document before diffing.
enum DiffBenchmark {
    static func run() {
        let rows = 20_000
        let base = TreeScreen.makeDocument(rows: rows)
        let elements = TreeScreen.elementCount(base.nodes)
        let variants: [(label: String, name: String, document: VMLDocument)] = [
            ("equal", "equal (a separately built copy)", TreeScreen.makeDocument(rows: rows)),
            ("modifier", "one modifier changed", TreeScreen.makeDocument(rows: rows, changedRow: rows / 2)),
            ("insert", "one row inserted", TreeScreen.makeDocument(rows: rows, insertedRow: rows / 3)),
        ]
        for variant in variants {
            var count = 0
            let seconds = BenchmarkSupport.fastest(runs: Figures.runs(5)) {
                count = VMLTreeDiff.differences(from: base, to: variant.document).count
            }
            let cpu = BenchmarkSupport.fastestThreadCPU(runs: Figures.runs(5)) {
                count = VMLTreeDiff.differences(from: base, to: variant.document).count
            }
            Figures.record(
                "diff-\(variant.label)", elements: elements, value: seconds * 1000, unit: "ms",
                note: "\(variant.name): \(count) difference(s), \(BenchmarkSupport.format(cpu * 1000)) ms of CPU")
        }
        let depth = Figures.quick ? 100_000 : 1_000_000
        let old = chain(depth: depth, leaf: "a")
        let new = chain(depth: depth, leaf: "b")
        var count = 0
        let seconds = BenchmarkSupport.fastest(runs: 3) {
            count = VMLTreeDiff.differences(from: old, to: new).count
        }
        let cpu = BenchmarkSupport.fastestThreadCPU(runs: 3) {
            count = VMLTreeDiff.differences(from: old, to: new).count
        }
        Figures.record(
            "diff-deep-chains", elements: depth, value: seconds * 1000, unit: "ms",
            note: "two \(depth)-deep chains: \(count) difference(s), \(BenchmarkSupport.format(cpu * 1000)) ms of CPU")
        let oldText = (try? VMLSerializer().serialize(base)) ?? ""
        let newText = (try? VMLSerializer().serialize(variants[1].document)) ?? ""
        var lines = 0
        let lineSeconds = BenchmarkSupport.fastest(runs: Figures.runs(5)) {
            lines = VMLLineDiff.unified(from: oldText, to: newText).split(separator: "\n").count
        }
        Figures.record(
            "diff-lines", elements: elements, value: lineSeconds * 1000, unit: "ms",
            note: "unified line diff of the pretty texts, one modifier changed: \(lines) lines")
        guard let parsed = try? VMLParser().parse(oldText) else { return }
        var nodes = 0
        let canonicalSeconds = BenchmarkSupport.fastest(runs: Figures.runs(5)) {
            nodes = parsed.canonicalized().nodes.count
        }
        Figures.record(
            "canonicalize-parsed", elements: elements, value: canonicalSeconds * 1000, unit: "ms",
            note: "the parser's tree of the pretty text in canonical form (made and freed), \(nodes) top-level node(s)")
    }

    private static func chain(depth: Int, leaf: String) -> [VMLNode] {
        var node: VMLNode = .text(leaf)
        for _ in 0..<depth { node = .element("G", children: [node]) }
        return [node]
    }
}
