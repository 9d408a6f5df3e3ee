import Foundation

extension VmlView {
    /// SwiftUI's `onDrop(of:isTargeted:perform:)`: compiles and writes nothing (drag and drop runs
    /// on the client; the action is never called and the binding is not written).
    ///
    /// ```swift
    /// VmlText("a").onDrop(of: [.image], isTargeted: $isTargeted) { providers in true }   // <Text>a</Text>
    /// ```
    public consuming func onDrop(
        of supportedContentTypes: [VmlUTType], isTargeted: VmlBinding<Bool>?, perform action: @isolated(any) ([VmlItemProvider]) -> Bool
    ) -> VmlContent {
        vmlContent
    }

    /// SwiftUI's `onDrop(of:isTargeted:perform:)` with the drop's location: compiles and writes nothing.
    ///
    /// ```swift
    /// VmlText("a").onDrop(of: [.url], isTargeted: nil) { providers, location in true }   // <Text>a</Text>
    /// ```
    public consuming func onDrop(
        of supportedContentTypes: [VmlUTType], isTargeted: VmlBinding<Bool>?,
        perform action: @isolated(any) ([VmlItemProvider], CGPoint) -> Bool
    ) -> VmlContent {
        vmlContent
    }

    /// SwiftUI's `onDrop(of:delegate:)`: compiles and writes nothing; the delegate is never called.
    ///
    /// ```swift
    /// VmlText("a").onDrop(of: [.text], delegate: dropDelegate)   // <Text>a</Text>
    /// ```
    public consuming func onDrop(of supportedContentTypes: [VmlUTType], delegate: any VmlDropDelegate) -> VmlContent {
        vmlContent
    }
}
