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

    /// A parser's note as a warning with the note's kind as its code (`trailing-comma`), its
    /// message, path and location.
    ///
    /// ```swift
    /// let note = try VMLParser().notes(in: Array(#"<Text style="padding(8),"/>"#.utf8))[0]
    /// print(VMLDiagnostic(note).formatted(file: "a.vml"))
    /// // a.vml:1:24: warning: trailing ',' in the style: nothing follows it, and the canonical form drops it; remove it, or add what was meant to follow [trailing-comma]
    /// ```
    public init(_ note: VMLParseNote) {
        self.init(.warning, Code(rawValue: note.kind.rawValue), note.message, path: note.path, location: note.location)
    }
}
