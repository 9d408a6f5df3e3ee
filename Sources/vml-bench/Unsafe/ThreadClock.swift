import Foundation

// Unsafe code: `clock_gettime` fills a `timespec` through a pointer to it. Sound because the
// pointer is to a local value that outlives the call, of the type the call writes.

/// The CPU time this thread has spent, from the system's per-thread clock.
enum ThreadClock {
    /// Seconds of CPU time this thread has used so far.
    ///
    /// ```swift
    /// let start = ThreadClock.cpuSeconds()
    /// ThreadClock.cpuSeconds() - start   // ≥ 0
    /// ```
    static func cpuSeconds() -> Double {
        var time = timespec()
        unsafe clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
