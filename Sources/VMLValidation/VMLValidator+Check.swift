import VMLCore
@_spi(VMLInternals) import VMLParser

extension VMLValidator {
    /// Parses UTF-8 VML and validates it, as `vml check` does for each file: the diagnostics
    /// with their locations. Text that is not VML is read again, recovering
    /// (``VMLParser/parseRecovering(_:)-(String)``): each parse error is a diagnostic, and what
    /// reads is validated, in source order among them.
    ///
    /// A file with no diagnostics, the usual case, costs one parse, one validation and a scan
    /// of the bytes for trailing commas. The source map only places diagnostics, so it is made,
    /// by a second parse and validation, only for a file that has some; the parser's notes
    /// (``VMLParser/notes(in:)``), which the tree does not keep, become `trailing-comma`
    /// warnings, in document order among the others.
    ///
    /// ```swift
    /// VMLValidator().check(Array("<Text>Hi</Text>".utf8))   // []
    /// VMLValidator().check(Array("<VStack>\n  <Text title=\"attr(x)\">Hi</Text>\n</VStack>".utf8))[0].formatted(file: "a.vml")
    /// // a.vml:2:9: error: title="attr(x)": attr(…) is only valid inside style; bind it in a modifier (style="…(attr(x))") or write the value itself [attr-outside-style]
    /// VMLValidator().check(Array(#"<Text style="padding(8),"/>"#.utf8))[0].formatted(file: "a.vml")
    /// // a.vml:1:24: warning: trailing ',' in the style: nothing follows it, and the canonical form drops it; remove it, or add what was meant to follow [trailing-comma]
    /// VMLValidator().check(Array(#"<Text style="foregroundStyle(#12), paddding(8)">Hi</Text>"#.utf8)).map(\.code.rawValue)
    /// // ["parse-error", "unknown-modifier"]
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
            var (diagnostics, found) = listedDiagnostics(document.nodes, sourceMap: nil)
            if found > 0 {
                // The bytes are valid UTF-8 now: decoding copies them and repairs nothing.
                let located = try parser.parseWithSourceMap(String(decoding: bytes, as: UTF8.self))
                document = located.document
                (diagnostics, found) = listedDiagnostics(document.nodes, sourceMap: located.sourceMap)
            }
            kept = document
            // One more note than can be listed tells that there are too many.
            let notes = try parser.notes(in: bytes, maximumCount: maximumDiagnostics + 1)
            var merged = notes.isEmpty ? diagnostics : Self.merging(notes, into: diagnostics)
            let total = found + notes.count
            if total > maximumDiagnostics {
                merged.removeSubrange(min(maximumDiagnostics, merged.count)...)
                let count = notes.count > maximumDiagnostics ? "more than \(maximumDiagnostics)" : "\(total)"
                merged.append(Self.tooManyDiagnostics(found: count, listed: merged.count))
            }
            return merged
        } catch {
            // Not VML: read again, recovering, and validate what reads (invalid UTF-8 stops there).
            guard let text = String(validating: bytes, as: UTF8.self) else { return [VMLDiagnostic(error)] }
            let (recovered, notes) = parser.rereadRecovering(text, maximumNotes: maximumDiagnostics + 1)
            let (diagnostics, found) = listedDiagnostics(recovered.document.nodes, sourceMap: recovered.sourceMap)
            kept = recovered.document
            var merged = Self.merging(recovered.errors.map(VMLDiagnostic.init), into: diagnostics)
            if !notes.isEmpty { merged = Self.merging(notes.map(VMLDiagnostic.init), into: merged) }
            let total = recovered.errors.count + found + notes.count
            if total > maximumDiagnostics {
                merged.removeSubrange(min(maximumDiagnostics, merged.count)...)
                let count = notes.count > maximumDiagnostics ? "more than \(maximumDiagnostics)" : "\(total)"
                merged.append(Self.tooManyDiagnostics(found: count, listed: merged.count))
            }
            return merged
        }
    }

    /// `diagnostics` with a warning for each note, each placed before the first diagnostic that
    /// stands after it in the text (the others keep their order).
    private static func merging(_ notes: [VMLParseNote], into diagnostics: [VMLDiagnostic]) -> [VMLDiagnostic] {
        merging(notes.map(VMLDiagnostic.init), into: diagnostics)
    }

    /// `diagnostics` with each of `placed` (located, in source order) placed before the first
    /// diagnostic that stands after it in the text (the others keep their order).
    private static func merging(_ placed: [VMLDiagnostic], into diagnostics: [VMLDiagnostic]) -> [VMLDiagnostic] {
        var merged: [VMLDiagnostic] = []
        merged.reserveCapacity(diagnostics.count + placed.count)
        var next = 0
        for diagnostic in diagnostics {
            while next < placed.count, let location = diagnostic.location, let own = placed[next].location, precedes(own, location) {
                merged.append(placed[next])
                next += 1
            }
            merged.append(diagnostic)
        }
        merged.append(contentsOf: placed[next...])
        return merged
    }

    private static func precedes(_ lhs: VMLSourceLocation, _ rhs: VMLSourceLocation) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }
}
