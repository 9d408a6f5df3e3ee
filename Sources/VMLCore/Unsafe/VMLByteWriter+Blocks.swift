// Unsafe code here: writers lent a block of memory they do not own: a temporary block on the
// stack (`withUnsafeTemporaryAllocation`), or the spare capacity of the caller's array (its
// `OutputSpan`'s buffer), each for the length of a closure.
// Why it is sound: the block lives for the whole closure; the writer made over it (`~Copyable`,
// so never duplicated) is checked when the closure ends to be the one it gets back
// (`ByteBuffer.lends`), so none that writes to the block outlives it, and the writer never frees
// it. The array is told exactly how many bytes were written into its spare capacity (`kept`, at
// most the block's count), and none after an error.

extension VMLByteWriter {
    /// Calls `body` with a writer of plain (not pretty) bytes into a block of `capacity` bytes on
    /// the stack, allocating nothing while they fit. `keeping`: the bytes stay in the block
    /// (read them with ``ByteBuffer/withKept(_:)`` after ``ByteBuffer/finish()``) and what does
    /// not fit goes through a block of the writer's own to `output`; otherwise each full block,
    /// and the last one at ``ByteBuffer/flush()``, is appended to `output`.
    ///
    /// ```swift
    /// VMLByteWriter.withStackBlock(capacity: 64, keeping: false) { writer in
    ///     writer.append("padding(8)")
    ///     writer.bytes.flush()
    ///     return writer.bytes.output.count
    /// }   // 10
    /// ```
    static func withStackBlock<R>(capacity: Int, keeping: Bool, _ body: (inout VMLByteWriter) -> R) -> R {
        unsafe withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { block in
            var writer = VMLByteWriter(pretty: false, bytes: unsafe ByteBuffer(block: block, keeping: keeping))
            defer { precondition(unsafe writer.bytes.lends(block), "VMLByteWriter: a writer over a stack block left its scope") }
            return body(&writer)
        }
    }

    /// Calls `body` with a writer into the spare capacity of `buffer` (`room` bytes of it): the
    /// text goes straight there with no second copy, and what does not fit goes through a block
    /// of the writer's own and is appended after. When `body` throws, `buffer` is left as it was.
    ///
    /// ```swift
    /// var body: [UInt8] = []
    /// body.reserveCapacity(1 << 12)
    /// VMLByteWriter.withSpareCapacity(of: &body, room: 1 << 12, pretty: false) { $0.append("<Spacer/>") }
    /// // body holds "<Spacer/>"
    /// ```
    @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
    static func withSpareCapacity<E: Error>(
        of buffer: inout [UInt8],
        room: Int,
        pretty: Bool,
        _ body: (inout VMLByteWriter) throws(E) -> Void
    ) throws(E) {
        var failure: E?
        var overflow: [UInt8] = []
        buffer.append(addingCapacity: room) { span in
            unsafe span.withUnsafeMutableBufferPointer { block, initialized in
                var writer = VMLByteWriter(pretty: pretty, bytes: unsafe ByteBuffer(block: block, keeping: true))
                defer { precondition(unsafe writer.bytes.lends(block), "VMLByteWriter: a writer over an array's capacity left its scope") }
                do throws(E) {
                    try body(&writer)
                    writer.bytes.finish()
                    initialized = writer.bytes.kept
                    swap(&overflow, &writer.bytes.output)
                } catch {
                    failure = error
                }
            }
        }
        if let failure { throw failure }
        buffer.append(contentsOf: overflow)
    }
}
