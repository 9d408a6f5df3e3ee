extension VmlView {
    /// SwiftUI's `onScrollTargetVisibilityChange(idType:threshold:_:)` (iOS 18): compiles and
    /// writes nothing; the client scrolls, and the action is never called.
    ///
    /// ```swift
    /// VmlScrollView {}.onScrollTargetVisibilityChange(idType: Int.self) { ids in print(ids) }   // <ScrollView/>
    /// ```
    public consuming func onScrollTargetVisibilityChange<ID: Hashable>(
        idType: ID.Type, threshold: Double = 0.5, _ action: @escaping ([ID]) -> Void
    ) -> VmlContent {
        vmlContent
    }
}
