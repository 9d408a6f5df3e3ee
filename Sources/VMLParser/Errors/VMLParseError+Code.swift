extension VMLParseError {
    /// A parse error's stable code, written after the message in `vml` output:
    /// `home.vml:3:17: error: expected ')' … [parse-error]`. Codes never change once published;
    /// messages may. A diagnostic made from a parse error (`VMLDiagnostic(parseError)` in
    /// `VMLValidation`) carries the same code.
    ///
    /// ```swift
    /// do { _ = try VMLParser().parse("<Text") } catch { print(error.code) }   // parse-error
    /// ```
    public struct Code: RawRepresentable, Hashable, Sendable, Codable, ExpressibleByStringLiteral,
        CustomStringConvertible
    {
        /// The code as written in output, such as `parse-error`.
        public var rawValue: String

        /// Creates a code from its text.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// Creates a code from a string literal.
        public init(stringLiteral value: String) {
            self.rawValue = value
        }

        /// The code's text.
        public var description: String { rawValue }

        /// The text is not VML: a syntax error, a forbidden character, invalid UTF-8, a name or
        /// value the serializer could not write back.
        public static let parseError: Code = "parse-error"
        /// The input passes one of the parser's limits (`VMLParser.Options`: input size, value
        /// size, nesting depth, attributes per element, style nesting); the message names the
        /// option to raise.
        public static let limitExceeded: Code = "limit-exceeded"

        /// Every code the parser reports, in the order `Docs/Diagnostics.md` lists them.
        public static let allCodes: [Code] = [.parseError, .limitExceeded]
    }
}
