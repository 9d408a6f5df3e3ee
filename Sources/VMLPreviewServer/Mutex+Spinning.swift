import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension Mutex {
    /// `withLock`, taking the lock only when it is free and yielding the thread until then, so the
    /// lock is never waited on in the runtime.
    ///
    /// ```swift
    /// let count = Mutex(0)
    /// count.withLockSpinning { $0 += 1; return $0 }   // 1
    /// ```
    /// Why: on Linux, a contended `withLock` waits and wakes in the standard library's compiled
    /// slow path, which ThreadSanitizer does not see, so it reported the preview server's threads
    /// as racing on state they only touch under the lock. Taken only through the inlined fast path,
    /// the lock's acquire and release are atomics in this module, which it does see. The server's
    /// critical sections are a few instructions long, so spinning costs nothing measurable.
    @_spi(VMLInternals) public borrowing func withLockSpinning<Result>(_ body: (inout sending Value) -> sending Result) -> Result {
        while true {
            if let result = withLockIfAvailable(body) { return result }
            sched_yield()
        }
    }
}
