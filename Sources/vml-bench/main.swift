// vml-bench: `swift run -c release vml-bench [NAME…]` runs the named benchmarks (all when none).
let benchmarks: [(name: String, run: () throws -> Void)] = [
    ("serialize", SerializeBenchmark.run),
    ("parse", ParseBenchmark.run),
    ("hostile", HostileInputBenchmark.run),
    ("diff", DiffBenchmark.run),
]

let requested = Set(CommandLine.arguments.dropFirst())
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
}
