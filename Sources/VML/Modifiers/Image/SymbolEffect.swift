extension VmlView {
    /// SwiftUI's `symbolEffect(_:options:isActive:)`: an indefinite effect, with the options and
    /// `isActive` when given.
    ///
    /// ```swift
    /// VmlImage(systemName: "wifi").symbolEffect(.variableColor.iterative)
    /// // <Image systemName="wifi" style="symbolEffect(.variableColor.iterative)"/>
    /// ```
    public consuming func symbolEffect(_ effect: VmlSymbolEffect, options: VmlSymbolEffectOptions? = nil, isActive: Bool? = nil)
        -> VmlContent
    {
        applying("symbolEffect") {
            $0.add(nil, effect)
            $0.add("options", options)
            $0.add("isActive", expression: isActive.map { .boolean($0) })
        }
    }

    /// SwiftUI's `symbolEffect(_:options:value:)`: a discrete effect, played on the client when the
    /// value changes there; the current value is written.
    ///
    /// ```swift
    /// VmlImage(systemName: "bell").symbolEffect(.bounce, value: 3)
    /// // <Image systemName="bell" style="symbolEffect(.bounce, value: 3)"/>
    /// ```
    public consuming func symbolEffect<U: Equatable>(_ effect: VmlSymbolEffect, options: VmlSymbolEffectOptions? = nil, value: U)
        -> VmlContent
    {
        applying("symbolEffect") {
            $0.add(nil, effect)
            $0.add("options", options)
            $0.add("value", expression: .swiftValue(value))
        }
    }
}
