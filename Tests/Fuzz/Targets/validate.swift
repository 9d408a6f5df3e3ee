// libFuzzer target `validate`: the validator runs on whatever parses, with and without the
// source map, gives the same answer twice, and every message is one line.
import VMLCore
import VMLParser
import VMLValidation

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzValidate(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    guard let text = String(validating: UnsafeBufferPointer(start: data, count: size), as: UTF8.self),
        let (document, sourceMap) = try? VMLParser().parseWithSourceMap(text)
    else { return 0 }
    let validator = VMLValidator()
    let first = validator.validate(document, sourceMap: sourceMap)
    let second = validator.validate(document, sourceMap: sourceMap)
    precondition(first == second, "validation is not deterministic")
    let unlocated = validator.validate(document)
    precondition(unlocated.map(\.code) == first.map(\.code), "the source map changed the findings")
    for diagnostic in first {
        precondition(!diagnostic.formatted(file: "f").contains("\n"), "a diagnostic of more than one line")
    }
    return 0
}
