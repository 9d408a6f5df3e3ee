@_spi(VMLInternals) import VMLCore

extension VMLParser {
    /// Parses VML text, going on after each error as a compiler does: the document it could
    /// read and every error, each problem once, in source order.
    ///
    /// ```swift
    /// let result = VMLParser().parseRecovering(#"<Text style="foregroundStyle(#12)" title="a&b">Hi</Text>"#)
    /// result.errors.map(\.location)             // [1:30, 1:46]
    /// try result.document.serialized(.compact)  // <Text>Hi</Text>
    /// ```
    ///
    /// Text that is VML costs what ``parse(_:)-(String)`` and the source map cost: it is read
    /// once, strictly; only after an error is it read again, recovering (`VMLRecoveredParse`
    /// says what is kept). The first error is the one `parse` throws. A limit's error
    /// (``VMLParseError/Code/limitExceeded``) ends the read.
    public func parseRecovering(_ text: String) -> VMLRecoveredParse {
        do {
            let (document, sourceMap) = try parseWithSourceMap(text)
            return VMLRecoveredParse(document: document, sourceMap: sourceMap, errors: [])
        } catch {
            return rereadRecovering(text, maximumNotes: 0).result
        }
    }

    /// ``parseRecovering(_:)-(String)`` for UTF-8 bytes. Invalid UTF-8 is the one error, and
    /// the document is empty: nothing past it reads reliably.
    ///
    /// ```swift
    /// VMLParser().parseRecovering(Array("<A><B></A>".utf8)).errors.count   // 1
    /// ```
    public func parseRecovering(_ bytes: [UInt8]) -> VMLRecoveredParse {
        guard let text = String(validating: bytes, as: UTF8.self) else {
            do {
                _ = try parse(bytes)
            } catch {
                return VMLRecoveredParse(document: VMLDocument([]), sourceMap: VMLSourceMap(), errors: [error])
            }
            return VMLRecoveredParse(document: VMLDocument([]), sourceMap: VMLSourceMap(), errors: [])
        }
        return parseRecovering(text)
    }

    /// The recovering read alone, for text known not to parse (`vml check` tried it), with the
    /// style notes (``notes(in:maximumCount:)``) of what was read, at most `maximumNotes`.
    @_spi(VMLInternals) public func rereadRecovering(
        _ text: String, maximumNotes: Int
    ) -> (result: VMLRecoveredParse, notes: [VMLParseNote]) {
        ByteView.with(text) { buffer in
            if let limit = options.maximumInputBytes, buffer.count > limit {
                // Nothing is read: the strict read reports the size.
                let strict = Result { () throws(VMLParseError) in try read(buffer, validates: false, recordsLocations: false) }
                let errors: [VMLParseError]
                if case .failure(let error) = strict { errors = [error] } else { errors = [] }
                return (VMLRecoveredParse(document: VMLDocument([]), sourceMap: VMLSourceMap(), errors: errors), [])
            }
            var reader = DocumentReader(bytes: buffer, options: options, recordsLocations: true)
            reader.recovering = true
            reader.errorLog = ParseErrorLog(limit: options.maximumErrors)
            reader.recordsStyleNotes = maximumNotes > 0
            reader.maximumStyleNotes = maximumNotes
            let document = reader.readDocumentRecovering()
            let table = reader.takeLocations().finish(locator: reader.locator)
            let result = VMLRecoveredParse(
                document: document, sourceMap: VMLSourceMap(table: table), errors: reader.errorLog.listed())
            return (result, reader.styleNotes)
        }
    }
}
