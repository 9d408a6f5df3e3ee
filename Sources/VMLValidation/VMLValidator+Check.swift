import VMLCore
import VMLParser

extension VMLValidator {
    /// Parses UTF-8 VML and validates it, as `vml check` does for each file: the diagnostics
    /// with their locations, or the parse error as the one diagnostic.
    ///
    /// A file with no diagnostics, the usual case, costs one parse and one validation. The
    /// source map only places diagnostics, so it is made, by a second parse and validation, only
    /// for a file that has some.
    ///
    /// ```swift
    /// VMLValidator().check(Array("<Text>Hi</Text>".utf8))   // []
    /// VMLValidator().check(Array("<VStack>\n  <Text title=\"attr(x)\">Hi</Text>\n</VStack>".utf8))[0].formatted(file: "a.vml")
    /// // a.vml:2:9: error: title="attr(x)": attr(…) is only valid inside style; bind it in a modifier (style="…(attr(x))") or write the value itself [attr-outside-style]
    /// ```
    public func check(_ bytes: [UInt8], parser: VMLParser = VMLParser()) -> [VMLDiagnostic] {
        var tree: VMLDocument?
        return check(bytes, parser: parser, keeping: &tree)
    }

    /// ``check(_:parser:)``, handing the tree it validated to `kept` instead of freeing it (for
    /// a benchmark that times the check without the tree's teardown, as it times a parse).
    @_spi(VMLInternals) public func check(
        _ bytes: [UInt8],
        parser: VMLParser = VMLParser(),
        keeping kept: inout VMLDocument?
    ) -> [VMLDiagnostic] {
        do {
            // The byte parser reports invalid UTF-8 with its location.
            var document = try parser.parse(bytes)
            var diagnostics = validate(document)
            if !diagnostics.isEmpty {
                // The bytes are valid UTF-8 now: decoding copies them and repairs nothing.
                let located = try parser.parseWithSourceMap(String(decoding: bytes, as: UTF8.self))
                document = located.document
                diagnostics = validate(document, sourceMap: located.sourceMap)
            }
            kept = document
            return diagnostics
        } catch {
            return [VMLDiagnostic(error)]
        }
    }
}
