import Testing
import VML
@testable import vml_demo

/// `renderVMLStream(_:)` against `renderVML(_:)` (a differential test) for what the DSL writes:
/// every parity table's view, the demo's home screen and a long list of composite rows, in both
/// layouts and at piece sizes from one byte to the whole text.
@Suite struct RenderStreamTests {
    /// The pieces of `view`'s stream at `size`, joined.
    static func streamed(_ view: some VmlView, _ format: VMLFormat, size: Int) throws -> [UInt8] {
        var stream = try view.renderVMLStream(format)
        var bytes: [UInt8] = []
        while let piece = try stream.next(atLeast: size) { bytes += piece }
        return bytes
    }

    /// `view`'s pieces, joined, are its `renderVML` bytes, in both layouts, at every size.
    static func expectSameBytes(_ view: some VmlView, sourceLocation: SourceLocation) throws {
        for format in VMLFormat.allCases {
            var expected: [UInt8] = []
            try view.renderVML(format, into: &expected)
            for size in [1, 100, 1 << 14, 1 << 30] {
                #expect(try streamed(view, format, size: size) == expected, "\(format), \(size)", sourceLocation: sourceLocation)
            }
        }
    }

    /// Every parity table's cases.
    static let parityCases: [IdiomCase] =
        ElementParityTests.stacks + ElementParityTests.content + ElementParityTests.navigation + ElementParityTests.controls
        + ModifierParityTests.layout + ModifierParityTests.style + ModifierParityTests.textGroup
        + ModifierParityTests.transformsAndShapes + ModifierParityTests.navigationAndLists + ModifierParityTests.controls
        + ModifierParityTests.accessibilityAndOthers + ModifierParityTests.bindings

    @Test(arguments: parityCases)
    func parityViewsStreamTheirBytes(_ parity: IdiomCase) throws {
        try Self.expectSameBytes(parity.view, sourceLocation: parity.sourceLocation)
    }

    @Test func demoScreensAndALongListStreamTheirBytes() throws {
        try Self.expectSameBytes(HomeScreen(), sourceLocation: #_sourceLocation)
        let tasks = (0..<300).map { TaskCardViewModel(id: $0, title: "Task \($0) <&>", isDone: $0 % 3 == 0, dueLabel: nil) }
        try Self.expectSameBytes(TaskListScreen(title: "Many", tasks: tasks), sourceLocation: #_sourceLocation)
    }

    @Test func theDocumentedPieces() throws {
        var stream = try VmlVStack {
            VmlText("Hi")
            VmlSpacer()
        }
        .renderVMLStream(.compact)
        #expect(try stream.next(atLeast: 16).map { String(decoding: $0, as: UTF8.self) } == "<VStack><Text>Hi</Text>")
        #expect(try stream.next(atLeast: 16).map { String(decoding: $0, as: UTF8.self) } == "<Spacer/></VStack>")
        #expect(try stream.next(atLeast: 16) == nil)
    }

    @Test func anUnwritableValueThrowsTheTreePathsError() throws {
        let view = VmlVStack {
            VmlText("a")
            VmlElement("Sta r")
        }
        let expected = try #require(throws: VMLSerializationError.self) { try view.renderVML(.compact) }
        let streamed = try #require(throws: VMLSerializationError.self) { _ = try Self.streamed(view, .compact, size: 1 << 14) }
        #expect(streamed == expected)
        #expect(streamed.path.description == "VStack[0] > Sta r[1]")
    }
}
