// Unsafe code here: an array's storage address, read with `withUnsafeBufferPointer`.
// Why it is sound: only the address's value is kept, as a number that identifies the storage
// (arrays that share it have the same one); no memory is read or written through it.

extension Array {
    /// The address of the array's element storage as a number: copies of one array (which share
    /// their storage) have the same one.
    ///
    /// ```swift
    /// let a = [1, 2]
    /// let b = a
    /// a.storageAddress == b.storageAddress   // true
    /// ```
    var storageAddress: UInt {
        unsafe withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }
    }
}
