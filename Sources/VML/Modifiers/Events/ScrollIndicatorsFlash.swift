extension VmlView {
    /// SwiftUI's `scrollIndicatorsFlash(trigger:)`: compiles and writes nothing (the client flashes
    /// the indicators when the value changes there).
    ///
    /// ```swift
    /// VmlScrollView {}.scrollIndicatorsFlash(trigger: messages.count)   // <ScrollView/>
    /// ```
    public consuming func scrollIndicatorsFlash(trigger value: some Equatable) -> VmlContent {
        vmlContent
    }

    /// SwiftUI's `scrollIndicatorsFlash(onAppear:)`: whether the indicators flash when the view appears.
    ///
    /// ```swift
    /// VmlScrollView {}.scrollIndicatorsFlash(onAppear: true)   // <ScrollView style="scrollIndicatorsFlash(onAppear: true)"/>
    /// ```
    public consuming func scrollIndicatorsFlash(onAppear: any VmlBoolArgument) -> VmlContent {
        applying("scrollIndicatorsFlash") {
            $0.add("onAppear", onAppear)
        }
    }
}
