// libFuzzer target `parse`: the bytes entry point, the String entry point and the source-map
// parse agree on every input (the same document, or the same error); the recovering parse never
// crashes or hangs, reads a valid input as they do, and starts an invalid one's errors with theirs.
import VMLCore
import VMLParser

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzParse(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let parser = VMLParser()
    let fromBytes = Result { () throws(VMLParseError) in try parser.parse(bytes) }
    guard let text = String(validating: bytes, as: UTF8.self) else {
        // Invalid UTF-8: only the bytes entry point can see it, and it must refuse it.
        if case .success = fromBytes { fatalError("invalid UTF-8 accepted") }
        return 0
    }
    let fromString = Result { () throws(VMLParseError) in try parser.parse(text) }
    let withMap = Result { () throws(VMLParseError) in try parser.parseWithSourceMap(text).document }
    let recovered = parser.parseRecovering(text)
    switch (fromBytes, fromString, withMap) {
    case (.success(let a), .success(let b), .success(let c)):
        precondition(a == b && b == c, "the entry points read different documents")
        precondition(recovered.errors.isEmpty && recovered.document == a, "the recovering parse read a valid input otherwise")
    case (.failure(let a), .failure(let b), .failure(let c)):
        precondition(a.location == b.location && b.location == c.location, "errors at different places")
        precondition(a.message == b.message && b.message == c.message, "different error messages")
        precondition(!a.message.contains("\n"), "a message with a line break")
        precondition(recovered.errors.first == b, "the recovering parse's first error is not the parse's")
        precondition(recovered.errors.count <= parser.options.maximumErrors + 1, "more errors than the limit")
    default:
        fatalError("one entry point accepted what another refused")
    }
    return 0
}
