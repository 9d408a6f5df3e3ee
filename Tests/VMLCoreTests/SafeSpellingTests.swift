import Testing
@_spi(VMLInternals) import VMLCore

/// The safe spellings that replace reads through buffers (Docs/Architecture.md, "Unsafe code"):
/// each answers what the buffer spelling it stands for answers.
@Suite struct SafeSpellingTests {
    @Test func readAttributesLendsTheStoredList() {
        let attributes = [VMLAttribute("b", "2"), VMLAttribute("a", "1"), VMLAttribute("a", "3")]
        let element = VMLNode.Element("Text", attributes: attributes, children: ["Hi"])
        #expect(element.readAttributes { $0 } == attributes)
        #expect(element.readAttributes { $0.count } == element.withAttributes { $0.count })
        #expect(element[attribute: "a"] == "3")
        #expect(VMLNode.Element("Text").readAttributes(\.isEmpty))
    }

    @Test func storageKeysAreEqualExactlyWhileTheStorageIsShared() {
        let style: VMLStyle = [VMLModifier("padding", 8)]
        let copy = style
        let other: VMLStyle = [VMLModifier("padding", 8)]
        #expect(style.storageKey != nil)
        #expect(copy.storageKey == style.storageKey)
        #expect(other.storageKey != style.storageKey)
        #expect(style.storageKey == style.storageIdentity.map { UInt(bitPattern: $0) })
    }

    @Test func aStyleOfValuesHoldsNoText() {
        #expect(VMLStyle([VMLModifier("padding", 8)]).heldText == nil)
        let text = Array("\u{0}padding(8)".utf8).withUnsafeBufferPointer {
            VMLStyle(flaggedCanonicalText: $0, reader: { _ in [VMLModifier("padding", 8)] })
        }
        #expect(text.heldText == "padding(8)")
    }

    /// Every byte at every place of strings of 0 to 20 bytes, against `utf8.contains`.
    @Test func containsFindsTheByteWhereverItIs() {
        var mismatches: [String] = []
        for count in 0...20 {
            for position in 0..<max(count, 1) {
                for value in [0x25, 0x24, 0x26, 0xA5, 0x61] as [UInt8] {
                    var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: count)
                    if count > 0 { bytes[position] = value }
                    let string = String(decoding: bytes, as: UTF8.self)
                    if VMLASCII.string(string, contains: 0x25) != string.utf8.contains(0x25) {
                        mismatches.append("\(count) bytes, \(value) at \(position)")
                    }
                }
            }
        }
        #expect(mismatches.isEmpty, "the first: \(mismatches.prefix(10))")
        #expect(VMLASCII.string("Done: 50%", contains: 0x25))
        #expect(!VMLASCII.string("Row 7", contains: 0x25))
    }

    /// A view and a buffer of the same bytes make the same small string, or none.
    @Test func smallStringsFromViewsAreThoseFromBuffers() {
        for text in ["", "Row 7", "abcdefghijklmno", "abcdefghijklmnop", "é"] {
            let bytes = Array(text.utf8)
            let fromView = ByteView.with(bytes) { SmallASCII.string($0, layoutHolds: SmallASCII.layoutHolds) }
            let fromBuffer = bytes.withUnsafeBufferPointer { SmallASCII.string($0, layoutHolds: SmallASCII.layoutHolds) }
            #expect(fromView == fromBuffer, "\(text)")
        }
    }

    /// The name rules over a view and over a buffer agree, and with the string spellings.
    @Test func nameRulesOverViewsAndBuffersAgree() {
        for name in ["", "a", "nil", "true", "false", "style", "Gauge.Label", "phx-click", "9a", "_x", "é", "zIndex1234567890"] {
            let bytes = Array(name.utf8)
            let view = ByteView.with(bytes) {
                [VMLName.isStyleName(utf8: $0), VMLName.isStyleName(identifier: $0), VMLASCII.areIdentifierBytes($0)]
            }
            let buffer = bytes.withUnsafeBufferPointer {
                [VMLName.isStyleName(utf8: $0), VMLName.isStyleName(identifier: $0), view[2]]
            }
            #expect(view == buffer, "\(name)")
            #expect(VMLName.isStyleName(name) == view[0], "\(name)")
        }
    }
}
