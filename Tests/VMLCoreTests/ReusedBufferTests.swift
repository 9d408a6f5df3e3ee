import Testing
import VMLCore
import VMLTestSupport

/// A buffer with room to spare (one reused from request to request) is written in place: the
/// text goes straight into its spare capacity, and what does not fit is appended after. The
/// bytes are those of a fresh buffer, whatever the room, and a failed call leaves the buffer as
/// it was.
@Suite struct ReusedBufferTests {
    /// `rows` rows of a list: about 120 bytes each, so 40 rows pass 4 KiB and 2,000 pass 64 KiB.
    static func document(rows: Int) -> VMLDocument {
        let row = { (index: Int) -> VMLNode in
            .element(
                "HStack", attributes: ["id": "row-\(index)"], style: [VMLModifier("padding", 8)],
                children: [
                    .element("Text", style: [VMLModifier("font", VMLArgument(.member("title")))], children: [.text("Row \(index) & more")])
                ])
        }
        return [.element("List", children: (0..<rows).map(row))]
    }

    /// Buffers of every kind of room: none, under the in-place threshold, just at it, more than the
    /// text, and less than the text (so it spills over, through several of the writer's blocks).
    static func buffers(prefix: [UInt8]) -> [(room: Int, buffer: [UInt8])] {
        [0, 100, 4_096, 8_192, 1 << 20].map { room in
            var buffer = prefix
            buffer.reserveCapacity(prefix.count + room)
            return (room, buffer)
        }
    }

    @Test func aBufferWithRoomGetsTheBytesOfAFreshOne() throws {
        let prefix = Array("HTTP/1.1 200 OK\r\n\r\n".utf8)
        for rows in [1, 40, 3_000] {
            let document = Self.document(rows: rows)
            for format in VMLFormat.allCases {
                for doctype in [false, true] {
                    let serializer = VMLSerializer(format: format, writesDoctype: doctype)
                    let expected = prefix + Array(try serializer.serialize(document).utf8)
                    for (room, original) in Self.buffers(prefix: prefix) {
                        var buffer = original
                        try serializer.serialize(document, into: &buffer)
                        #expect(buffer == expected, "\(rows) rows, \(format), doctype \(doctype), room \(room)")
                    }
                }
            }
        }
    }

    @Test func aFailedCallLeavesABufferWithRoomAsItWas() throws {
        let prefix = Array("keep".utf8)
        // Valid rows first, past any room, then a name the serializer refuses.
        var nodes = Self.document(rows: 3_000).nodes
        nodes.append(.element("Sta r"))
        let tooLarge = VMLSerializer(format: .compact, maximumOutputBytes: 10_000)
        for (room, original) in Self.buffers(prefix: prefix) {
            var buffer = original
            #expect(throws: VMLSerializationError.self, "room \(room)") {
                try VMLSerializer(format: .compact).serialize(nodes, into: &buffer)
            }
            #expect(buffer == prefix, "room \(room)")
            let error = try #require(throws: VMLSerializationError.self, "room \(room)") {
                try tooLarge.serialize(Self.document(rows: 3_000), into: &buffer)
            }
            #expect(error.reason == .outputTooLarge(limit: 10_000), "room \(room)")
            #expect(buffer == prefix, "room \(room)")
        }
    }

    @Test func randomTreesWriteTheSameBytesIntoABufferWithRoom() throws {
        for seed in UInt64(0)..<300 {
            var generator = RandomTreeGenerator(seed: seed, budget: seed % 25 == 0 ? 60 : 12)
            let tree = seed % 25 == 0 ? generator.deepDocument(depth: 40) : generator.document()
            for format in VMLFormat.allCases {
                var buffer: [UInt8] = []
                buffer.reserveCapacity(1 << 16)
                let fresh = try? tree.serialized(format)
                if let fresh {
                    try VMLSerializer(format: format).serialize(tree, into: &buffer)
                    #expect(String(decoding: buffer, as: UTF8.self) == fresh, "seed \(seed)")
                } else {
                    #expect(throws: VMLSerializationError.self, "seed \(seed)") {
                        try VMLSerializer(format: format).serialize(tree, into: &buffer)
                    }
                    #expect(buffer.isEmpty, "seed \(seed)")
                }
            }
        }
    }
}
