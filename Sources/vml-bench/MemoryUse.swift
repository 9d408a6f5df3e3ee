import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Resident memory, to measure what a parsed tree holds: ``residentBytesAfterTrim()`` before
/// the parse, ``residentBytes()`` while the tree is alive.
enum MemoryUse {
    /// The process's resident set (`VmRSS` in /proc/self/status), in bytes; 0 where unavailable.
    static func residentBytes() -> Int {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
        for line in status.split(separator: "\n") where line.hasPrefix("VmRSS:") {
            let kilobytes = line.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
            return kilobytes * 1024
        }
        return 0
    }

    /// The resident set after handing the allocator's free pages back to the system (glibc's
    /// `malloc_trim(0)`, looked up at run time: Swift's Glibc module does not import malloc.h),
    /// so memory freed earlier does not hide what comes next.
    static func residentBytesAfterTrim() -> Int {
        AllocatorTrim.releaseFreePages()
        return residentBytes()
    }
}
