// libFuzzer target `lvn`: `LiveViewNativeSyntax.rewritingStyles(in:)` only deletes bytes and turns
// `;` into `,` (everything else stays byte for byte), and leaves any text that parses as VML as it
// is (the spellings it rewrites are all errors in VML).
import VMLParser

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLiveViewNativeSyntax(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let rewritten = LiveViewNativeSyntax.rewritingStyles(in: bytes)
    // The output is the input with some bytes left out and some ';' written ','.
    var index = 0
    for byte in rewritten {
        while index < bytes.count, bytes[index] != byte, !(bytes[index] == 0x3B && byte == 0x2C) { index += 1 }
        precondition(index < bytes.count, "the rewrite wrote a byte the input does not have there")
        index += 1
    }
    if (try? VMLParser().parse(bytes)) != nil {
        precondition(rewritten == bytes, "the rewrite changed text that parses as VML")
    }
    return 0
}
