@_spi(VMLInternals) import VMLCore

/// Reads a number in a style: `8`, `-10`, `0.5`, `.5`, `2.`, `1_000`, `1e2`, `2.5e-1`, with an
/// optional `deg` (an angle) or `%` (inside `rgb(…)`/`hsl(…)`) suffix.
enum NumberLiteral {
    /// What follows the digits.
    enum Suffix {
        case none
        case degrees
        case percent
    }

    /// A number read from the text.
    struct Number {
        var value: Double
        var end: Int
        var suffix: Suffix
    }

    /// Why the text is not a number.
    struct Failure: Error {
        var offset: Int
        var message: String
    }

    /// Exact powers of ten a `Double` holds.
    private static let powersOfTen: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
        1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
    ]

    /// Reads the number at `start` (a digit, `-` or `.` followed by a digit).
    static func read(_ text: ByteView, at start: Int) throws(Failure) -> Number {
        let count = text.count
        var index = start
        let negative = index < count && text[index] == 0x2D  // "-"
        if negative { index += 1 }
        var mantissa: UInt64 = 0
        var significantDigits = 0
        var droppedDigits = 0
        var integerDigits = 0
        var fractionDigits = 0

        @inline(__always)
        func accumulate(_ byte: UInt8) {
            if significantDigits < 19 {
                if mantissa != 0 || byte != 0x30 {
                    mantissa = mantissa * 10 + UInt64(byte - 0x30)
                    significantDigits += 1
                }
            } else {
                droppedDigits += 1
            }
        }

        while index < count {
            let byte = text[index]
            if VMLASCII.isDigit(byte) {
                accumulate(byte)
                integerDigits += 1
            } else if byte != 0x5F || integerDigits == 0 {  // "_" only after a digit
                break
            }
            index += 1
        }
        var fractionDropped = 0
        if index < count, text[index] == 0x2E {  // "."
            let next = index + 1 < count ? text[index + 1] : 0
            if VMLASCII.isDigit(next) {
                index += 1
                while index < count {
                    let byte = text[index]
                    if VMLASCII.isDigit(byte) {
                        let before = droppedDigits
                        accumulate(byte)
                        if droppedDigits > before { fractionDropped += 1 }
                        fractionDigits += 1
                    } else if byte != 0x5F {
                        break
                    }
                    index += 1
                }
            } else if integerDigits > 0, next != 0x2E, !VMLASCII.isLetter(next) {
                index += 1  // "2." is 2
            }
        }
        guard integerDigits + fractionDigits > 0 else {
            throw Failure(
                offset: start, message: "expected a number, found \(Describe.token(in: text, at: start, end: "end of the style"))")
        }
        var exponent = 0
        if index < count, text[index] == 0x65 || text[index] == 0x45 {  // "e" "E"
            var probe = index + 1
            var exponentNegative = false
            if probe < count, text[probe] == 0x2B || text[probe] == 0x2D {  // + -
                exponentNegative = text[probe] == 0x2D
                probe += 1
            }
            if probe < count, VMLASCII.isDigit(text[probe]) {
                while probe < count, VMLASCII.isDigit(text[probe]) || text[probe] == 0x5F {
                    if text[probe] != 0x5F, exponent < 100_000 {
                        exponent = exponent * 10 + Int(text[probe] - 0x30)
                    }
                    probe += 1
                }
                if exponentNegative { exponent = -exponent }
                index = probe
            }
        }
        let digitsEnd = index
        var suffix = Suffix.none
        if index + 3 <= count, text[index] == 0x64, text[index + 1] == 0x65, text[index + 2] == 0x67,  // "deg"
            index + 3 == count || !(VMLASCII.isLetter(text[index + 3]) || VMLASCII.isDigit(text[index + 3]))
        {
            suffix = .degrees
            index += 3
        } else if index < count, text[index] == 0x25 {  // "%"
            suffix = .percent
            index += 1
        }
        if index < count {
            let byte = text[index]
            let strayDigitAfterDot = byte == 0x2E && index + 1 < count && VMLASCII.isDigit(text[index + 1])
            if VMLASCII.isLetter(byte) || VMLASCII.isDigit(byte) || strayDigitAfterDot {
                var end = index + 1
                while end < count, Describe.isWordByte(text[end]) || text[end] == 0x2E { end += 1 }
                let written = String(decoding: text.bytes(in: start..<end), as: UTF8.self)
                throw Failure(
                    offset: start,
                    message: "invalid number '\(written)': write digits with an optional fraction and exponent, such as 8, -0.5 or 1e3"
                )
            }
        }
        let decimalExponent = exponent - fractionDigits + fractionDropped + (droppedDigits - fractionDropped)
        var value: Double
        if mantissa == 0 {
            value = 0
        } else if mantissa <= 1 << 53, decimalExponent.magnitude <= 22 {
            value = Double(mantissa)
            value = decimalExponent < 0 ? value / powersOfTen[-decimalExponent] : value * powersOfTen[decimalExponent]
        } else {
            var digits: [UInt8] = []
            for index in (negative ? start + 1 : start)..<digitsEnd where text[index] != 0x5F { digits.append(text[index]) }
            if digits.first == 0x2E { digits.insert(0x30, at: 0) }
            if digits.last == 0x2E { digits.append(0x30) }
            value = Double(String(decoding: digits, as: UTF8.self)) ?? .infinity
        }
        guard value.isFinite else {
            let written = String(decoding: text.bytes(in: start..<digitsEnd), as: UTF8.self)
            throw Failure(offset: start, message: "the number '\(written)' is out of range")
        }
        return Number(value: negative ? -value : value, end: index, suffix: suffix)
    }
}
