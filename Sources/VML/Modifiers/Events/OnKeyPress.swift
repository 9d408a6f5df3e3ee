import Foundation

extension VmlView {
    /// SwiftUI's `onKeyPress(_:action:)`: compiles and writes nothing (spec §5: the client owns
    /// events; the action is never called).
    ///
    /// ```swift
    /// VmlText("a").onKeyPress(.upArrow) { move(-1); return .handled }   // <Text>a</Text>
    /// ```
    public consuming func onKeyPress(_ key: VmlKeyEquivalent, action: @isolated(any) () -> VmlKeyPressResult) -> VmlContent {
        vmlContent
    }

    /// SwiftUI's `onKeyPress(_:phases:action:)`: compiles and writes nothing.
    ///
    /// ```swift
    /// VmlText("a").onKeyPress(.space, phases: .down) { press in .handled }   // <Text>a</Text>
    /// ```
    public consuming func onKeyPress(
        _ key: VmlKeyEquivalent, phases: VmlKeyPressPhases, action: @isolated(any) (VmlKeyPress) -> VmlKeyPressResult
    ) -> VmlContent {
        vmlContent
    }

    /// SwiftUI's `onKeyPress(characters:phases:action:)`: compiles and writes nothing.
    ///
    /// ```swift
    /// VmlText("a").onKeyPress(characters: .decimalDigits) { press in .handled }   // <Text>a</Text>
    /// ```
    public consuming func onKeyPress(
        characters: CharacterSet, phases: VmlKeyPressPhases? = nil, action: @isolated(any) (VmlKeyPress) -> VmlKeyPressResult
    ) -> VmlContent {
        vmlContent
    }

    /// SwiftUI's `onKeyPress(keys:phases:action:)`: compiles and writes nothing.
    ///
    /// ```swift
    /// VmlText("a").onKeyPress(keys: [.leftArrow, .rightArrow]) { press in .handled }   // <Text>a</Text>
    /// ```
    public consuming func onKeyPress(
        keys: Set<VmlKeyEquivalent>, phases: VmlKeyPressPhases? = nil, action: @isolated(any) (VmlKeyPress) -> VmlKeyPressResult
    ) -> VmlContent {
        vmlContent
    }

    /// SwiftUI's `onKeyPress(phases:action:)`: compiles and writes nothing.
    ///
    /// ```swift
    /// VmlText("a").onKeyPress(phases: .up) { press in .ignored }   // <Text>a</Text>
    /// ```
    public consuming func onKeyPress(phases: VmlKeyPressPhases? = nil, action: @isolated(any) (VmlKeyPress) -> VmlKeyPressResult)
        -> VmlContent
    {
        vmlContent
    }
}
