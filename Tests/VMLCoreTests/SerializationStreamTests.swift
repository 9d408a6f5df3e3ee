import Testing
import VMLCore
import VMLTestSupport

/// ``VMLSerializationStream`` against the serializer (a differential test): its pieces, joined,
/// are the serializer's bytes for every tree, layout and piece size, and its errors are the
/// serializer's, with nothing of the failing piece given.
@Suite struct SerializationStreamTests {
    /// The sizes pieces are asked for: one byte (a piece a node), a few, about a row, more than
    /// the writer's block, more than any text here.
    static let pieceSizes = [1, 7, 100, 70_000, 1 << 30]

    /// The pieces of `nodes`' text at `size`, joined; `counts` gets each piece's size.
    static func joined(_ nodes: [VMLNode], _ serializer: VMLSerializer, size: Int, counts: inout [Int]) throws -> [UInt8] {
        var stream = VMLSerializationStream(nodes, serializer: serializer)
        var bytes: [UInt8] = []
        while let piece = try stream.next(atLeast: size) {
            counts.append(piece.count)
            bytes += piece
        }
        #expect(stream.isFinished)
        #expect(stream.writtenCount == bytes.count)
        return bytes
    }

    /// A case: a tree and where it is written.
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let nodes: [VMLNode]
        let sourceLocation: SourceLocation
        init(_ name: String, _ nodes: [VMLNode], sourceLocation: SourceLocation = #_sourceLocation) {
            self.name = name
            self.nodes = nodes
            self.sourceLocation = sourceLocation
        }
        var testDescription: String { name }
    }

    static let cases: [Case] =
        [
            Case("empty", []),
            Case("one text", [.text("a & b")]),
            Case("adjacent texts merge", [.text("a"), .text(""), .text("b"), .element("Spacer")]),
            Case("a list of 300 rows", ReusedBufferTests.document(rows: 300).nodes),
        ] + SpecExamples.all.map { Case("spec \($0.name)", $0.nodes) }

    @Test(arguments: cases)
    func piecesJoinedAreTheSerializersBytes(_ item: Case) throws {
        for format in VMLFormat.allCases {
            for doctype in [false, true] {
                let serializer = VMLSerializer(format: format, writesDoctype: doctype)
                var expected: [UInt8] = []
                try serializer.serialize(item.nodes, into: &expected)
                for size in Self.pieceSizes {
                    var counts: [Int] = []
                    let bytes = try Self.joined(item.nodes, serializer, size: size, counts: &counts)
                    #expect(bytes == expected, "\(format), doctype \(doctype), pieces of \(size)", sourceLocation: item.sourceLocation)
                    // Every piece but the last holds at least the size asked for.
                    #expect(counts.dropLast().allSatisfy { $0 >= size }, "\(counts)", sourceLocation: item.sourceLocation)
                }
            }
        }
    }

    @Test func randomTreesStreamTheSerializersBytesAndErrors() throws {
        for seed in UInt64(0)..<300 {
            var generator = RandomTreeGenerator(seed: seed, budget: seed % 25 == 0 ? 60 : 12)
            let tree = seed % 25 == 0 ? generator.deepDocument(depth: 40) : generator.document()
            for format in VMLFormat.allCases {
                let serializer = VMLSerializer(format: format)
                let size = Self.pieceSizes[Int(seed) % Self.pieceSizes.count]
                var counts: [Int] = []
                var expected: [UInt8] = []
                let result = Result { () throws(VMLSerializationError) in try serializer.serialize(tree, into: &expected) }
                switch result {
                case .success:
                    #expect(try Self.joined(tree.nodes, serializer, size: size, counts: &counts) == expected, "seed \(seed)")
                case .failure(let error):
                    let streamed = #expect(throws: VMLSerializationError.self, "seed \(seed)") {
                        _ = try Self.joined(tree.nodes, serializer, size: size, counts: &counts)
                    }
                    #expect(streamed == error, "seed \(seed)")
                }
            }
        }
    }

    @Test func anErrorIsThrownFromThePieceThatReachesIt() throws {
        // 3,000 valid rows (about 300 KB), then a name the serializer refuses.
        var nodes = ReusedBufferTests.document(rows: 3_000).nodes
        nodes.append(.element("Sta r"))
        var stream = VMLSerializationStream(nodes, serializer: VMLSerializer(format: .compact))
        var given = 0
        let error = try #require(throws: VMLSerializationError.self) {
            while let piece = try stream.next(atLeast: 1 << 14) { given += piece.count }
        }
        #expect(error.path.description == "Sta r[1]")
        #expect(given > 0)
        #expect(stream.isFinished)
        #expect(try stream.next() == nil)
        // Asked for the whole text at once, nothing is given before the error.
        var whole = VMLSerializationStream(nodes, serializer: VMLSerializer(format: .compact))
        #expect(throws: VMLSerializationError.self) { _ = try whole.next(atLeast: 1 << 30) }
    }

    @Test func theOutputLimitCountsEveryPiece() throws {
        let serializer = VMLSerializer(format: .compact, maximumOutputBytes: 10_000)
        var stream = VMLSerializationStream(ReusedBufferTests.document(rows: 3_000).nodes, serializer: serializer)
        var given = 0
        let error = try #require(throws: VMLSerializationError.self) {
            while let piece = try stream.next(atLeast: 1_000) { given += piece.count }
        }
        #expect(error.reason == .outputTooLarge(limit: 10_000))
        #expect(given <= 10_000)
    }
}
