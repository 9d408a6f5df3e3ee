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
    public consuming func navigationDestination<D: Hashable>(for data: D.Type, @VmlBuilder destination: (D) -> VmlContent) -> VmlContent {
        vmlContent
    }

    /// SwiftUI's `navigationDestination(isPresented:destination:)`: the binding's current value is
    /// written, and the destination is a templated child `navigationDestination`, pushed or not, so
    /// the client can push it when its own state changes (no route value reaches it).
    ///
    /// ```swift
    /// VmlList { VmlText("a") }.navigationDestination(isPresented: $showsDetail) { VmlText("Detail") }
    /// // <List style="navigationDestination(isPresented: false, destination: :navigationDestination)"><Text>a</Text>
    /// //   <Text template="navigationDestination">Detail</Text></List>
    /// ```
    public consuming func navigationDestination(isPresented: VmlBinding<Bool>, @VmlBuilder destination: () -> VmlContent) -> VmlContent {
        vmlContent.pushing(isPresented: isPresented.wrappedValue, destination: destination())
    }

    /// SwiftUI's `navigationDestination(item:destination:)`: written as
    /// `navigationDestination(isPresented:destination:)`, pushed when the item is not `nil`; the
    /// destination is built from the item, or is an `EmptyView` when there is none.
    ///
    /// ```swift
    /// VmlList { VmlText("a") }.navigationDestination(item: $selected) { VmlText("Item \($0)") }   // selected: Int? = 7
    /// // <List style="navigationDestination(isPresented: true, destination: :navigationDestination)"><Text>a</Text>
    /// //   <Text template="navigationDestination">Item 7</Text></List>
    /// ```
    public consuming func navigationDestination<D: Hashable>(item: VmlBinding<D?>, @VmlBuilder destination: (D) -> VmlContent) -> VmlContent
    {
        let item = item.wrappedValue
        return vmlContent.pushing(isPresented: item != nil, destination: item.map(destination) ?? VmlContent())
    }
}

extension VmlContent {
    /// `navigationDestination(isPresented: <current value>, destination: :navigationDestination)`
    /// and the destination as a templated child, as ``presenting(_:isPresented:content:)`` writes a sheet.
    fileprivate func pushing(isPresented: Bool, destination: VmlContent) -> VmlContent {
        slotted("navigationDestination", content: destination) { symbol in
            VMLModifier(
                "navigationDestination", .labeled("isPresented", .boolean(isPresented)), .labeled("destination", symbol))
        }
    }
}
