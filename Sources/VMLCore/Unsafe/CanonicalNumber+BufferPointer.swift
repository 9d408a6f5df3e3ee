// Unsafe code here: the `UnsafeBufferPointer` spelling of `CanonicalNumber.isWrittenDigitByDigit`,
// which reads the buffer through a `ByteView` of it.
// Why it is sound: the view covers exactly the caller's buffer (its start and count) and lives
// only for the call; every read through it is checked against `count`.
// VMLParser's until it reads through ByteView: then this spelling goes.

extension CanonicalNumber {
    /// ``isWrittenDigitByDigit(_:)-(ByteView)`` over a buffer of the caller's.
    ///
    /// ```swift
    /// Array("0.5".utf8).withUnsafeBufferPointer(CanonicalNumber.isWrittenDigitByDigit)   // true
    /// ```
    @_spi(VMLInternals) @unsafe
    public static func isWrittenDigitByDigit(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
        unsafe isWrittenDigitByDigit(ByteView(text))
    }
}
