import VML

/// Builds the DSL screen (``DSLScreen``), renders it into a reused buffer and frees it, at 1k,
/// 10k, 100k and 1M elements (`--quick`: up to 100k): each step's fastest time, the three
/// together, and the end-to-end cost per element; the render in the pretty layout (not part
/// of the end to end, which renders compact); and the stream path end to end (build, write in
/// 16 KiB pieces through `renderVMLStream`, free).
enum DSLBenchmark {
    static func run() throws {
        let sizes = Figures.quick ? [1_000, 10_000, 100_000] : [1_000, 10_000, 100_000, 1_000_000]
        for size in sizes {
            let rows = DSLScreen.rows(forElements: size)
            let runs = size >= 1_000_000 ? Figures.runs(3) : Figures.runs(size <= 10_000 ? 30 : 7)
            var build = Double.infinity
            var render = Double.infinity
            var free = Double.infinity
            var total = Double.infinity
            var renderPretty = Double.infinity
            var streamed = Double.infinity
            var buffer: [UInt8] = []
            var prettyBuffer: [UInt8] = []
            var elements = 0
            for _ in 0..<runs {
                var screen: VmlContent? = nil
                let built = BenchmarkSupport.fastest(runs: 1) { screen = DSLScreen.make(rows: rows) }
                if elements == 0, let screen { elements = TreeScreen.elementCount(screen.nodes) }
                buffer.removeAll(keepingCapacity: true)
                let rendered = try BenchmarkSupport.fastest(runs: 1) { try screen?.renderVML(.compact, into: &buffer) }
                prettyBuffer.removeAll(keepingCapacity: true)
                let renderedPretty = try BenchmarkSupport.fastest(runs: 1) { try screen?.renderVML(.pretty, into: &prettyBuffer) }
                let freed = BenchmarkSupport.fastest(runs: 1) { screen = nil }
                build = min(build, built)
                render = min(render, rendered)
                renderPretty = min(renderPretty, renderedPretty)
                free = min(free, freed)
                total = min(total, built + rendered + freed)
                // The stream path: build, write in 16 KiB pieces (each dropped), free the tree.
                let streamedOnce = try BenchmarkSupport.fastest(runs: 1) { _ = try ProfileWorkload.stream(DSLScreen.make(rows: rows)) }
                streamed = min(streamed, streamedOnce)
            }
            let megabytes = Double(buffer.count) / 1_000_000
            Figures.record("dsl-build", elements: elements, value: build * 1000, unit: "ms")
            Figures.record("dsl-render", elements: elements, value: render * 1000, unit: "ms", note: rate(megabytes, render))
            Figures.record(
                "dsl-render-pretty", elements: elements, value: renderPretty * 1000, unit: "ms",
                note: rate(Double(prettyBuffer.count) / 1_000_000, renderPretty))
            Figures.record("dsl-free", elements: elements, value: free * 1000, unit: "ms")
            Figures.record("dsl-end-to-end", elements: elements, value: total * 1000, unit: "ms")
            Figures.record("dsl-per-element", elements: elements, value: total * 1e6 / Double(elements), unit: "us")
            Figures.record("dsl-stream-end-to-end", elements: elements, value: streamed * 1000, unit: "ms", note: "16 KiB pieces")
            Figures.record("dsl-stream-per-element", elements: elements, value: streamed * 1e6 / Double(elements), unit: "us")
        }
    }

    private static func rate(_ megabytes: Double, _ seconds: Double) -> String {
        "\(BenchmarkSupport.format(megabytes / seconds)) MB/s"
    }
}
