import Testing
import VMLCore

/// `VMLOSVersion`: how a client's iOS is written and read, and how versions compare.
@Suite struct OSVersionTests {
    /// A text a client or a person writes, and the version it reads as (`nil`: not a version).
    struct ReadCase: Sendable, CustomTestStringConvertible {
        let text: String
        let version: VMLOSVersion?
        let sourceLocation: SourceLocation

        init(_ text: String, _ version: VMLOSVersion?, sourceLocation: SourceLocation = #_sourceLocation) {
            self.text = text
            self.version = version
            self.sourceLocation = sourceLocation
        }

        var testDescription: String { "\"\(text)\"" }
    }

    static let readCases: [ReadCase] = [
        ReadCase("17", .iOS(17)),
        ReadCase("17.4", .iOS(17, 4)),
        ReadCase("17.4.1", .iOS(17, 4, 1)),
        ReadCase("iOS 18.0", .iOS(18)),
        ReadCase("ios17", .iOS(17)),
        ReadCase("iOS/17.4", .iOS(17, 4)),
        ReadCase("IOS-16", .iOS(16)),
        ReadCase("iPadOS 17.4", .iOS(17, 4)),
        ReadCase("iPhoneOS 26", .iOS(26)),
        ReadCase("  iOS 26.0 ", .iOS(26)),
        ReadCase("", nil),
        ReadCase("iOS", nil),
        ReadCase("iOS/", nil),
        ReadCase("17.", nil),
        ReadCase(".4", nil),
        ReadCase("17..4", nil),
        ReadCase("17.4.1.2", nil),
        ReadCase("iOS 17 beta", nil),
        ReadCase("Android 14", nil),
        ReadCase("macOS 14.0", nil),
        ReadCase("iOS  17", nil),
        ReadCase("123456", nil),
        ReadCase("-17", nil),
    ]

    @Test(arguments: readCases)
    func reads(_ testCase: ReadCase) {
        #expect(VMLOSVersion(testCase.text) == testCase.version, sourceLocation: testCase.sourceLocation)
    }

    /// A version and its description.
    static let written: [WrittenCase<VMLOSVersion>] = [
        WrittenCase(.iOS(17, 4), "iOS 17.4"),
        WrittenCase(.iOS(26), "iOS 26.0"),
        WrittenCase(.iOS(17, 4, 1), "iOS 17.4.1"),
        WrittenCase(.iOS(-3, 2), "iOS 0.2"),
    ]

    @Test(arguments: written)
    func writesAndReadsBack(_ testCase: WrittenCase<VMLOSVersion>) {
        #expect(testCase.value.description == testCase.written, sourceLocation: testCase.sourceLocation)
        #expect(VMLOSVersion(testCase.written) == testCase.value, sourceLocation: testCase.sourceLocation)
    }

    @Test func comparesByMajorMinorPatch() {
        let ordered: [VMLOSVersion] = [.iOS(13), .iOS(16, 4), .iOS(17), .iOS(17, 0, 1), .iOS(17, 4), .iOS(18), .iOS(26)]
        #expect(ordered.shuffled().sorted() == ordered)
        #expect(VMLOSVersion.iOS(17) == VMLOSVersion(.iOS, major: 17, minor: 0, patch: 0))
        #expect(VMLOSVersion.iOS(26).number == "26.0")
    }
}
