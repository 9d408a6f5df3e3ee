import Testing
@_spi(VMLInternals) import VMLCore
import VMLTestSupport

/// `ByteView`, the checked view the parser and the serializer read bytes through: its run methods
/// (one check a run, unchecked loads inside) against byte loops, with one stop byte at every
/// position of runs of every length up to 70 (past the 32-byte and 8-byte strides) and from every
/// start; and a read outside the view stops the process.
@Suite struct ByteViewTests {
    /// The stop bytes the runs are tested with: a control, the highest ASCII byte, the first
    /// non-ASCII byte, the noncharacters' lead byte, the top byte and a comma.
    static let stops: [UInt8] = [0x00, 0x7F, 0x80, 0xEF, 0xFF, 0x2C]

    /// Every run of `a`s up to 70 bytes long with `stop` at every position (and none), with every
    /// start: what `check` finds wrong, spelled for a failure message.
    static func mismatches(_ check: (ByteView, [UInt8], Int) -> Bool) -> [String] {
        var mismatches: [String] = []
        for count in TestScale.current.sample(0...70, keeping: [7, 8, 9, 15, 16, 17, 31, 32, 33, 39, 40, 41, 63, 64, 65, 70]) {
            for position in -1..<count {
                for stop in stops {
                    var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: count)
                    if position >= 0 { bytes[position] = stop }
                    for start in 0...count where !ByteView.with(bytes, { check($0, bytes, start) }) {
                        mismatches.append("\(count) bytes, \(stop) at \(position), from \(start)")
                    }
                }
            }
        }
        return mismatches
    }

    @Test func endOfRunStopsAtTheFirstRejectedByte() {
        let mismatches = Self.mismatches { view, bytes, start in
            let expected = bytes[start...].firstIndex { $0 != UInt8(ascii: "a") } ?? bytes.count
            let end = bytes.count - (bytes.count - start) / 2  // a range that ends before the run does
            let expectedIn = bytes[start..<end].firstIndex { $0 != UInt8(ascii: "a") } ?? end
            return view.endOfRun(from: start) { $0 == UInt8(ascii: "a") } == expected
                && view.endOfRun(in: start..<end) { $0 == UInt8(ascii: "a") } == expectedIn
                && view.contains(0x2C, in: start..<end) == bytes[start..<end].contains(0x2C)
        }
        #expect(mismatches.isEmpty, "the first: \(mismatches.prefix(10))")
    }

    @Test func endOfASCIIStopsAtTheFirstByteAbove0x7F() {
        let mismatches = Self.mismatches { view, bytes, start in
            view.endOfASCII(from: start) == (bytes[start...].firstIndex { $0 >= 0x80 } ?? bytes.count)
        }
        #expect(mismatches.isEmpty, "the first: \(mismatches.prefix(10))")
    }

    /// `firstFlagged` gives the first flagged byte in the whole words from `start`, or where the
    /// words end (what is left for a byte loop).
    @Test func firstFlaggedFindsTheFirstStopInWholeWords() {
        let mismatches = Self.mismatches { view, bytes, start in
            let words = start + (bytes.count - start) / 8 * 8
            let expected = bytes[start..<words].firstIndex(of: 0x2C) ?? words
            return view.firstFlagged(from: start) { ByteWord.bytes(in: $0, equalTo: 0x2C) } == expected
        }
        #expect(mismatches.isEmpty, "the first: \(mismatches.prefix(10))")
    }

    @Test func equalsComparesEveryByte() {
        let mismatches = Self.mismatches { view, bytes, start in
            let tail = Array(bytes[start...])
            let rest = view.bytes(in: start..<view.count)
            let same = ByteView.with(tail) { rest.equals($0) }
            let other = ByteView.with(tail + [0x61]) { rest.equals($0) }
            return same && !other
        }
        #expect(mismatches.isEmpty, "the first: \(mismatches.prefix(10))")
    }

    @Test func readsAtTheEdges() {
        ByteView.with(Array("HStack".utf8)) { view in
            #expect(view.byte(at: -1, orIfOutside: 0) == 0)
            #expect(view.byte(at: 6, orIfOutside: 0) == 0)
            #expect(view.byte(at: 5, orIfOutside: 0) == UInt8(ascii: "k"))
            #expect(view.bytes(in: 1..<3).string() == "St")
            #expect(view.bytes(in: 6..<6).isEmpty)
            var target = [UInt8](repeating: 0, count: 8)
            view.bytes(in: 1..<3).copy(into: &target, at: 6)
            #expect(target == [0, 0, 0, 0, 0, 0, 0x53, 0x74])
        }
        #expect(ByteView.with("é") { $0.array() } == [0xC3, 0xA9])
    }

    /// A read outside the view stops the process instead of reading memory the view does not own:
    /// past the end, before the start, a range, a word and a short run past the end.
    @Test func aReadOutsideStops() async {
        await #expect(processExitsWith: .failure) { _ = ByteView.with(Array("HStack".utf8)) { $0[6] } }
        await #expect(processExitsWith: .failure) { _ = ByteView.with(Array("HStack".utf8)) { $0[-1] } }
        await #expect(processExitsWith: .failure) { _ = ByteView.with(Array("HStack".utf8)) { $0.bytes(in: 2..<7) } }
        await #expect(processExitsWith: .failure) { _ = ByteView.with(Array("HStack".utf8)) { $0.word(at: 0) } }
        await #expect(processExitsWith: .failure) { _ = ByteView.with(Array("HStack".utf8)) { $0.word(at: 4, length: 3) } }
    }
}
