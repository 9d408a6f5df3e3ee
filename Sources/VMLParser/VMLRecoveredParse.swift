import VMLCore

/// What a recovering parse read (``VMLParser/parseRecovering(_:)-(String)``): the document as
/// far as it could be read, where its nodes stood, and every error, in source order.
///
/// ```swift
/// let result = VMLParser().parseRecovering(#"<VStack><Text style="foregroundStyle(#12), bold()">Hi</Text><Image/></VStack>"#)
/// result.errors.map(\.location)      // [1:38]
/// try result.document.serialized(.compact)   // <VStack><Text style="bold()">Hi</Text><Image/></VStack>
/// ```
///
/// With no error, ``document`` is the document ``VMLParser/parse(_:)-(String)`` returns. With
/// errors, the first is the one `parse` throws, and the document keeps what reads: a bad
/// attribute or modifier is left out, a tag that does not end is ended where its parent or
/// the input ends, an element whose name is not one is left out with its content.
public struct VMLRecoveredParse: Sendable {
    /// The document as read, without what did not read.
    public var document: VMLDocument
    /// Where each element and attribute of ``document`` stood.
    public var sourceMap: VMLSourceMap
    /// Every error, in source order, each problem once: at most
    /// ``VMLParser/Options/maximumErrors``, then, when there were more, one that says how many
    /// (code ``VMLParseError/Code/limitExceeded``, at the first left out). Empty when the text
    /// is VML.
    public var errors: [VMLParseError]

    /// Creates a result.
    ///
    /// ```swift
    /// let result = VMLRecoveredParse(document: VMLDocument([]), sourceMap: VMLSourceMap(), errors: [])
    /// result.errors.isEmpty   // true
    /// ```
    public init(document: VMLDocument, sourceMap: VMLSourceMap, errors: [VMLParseError]) {
        self.document = document
        self.sourceMap = sourceMap
        self.errors = errors
    }
}
