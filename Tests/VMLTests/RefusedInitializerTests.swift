import Foundation
import Testing

/// A refused SwiftUI type's initializers refuse with the type's message when called with
/// arguments, as SwiftUI files call them (`VmlMoveTransition(edge: .top)`), not with "argument
/// passed to call that takes no arguments": names.py gives each refused struct one unavailable
/// initializer per label list Apple documents (`Sources/VMLCatalog/swiftui-type-inits.tsv`). Every
/// call is type-checked in one file against the built `VML` module and must fail on its own line
/// with the type's message.
@Suite struct RefusedInitializerTests {
    /// A call of a refused type's initializer, and the message it must reach: the same shape as a
    /// refusal probe.
    typealias Call = RefusalMessageTests.Probe

    static let layout = "custom layout and geometry run on the client after measuring"
    static let scenes = "apps, scenes, windows, commands, widgets and documents are the client app's"
    static let timeline = "a timeline's schedule runs on the client"
    static let drawing = "drawing code runs on the client"

    static let calls: [Call] = [
        Call("_ = VmlMoveTransition(edge: .top)", "write the transition by name: .transition(.move)"),
        Call("_ = VmlPushTransition(edge: .leading)", "write the transition by name: .transition(.push)"),
        Call("_ = VmlScaleTransition(0.5)", "write the transition by name: .transition(.scale)"),
        Call("_ = VmlScaleTransition(0.5, anchor: .bottom)", "write the transition by name: .transition(.scale)"),
        Call("_ = VmlOffsetTransition(3)", "write the transition by name: .transition(.offset)"),
        Call("_ = VmlGlassButtonStyle(.regular)", "write the style by name: .buttonStyle(.glass)"),
        Call("_ = VmlInsetTableStyle(alternatesRowBackgrounds: true)", "write the style by name: .tableStyle(.inset)"),
        Call("_ = VmlHStackLayout(alignment: .top, spacing: 8)", layout),
        Call("_ = VmlVStackLayout(spacing: nil)", layout),
        Call("_ = VmlGridLayout(horizontalSpacing: 4, verticalSpacing: 8)", layout),
        Call("_ = VmlZStackLayout(alignment: .topLeading)", layout),
        Call("_ = VmlProposedViewSize(width: 10, height: nil)", layout),
        Call("_ = VmlAnimationTimelineSchedule(minimumInterval: 1.0 / 30, paused: false)", timeline),
        Call("_ = VmlAnimationTimelineSchedule(minimumInterval: nil)", timeline),
        Call("_ = VmlImagePaint(image: VmlImage(\"logo\"), scale: 0.5)", drawing),
        Call("_ = VmlWindowGroup { VmlText(\"a\") }", scenes),
        Call("_ = VmlWindowGroup(\"Main\", id: \"main\") { VmlText(\"a\") }", scenes),
        Call("_ = VmlWindowGroup { VmlText(\"a\"); VmlText(\"b\") }", scenes),
        Call("_ = VmlWindowGroup(for: String.self) { value in VmlText(\"a\") }", scenes),
        Call("_ = VmlCommandMenu(\"Edit\") { VmlButton(\"Copy\") {} }", scenes),
        Call("_ = VmlDocumentGroupLaunchScene(\"Start\") { VmlText(\"a\") }", scenes),
        Call("_ = VmlUIHostingController(rootView: VmlText(\"a\"))", "UIKit lives in the client app"),
        Call("_ = VmlKeyframeTimeline(initialValue: 0) {}", timeline),
        Call("_ = VmlRectangleCornerInsets(topLeading: 1, topTrailing: 2, bottomLeading: 3, bottomTrailing: 4)", layout),
        Call(
            "_ = VmlViewAlignedScrollTargetBehavior(anchor: .center)",
            "write the scroll target behavior by name: .scrollTargetBehavior(.viewAligned)"),
    ]

    /// Every call type-checked in one file, one line each after the import, each in a function of
    /// its own: the error messages by call index.
    static let diagnostics: Result<[Int: [String]], RefusalMessageTests.ProbeError> = RefusalMessageTests.typeCheckErrors(
        of: zip(calls.indices, calls).map { index, call in "func call\(index)() { \(call.code) }" },
        imports: ["VML"], named: "refused-inits")

    @Test(arguments: calls) func refusesWithTheTypesMessage(_ call: Call) throws {
        let diagnostics = try Self.diagnostics.get()
        let index = try #require(Self.calls.firstIndex { $0.code == call.code })
        let errors = diagnostics[index] ?? []
        #expect(
            errors.contains { $0.contains("is unavailable") && $0.contains(call.message) },
            "errors on the call's line: \(errors)", sourceLocation: call.sourceLocation)
        #expect(
            !errors.contains { $0.contains("takes no arguments") || $0.contains("extra argument") },
            "errors on the call's line: \(errors)", sourceLocation: call.sourceLocation)
    }
}
