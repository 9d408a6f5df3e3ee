import Foundation

extension VmlView {
    /// SwiftUI's `dropDestination(for:action:isTargeted:)`: compiles and writes nothing (drag and
    /// drop runs on the client; the actions are never called).
    ///
    /// ```swift
    /// VmlText("a").dropDestination(for: String.self) { items, location in true }   // <Text>a</Text>
    /// ```
    public consuming func dropDestination<T>(
        for payloadType: T.Type = T.self, action: @isolated(any) (_ items: [T], _ location: CGPoint) -> Bool,
        isTargeted: (@isolated(any) (Bool) -> Void)? = nil
    ) -> VmlContent {
        vmlContent
    }
}
