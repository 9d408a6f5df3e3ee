/// SwiftUI's `PhaseAnimator`, rendered at rest: its content is built for the first phase and
/// written as it is, without an element of its own (the animation between phases runs on the
/// client, which the server cannot drive). The trigger and the animations are accepted.
///
/// ```swift
/// VmlPhaseAnimator([1.0, 1.2]) { scale in VmlText("Hi").scaleEffect(scale) }
/// // <Text style="scaleEffect(1)">Hi</Text>
/// ```
public struct VmlPhaseAnimator: VmlView, Sendable {
    private let content: VmlContent

    /// Builds `content` for the first of `phases` (nothing when there are none).
    ///
    /// ```swift
    /// VmlPhaseAnimator([false, true]) { on in VmlText(on ? "On" : "Off") }   // <Text>Off</Text>
    /// ```
    public init<Phase: Equatable>(
        _ phases: some Sequence<Phase>, @VmlBuilder content: (Phase) -> VmlContent,
        animation: (Phase) -> VmlAnimation? = { _ in .default }
    ) {
        var iterator = phases.makeIterator()
        self.content = iterator.next().map(content) ?? VmlContent()
    }

    /// Builds `content` for the first of `phases`; the trigger, which restarts the animation on
    /// the client, is accepted.
    ///
    /// ```swift
    /// VmlPhaseAnimator([0.0, 10.0], trigger: taps) { x in VmlText("Hi").offset(x: x) }
    /// // <Text style="offset(x: 0)">Hi</Text>
    /// ```
    public init<Phase: Equatable>(
        _ phases: some Sequence<Phase>, trigger: some Equatable, @VmlBuilder content: (Phase) -> VmlContent,
        animation: (Phase) -> VmlAnimation? = { _ in .default }
    ) {
        self.init(phases, content: content, animation: animation)
    }

    /// The content built for the first phase.
    public var body: VmlContent { return content }
}
