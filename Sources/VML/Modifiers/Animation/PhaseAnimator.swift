extension VmlView {
    /// SwiftUI's `phaseAnimator(_:content:animation:)`: the content is written at the first phase
    /// (what the client shows before it animates); the animation closure is never called.
    ///
    /// ```swift
    /// VmlText("a").phaseAnimator([false, true]) { content, phase in content.opacity(phase ? 1 : 0.5) }
    /// // <Text style="opacity(0.5)">a</Text>
    /// ```
    public consuming func phaseAnimator<Phase: Equatable>(
        _ phases: some Sequence<Phase>, @VmlBuilder content: (VmlContent, Phase) -> VmlContent,
        animation: (@isolated(any) (Phase) -> VmlAnimation?)? = nil
    ) -> VmlContent {
        var iterator = phases.makeIterator()
        guard let first = iterator.next() else { return vmlContent }
        return content(vmlContent, first)
    }

    /// SwiftUI's `phaseAnimator(_:trigger:content:animation:)`: as the form without a trigger, the
    /// content written at the first phase.
    ///
    /// ```swift
    /// VmlText("a").phaseAnimator([1.0, 1.2], trigger: likes) { content, scale in content.scaleEffect(scale) }
    /// // <Text style="scaleEffect(1)">a</Text>
    /// ```
    public consuming func phaseAnimator<Phase: Equatable>(
        _ phases: some Sequence<Phase>, trigger: some Equatable, @VmlBuilder content: (VmlContent, Phase) -> VmlContent,
        animation: (@isolated(any) (Phase) -> VmlAnimation?)? = nil
    ) -> VmlContent {
        var iterator = phases.makeIterator()
        guard let first = iterator.next() else { return vmlContent }
        return content(vmlContent, first)
    }
}
