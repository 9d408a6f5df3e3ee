import Testing
@_spi(VMLInternals) import VMLCore

/// The safe spellings that replaced reads through buffers (Docs/Architecture.md, "Unsafe code"):
/// each answers what the string spelling, or the bytes themselves, say.
@Suite struct SafeSpellingTests {
    @Test func readAttributesLendsTheStoredList() {
        let attributes = [VMLAttribute("b", "2"), VMLAttribute("a", "1"), VMLAttribute("a", "3")]
        let element = VMLNode.Element("Text", attributes: attributes, children: ["Hi"])
        #expect(element.readAttributes { $0 } == attributes)
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
    }

    @Test func aStyleOfValuesHoldsNoText() {
        #expect(VMLStyle([VMLModifier("padding", 8)]).heldText == nil)
        let text = ByteView.with(Array("\u{0}padding(8)".utf8)) {
            VMLStyle(flaggedCanonicalText: $0)
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

    /// A view makes the small string of its bytes when they are 15 ASCII bytes or fewer, else none.
    @Test func smallStringsFromViewsAreTheirBytes() {
        for text in ["", "Row 7", "abcdefghijklmno", "abcdefghijklmnop", "é"] {
            let fromView = ByteView.with(Array(text.utf8)) { SmallASCII.string($0, layoutHolds: SmallASCII.layoutHolds) }
            let small = SmallASCII.layoutHolds && text.utf8.count <= 15 && text.utf8.allSatisfy { $0 < 0x80 }
            #expect(fromView == (small ? text : nil), "\(text)")
        }
    }

    /// The name rules over a view agree with the string spellings.
    @Test func nameRulesOverViewsAgreeWithStrings() {
        for name in ["", "a", "nil", "true", "false", "style", "Gauge.Label", "phx-click", "9a", "_x", "é", "zIndex1234567890"] {
            let view = ByteView.with(Array(name.utf8)) {
                [VMLName.isStyleName(utf8: $0), VMLName.isStyleName(identifier: $0), VMLASCII.areIdentifierBytes($0)]
            }
            #expect(VMLName.isStyleName(name) == view[0], "\(name)")
            let identifier = name.utf8.allSatisfy { VMLASCII.isIdentifierByte($0) }  // true for "": no byte fails
            #expect(view[2] == identifier, "\(name)")
            if identifier, let first = name.utf8.first, VMLASCII.isLetter(first) { #expect(view[1] == view[0], "\(name)") }
        }
    }
}
