import Foundation

extension VmlView {
    /// SwiftUI's `defaultAppStorage(_:)`: compiles and writes nothing (the store the client's
    /// `AppStorage` reads; on the server, ``VmlAppStorage`` keeps its initial values).
    ///
    /// ```swift
    /// VmlText("a").defaultAppStorage(.standard)   // <Text>a</Text>
    /// ```
    public consuming func defaultAppStorage(_ store: UserDefaults) -> VmlContent {
        vmlContent
    }
}
