extension VmlView {
    /// SwiftUI's `symbolVariant(_:)`.
    ///
    /// ```swift
    /// VmlImage(systemName: "heart").symbolVariant(.fill)   // <Image systemName="heart" style="symbolVariant(.fill)"/>
    /// ```
    public consuming func symbolVariant(_ variant: VmlSymbolVariants) -> VmlContent {
        applying("symbolVariant") {
            $0.add(nil, variant)
        }
    }
}
