import Foundation

/// Timing helpers shared by the benchmarks.
enum BenchmarkSupport {
    /// Runs `body` `runs` times and returns the fastest wall-clock time in seconds.
    static func fastest(runs: Int, _ body: () throws -> Void) rethrows -> Double {
        let clock = ContinuousClock()
        var best = Double.infinity
        for _ in 0..<runs {
            let elapsed = try clock.measure(body)
            let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
            best = min(best, seconds)
        }
        return best
    }

    /// Runs `body` `runs` times and returns the least CPU time this thread spent in it, in
    /// seconds: unlike wall-clock time, it does not count waiting for a core on a busy machine.
    static func fastestThreadCPU(runs: Int, _ body: () throws -> Void) rethrows -> Double {
        func now() -> Double { ThreadClock.cpuSeconds() }
        var best = Double.infinity
        for _ in 0..<runs {
            let start = now()
            try body()
            best = min(best, now() - start)
        }
        return best
    }

    /// `12.3` for 12.3456 (one decimal).
    static func format(_ value: Double) -> String {
        let tenths = Int((value * 10).rounded())
        return "\(tenths / 10).\(tenths % 10)"
    }
}
