extension VmlView {
    /// SwiftUI's `sensoryFeedback(_:trigger:)`: compiles and writes nothing (sensory feedback
    /// plays on the client when the trigger changes there).
    ///
    /// ```swift
    /// VmlText("a").sensoryFeedback(.success, trigger: savedCount)   // <Text>a</Text>
    /// ```
    public consuming func sensoryFeedback<T: Equatable>(_ feedback: VmlSensoryFeedback, trigger: T) -> VmlContent {
        vmlContent
    }

    /// SwiftUI's `sensoryFeedback(_:trigger:condition:)`: compiles and writes nothing; the
    /// condition is never called.
    ///
    /// ```swift
    /// VmlText("a").sensoryFeedback(.impact, trigger: count) { old, new in new > old }   // <Text>a</Text>
    /// ```
    public consuming func sensoryFeedback<T: Equatable>(
        _ feedback: VmlSensoryFeedback, trigger: T, condition: @isolated(any) (_ oldValue: T, _ newValue: T) -> Bool
    ) -> VmlContent {
        vmlContent
    }

    /// SwiftUI's `sensoryFeedback(trigger:_:)`: compiles and writes nothing; the closure that
    /// picks the feedback is never called.
    ///
    /// ```swift
    /// VmlText("a").sensoryFeedback(trigger: count) { old, new in new > old ? .increase : .decrease }   // <Text>a</Text>
    /// ```
    public consuming func sensoryFeedback<T: Equatable>(
        trigger: T, _ feedback: @isolated(any) (_ oldValue: T, _ newValue: T) -> VmlSensoryFeedback?
    ) -> VmlContent {
        vmlContent
    }
}
