import Foundation
import Testing
import VMLCore

@testable import vml

/// `vml check --target`: the client's iOS, from the command line or the schema's `target`.
@Suite struct CheckTargetCommandTests {
    static let screen = """
        <VStack>
          <ContentUnavailableView title="No mail"/>
          <Text style="foregroundStyle(.red), padding(8)">Hi</Text>
        </VStack>

        """

    struct SpellingCase: Sendable, CustomTestStringConvertible {
        var text: String
        var version: VMLOSVersion?
        var sourceLocation: SourceLocation = #_sourceLocation
        var testDescription: String { text }
    }

    /// The spellings Docs/Command.md lists, and some it refuses.
    static let spellings: [SpellingCase] = [
        SpellingCase(text: "ios17", version: .iOS(17)),
        SpellingCase(text: "iOS17", version: .iOS(17)),
        SpellingCase(text: "iOS 18.0", version: .iOS(18)),
        SpellingCase(text: "ios18.2", version: .iOS(18, 2)),
        SpellingCase(text: "17", version: .iOS(17)),
        SpellingCase(text: "17.4.1", version: .iOS(17, 4, 1)),
        SpellingCase(text: "iPadOS 16", version: .iOS(16)),
        SpellingCase(text: "iOS-17.4", version: .iOS(17, 4)),
        SpellingCase(text: "iOS/26", version: .iOS(26)),
        SpellingCase(text: "13", version: .iOS(13)),
        SpellingCase(text: "12.4", version: nil),
        SpellingCase(text: "android14", version: nil),
        SpellingCase(text: "macOS 14", version: nil),
        SpellingCase(text: "iOS 17.x", version: nil),
        SpellingCase(text: "17.4.1.2", version: nil),
        SpellingCase(text: "", version: nil),
        SpellingCase(text: "newest", version: nil),
    ]

    @Test(arguments: spellings)
    func theTargetIsReadAsDocumented(_ spelling: SpellingCase) {
        #expect(CheckCommand.targetVersion(spelling.text) == spelling.version, sourceLocation: spelling.sourceLocation)
        let (status, streams) = runCommand(["check", "--target", spelling.text], stdin: Self.screen)
        if spelling.version == nil {
            #expect(status == 2, sourceLocation: spelling.sourceLocation)
            #expect(streams.error.hasPrefix("vml check: --target takes an iOS version"), sourceLocation: spelling.sourceLocation)
        } else {
            #expect(status == 0, sourceLocation: spelling.sourceLocation)
        }
    }

    @Test func withoutATargetNothingIsTooNew() {
        let (status, streams) = runCommand(["check", "--strict"], stdin: Self.screen)
        #expect(status == 0)
        #expect(streams.output.isEmpty)
    }

    @Test func eachDeclarationNewerThanTheTargetIsAWarning() {
        let (status, streams) = runCommand(["check", "--target", "ios14"], stdin: Self.screen)
        #expect(status == 0)
        #expect(
            streams.lines == [
                "<stdin>:2:3: warning: ContentUnavailableView needs iOS 17.0, newer than the target iOS 14.0, so a client on "
                    + "iOS 14.0 drops the element; write it only for newer clients, or raise the target [newer-than-target]",
                "<stdin>:3:9: warning: foregroundStyle(_:) needs iOS 15.0, newer than the target iOS 14.0, so a client on "
                    + "iOS 14.0 drops the modifier; write it only for newer clients, or raise the target; clients before "
                    + "iOS 15.0 have foregroundColor(_:), which SwiftUI deprecated for it [newer-than-target]",
            ])
        // --strict makes them fail the exit status, as every warning.
        #expect(runCommand(["check", "--strict", "--target", "ios14"], stdin: Self.screen).status == 1)
        // A target that has everything: nothing.
        #expect(runCommand(["check", "--target", "iOS 17.0"], stdin: Self.screen).streams.output.isEmpty)
    }

    @Test func theSchemaSetsTheTargetForItsFolderAndTheOptionOverridesIt() throws {
        try withTemporaryFiles([
            "app/vml-schema.json": #"{"target": "iOS 16.0"}"#,
            "app/screens/home.vml": Self.screen,
            "other/home.vml": Self.screen,
        ]) { folder in
            let home = folder.appendingPathComponent("app/screens/home.vml").path
            let other = folder.appendingPathComponent("other/home.vml").path
            let inApp = runCommand(["check", home]).streams.lines
            #expect(inApp.count == 1)
            #expect(
                inApp.first?.hasSuffix(
                    "ContentUnavailableView needs iOS 17.0, newer than the target iOS 16.0, so a client on iOS 16.0 drops the element; write it only for newer clients, or raise the target [newer-than-target]"
                ) == true)
            #expect(runCommand(["check", other]).streams.output.isEmpty)
            #expect(runCommand(["check", "--target", "ios17", home]).streams.output.isEmpty)
            #expect(runCommand(["check", "--target", "ios14", home]).streams.lines.count == 2)
        }
    }

    @Test func aSchemaWithABadTargetIsAFileError() throws {
        try withTemporaryFiles([
            "vml-schema.json": #"{"target": "Android 14"}"#,
            "home.vml": "<Text>Hi</Text>\n",
        ]) { folder in
            let (status, streams) = runCommand(["check", folder.appendingPathComponent("home.vml").path])
            #expect(status == 1)
            #expect(
                streams.outputText.hasSuffix(
                    #"vml-schema.json: error: not a VML schema: target: expected an iOS version of 13 or later, such as "iOS 17.0" or "ios17"; found "Android 14""#
                        + "\n"))
        }
    }
}
