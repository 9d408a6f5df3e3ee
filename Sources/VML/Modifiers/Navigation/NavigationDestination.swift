extension VmlView {
    /// SwiftUI's `navigationDestination(for:destination:)`: compiles and writes nothing; the
    /// destination closure is never called. A ``VmlNavigationLink/init(value:label:)`` writes its
    /// value, and the client asks the server for the destination's VML when it is tapped, as it
    /// does for any route (Docs/Porting.md, "Navigation").
    ///
    /// ```swift
    /// VmlList { VmlNavigationLink("Answer", value: 42) }
    ///     .navigationDestination(for: Int.self) { DetailView(id: $0) }
    /// // <List><NavigationLink value="42"><Text>Answer</Text></NavigationLink></List>
    /// ```
    public func navigationDestination<D: Hashable>(for data: D.Type, @VmlBuilder destination: (D) -> VmlContent) -> VmlContent {
        vmlContent
    }
}
