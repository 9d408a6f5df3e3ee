extension VmlView {
    /// The escape hatch: any modifier by name, with arguments made from core expressions, for
    /// what the typed API does not cover yet.
    ///
    /// ```swift
    /// VmlText("Hi").modifier(named: "blendMode", .member("multiply"))
    /// // blendMode(.multiply)
    /// VmlText("Hi").modifier(named: "symbolEffect", .member("pulse"), .labeled("isActive", true))
    /// ```
    /// The label `named:` keeps it apart from SwiftUI's `modifier(_:)`. A name that is not an
    /// identifier makes `renderVML()` throw; it is never written.
    public consuming func modifier(named name: String, _ arguments: VMLArgument...) -> VmlContent {
        vmlContent.modified(VMLModifier(name, arguments: arguments))
    }

}
