@_spi(VMLInternals) import VMLCore

/// Checks that input bytes are well-formed UTF-8, skipping ASCII 32 bytes at a time.
enum UTF8Validation {
    /// The offset of the first byte that does not start a well-formed UTF-8 sequence, or `nil`.
    static func firstInvalidOffset(in bytes: ByteView) -> Int? {
        let count = bytes.count
        var index = 0
        while index < count {
            // Fast path: ASCII, 32 bytes at a time.
            index = bytes.endOfASCII(from: index)
            if index == count { break }
            let lead = bytes[index]
            let length: Int
            var lower: UInt8 = 0x80
            var upper: UInt8 = 0xBF
            switch lead {
            case 0xC2...0xDF: length = 2
            case 0xE0:
                length = 3
                lower = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED:
                length = 3
                upper = 0x9F  // no surrogates
            case 0xF0:
                length = 4
                lower = 0x90
            case 0xF1...0xF3: length = 4
            case 0xF4:
                length = 4
                upper = 0x8F  // nothing above U+10FFFF
            default: return index
            }
            guard index + length <= count else { return index }
            let second = bytes[index + 1]
            guard second >= lower, second <= upper else { return index }
            for offset in 2..<length where bytes[index + offset] & 0xC0 != 0x80 {
                return index
            }
            index += length
        }
        return nil
    }
}
