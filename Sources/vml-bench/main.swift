import Foundation

// vml-bench: `swift run -c release vml-bench [NAME…] [--quick] [--markdown]` runs the named
// benchmarks (all but `hostile` when none). Each figure prints as `bench NAME ELEMENTS VALUE UNIT`
// when measured; a table of them all follows (Markdown with `--markdown`). `--quick` takes fewer
// runs and sizes (under 30 s).
let benchmarks: [(name: String, run: () throws -> Void)] = [
    ("serialize", SerializeBenchmark.run),
    ("dsl", DSLBenchmark.run),
    ("parse", ParseBenchmark.run),
    ("hostile", HostileInputBenchmark.run),
    ("diff", DiffBenchmark.run),
]

do {
    if try ProfileWorkload.runIfRequested() { exit(0) }
} catch {
    print("VML_PROFILE: error: \(error)")
    exit(1)
}

let requested = Set(CommandLine.arguments.dropFirst().filter { !$0.hasPrefix("--") })
let unknown = requested.subtracting(benchmarks.map(\.name))
if !unknown.isEmpty {
    print("unknown benchmark(s): \(unknown.sorted().joined(separator: ", ")); known: \(benchmarks.map(\.name).joined(separator: ", "))")
} else {
    for benchmark in benchmarks where requested.isEmpty || requested.contains(benchmark.name) {
        do {
            try benchmark.run()
        } catch {
            print("\(benchmark.name): error: \(error)")
        }
    }
    Figures.printTable()
}
