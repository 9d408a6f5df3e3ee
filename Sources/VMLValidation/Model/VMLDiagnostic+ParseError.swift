import VMLCore
import VMLParser

extension VMLDiagnostic {
    /// A parse error as a diagnostic: an error with the parse error's code, message and location,
    /// so `vml` prints parse errors and validation problems through the one
    /// ``formatted(file:)``.
    ///
    /// ```swift
    /// do { _ = try VMLParser().parse("<Text>") } catch {
    ///     print(VMLDiagnostic(error).formatted(file: "a.vml"))
    ///     // a.vml:1:7: error: expected '</Text>' to close '<Text>' opened at 1:1, found end of input [parse-error]
    /// }
    /// ```
    public init(_ parseError: VMLParseError) {
        self.init(
            .error, Code(rawValue: parseError.code.rawValue), parseError.message, path: VMLNodePath(),
            location: parseError.location)
    }
}
