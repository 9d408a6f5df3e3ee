import Benchmark
import Foundation
import Plot
import VML
import VMLParser
@_spi(VMLInternals) import VMLValidation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Holds a value so that dropping it happens where the benchmark says (a stored property is
/// released when it is set, not earlier).
final class Holder<Value> {
    var value: Value?
    init(_ value: Value) { self.value = value }
}

/// A delegate that ignores every event: XMLParser's own cost only.
final class IgnoringDelegate: NSObject, XMLParserDelegate {}

/// The sizes, in elements; 1M only for the cheaper benchmarks.
let sizes = [1_000, 10_000, 100_000]
let sizesWithMillion = sizes + [1_000_000]

/// Wall time, allocations and memory, with a time budget per benchmark so the suite stays short.
func configuration(elements: Int, metrics: [BenchmarkMetric]? = nil) -> Benchmark.Configuration {
    .init(
        metrics: metrics ?? [.wallClock, .throughput, .mallocCountTotal, .peakMemoryResident],
        timeUnits: .milliseconds,
        warmupIterations: elements >= 1_000_000 ? 0 : 1,
        maxDuration: .seconds(elements >= 1_000_000 ? 6 : 2),
        maxIterations: elements >= 1_000_000 ? 3 : 50
    )
}

/// The allocation guards CI checks (`Benchmarks/Scripts/check-allocations`): malloc counts of a
/// fixed screen, which do not depend on the machine's load. Thresholds: Thresholds/.
func guardConfiguration() -> Benchmark.Configuration {
    .init(
        metrics: [.mallocCountTotal],
        warmupIterations: 1,
        maxDuration: .seconds(1),
        maxIterations: 5,
        thresholds: [.mallocCountTotal: .init(relative: [.p90: 2.0], absolute: [.p90: 20])]
    )
}

func label(_ elements: Int) -> String {
    elements >= 1_000_000 ? "\(elements / 1_000_000)M" : "\(elements / 1_000)k"
}

let benchmarks: @Sendable () -> Void = {
    // CI's guards: a fixed 1,000-element DSL screen rendered, a tree serialized, and a text parsed.
    // Their names have no spaces: package-benchmark writes threshold files with spaces turned into
    // `_` but reads them by the name as given.
    Benchmark("Guard_DSL_build_render_1k", configuration: guardConfiguration()) { benchmark in
        var buffer: [UInt8] = []
        buffer.reserveCapacity(1 << 20)
        benchmark.startMeasurement()
        try DSLScreen.make(rows: 200).renderVML(.compact, into: &buffer)
        benchmark.stopMeasurement()
        blackHole(buffer)
    }
    Benchmark("Guard_serialize_1k", configuration: guardConfiguration()) { benchmark in
        let document = TreeScreen.makeDocument(rows: 200)
        var buffer: [UInt8] = []
        buffer.reserveCapacity(1 << 20)
        benchmark.startMeasurement()
        try VMLSerializer(format: .pretty).serialize(document, into: &buffer)
        benchmark.stopMeasurement()
        blackHole(buffer)
    }
    Benchmark("Guard_parse_1k", configuration: guardConfiguration()) { benchmark in
        let bytes = Array(try TreeScreen.makeDocument(rows: 200).serialized().utf8)
        benchmark.startMeasurement()
        blackHole(try VMLParser().parse(bytes))
        benchmark.stopMeasurement()
    }

    for elements in sizesWithMillion {
        let rows = elements / 5
        for format in VMLFormat.allCases {
            Benchmark("Serialize \(format.rawValue) \(label(elements))", configuration: configuration(elements: elements)) {
                benchmark in
                let document = TreeScreen.makeDocument(rows: rows)
                var buffer: [UInt8] = []
                try VMLSerializer(format: format).serialize(document, into: &buffer)
                buffer.removeAll(keepingCapacity: true)
                benchmark.startMeasurement()
                try VMLSerializer(format: format).serialize(document, into: &buffer)
                benchmark.stopMeasurement()
                blackHole(buffer)
            }
        }
        Benchmark("DSL build \(label(elements))", configuration: configuration(elements: elements)) { benchmark in
            benchmark.startMeasurement()
            let screen = Holder(DSLScreen.make(rows: rows))
            benchmark.stopMeasurement()
            blackHole(screen)
        }
        Benchmark("DSL render \(label(elements))", configuration: configuration(elements: elements)) { benchmark in
            let screen = DSLScreen.make(rows: rows)
            var buffer: [UInt8] = []
            try screen.renderVML(.compact, into: &buffer)
            buffer.removeAll(keepingCapacity: true)
            benchmark.startMeasurement()
            try screen.renderVML(.compact, into: &buffer)
            benchmark.stopMeasurement()
            blackHole(buffer)
        }
        Benchmark("DSL free \(label(elements))", configuration: configuration(elements: elements)) { benchmark in
            let screen = Holder(DSLScreen.make(rows: rows))
            benchmark.startMeasurement()
            screen.value = nil
            benchmark.stopMeasurement()
        }
        Benchmark("DSL end to end \(label(elements))", configuration: configuration(elements: elements)) { benchmark in
            var buffer: [UInt8] = []
            benchmark.startMeasurement()
            try DSLScreen.make(rows: rows).renderVML(.compact, into: &buffer)
            benchmark.stopMeasurement()
            blackHole(buffer)
        }
        // The stream path: build, then the text in 16 KiB pieces, each dropped once written.
        Benchmark("DSL stream end to end \(label(elements))", configuration: configuration(elements: elements)) { benchmark in
            var count = 0
            benchmark.startMeasurement()
            var stream = try DSLScreen.make(rows: rows).renderVMLStream(.compact)
            while let piece = try stream.next(atLeast: 1 << 14) { count += piece.count }
            benchmark.stopMeasurement()
            blackHole(count)
        }
        Benchmark("Plot end to end \(label(elements))", configuration: configuration(elements: elements)) { benchmark in
            benchmark.startMeasurement()
            let text = PlotScreen.make(rows: rows).render()
            benchmark.stopMeasurement()
            blackHole(text)
        }
        Benchmark("Plot render \(label(elements))", configuration: configuration(elements: elements)) { benchmark in
            let screen = PlotScreen.make(rows: rows)
            benchmark.startMeasurement()
            let text = screen.render()
            benchmark.stopMeasurement()
            blackHole(text)
        }
    }

    for elements in sizes {
        let rows = elements / 5
        Benchmark("Parse repeated styles \(label(elements))", configuration: configuration(elements: elements)) { benchmark in
            let bytes = Array(try TreeScreen.makeDocument(rows: rows).serialized().utf8)
            benchmark.startMeasurement()
            let tree = Holder(try VMLParser().parse(bytes))
            benchmark.stopMeasurement()
            blackHole(tree)
        }
        Benchmark("Parse distinct styles \(label(elements))", configuration: configuration(elements: elements)) { benchmark in
            let bytes = Array(try TreeScreen.makeDistinctDocument(rows: rows).serialized().utf8)
            benchmark.startMeasurement()
            let tree = Holder(try VMLParser().parse(bytes))
            benchmark.stopMeasurement()
            blackHole(tree)
        }
        Benchmark("XMLParser tokenize \(label(elements))", configuration: configuration(elements: elements)) { benchmark in
            let data = Data(try TreeScreen.makeDocument(rows: rows).serialized().utf8)
            benchmark.startMeasurement()
            let parser = XMLParser(data: data)
            let delegate = IgnoringDelegate()
            parser.delegate = delegate
            blackHole(parser.parse())
            benchmark.stopMeasurement()
        }
        Benchmark("Diff one row appended \(label(elements))", configuration: configuration(elements: elements)) { benchmark in
            let old = TreeScreen.makeDocument(rows: rows)
            let new = TreeScreen.makeDocument(rows: rows + 1)
            benchmark.startMeasurement()
            blackHole(VMLTreeDiff.differences(from: old, to: new))
            benchmark.stopMeasurement()
        }
        Benchmark("Validate (vml check) \(label(elements))", configuration: configuration(elements: elements)) { benchmark in
            let bytes = Array(try TreeScreen.makeDocument(rows: rows).serialized().utf8)
            var tree: VMLDocument?
            benchmark.startMeasurement()
            // What `vml check` does; the tree is freed after the clock stops, as in the parse benchmarks.
            blackHole(VMLValidator().check(bytes, keeping: &tree))
            benchmark.stopMeasurement()
            blackHole(tree)
        }
    }
}
