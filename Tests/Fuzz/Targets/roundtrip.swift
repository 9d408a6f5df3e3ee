// libFuzzer target `roundtrip`: what the parser accepts serializes, in both layouts, to text that
// parses back to the canonical tree; and the canonical text is a fixed point.
import VMLCore
import VMLParser

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRoundTrip(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let parser = VMLParser()
    guard let document = try? parser.parse(bytes) else { return 0 }
    let canonical = document.canonicalized()
    for format in VMLFormat.allCases {
        let text: String
        do {
            text = try VMLSerializer(format: format).serialize(document)
        } catch {
            fatalError("an accepted document does not serialize: \(error)")
        }
        let reread: VMLDocument
        do {
            reread = try parser.parse(text)
        } catch {
            fatalError("canonical text does not parse: \(error)")
        }
        precondition(reread == canonical, "parse(serialize(t)) != canonicalize(t) in \(format)")
        let again = (try? VMLSerializer(format: format).serialize(reread)) ?? ""
        precondition(again == text, "canonical text is not a fixed point in \(format)")
    }
    return 0
}
