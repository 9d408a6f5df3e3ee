#if canImport(Glibc)
    import Glibc
#endif

// Unsafe code: glibc's `malloc_trim`, looked up at run time (Swift's Glibc module does not import
// malloc.h) and called through a C function pointer made with `unsafeBitCast`. Sound because the
// symbol is glibc's `int malloc_trim(size_t)`, so the cast gives the function's own type; where
// the lookup fails, nothing is called.

/// Hands the allocator's free pages back to the system, so memory freed earlier does not hide
/// what a measurement allocates next.
enum AllocatorTrim {
    /// Calls glibc's `malloc_trim(0)` where there is one; does nothing elsewhere.
    ///
    /// ```swift
    /// AllocatorTrim.releaseFreePages()   // the resident set shrinks by the free pages
    /// ```
    static func releaseFreePages() {
        #if canImport(Glibc)
            if let symbol = unsafe dlsym(nil, "malloc_trim") {  // nil is RTLD_DEFAULT
                typealias Trim = @convention(c) (Int) -> Int32
                _ = unsafe unsafeBitCast(symbol, to: Trim.self)(0)
            }
        #endif
    }
}
